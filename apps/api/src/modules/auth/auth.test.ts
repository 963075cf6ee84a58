import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { messages } from '@shop/contracts/messages';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const countCustomers = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from customers`))[0]!.n;
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

const validRegistration = {
  firstname: 'Fernanda',
  lastname: 'Gómez',
  mother_last_name: 'Ruiz',
  email: 'fernanda.gomez@correo.mx',
  mobile_telephone: '525512349876',
  password: 'Zapatos-Rojos-2026',
};

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie that opens the profile, with a new id at every sign-in', async () => {
    const { customer } = await t.customerWithSession({ email: 'lucia@prueba.mx' });
    const first = await login('LUCIA@prueba.mx', 'Demo1234!');
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    const second = await login('lucia@prueba.mx', 'Demo1234!');
    expect(second.cookies.find((c) => c.name === 'sid')!.value).not.toBe(cookie.value);

    const me = await t.app.inject({ url: '/api/customers/me', headers: { cookie: `sid=${cookie.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'lucia@prueba.mx', username: customer.username });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password and an unknown e-mail with the same Spanish message', async () => {
    await t.customerWithSession({ email: 'lucia@prueba.mx' });
    const wrong = await login('lucia@prueba.mx', 'otra-cosa-123');
    const unknown = await login('nadie@prueba.mx', 'Demo1234!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('El correo o la contraseña no son correctos.');
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('signing out deletes the session: the old cookie no longer opens the account', async () => {
    const { cookie } = await t.customerWithSession();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ url: '/api/customers/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Inicia sesión para continuar.');
  });

  it('answers 401 to account data without a session', async () => {
    const me = await t.app.inject({ url: '/api/customers/me' });
    expect(me.statusCode).toBe(401);
  });
});

describe('sign-in throttling', () => {
  it('backs off an account after 5 failures, then lets the owner in once the wait is over', async () => {
    await t.customerWithSession({ email: 'lucia@prueba.mx' });
    for (let i = 0; i < 5; i++) expect((await login('lucia@prueba.mx', 'mala-clave-1')).statusCode).toBe(401);
    const blocked = await login('lucia@prueba.mx', 'Demo1234!');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Demasiados intentos de inicio de sesión. Espera 30 segundos e inténtalo de nuevo.',
    );
    expect(blocked.headers['retry-after']).toBe('30');

    t.clock.advance(31_000);
    expect((await login('lucia@prueba.mx', 'Demo1234!')).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure', async () => {
    await t.customerWithSession({ email: 'lucia@prueba.mx' });
    for (let i = 0; i < 5; i++) await login('lucia@prueba.mx', 'mala-clave-1');
    t.clock.advance(31_000);
    expect((await login('lucia@prueba.mx', 'mala-clave-2')).statusCode).toBe(401);
    const blocked = await login('lucia@prueba.mx', 'Demo1234!');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
  });

  it('backs off a client address that tries many accounts', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 20; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `p${i}@prueba.mx`, password: 'x1234567' },
        remoteAddress: '203.0.113.9',
        headers: ip,
      });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'otra@prueba.mx', password: 'x1234567' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'otra@prueba.mx', password: 'x1234567' },
      remoteAddress: '198.51.100.4',
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('creates a customer account and signs it in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    const me = await t.app.inject({ url: '/api/customers/me', headers: { cookie: `sid=${cookie.value}` } });
    expect(me.json()).toMatchObject({ email: 'fernanda.gomez@correo.mx', firstname: 'Fernanda', role: null });
    expect((await login('fernanda.gomez@correo.mx', 'Zapatos-Rojos-2026')).statusCode).toBe(200);
  });

  it('refuses an e-mail or a phone that another account uses, clearly', async () => {
    await t.customerWithSession({ email: 'fernanda.gomez@correo.mx' });
    const dupEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validRegistration, email: 'Fernanda.Gomez@correo.mx' },
    });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json().message).toBe('Ya existe una cuenta con este correo electrónico.');
    await t.customerWithSession({ mobileTelephone: '525500001111' });
    const dupPhone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validRegistration, email: 'otra@correo.mx', mobile_telephone: '525500001111' },
    });
    expect(dupPhone.statusCode).toBe(409);
    expect(dupPhone.json().message).toBe('Este número de celular ya está registrado en otra cuenta.');
  });

  it.each([
    [
      'malformed JSON',
      { payload: '{"email": ', headers: { 'content-type': 'application/json' } },
      400,
      'El cuerpo de la solicitud no es un JSON válido.',
    ],
    [
      'a 12 MB body',
      {
        payload: JSON.stringify({ ...validRegistration, firstname: 'a'.repeat(12 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      'La solicitud es demasiado grande.',
    ],
    ['missing fields', { payload: { email: 'x@correo.mx' } }, 400, 'Tu nombre es requerido'],
    [
      'a 10,000-character name',
      { payload: { ...validRegistration, firstname: 'a'.repeat(10_000) } },
      400,
      'Por favor ingresar un nombre valido',
    ],
    [
      'a phone without the 52 prefix',
      { payload: { ...validRegistration, mobile_telephone: '5512349876' } },
      400,
      'Tu número de celular esta incompleto',
    ],
    [
      'a common password',
      { payload: { ...validRegistration, password: 'Password123' } },
      400,
      'Esta contraseña es muy común; elige otra más difícil de adivinar',
    ],
    [
      'the e-mail as password',
      { payload: { ...validRegistration, password: 'fernanda.gomez@correo.mx' } },
      400,
      'Tu contraseña no puede ser tu correo electrónico',
    ],
  ] as const)('refuses %s with a Spanish message and writes nothing', async (_name, request, status, message) => {
    const before = await countCustomers();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', ...(request as object) });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await countCustomers()).toBe(before);
  });

  it('refuses sign-in bodies that are malformed or too large', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: 'a@b.mx', password: 'x'.repeat(12 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Tu correo electrónico es requerido');
  });
});

describe('request origin and headers', () => {
  it('refuses a state-changing request from another origin and writes nothing', async () => {
    const before = await countCustomers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validRegistration,
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Solicitud rechazada: su origen no es este sitio.');
    expect(await countCustomers()).toBe(before);
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validRegistration,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(sameSite.statusCode).toBe(201);
  });

  it('refuses a cross-site request that carries no Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
    // Helmet's whole set, computed once at start-up, on every response (API, errors, pages alike).
    const api = await t.app.inject({ url: '/api/no-existe' });
    for (const r of [res, api]) {
      expect(r.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(r.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('registration refuses the no-e-mail placeholder (issue 19)', () => {
  it('an e-mail starting with noemail_ is a 400 in Spanish and no account is made', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validRegistration, email: 'NoEmail_300123@priceshoes.mx' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.auth.emailPlaceholder);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'noemail_300123@priceshoes.mx', password: validRegistration.password },
    });
    expect(login.statusCode).toBe(401);
  });
});
