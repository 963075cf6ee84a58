import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { ensurePostalCodes } from '@shop/db/postal-codes';
import { createCustomer } from '@shop/db/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { messages } from '@shop/contracts/messages';
import { emailConfirmationMessages } from '@shop/contracts/email-confirmation';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const countCustomers = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from customers`))[0]!.n;
const login = (email: string, password: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers, remoteAddress });

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
    // The browser is told to forget the cookie, with the attributes it was set with.
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared).toMatchObject({ value: '', path: '/', maxAge: 0, httpOnly: true, sameSite: 'Lax' });
  });

  it('in production, signing out clears the __Host- cookie with Secure and Path=/, as a browser requires', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const password = 'Demo1234!';
      const customer = await createCustomer(production.db, { password });
      const signed = await production.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.email, password },
      });
      const session = signed.cookies.find((c) => c.name === '__Host-sid');
      expect(session).toMatchObject({ secure: true, path: '/' });
      const out = await production.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: `__Host-sid=${session!.value}` },
      });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === '__Host-sid')).toMatchObject({
        value: '',
        secure: true,
        path: '/',
        maxAge: 0,
        httpOnly: true,
      });
    } finally {
      await production.close();
    }
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

  it('checks at most the 5 free attempts when 50 arrive at once, the right password among them (issue 17)', async () => {
    await t.customerWithSession({ email: 'lucia@prueba.mx' });
    const passwords = Array.from({ length: 50 }, (_, i) => (i === 30 ? 'Demo1234!' : `mala-clave-${i}`));
    const answers = await Promise.all(passwords.map((p) => login('lucia@prueba.mx', p)));
    const checked = answers.filter((a) => a.statusCode === 401 || a.statusCode === 200);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(50 - checked.length);
    // The counter agrees: 5 attempts counted on the account (none for the refused ones).
    const [row] = await queryRows<{ failures: number }>(
      t.db,
      sql`select failures from auth_throttle where key = 'account:lucia@prueba.mx'`,
    );
    expect(row?.failures).toBe(5);
  });

  it('during a block the owner still signs in from a device that signed in before, not from a new one', async () => {
    await t.customerWithSession({ email: 'lucia@prueba.mx' });
    const first = await login('lucia@prueba.mx', 'Demo1234!');
    const device = first.cookies.find((c) => c.name === 'did')!;
    expect(device.httpOnly).toBe(true);
    expect(device.sameSite).toBe('Strict');
    for (let i = 0; i < 5; i++) await login('lucia@prueba.mx', `mala-clave-${i}`, {}, '203.0.113.66');
    const stranger = await login('lucia@prueba.mx', 'Demo1234!');
    expect(stranger.statusCode).toBe(429);
    const forged = await login('lucia@prueba.mx', 'Demo1234!', { cookie: 'did=inventado' });
    expect(forged.statusCode).toBe(429);
    const known = await login('lucia@prueba.mx', 'Demo1234!', { cookie: `did=${device.value}` });
    expect(known.statusCode).toBe(200);
    // Her device's cookie does not open another account's block.
    await t.customerWithSession({ email: 'otra@prueba.mx' });
    for (let i = 0; i < 5; i++) await login('otra@prueba.mx', `mala-clave-${i}`);
    expect((await login('otra@prueba.mx', 'Demo1234!', { cookie: `did=${device.value}` })).statusCode).toBe(429);
    // A known device has its own back-off: 5 wrong tries from it, then it waits too.
    for (let i = 0; i < 5; i++) await login('lucia@prueba.mx', `mala-${i}-x`, { cookie: `did=${device.value}` });
    expect((await login('lucia@prueba.mx', 'Demo1234!', { cookie: `did=${device.value}` })).statusCode).toBe(429);
  });

  it('successful sign-ins from one address never add up to a block', async () => {
    await t.customerWithSession({ email: 'lucia@prueba.mx' });
    // One more than the address's 20 free attempts: successes take their attempt back.
    for (let i = 0; i < 21; i++) expect((await login('lucia@prueba.mx', 'Demo1234!')).statusCode).toBe(200);
  }, 120_000);

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
  const register = (payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  const mailTo = async (to: string) =>
    (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json<{ subject: string }[]>();

  const mailsTo = async (to: string) =>
    (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json<
      { subject: string; body: string }[]
    >();
  const linkTokenIn = (body: string) => /\/confirmar-correo#token=([\w-]+)/.exec(body)?.[1];
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });

  it('creates the account unconfirmed: its password answers as a wrong one until the e-mailed link confirms and signs in, once', async () => {
    const res = await register(validRegistration);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: messages.auth.registered });
    expect(res.cookies).toHaveLength(0);
    const [mail] = await mailsTo('fernanda.gomez@correo.mx');
    expect(mail!.subject).toBe('Confirma tu cuenta de Price Shoes');
    expect(mail!.body).toContain(`${t.config.publicUrl}/confirmar-correo#token=`);
    const token = linkTokenIn(mail!.body)!;

    // Signing in before confirming tells nothing: exactly the answer of a wrong password of an existing account.
    await t.customerWithSession({ email: 'lucia@prueba.mx' });
    const unconfirmed = await login('fernanda.gomez@correo.mx', validRegistration.password);
    const wrong = await login('lucia@prueba.mx', 'NoEsLaClave-99');
    expect(unconfirmed.statusCode).toBe(401);
    expect([unconfirmed.statusCode, unconfirmed.body]).toEqual([wrong.statusCode, wrong.body]);
    expect(unconfirmed.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const opened = await confirm(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ firstname: 'Fernanda', role: null });
    const sid = opened.cookies.find((c) => c.name === 'sid')!;
    expect(sid.httpOnly).toBe(true);
    const me = await t.app.inject({ url: '/api/customers/me', headers: { cookie: `sid=${sid.value}` } });
    expect(me.json()).toMatchObject({ email: 'fernanda.gomez@correo.mx', firstname: 'Fernanda', role: null });

    // Single use; from now on the password opens the account.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(emailConfirmationMessages.linkInvalid);
    expect(again.cookies).toHaveLength(0);
    expect((await login('fernanda.gomez@correo.mx', validRegistration.password)).statusCode).toBe(200);
  });

  it('a link lasts 24 hours; registering again before confirming replaces the details and the link', async () => {
    await register(validRegistration);
    const first = linkTokenIn((await mailsTo(validRegistration.email))[0]!.body)!;
    t.clock.advance(24 * 60 * 60_000 + 1);
    expect((await confirm(first)).statusCode).toBe(400);

    const before = await countCustomers();
    await register({ ...validRegistration, firstname: 'Fer', password: 'Sandalias-Azules-7' });
    expect(await countCustomers()).toBe(before);
    const second = linkTokenIn((await mailsTo(validRegistration.email))[0]!.body)!;
    await register({ ...validRegistration, password: 'Botines-Negros-31' });
    const third = linkTokenIn((await mailsTo(validRegistration.email))[0]!.body)!;
    expect((await confirm(second)).statusCode).toBe(400);
    expect((await confirm(third)).statusCode).toBe(200);
    // The latest registration's password is the account's.
    expect((await login(validRegistration.email, 'Sandalias-Azules-7')).statusCode).toBe(401);
    expect((await login(validRegistration.email, 'Botines-Negros-31')).statusCode).toBe(200);
    // Once confirmed, a registration with the e-mail changes nothing and tells the owner.
    await register({ ...validRegistration, password: 'Tenis-Verdes-2026' });
    expect((await mailsTo(validRegistration.email))[0]!.subject).toBe('Ya tienes una cuenta en Price Shoes');
    expect((await login(validRegistration.email, 'Tenis-Verdes-2026')).statusCode).toBe(401);
  });

  it('a malformed or unknown link is a 400 in Spanish and signs nobody in', async () => {
    for (const token of ['', 'a b', 'x'.repeat(300), 'A'.repeat(43)]) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.cookies).toHaveLength(0);
      expect(res.json().message).toMatch(/enlace/);
    }
  });

  it('a password recovery proves the e-mail too: an unconfirmed account is confirmed by it', async () => {
    await register(validRegistration);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: validRegistration.email },
    });
    const reset = await vi.waitFor(async () => {
      const found = (await mailsTo(validRegistration.email)).find((m) => m.subject === 'Crea tu contraseña nueva');
      expect(found).toBeDefined();
      return found!;
    });
    const token = /#token=([\w-]+)/.exec(reset.body)![1]!;
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'Huaraches-Cafes-8' },
    });
    expect(done.statusCode).toBe(200);
    expect((await login(validRegistration.email, 'Huaraches-Cafes-8')).statusCode).toBe(200);
  });

  it('answers an e-mail or a phone that another account uses exactly like a new one; the owner is told by e-mail and nothing changes', async () => {
    const fresh = await register({ ...validRegistration, email: 'nueva@correo.mx', mobile_telephone: '525500002222' });
    const { customer } = await t.customerWithSession({ email: 'fernanda.gomez@correo.mx' });
    const before = await countCustomers();
    const dupEmail = await register({ ...validRegistration, email: 'Fernanda.Gomez@correo.mx' });
    expect(dupEmail.statusCode).toBe(fresh.statusCode);
    expect(dupEmail.body).toBe(fresh.body);
    expect(dupEmail.cookies).toHaveLength(0);
    expect((await mailTo(customer.email))[0]!.subject).toBe('Ya tienes una cuenta en Price Shoes');
    // Her password is unchanged: the registrant's password does not open her account.
    expect((await login('fernanda.gomez@correo.mx', validRegistration.password)).statusCode).toBe(401);
    expect((await login('fernanda.gomez@correo.mx', 'Demo1234!')).statusCode).toBe(200);

    await t.customerWithSession({ mobileTelephone: '525500001111' });
    const dupPhone = await register({
      ...validRegistration,
      email: 'otra@correo.mx',
      mobile_telephone: '525500001111',
    });
    expect(dupPhone.statusCode).toBe(fresh.statusCode);
    expect(dupPhone.body).toBe(fresh.body);
    expect((await mailTo('otra@correo.mx'))[0]!.subject).toBe('No pudimos crear tu cuenta de Price Shoes');
    expect(await countCustomers()).toBe(before + 1);
  });

  it('throttles registrations per client address (10 in 15 minutes), with Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await register(
        { ...validRegistration, email: `r${i}@correo.mx`, mobile_telephone: `5255000033${String(i).padStart(2, '0')}` },
        '203.0.113.50',
      );
      expect(res.statusCode).toBe(202);
    }
    const blocked = await register({ ...validRegistration, email: 'r10@correo.mx' }, '203.0.113.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.generic.tooManyRequests);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register({ ...validRegistration, email: 'r11@correo.mx' }, '198.51.100.7')).statusCode).toBe(202);
  });

  it('mails one inbox at most 3 times a day however often it is registered (issue 27: 15 registrations sent 15 mails)', async () => {
    // Someone else's address registered 15 times from 15 addresses: the answer never changes, the inbox gets 3 mails.
    const answers = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const res = await register(
        { ...validRegistration, password: `Sandalias-Rojas-${i + 10}` },
        `198.51.100.${i + 1}`,
      );
      expect(res.statusCode).toBe(202);
      answers.add(res.body);
    }
    expect(answers.size).toBe(1);
    expect(await mailsTo(validRegistration.email)).toHaveLength(3);
    // Once confirmed, 'Ya tienes una cuenta' counts in the same cap.
    const owner = await t.customerWithSession();
    for (let i = 0; i < 6; i++)
      await register({ ...validRegistration, email: owner.customer.email }, `192.0.2.${i + 1}`);
    expect(await mailsTo(owner.customer.email)).toHaveLength(3);
    // A day later the inbox can be told again.
    t.clock.advance(24 * 60 * 60_000 + 1);
    await register({ ...validRegistration, email: owner.customer.email }, '192.0.2.99');
    expect(await mailsTo(owner.customer.email)).toHaveLength(4);
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
      'a phone of nine digits (ten are needed, decision 0741)',
      { payload: { ...validRegistration, mobile_telephone: '551234987' } },
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
    expect(sameSite.statusCode).toBe(202);
  });

  it('refuses a cross-site request that carries no Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('sends the security headers: the document set outside the API, the data set on its JSON answers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
    // Helmet's whole set, computed once at start-up, on every answer outside /api (pages, health).
    expect(res.headers).toMatchObject({
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
    // The API's JSON answers (a hit, a miss, an error) carry what means something for data (decision 0793): nothing
    // loads or frames it, no sniffing, no cross-origin embedding, not stored.
    const answers = [
      await t.app.inject({ url: '/api/feature-flags' }),
      await t.app.inject({ url: '/api/no-existe' }),
      await t.app.inject({ url: '/api/customers/me' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 401]);
    // Every answer names its request: this process's random prefix and a count (app.ts).
    const requestId = /^[0-9a-f]{12}-[0-9a-z]+$/;
    const dataSet = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    };
    for (const r of answers) {
      expect(r.headers).toMatchObject({ ...dataSet, 'cache-control': 'no-store' });
      expect(r.headers['x-request-id']).toMatch(requestId);
      for (const document of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'])
        expect(r.headers[document]).toBeUndefined();
    }
    // An API route's own caching replaces the default; an API answer that is a document (a PDF) gets the document
    // set, with the route's own caching.
    await ensurePostalCodes(t.db, undefined, t.clock.now());
    const catalogue = await t.app.inject({ url: '/api/postal-codes/06700' });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers).toMatchObject({ 'cache-control': 'public, max-age=86400', 'x-frame-options': 'DENY' });
    // The JSON text a hot read sends as it is (lib/json-text.ts: its caching told by the route, not read back from its
    // headers) carries the same set, each once: a cached one (the postal code's) and an account's.
    const { cookie } = await t.customerWithSession();
    const profile = await t.app.inject({ url: '/api/customers/me', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    const jsonText = { ...dataSet, 'content-type': 'application/json; charset=utf-8' };
    expect(catalogue.headers).toMatchObject(jsonText);
    expect(profile.headers).toMatchObject({ ...jsonText, 'cache-control': 'no-store' });
    expect(profile.headers.vary).toBeUndefined();
    for (const r of [catalogue, profile]) {
      expect(r.headers['x-request-id']).toMatch(requestId);
      expect(Number(r.headers['content-length'])).toBe(Buffer.byteLength(r.body));
      for (const value of Object.values(r.headers)) expect(typeof value).toBe('string');
    }
    expect(catalogue.headers['x-request-id']).not.toBe(profile.headers['x-request-id']);
    const pdf = await t.app.inject({ url: '/api/crediprice/contrato.pdf', headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers).toMatchObject({
      'cache-control': 'private, max-age=3600',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
    });
    expect(pdf.headers['content-security-policy']).toContain("default-src 'self'");
    for (const r of [res, ...answers]) expect(r.headers['x-powered-by']).toBeUndefined();
    // Each request its own id; a caller's well-formed id is kept.
    expect(new Set(answers.map((r) => r.headers['x-request-id'])).size).toBe(3);
    const named = await t.app.inject({ url: '/api/feature-flags', headers: { 'x-request-id': 'caller-id-1234' } });
    expect(named.headers['x-request-id']).toBe('caller-id-1234');
  });

  it('in production, HSTS on pages and API answers alike', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const url of ['/healthz', '/api/feature-flags'])
        expect((await production.app.inject({ url })).headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
    } finally {
      await production.close();
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
