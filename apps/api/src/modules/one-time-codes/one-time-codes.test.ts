import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '@shop/db/client';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createOutbox } from '../../lib/outbox';
import { createMailer, createSandboxSmsSender } from '../../lib/messaging';
import { messages } from '@shop/contracts/messages';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Session = Awaited<ReturnType<TestApp['customerWithSession']>>;

/** Every message the shop sent (the outbox route itself answers only per recipient). */
const everyMessage = () => createOutbox(t.db, t.clock).list(undefined);

const requestCode = (s: Session, body: object, customerId = s.customer.customerId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/otps/customer/${customerId}`,
    payload: body,
    headers: { cookie: s.cookie },
  });
const validate = (s: Session, otp: string, customerId = s.customer.customerId) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/otps/validation/profile',
    payload: { customer_id: customerId, otp },
    headers: { cookie: s.cookie },
  });
const updateProfile = (s: Session, body: object, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customers/me',
    payload: body,
    headers: { cookie: s.cookie, ...(token ? { 'x-manage-profile-update-token': token } : {}) },
  });

/** The 6-digit code of the newest message the outbox holds for `to` (what the customer reads). */
async function codeSentTo(to: string): Promise<string> {
  const res = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const [newest] = res.json<{ body: string }[]>();
  const code = newest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const phoneOf = async (id: number) =>
  (
    await queryRows<{ mobile_telephone: string | null; email: string }>(
      t.db,
      sql`select mobile_telephone, email from customers where id = ${id}`,
    )
  )[0]!;

describe('phone change through a one-time code', () => {
  it('sends a 6-digit code by SMS, validates it, and the token sets exactly that number', async () => {
    const s = await t.customerWithSession({ mobileTelephone: '525511112222' });
    const sent = await requestCode(s, { phone: '525533334444' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ channel: 'sms', sent_to: '52******4444', expires_in: 600, resend_in: 60 });
    const outbox = (await t.app.inject({ url: '/api/dev/outbox?to=525533334444' })).json();
    expect(outbox[0]).toMatchObject({ channel: 'sms', to: '525533334444' });

    const ok = await validate(s, await codeSentTo('525533334444'));
    expect(ok.statusCode).toBe(200);
    const token = ok.headers['x-manage-profile-update-token'] as string;
    expect(token).toMatch(/^[\w-]{40,}$/);

    const saved = await updateProfile(s, { mobile_telephone: '525533334444' }, token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Tu número de celular se actualizó correctamente');
    expect(saved.json().profile.custom_attributes).toContainEqual({
      attribute_code: 'mobile_telephone',
      value: '525533334444',
    });
    expect((await phoneOf(s.customer.id)).mobile_telephone).toBe('525533334444');

    // The token is single use.
    const again = await updateProfile(s, { mobile_telephone: '525533334444' }, token);
    expect(again.statusCode).toBe(403);
  });

  it('stores only a hash of the code', async () => {
    const s = await t.customerWithSession();
    await requestCode(s, { phone: '525533334444' });
    const code = await codeSentTo('525533334444');
    const [row] = await queryRows<{ code_hash: string }>(
      t.db,
      sql`select code_hash from one_time_codes where customer_id = ${s.customer.id}`,
    );
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses the profile update without a token, with another destination than the one confirmed, or with a forged token', async () => {
    const s = await t.customerWithSession({ mobileTelephone: '525511112222' });
    await requestCode(s, { phone: '525533334444' });
    const token = (await validate(s, await codeSentTo('525533334444'))).headers[
      'x-manage-profile-update-token'
    ] as string;

    const none = await updateProfile(s, { mobile_telephone: '525533334444' });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe('Confirma el código que te enviamos antes de guardar el cambio.');
    const otherNumber = await updateProfile(s, { mobile_telephone: '525599998888' }, token);
    expect(otherNumber.statusCode).toBe(403);
    const asEmail = await updateProfile(s, { email: 'otro@correo.mx' }, token);
    expect(asEmail.statusCode).toBe(403);
    const forged = await updateProfile(s, { mobile_telephone: '525533334444' }, 'x'.repeat(43));
    expect(forged.statusCode).toBe(403);
    expect((await phoneOf(s.customer.id)).mobile_telephone).toBe('525511112222');
  });

  it("the profile e-mail cannot become a 'noemail_…' placeholder: no code is sent to it and no update sets it (issue 28)", async () => {
    const s = await t.customerWithSession({ email: 'real@correo.mx' });
    const asked = await requestCode(s, { mail: 'noemail_525511112222@priceshoes.mx' });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe(messages.auth.emailPlaceholder);
    expect(await everyMessage()).not.toContainEqual(
      expect.objectContaining({ to: 'noemail_525511112222@priceshoes.mx' }),
    );
    const set = await updateProfile(s, { email: 'NOEMAIL_x@priceshoes.mx' }, 'x'.repeat(43));
    expect(set.statusCode).toBe(400);
    expect(set.json().message).toBe(messages.auth.emailPlaceholder);
    const [row] = await queryRows<{ email: string }>(
      t.db,
      sql`select email from customers where id = ${s.customer.id}`,
    );
    expect(row!.email).toBe('real@correo.mx');
  });

  it('a token stops working 10 minutes after validation', async () => {
    const s = await t.customerWithSession({ mobileTelephone: '525511112222' });
    await requestCode(s, { phone: '525533334444' });
    const token = (await validate(s, await codeSentTo('525533334444'))).headers[
      'x-manage-profile-update-token'
    ] as string;
    t.clock.advance(10 * 60_000 + 1);
    const late = await updateProfile(s, { mobile_telephone: '525533334444' }, token);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('La confirmación ya no es válida. Solicita un nuevo código.');
  });
});

describe('code validation limits', () => {
  it('accepts a code once and never a second time', async () => {
    const s = await t.customerWithSession();
    await requestCode(s, { phone: '525533334444' });
    const code = await codeSentTo('525533334444');
    expect((await validate(s, code)).statusCode).toBe(200);
    const second = await validate(s, code);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('El código ya no es válido. Solicita uno nuevo.');
    expect(second.headers['x-manage-profile-update-token']).toBeUndefined();
  });

  it('answers "Código incorrecto." to a wrong code, and after 5 wrong tries refuses even the right one', async () => {
    const s = await t.customerWithSession();
    await requestCode(s, { phone: '525533334444' });
    const code = await codeSentTo('525533334444');
    for (let i = 0; i < 5; i++) {
      const wrong = await validate(s, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Código incorrecto.');
    }
    const right = await validate(s, code);
    expect(right.statusCode).toBe(400);
    expect(right.headers['x-manage-profile-update-token']).toBeUndefined();
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const s = await t.customerWithSession();
    await requestCode(s, { phone: '525533334444' });
    const code = await codeSentTo('525533334444');
    for (let i = 0; i < 4; i++) await validate(s, otherCode(code));
    expect((await validate(s, code)).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes, and accepts it just before', async () => {
    const s = await t.customerWithSession();
    await requestCode(s, { phone: '525533334444' });
    const code = await codeSentTo('525533334444');
    t.clock.advance(10 * 60_000);
    const late = await validate(s, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('El código ya no es válido. Solicita uno nuevo.');

    t.clock.advance(60_000);
    await requestCode(s, { phone: '525533334444' });
    const fresh = await codeSentTo('525533334444');
    t.clock.advance(10 * 60_000 - 1000);
    expect((await validate(s, fresh)).statusCode).toBe(200);
  });

  it('a newer code replaces the older one (the code is bound to the destination it was sent to)', async () => {
    const s = await t.customerWithSession();
    await requestCode(s, { phone: '525533334444' });
    const first = await codeSentTo('525533334444');
    t.clock.advance(61_000);
    await requestCode(s, { mail: 'nuevo@correo.mx' });
    const second = await codeSentTo('nuevo@correo.mx');
    if (first !== second) expect((await validate(s, first)).statusCode).toBe(400);
    const ok = await validate(s, second);
    expect(ok.json()).toEqual({ channel: 'email', destination: 'nuevo@correo.mx' });
  });

  it.each([
    ['', 'Por favor, introduce el código recibido antes de continuar'],
    ['123', 'Tu código esta incompleto'],
    ['12a456', 'Por favor ingresa 6 digitos.'],
    ['1234567', 'Por favor ingresa 6 digitos.'],
  ])('refuses the code %j with the spec message and counts no try', async (otp, message) => {
    const s = await t.customerWithSession();
    await requestCode(s, { phone: '525533334444' });
    const res = await validate(s, otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const [row] = await queryRows<{ failed_attempts: number }>(
      t.db,
      sql`select failed_attempts from one_time_codes where customer_id = ${s.customer.id}`,
    );
    expect(row!.failed_attempts).toBe(0);
  });
});

describe('code request limits', () => {
  it('refuses a new code sooner than 60 s after the last (429, Spanish, Retry-After)', async () => {
    const s = await t.customerWithSession();
    expect((await requestCode(s, { phone: '525533334444' })).statusCode).toBe(201);
    t.clock.advance(45_000);
    const soon = await requestCode(s, { phone: '525533334444' });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('Espera 15 segundos antes de pedir otro código.');
    expect(soon.headers['retry-after']).toBe('15');
    t.clock.advance(15_000);
    expect((await requestCode(s, { phone: '525533334444' })).statusCode).toBe(201);
  });

  it('allows at most 5 codes an hour, whatever the destination', async () => {
    const s = await t.customerWithSession();
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(s, { phone: `52553333444${i}` })).statusCode).toBe(201);
      t.clock.advance(61_000);
    }
    const sixth = await requestCode(s, { mail: 'otro@correo.mx' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(
      /^Ya pediste 5 códigos en la última hora\. Podrás pedir otro en \d+ minutos\.$/,
    );
    const sent = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from one_time_codes where customer_id = ${s.customer.id}`,
    );
    expect(sent[0]!.n).toBe(5);
    t.clock.advance(60 * 60_000);
    expect((await requestCode(s, { mail: 'otro@correo.mx' })).statusCode).toBe(201);
  });

  it('forgets codes older than a day when a new one is asked for', async () => {
    const s = await t.customerWithSession();
    await requestCode(s, { phone: '525533334444' });
    t.clock.advance(25 * 60 * 60_000);
    await requestCode(s, { phone: '525533334445' });
    const rows = await queryRows<{ destination: string }>(
      t.db,
      sql`select destination from one_time_codes where customer_id = ${s.customer.id}`,
    );
    expect(rows).toEqual([{ destination: '525533334445' }]);
  });

  it('holds the limits with concurrent requests (state in the database, row lock)', async () => {
    const s = await t.customerWithSession();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => requestCode(s, { phone: `52553333444${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  it('refuses a phone that another customer uses and the current one, sending nothing; an e-mail of another account is not revealed', async () => {
    await t.customerWithSession({ mobileTelephone: '525577778888', email: 'ocupado@correo.mx' });
    const s = await t.customerWithSession({ mobileTelephone: '525511112222', email: 'yo@correo.mx' });
    const phone = await requestCode(s, { phone: '525577778888' });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().message).toBe('Este número de celular ya está registrado en otra cuenta.');
    const same = await requestCode(s, { phone: '525511112222' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Ese ya es tu número de celular.');
    expect(await everyMessage()).toHaveLength(0);

    // Another account's e-mail is not revealed (decision 0731): the answer of a free address; its owner gets a notice,
    // no code, so the change cannot be finished.
    const free = await requestCode(await t.customerWithSession(), { mail: 'libre@correo.mx' });
    const mail = await requestCode(s, { mail: 'Ocupado@Correo.mx' });
    expect(mail.statusCode).toBe(free.statusCode);
    expect(Object.keys(mail.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(mail.json().message).toBe(free.json().message);
    const [notice] = (await t.app.inject({ url: '/api/dev/outbox?to=ocupado@correo.mx' })).json<
      { subject: string; body: string }[]
    >();
    expect(notice!.subject).toBe('Alguien quiso usar tu correo en Price Shoes');
    expect(notice!.body).not.toMatch(/\d{6}/);
  });

  it('refuses the update when another customer took the number after the code was sent', async () => {
    const s = await t.customerWithSession({ mobileTelephone: '525511112222' });
    await requestCode(s, { phone: '525533334444' });
    const token = (await validate(s, await codeSentTo('525533334444'))).headers[
      'x-manage-profile-update-token'
    ] as string;
    await t.customerWithSession({ mobileTelephone: '525533334444' });
    const res = await updateProfile(s, { mobile_telephone: '525533334444' }, token);
    expect(res.statusCode).toBe(409);
    expect((await phoneOf(s.customer.id)).mobile_telephone).toBe('525511112222');
  });

  it.each([
    [{ phone: '553333444' }, 'Tu número de celular esta incompleto'],
    [{ phone: '' }, 'Tu número de celular es requerido'],
    [{ mail: 'no-es-correo' }, 'Por favor ingresa un correo electrónico válido'],
  ])('refuses %j with a Spanish message and sends nothing', async (body, message) => {
    const s = await t.customerWithSession();
    const res = await requestCode(s, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await everyMessage()).toHaveLength(0);
  });
});

describe('e-mail change', () => {
  it('sends the code by e-mail, sets the new address, and tells the old one', async () => {
    const s = await t.customerWithSession({ email: 'antes@correo.mx' });
    expect((await requestCode(s, { mail: 'Despues@Correo.mx' })).statusCode).toBe(201);
    const token = (await validate(s, await codeSentTo('despues@correo.mx'))).headers[
      'x-manage-profile-update-token'
    ] as string;
    const res = await updateProfile(s, { email: 'despues@correo.mx' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.email).toBe('despues@correo.mx');
    const notice = (await t.app.inject({ url: '/api/dev/outbox?to=antes@correo.mx' })).json();
    expect(notice[0].subject).toBe('Tu correo electrónico cambió');
    await t.signIn('despues@correo.mx', 'Demo1234!');
  });
});

describe('ownership', () => {
  it("a customer cannot request or validate codes for another customer's account", async () => {
    const other = await t.customerWithSession();
    const me = await t.customerWithSession();
    const req = await requestCode(me, { phone: '525533334444' }, other.customer.customerId);
    expect(req.statusCode).toBe(404);
    expect(await everyMessage()).toHaveLength(0);

    await requestCode(other, { phone: '525566667777' });
    const code = await codeSentTo('525566667777');
    const stolen = await validate(me, code, other.customer.customerId);
    expect(stolen.statusCode).toBe(404);
    // My own validation cannot use the other customer's code either.
    expect((await validate(me, code)).statusCode).toBe(400);
    // Nothing was spent: the owner can still use the code.
    expect((await validate(other, code)).statusCode).toBe(200);
  });

  it("a customer cannot use another customer's profile-update token", async () => {
    const other = await t.customerWithSession({ mobileTelephone: '525511110000' });
    const me = await t.customerWithSession({ mobileTelephone: '525522220000' });
    await requestCode(other, { phone: '525566667777' });
    const token = (await validate(other, await codeSentTo('525566667777'))).headers[
      'x-manage-profile-update-token'
    ] as string;
    const res = await updateProfile(me, { mobile_telephone: '525566667777' }, token);
    expect(res.statusCode).toBe(403);
    expect((await phoneOf(me.customer.id)).mobile_telephone).toBe('525522220000');
    expect((await updateProfile(other, { mobile_telephone: '525566667777' }, token)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/otps/customer/300001',
      payload: { phone: '525533334444' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('several API processes', () => {
  /** A second, separate app (own connection pool) on the same PostgreSQL database: another API process. */
  async function secondProcess(url: string) {
    const database = await openDatabase({ url, poolSize: 3 });
    const logger = createLogger('silent');
    const config = { ...loadConfig({ DEMO: 'true' }), webDist: undefined };
    const outbox = createOutbox(database.db, t.clock);
    const mailer = createMailer({ from: config.mailFrom, outbox, log: logger });
    const app = await buildApp({
      db: database.db,
      clock: t.clock,
      config,
      mailer,
      sms: createSandboxSmsSender({ outbox, log: logger }),
      outbox,
      logger,
    });
    await app.ready();
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  it.runIf(process.env.TEST_DATABASE_URL)(
    'the resend wait and the 5 wrong tries hold across two processes sharing the database',
    async () => {
      const other = await secondProcess(t.databaseUrl!);
      try {
        const s = await t.customerWithSession();
        expect((await requestCode(s, { phone: '525533334444' })).statusCode).toBe(201);
        const elsewhere = await other.app.inject({
          method: 'POST',
          url: `/api/otps/customer/${s.customer.customerId}`,
          payload: { phone: '525533334444' },
          headers: { cookie: s.cookie },
        });
        expect(elsewhere.statusCode).toBe(429);

        const code = await codeSentTo('525533334444');
        const tryOn = (app: typeof t.app, otp: string) =>
          app.inject({
            method: 'POST',
            url: '/api/v1/otps/validation/profile',
            payload: { customer_id: s.customer.customerId, otp },
            headers: { cookie: s.cookie },
          });
        // Five wrong tries spread over both processes, some at the same time.
        await Promise.all([
          tryOn(t.app, otherCode(code)),
          tryOn(other.app, otherCode(code)),
          tryOn(other.app, otherCode(code)),
        ]);
        await tryOn(t.app, otherCode(code));
        await tryOn(other.app, otherCode(code));
        expect((await tryOn(other.app, code)).statusCode).toBe(400);
        expect((await tryOn(t.app, code)).statusCode).toBe(400);
      } finally {
        await other.close();
      }
    },
  );
});
