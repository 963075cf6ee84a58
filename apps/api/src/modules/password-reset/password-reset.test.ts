import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { outboxOf, startSmtpCapture } from '../../../test/mail';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});
const start = async (options?: Parameters<typeof createTestApp>[0]) => {
  t = await createTestApp(options);
  return t;
};

const requestLink = (email: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: ip });
const confirm = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
const me = (cookie: string) => t.app.inject({ url: '/api/customers/me', headers: { cookie } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const outbox = (to: string) => outboxOf(t, to);

/** The token of the newest recovery link e-mailed to `to`, as she would tap it (the mail leaves after the answer). */
async function linkTokenSentTo(to: string, notThis?: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const mail = (await outbox(to)).find((m) => m.subject === 'Crea tu contraseña nueva');
      const token = mail?.body.match(/\/restablecer-contrasena#token=([A-Za-z0-9_-]+)/)?.[1];
      if (!token || token === notThis) throw new Error(`no new link sent to ${to}`);
      return token;
    },
    { timeout: 15_000, interval: 100 },
  );
}

const NEW_PASSWORD = 'Tacones de colores 2026';

describe('password recovery by an e-mailed link', () => {
  it('sets the new password, ends every session and lets her sign in with it', async () => {
    await start();
    const s = await t.customerWithSession({ email: 'lucia@correo.mx', firstname: 'Lucía' });
    const other = await t.signIn('lucia@correo.mx', 'Demo1234!');
    const asked = await requestLink('Lucia@Correo.mx');
    expect(asked.statusCode).toBe(202);
    const token = await linkTokenSentTo('lucia@correo.mx');
    const mail = (await outbox('lucia@correo.mx'))[0]!;
    expect(mail.body).toContain('Hola Lucía');
    expect(mail.body).toContain(`http://localhost:${t.config.port}/restablecer-contrasena#token=`);

    const done = await confirm(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json<{ message: string }>().message).toContain('Cerramos todas tus sesiones');
    expect((await me(s.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn('lucia@correo.mx', 'Demo1234!')).statusCode).toBe(401);
    expect((await signIn('lucia@correo.mx', NEW_PASSWORD)).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await outbox('lucia@correo.mx')).map((m) => m.subject)).toContain('Tu contraseña cambió'),
      { timeout: 15_000 },
    );
  });

  it('gives the same answer, and sends nothing, for an e-mail without an account', async () => {
    await start();
    await t.customerWithSession({ email: 'lucia@correo.mx' });
    const known = await requestLink('lucia@correo.mx');
    const unknown = await requestLink('nadie@correo.mx');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await linkTokenSentTo('lucia@correo.mx');
    expect(await outbox('nadie@correo.mx')).toHaveLength(0);
  });

  it('works once: the same link cannot set a second password', async () => {
    await start();
    await t.customerWithSession({ email: 'lucia@correo.mx' });
    await requestLink('lucia@correo.mx');
    const token = await linkTokenSentTo('lucia@correo.mx');
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await confirm(token, 'Otra clave distinta 99');
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toContain('El enlace ya no es válido');
    expect((await signIn('lucia@correo.mx', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('expires after 30 minutes (manual clock), and a newer link replaces the older one', async () => {
    await start();
    await t.customerWithSession({ email: 'lucia@correo.mx' });
    await requestLink('lucia@correo.mx');
    const first = await linkTokenSentTo('lucia@correo.mx');
    t.clock.advance(30 * 60_000 + 1000);
    expect((await confirm(first, NEW_PASSWORD)).statusCode).toBe(400);

    await requestLink('lucia@correo.mx');
    const second = await linkTokenSentTo('lucia@correo.mx', first);
    t.clock.advance(29 * 60_000);
    await requestLink('lucia@correo.mx');
    const third = await linkTokenSentTo('lucia@correo.mx', second);
    expect((await confirm(second, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await confirm(third, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('lucia@correo.mx', 'Demo1234!')).statusCode).toBe(401);
  });

  it('holds the new password to the password policy and changes nothing on a refusal', async () => {
    await start();
    await t.customerWithSession({ email: 'lucia@correo.mx' });
    await requestLink('lucia@correo.mx');
    const token = await linkTokenSentTo('lucia@correo.mx');
    for (const [password, message] of [
      ['corta', 'al menos 8 caracteres'],
      ['password123', 'muy común'],
      ['lucia@correo.mx', 'no puede ser tu correo'],
      ['x'.repeat(65), 'como máximo 64'],
    ] as const) {
      const res = await confirm(token, password);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    // Still unused: the refused tries did not spend it.
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles requests per e-mail, known or not, with the same answer, and frees them after the wait', async () => {
    await start();
    await t.customerWithSession({ email: 'lucia@correo.mx' });
    for (const email of ['lucia@correo.mx', 'nadie@correo.mx']) {
      for (let i = 0; i < 3; i++) expect((await requestLink(email)).statusCode).toBe(202);
      const blocked = await requestLink(email);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('30');
      expect(blocked.json<{ message: string }>().message).toBe(
        'Ya pediste varios enlaces. Espera 30 segundos antes de pedir otro.',
      );
    }
    await vi.waitFor(async () => expect(await outbox('lucia@correo.mx')).toHaveLength(3), { timeout: 15_000 });
    t.clock.advance(31_000);
    expect((await requestLink('lucia@correo.mx')).statusCode).toBe(202);
    // A client address that walks through many e-mails is stopped too.
    t.clock.advance(60 * 60_000);
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await requestLink(`persona${i}@correo.mx`, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 202)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('refuses bad input with a Spanish message and writes nothing', async () => {
    await start();
    for (const payload of [
      {},
      { email: 'no-es-correo' },
      { email: 'a\u0000@correo.mx' },
      { email: `${'a'.repeat(300)}@correo.mx` },
      { email: 12 },
      { email: 'lucia@correo.mx', extra: 1 },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).not.toMatch(/^$|invalid|expected|required/i);
    }
    for (const payload of [
      {},
      { token: 'abc', password: 1 },
      { token: 'ab\u0000c', password: NEW_PASSWORD },
      { token: 'x'.repeat(5000), password: NEW_PASSWORD },
      { token: 'no-existe', password: NEW_PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload });
      expect(res.statusCode).toBe(400);
    }
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from password_resets`);
    expect(rows[0]!.n).toBe(0);
  });

  it('does not recover a deleted account, and deletion removes its links', async () => {
    await start();
    const s = await t.customerWithSession({ email: 'lucia@correo.mx' });
    await requestLink('lucia@correo.mx');
    const token = await linkTokenSentTo('lucia@correo.mx');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/customers/',
      payload: { reason: 1, confirmation: 'BORRAR', acknowledge_open_items: true },
      headers: { cookie: s.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(400);
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from password_resets`);
    expect(rows[0]!.n).toBe(0);
  });

  it('sends the link through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpCapture();
    try {
      await start({ config: { smtpUrl: smtp.url, publicUrl: 'https://tienda.example.mx' } });
      await t.customerWithSession({ email: 'lucia@correo.mx' });
      expect((await requestLink('lucia@correo.mx')).statusCode).toBe(202);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000 });
      expect(smtp.received[0]!.to).toEqual(['lucia@correo.mx']);
      expect(smtp.received[0]!.data.replace(/=\r?\n/g, '')).toContain(
        'https://tienda.example.mx/restablecer-contrasena#token',
      );
    } finally {
      await smtp.close();
    }
  });
});
