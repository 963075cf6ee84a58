import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createStore } from '@shop/db/factories';
import { createStockAlertSubscription } from '@shop/db/factories-personal-data';
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

type Session = Awaited<ReturnType<TestApp['customerWithSession']>>;
const changePassword = (s: Session, body: object, customerId = s.customer.customerId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auth-extension/customers/${customerId}/password`,
    payload: body,
    headers: { cookie: s.cookie },
  });
/** Asks for a one-time code to a new e-mail address (customer-account §7), as the contact-change dialog does. */
const requestMailCode = (s: Session, mail: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/otps/customer/${s.customer.customerId}`,
    payload: { mail },
    headers: { cookie: s.cookie },
  });
const validateCode = (s: Session, otp: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/otps/validation/profile',
    payload: { customer_id: s.customer.customerId, otp },
    headers: { cookie: s.cookie },
  });
const me = (cookie: string) => t.app.inject({ url: '/api/customers/me', headers: { cookie } });
const hashOf = async (id: number) =>
  (await queryRows<{ password_hash: string }>(t.db, sql`select password_hash from customers where id = ${id}`))[0]!
    .password_hash;

describe('password change', () => {
  const good = {
    current_password: 'Demo1234!',
    new_password: 'Huaraches-Azules-77',
    new_password_verification: 'Huaraches-Azules-77',
  };

  it('changes the password, keeps this session and ends every other one', async () => {
    await start();
    const s = await t.customerWithSession({ email: 'lucia@correo.mx' });
    const otherDevice = await t.signIn('lucia@correo.mx', 'Demo1234!');
    const res = await changePassword(s, good);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Su contraseña se actualizó correctamente');
    expect((await me(s.cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    await expect(t.signIn('lucia@correo.mx', 'Demo1234!')).rejects.toThrow();
    await t.signIn('lucia@correo.mx', 'Huaraches-Azules-77');
  });

  it.each([
    [
      { ...good, current_password: 'corta' },
      'current_password',
      'Tu contraseña actual debe tener al menos 8 caracteres',
    ],
    [
      { ...good, new_password_verification: 'Otra-Cosa-123' },
      'new_password_verification',
      'Las contraseñas no coinciden',
    ],
    [
      { ...good, new_password: 'abc', new_password_verification: 'abc' },
      'new_password',
      'Tu contraseña debe tener al menos 8 caracteres',
    ],
    [
      { ...good, new_password: 'x'.repeat(65), new_password_verification: 'x'.repeat(65) },
      'new_password',
      'Tu contraseña debe tener como máximo 64 caracteres',
    ],
    [
      { ...good, new_password: 'Contraseña123', new_password_verification: 'Contraseña123' },
      'new_password',
      'Esta contraseña es muy común; elige otra más difícil de adivinar',
    ],
    [
      { ...good, new_password: 'Lucia@Correo.mx', new_password_verification: 'Lucia@Correo.mx' },
      'new_password',
      'Tu contraseña no puede ser tu correo electrónico',
    ],
    [
      { ...good, new_password: 'Demo1234!', new_password_verification: 'Demo1234!' },
      'new_password',
      'Tu nueva contraseña debe ser diferente de la actual',
    ],
    [{ ...good, current_password: 'Equivocada-1' }, 'current_password', 'Tu contraseña actual no es correcta'],
  ])('refuses %j (400, Spanish, field %s) and changes nothing', async (body, field, message) => {
    await start();
    const s = await t.customerWithSession({ email: 'lucia@correo.mx' });
    const before = await hashOf(s.customer.id);
    const res = await changePassword(s, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: field, message });
    expect(await hashOf(s.customer.id)).toBe(before);
  });

  it('backs off after 5 wrong current passwords (the session cannot be used to guess it)', async () => {
    await start();
    const s = await t.customerWithSession();
    for (let i = 0; i < 5; i++)
      expect((await changePassword(s, { ...good, current_password: `Equivocada-${i}` })).statusCode).toBe(400);
    const blocked = await changePassword(s, good);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Demasiados intentos. Espera 30 segundos e inténtalo de nuevo.');
    t.clock.advance(31_000);
    expect((await changePassword(s, good)).statusCode).toBe(200);
  });

  it("a customer cannot change another customer's password (404, nothing changed)", async () => {
    await start();
    const other = await t.customerWithSession();
    const mine = await t.customerWithSession();
    const before = await hashOf(other.customer.id);
    const res = await changePassword(mine, good, other.customer.customerId);
    expect(res.statusCode).toBe(404);
    expect(await hashOf(other.customer.id)).toBe(before);
  });

  it('tells the customer by e-mail, through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpCapture();
    try {
      await start({ config: { smtpUrl: smtp.url } });
      const s = await t.customerWithSession({ email: 'lucia@correo.mx' });
      expect((await changePassword(s, good)).statusCode).toBe(200);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['lucia@correo.mx']);
      expect(smtp.received[0]!.data).toContain('Subject: =?UTF-8?Q?Tu_contrase=C3=B1a_cambi=C3=B3?=');
    } finally {
      await smtp.close();
    }
  });
});

describe('one-time code by e-mail over SMTP', () => {
  it('delivers the code to the new address through the SMTP server', async () => {
    const smtp = await startSmtpCapture();
    try {
      await start({ config: { smtpUrl: smtp.url } });
      const s = await t.customerWithSession();
      const res = await requestMailCode(s, 'nuevo@correo.mx');
      expect(res.statusCode).toBe(201);
      expect(smtp.received).toHaveLength(1);
      const code = smtp.received[0]!.data.match(/\b(\d{6})\b/)![1]!;
      const ok = await validateCode(s, code);
      expect(ok.statusCode).toBe(200);
    } finally {
      await smtp.close();
    }
  });
});

describe('a code that cannot be delivered', () => {
  it('answers 502 with the Spanish message and the code can never be used', async () => {
    // Nothing listens on this port: the SMTP delivery fails after the demo outbox kept a copy.
    await start({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    const s = await t.customerWithSession();
    const res = await requestMailCode(s, 'nuevo@correo.mx');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Ha ocurrido un error inesperado. Intente nuevamente');
    const [copy] = await outboxOf(t, 'nuevo@correo.mx');
    const code = copy!.body.match(/\b(\d{6})\b/)![1]!;
    const ok = await validateCode(s, code);
    expect(ok.statusCode).toBe(400);
  });
});

describe('mobile account reactivation', () => {
  it("reactivates the customer's own account ('Tu usuario ha sido activado.')", async () => {
    await start();
    const s = await t.customerWithSession({ deletedInApp: '1' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${s.customer.username}/reactivate`,
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tu usuario ha sido activado.');
    expect((await me(s.cookie)).json().custom_attributes).toContainEqual({
      attribute_code: 'deleted_in_app',
      value: '0',
    });
  });

  it("a customer cannot reactivate another customer's account (404, nothing changed)", async () => {
    await start();
    const other = await t.customerWithSession({ deletedInApp: '1' });
    const mine = await t.customerWithSession();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${other.customer.username}/reactivate`,
      headers: { cookie: mine.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect((await me(other.cookie)).json().custom_attributes).toContainEqual({
      attribute_code: 'deleted_in_app',
      value: '1',
    });
  });
});

describe('favourite store and delivery preference', () => {
  const setPreference = (s: Session, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/customers/me/store-preference',
      payload: body,
      headers: { cookie: s.cookie },
    });

  it('lists the stores (marking the online warehouse) and saves pickup at a favourite store', async () => {
    await start();
    await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
    await createStore(t.db, { id: '101', name: 'Price Shoes Insurgentes' });
    const stores = await t.app.inject({ url: '/api/stores/' });
    expect(stores.json().map((s: { id: string; is_default: boolean }) => [s.id, s.is_default])).toEqual([
      ['1', true],
      ['101', false],
    ]);

    const s = await t.customerWithSession();
    const res = await setPreference(s, { deliver_home: false, pickup_in_store: true, store_id: '101' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      favoriteStore: { id: '101', name: 'Price Shoes Insurgentes' },
      delivery_preference: { deliver_home: false, pickup_in_store: true },
    });
  });

  it.each([
    [{ deliver_home: false, pickup_in_store: false }, 'Al menos un valor es requerido'],
    [{ deliver_home: true, pickup_in_store: true }, 'Debes seleccionar una tienda favorita'],
    [
      { deliver_home: false, pickup_in_store: true, store_id: '1' },
      'La tienda elegida no existe o no entrega pedidos.',
    ],
    [
      { deliver_home: false, pickup_in_store: true, store_id: '999' },
      'La tienda elegida no existe o no entrega pedidos.',
    ],
  ])('refuses %j with the Spanish message and changes nothing', async (body, message) => {
    await start();
    await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
    const s = await t.customerWithSession();
    const res = await setPreference(s, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await me(s.cookie)).json().delivery_preference).toEqual({ deliver_home: true, pickup_in_store: false });
  });
});

describe('stock-alert preferences', () => {
  const url = (customerId: string) => `/api/v1/alerts/customers/${customerId}/stock-alert-preferences`;

  it('answers e-mail by default with the subscriptions, and switches to WhatsApp (exactly one on)', async () => {
    await start();
    const s = await t.customerWithSession();
    await createStockAlertSubscription(t.db, {
      customerId: s.customer.id,
      sku: 'PS-204518-24',
      productName: 'Tenis casual blanco',
    });
    const got = await t.app.inject({ url: url(s.customer.customerId), headers: { cookie: s.cookie } });
    expect(got.json()).toMatchObject({
      notificationMethods: ['email'],
      subscriptions: [{ sku: 'PS-204518-24', name: 'Tenis casual blanco' }],
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: url(s.customer.customerId),
      payload: { notificationMethods: ['whatsapp'] },
      headers: { cookie: s.cookie },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().notificationMethods).toEqual(['whatsapp']);
    const again = await t.app.inject({ url: url(s.customer.customerId), headers: { cookie: s.cookie } });
    expect(again.json().notificationMethods).toEqual(['whatsapp']);
  });

  it.each([[[]], [['email', 'whatsapp']], [['sms']]])(
    'refuses notificationMethods %j and keeps the choice',
    async (methods) => {
      await start();
      const s = await t.customerWithSession();
      const res = await t.app.inject({
        method: 'PUT',
        url: url(s.customer.customerId),
        payload: { notificationMethods: methods },
        headers: { cookie: s.cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
      const got = await t.app.inject({ url: url(s.customer.customerId), headers: { cookie: s.cookie } });
      expect(got.json().notificationMethods).toEqual(['email']);
    },
  );

  it("a customer cannot read or change another customer's stock-alert preferences (404, nothing changed)", async () => {
    await start();
    const other = await t.customerWithSession();
    await createStockAlertSubscription(t.db, { customerId: other.customer.id });
    const mine = await t.customerWithSession();
    expect(
      (await t.app.inject({ url: url(other.customer.customerId), headers: { cookie: mine.cookie } })).statusCode,
    ).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: url(other.customer.customerId),
      payload: { notificationMethods: ['whatsapp'] },
      headers: { cookie: mine.cookie },
    });
    expect(put.statusCode).toBe(404);
    const theirs = await t.app.inject({ url: url(other.customer.customerId), headers: { cookie: other.cookie } });
    expect(theirs.json().notificationMethods).toEqual(['email']);
  });
});
