import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { postalCodes } from '@shop/db/schema/index';
import { createContact, createCustomCart, createCustomStore } from '@shop/db/factories-reseller';
import { BUILTIN_POSTAL_CODES } from '@shop/db/seed/postal-codes';
import { contactsMessages } from '@shop/contracts/contacts-messages';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { CONTACT_CODES_PER_HOUR } from './service';

let t: TestApp;
let socia: { customer: { id: number; customerId: string }; cookie: string };
let other: { customer: { id: number; customerId: string }; cookie: string };
let buyer: { customer: { id: number; customerId: string }; cookie: string };
let storeId: string;
let phoneSeq = 5512340000;
const nextPhone = () => `52${phoneSeq++}`;
const LONG_AGO = new Date('2024-01-15T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(postalCodes)
    .values(BUILTIN_POSTAL_CODES.filter((p) => p.zipCode === '06700'))
    .onConflictDoNothing();
  // Members of long standing: a new member's budget of client codes is tested on its own (decision 0720).
  socia = await t.customerWithSession({ member: true, createdAt: LONG_AGO });
  other = await t.customerWithSession({ member: true, createdAt: LONG_AGO });
  buyer = await t.customerWithSession();
  storeId = (await createCustomStore(t.db, { customerId: socia.customer.id })).storeId;
});
afterAll(() => t.close());

const call = (
  who: { cookie: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Asks a code for the phone, reads it from the demo outbox, validates it: the manage-contact token. */
async function tokenFor(who: { cookie: string }, phone: string) {
  const sent = await call(who, 'POST', '/api/v1/otps/contacts', { phone });
  expect(sent.statusCode, sent.body).toBe(201);
  const [sms] = (await t.app.inject({ url: `/api/dev/outbox?to=${phone}` })).json<{ body: string }[]>();
  const otp = /\b(\d{6})\b/.exec(sms!.body)![1]!;
  const checked = await call(who, 'POST', '/api/v1/otps/validation/contact', { otp });
  expect(checked.statusCode, checked.body).toBe(200);
  expect(checked.json()).toEqual({ phone });
  t.clock.advance(61_000);
  return checked.headers['x-manage-contact-token'] as string;
}

const body = (phone: string, first = 'Lucía') => ({
  first_name: first,
  last_name: 'Hernández',
  phone,
  email: 'lucia@correo.mx',
});

const count = async (table: 'contacts' | 'contact_addresses') =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

describe('contacts (Mis clientes)', () => {
  it('creates a client with the code her phone received, once: the token is single use', async () => {
    const phone = nextPhone();
    const token = await tokenFor(socia, phone);
    const created = await call(socia, 'POST', '/api/v1/contacts', body(phone), { 'x-manage-contact-token': token });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      first_name: 'Lucía',
      phone,
      member_id: socia.customer.customerId,
      addresses: [],
    });

    const again = await call(socia, 'POST', '/api/v1/contacts', body(nextPhone()), { 'x-manage-contact-token': token });
    expect(again.statusCode).toBe(403);
  });

  it('throttles the codes: a second one to the same client within a minute is refused with 429 and Retry-After', async () => {
    const m = await t.customerWithSession({ member: true });
    const phone = nextPhone();
    expect((await call(m, 'POST', '/api/v1/otps/contacts', { phone })).statusCode).toBe(201);
    const again = await call(m, 'POST', '/api/v1/otps/contacts', { phone });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    const wrong = await call(m, 'POST', '/api/v1/otps/validation/contact', { otp: '12345' });
    expect(wrong.statusCode).toBe(400);
  });

  it('client codes have their own buckets: 5 an hour per client phone, apart from her own profile codes', async () => {
    const m = await t.customerWithSession({ member: true, createdAt: LONG_AGO });
    const ask = (phone: string) => call(m, 'POST', '/api/v1/otps/contacts', { phone });
    const own = (i: number) =>
      call(m, 'POST', `/api/otps/customer/${m.customer.customerId}`, { phone: `52551999000${i}` });
    // She spends her 5 profile codes of the hour: her clients' codes are still sent.
    for (let i = 0; i < 5; i++) {
      expect((await own(i)).statusCode).toBe(201);
      t.clock.advance(61_000);
    }
    expect((await own(5)).statusCode).toBe(429);
    const lucia = nextPhone();
    for (let i = 0; i < 5; i++) {
      const sent = await ask(lucia);
      expect(sent.statusCode, sent.body).toBe(201);
      t.clock.advance(61_000);
    }
    // A sixth code to the same client in the hour is refused; another client's phone is not.
    const sixth = await ask(lucia);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await ask(nextPhone())).statusCode).toBe(201);
    // At most CONTACT_CODES_PER_HOUR for all her clients together.
    for (let i = 0; i < CONTACT_CODES_PER_HOUR - 6; i++) expect((await ask(nextPhone())).statusCode).toBe(201);
    const over = await ask(nextPhone());
    expect(over.statusCode).toBe(429);
    // The text names the limit that applies (issue 27: it said "5 códigos" where the limit is 20).
    expect(over.json().message).toMatch(
      /^Ya pediste 20 códigos para tus clientes en la última hora\. Podrás pedir otro en \d+ minutos?\.$/,
    );
    // An hour later both buckets are free again, and her own codes too; Lucía's number had its 5 codes of the day
    // (decision 0720).
    t.clock.advance(60 * 60_000);
    expect((await ask(nextPhone())).statusCode).toBe(201);
    expect((await ask(lucia)).statusCode).toBe(429);
    expect((await own(6)).statusCode).toBe(201);
  }, 180_000); // 27 codes, each hashed with argon2id

  it('a number gets at most 5 codes a day whoever asks: members, client or phone-change codes alike (issue 27)', async () => {
    const target = nextPhone();
    const members = await Promise.all(
      Array.from({ length: 6 }, () => t.customerWithSession({ member: true, createdAt: LONG_AGO })),
    );
    const codes = [];
    for (const m of members.slice(0, 5))
      codes.push((await call(m, 'POST', '/api/v1/otps/contacts', { phone: target })).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201]);
    const fifth = await call(members[5]!, 'POST', '/api/v1/otps/contacts', { phone: target });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toMatch(/^Este número ya recibió 5 códigos hoy\. Podrá recibir otro en \d+ horas?\.$/);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    // A phone change to that number is the same SMS to the same person: refused too.
    const change = await call(members[5]!, 'POST', `/api/otps/customer/${members[5]!.customer.customerId}`, {
      phone: target,
    });
    expect(change.statusCode).toBe(429);
    const sms = (await t.app.inject({ url: `/api/dev/outbox?to=${target}` })).json<unknown[]>();
    expect(sms).toHaveLength(5);
    t.clock.advance(24 * 60 * 60_000 + 1);
    expect((await call(members[5]!, 'POST', '/api/v1/otps/contacts', { phone: target })).statusCode).toBe(201);
  }, 60_000);

  it('a new member asks at most 5 client codes a day (issue 27: new accounts sent 20 an hour each)', async () => {
    const fresh = await t.customerWithSession({ member: true, createdAt: t.clock.now() });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await call(fresh, 'POST', '/api/v1/otps/contacts', { phone: nextPhone() })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const sixth = await call(fresh, 'POST', '/api/v1/otps/contacts', { phone: nextPhone() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(
      /^En tus primeros días como socia puedes pedir 5 códigos al día para tus clientes\. Podrás pedir otro en \d+ horas?\.$/,
    );
    // A week on she is no longer new: the hourly limits of decision 0533 apply.
    t.clock.advance(7 * 24 * 60 * 60_000);
    expect((await call(fresh, 'POST', '/api/v1/otps/contacts', { phone: nextPhone() })).statusCode).toBe(201);
  }, 60_000);

  it('refuses a client without the token, or with a token for another phone', async () => {
    const before = await count('contacts');
    const none = await call(socia, 'POST', '/api/v1/contacts', body(nextPhone()));
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toMatch(/código/);
    const token = await tokenFor(socia, nextPhone());
    const wrong = await call(socia, 'POST', '/api/v1/contacts', body(nextPhone()), { 'x-manage-contact-token': token });
    expect(wrong.statusCode).toBe(403);
    expect(await count('contacts')).toBe(before);
  });

  it("a member's own profile token cannot create a client", async () => {
    const phone = nextPhone();
    await call(socia, 'POST', `/api/otps/customer/${socia.customer.customerId}`, { phone });
    const [sms] = (await t.app.inject({ url: `/api/dev/outbox?to=${phone}` })).json<{ body: string }[]>();
    const otp = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    const profile = await call(socia, 'POST', '/api/v1/otps/validation/profile', {
      customer_id: socia.customer.customerId,
      otp,
    });
    t.clock.advance(61_000);
    const token = profile.headers['x-manage-profile-update-token'] as string;
    const res = await call(socia, 'POST', '/api/v1/contacts', body(phone), { 'x-manage-contact-token': token });
    expect(res.statusCode).toBe(403);
  });

  it("answers 'Teléfono ya registrado para otro contacto' for a phone she already has", async () => {
    const phone = nextPhone();
    await createContact(t.db, { memberId: socia.customer.id, phone });
    const asked = await call(socia, 'POST', '/api/v1/otps/contacts', { phone });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(contactsMessages.phoneTaken);
    // Another member may have the same client.
    const token = await tokenFor(other, phone);
    const res = await call(other, 'POST', '/api/v1/contacts', body(phone), { 'x-manage-contact-token': token });
    expect(res.statusCode).toBe(201);
  });

  it('validates names, phone and e-mail with the spec texts, and bad input writes nothing', async () => {
    const before = await count('contacts');
    const res = await call(socia, 'POST', '/api/v1/contacts', { first_name: '', last_name: '', phone: '5512' });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages).toContain(contactsMessages.firstNameRequired);
    expect(messages).toContain(contactsMessages.lastNameRequired);
    for (const bad of [
      { ...body(nextPhone()), first_name: 'a\u0000b' },
      { ...body(nextPhone()), first_name: 'x'.repeat(10_000) },
      { ...body(nextPhone()), phone: 2 ** 53 },
      { ...body(nextPhone()), email: 'no-es-correo' },
    ]) {
      const r = await call(socia, 'POST', '/api/v1/contacts', bad, { 'x-manage-contact-token': 'x' });
      expect(r.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(typeof r.json().message).toBe('string');
    }
    expect((await call(socia, 'GET', '/api/contacts/2147483648')).statusCode).toBe(404);
    expect((await call(socia, 'GET', '/api/v1/contacts?find=abcdef')).statusCode).toBe(400);
    expect(await count('contacts')).toBe(before);
  });

  it('lists and finds her clients by first-name or phone prefix (≤ 5 characters)', async () => {
    const m = await t.customerWithSession({ member: true });
    await createContact(t.db, {
      memberId: m.customer.id,
      firstName: 'María',
      lastName: 'López',
      phone: '525598760001',
    });
    await createContact(t.db, { memberId: m.customer.id, firstName: 'Ana', lastName: 'Mares', phone: '523312340002' });
    const all = await call(m, 'GET', `/api/v1/contacts?member_id=${m.customer.customerId}`);
    expect(all.json().contacts.map((c: { first_name: string }) => c.first_name)).toEqual(['Ana', 'María']);
    const byName = await call(m, 'GET', '/api/v1/contacts?find=mari');
    expect(byName.json().contacts.map((c: { first_name: string }) => c.first_name)).toEqual(['María']);
    const byPhone = await call(m, 'GET', '/api/v1/contacts?find=3312');
    expect(byPhone.json().contacts.map((c: { first_name: string }) => c.first_name)).toEqual(['Ana']);
    const lookup = await call(
      m,
      'GET',
      `/api/v1/contacts/lookup?phone=523312340002&member_id=${m.customer.customerId}`,
    );
    expect(lookup.json().first_name).toBe('Ana');
  });

  it('updates names and e-mail without a token, keeps her orders searchable by the new name', async () => {
    const c = await createContact(t.db, { memberId: socia.customer.id, firstName: 'Rosa', lastName: 'Díaz' });
    const { cart } = await createCustomCart(t.db, { memberId: socia.customer.id, storeId, contactId: c.contactId });
    const res = await call(socia, 'PUT', `/api/v1/contacts/${c.contactId}`, {
      first_name: 'Rosalía',
      last_name: 'Díaz Pérez',
      phone: c.phone,
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = await call(
      socia,
      'GET',
      `/api/custom-cart/?customer_id=${socia.customer.customerId}&page_size=10&current_page=1&find=rosalia%20diaz%20p`,
    );
    expect(found.json<{ custom_carts: { cart_id: string }[] }>().custom_carts.map((k) => k.cart_id)).toEqual([
      cart.cartId,
    ]);
  });

  it("changing a client's phone needs a token for the new phone", async () => {
    const c = await createContact(t.db, { memberId: socia.customer.id, phone: nextPhone() });
    const phone = nextPhone();
    const change = { first_name: c.firstName, last_name: c.lastName, phone };
    expect((await call(socia, 'PUT', `/api/v1/contacts/${c.contactId}`, change)).statusCode).toBe(403);
    const token = await tokenFor(socia, phone);
    const ok = await call(socia, 'PUT', `/api/v1/contacts/${c.contactId}`, change, { 'x-manage-contact-token': token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().phone).toBe(phone);
  });

  it('adds, edits and deletes a client address with the postal-code catalogue', async () => {
    const c = await createContact(t.db, { memberId: socia.customer.id });
    const address = { postcode: '06700', street: 'Orizaba', external_number: '12', colony: 'Roma Norte' };
    const added = await call(socia, 'POST', `/api/v1/contacts/${c.contactId}/addresses`, address);
    expect(added.statusCode, added.body).toBe(201);
    const [a] = added.json().addresses;
    expect(a).toMatchObject({ municipality: 'Cuauhtémoc', state: 'Ciudad de México', colony: 'Roma Norte' });
    const badColony = await call(socia, 'POST', `/api/v1/contacts/${c.contactId}/addresses`, {
      ...address,
      colony: 'Polanco',
    });
    expect(badColony.statusCode).toBe(400);
    const unknownZip = await call(socia, 'POST', `/api/v1/contacts/${c.contactId}/addresses`, {
      ...address,
      postcode: '99999',
    });
    expect(unknownZip.statusCode).toBe(400);
    const edited = await call(socia, 'PUT', `/api/v1/contacts/${c.contactId}/addresses/${a.address_id}`, {
      ...address,
      street: 'Durango',
    });
    expect(edited.json().addresses[0].street).toBe('Durango');
    const removed = await call(socia, 'DELETE', `/api/v1/contacts/${c.contactId}/addresses/${a.address_id}`);
    expect(removed.json().addresses).toEqual([]);
  });

  it('deletes a client; her orders stay without a client', async () => {
    const c = await createContact(t.db, { memberId: socia.customer.id });
    const { cart } = await createCustomCart(t.db, { memberId: socia.customer.id, storeId, contactId: c.contactId });
    const res = await call(socia, 'DELETE', `/api/v1/contacts/${c.contactId}?memberId=${socia.customer.customerId}`);
    expect(res.statusCode).toBe(204);
    expect((await call(socia, 'GET', `/api/contacts/${c.contactId}`)).statusCode).toBe(404);
    const [row] = await queryRows<{ contact_id: string | null }>(
      t.db,
      sql`select contact_id from custom_carts where cart_id = ${cart.cartId}`,
    );
    expect(row!.contact_id).toBeNull();
  });

  it('another member / a customer cannot read, change, delete or address her client (404, nothing changes)', async () => {
    const c = await createContact(t.db, { memberId: socia.customer.id, firstName: 'Sofía', phone: nextPhone() });
    const address = { postcode: '06700', street: 'Orizaba', external_number: '12', colony: 'Roma Norte' };
    const mine = await call(socia, 'POST', `/api/v1/contacts/${c.contactId}/addresses`, address);
    const addressId = mine.json().addresses[0].address_id as string;
    for (const who of [other, buyer]) {
      const calls = [
        call(who, 'GET', `/api/contacts/${c.contactId}`),
        call(who, 'GET', `/api/contacts/${c.contactId}?member_id=${socia.customer.customerId}`),
        call(who, 'GET', `/api/v1/contacts/lookup?phone=${c.phone}`),
        call(who, 'PUT', `/api/v1/contacts/${c.contactId}`, { first_name: 'X', last_name: 'Y', phone: c.phone }),
        call(who, 'DELETE', `/api/v1/contacts/${c.contactId}`),
        call(who, 'POST', `/api/v1/contacts/${c.contactId}/addresses`, address),
        call(who, 'PUT', `/api/v1/contacts/${c.contactId}/addresses/${addressId}`, { ...address, street: 'X' }),
        call(who, 'DELETE', `/api/v1/contacts/${c.contactId}/addresses/${addressId}`),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    }
    expect((await call(buyer, 'GET', '/api/v1/contacts')).statusCode).toBe(404);
    expect(
      (await call(other, 'GET', '/api/v1/contacts'))
        .json()
        .contacts.some((x: { contact_id: string }) => x.contact_id === c.contactId),
    ).toBe(false);
    const after = (await call(socia, 'GET', `/api/contacts/${c.contactId}`)).json();
    expect(after).toMatchObject({ first_name: 'Sofía', addresses: [{ street: 'Orizaba' }] });
  });
});
