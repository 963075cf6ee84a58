import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createAddress, createStore } from '@shop/db/factories';
import type { CustomerProfile } from '@shop/contracts/profile';
import { eq } from 'drizzle-orm';
import { customerAddresses, customers } from '@shop/db/schema/index';
import { customerProfile } from '@shop/contracts/profile';
import { expectContract } from '../../../test/contract';
import { addressView } from './profile';
import { SESSION_TTL_MS } from '../auth/session-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/session/customer (the web\'s "who is signed in" check)', () => {
  it('answers a visitor without a session 200 with no customer, where customers/me answers 401', async () => {
    const res = await t.app.inject({ url: '/api/session/customer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customer: null });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/customers/me' })).statusCode).toBe(401);
  });

  it('answers no customer for an unknown or signed-out session cookie', async () => {
    expect((await t.app.inject({ url: '/api/session/customer', headers: { cookie: 'sid=no-existe' } })).json()).toEqual(
      { customer: null },
    );
    const { cookie } = await t.customerWithSession();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await t.app.inject({ url: '/api/session/customer', headers: { cookie } })).json()).toEqual({
      customer: null,
    });
  });

  it('answers the signed-in customer the same profile as customers/me', async () => {
    const { customer, cookie } = await t.customerWithSession();
    const res = await t.app.inject({ url: '/api/session/customer', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/customers/me', headers: { cookie } });
    expect(res.json().customer).toEqual(me.json());
    expect(res.json().customer.email).toBe(customer.email);
  });
});

describe('GET /api/customers/me (issue 32: the addresses and the store in one statement)', () => {
  it('gives her favourite store and every address of hers, oldest first, and only hers', async () => {
    await createStore(t.db, { id: '205', name: 'Price Shoes Tlalpan' });
    const { customer, cookie } = await t.customerWithSession({ favoriteStoreId: '205' });
    const other = await t.customerWithSession();
    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).json()).toMatchObject({
      favoriteStore: { id: '205', name: 'Price Shoes Tlalpan' },
      addresses: [],
    });
    const first = await createAddress(t.db, { customerId: customer.id, street: 'Primera' });
    const second = await createAddress(t.db, { customerId: customer.id, street: 'Segunda' });
    await createAddress(t.db, { customerId: other.customer.id, street: 'Ajena' });
    const me = (await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).json<CustomerProfile>();
    expect(me.favoriteStore).toEqual({ id: '205', name: 'Price Shoes Tlalpan' });
    expect(me.addresses.map((a) => [a.id, a.street[0]])).toEqual([
      [first.id, 'Primera'],
      [second.id, 'Segunda'],
    ]);
    const theirs = (await t.app.inject({ url: '/api/customers/me', headers: { cookie: other.cookie } })).json();
    expect(theirs).toMatchObject({ favoriteStore: null, addresses: [{ street: ['Ajena'] }] });
  });
});

describe('GET /api/customers/me read in one statement (issue 32)', () => {
  it("answers PostgreSQL's JSON text: the contract, strictly, for a member with every column set", async () => {
    const store = await createStore(t.db, { id: '931', name: 'Price Shoes Perisur' });
    const { customer, cookie } = await t.customerWithSession({
      member: true,
      favoriteStoreId: store.id,
      earningsMargin: 35,
      deletedInApp: '1',
      employee: true,
      deliverHome: false,
      pickupInStore: true,
      clientMode: true,
    });
    const address = await createAddress(t.db, {
      customerId: customer.id,
      internalNumber: '4B',
      defaultShipping: true,
      defaultBilling: true,
    });
    const bare = await createAddress(t.db, { customerId: customer.id, city: null, municipalityId: null });
    const res = await t.app.inject({ url: '/api/customers/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const me = res.json<CustomerProfile>();
    expectContract(customerProfile, me);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    const addresses = await t.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customer.id))
      .orderBy(customerAddresses.id);
    // Every field as the contract gives it: dates as days, money and margins as integers, every column of hers.
    expect(me).toEqual({
      id: customer.id,
      email: row!.email,
      firstname: 'María',
      lastname: 'López',
      dob: '1990-05-14',
      role: 'rolMember',
      username: row!.username,
      favoriteStore: { id: '931', name: 'Price Shoes Perisur' },
      delivery_preference: { deliver_home: false, pickup_in_store: true },
      // The addresses module lists them with addressView (a drizzle row): the same answer.
      addresses: addresses.map(addressView),
      custom_attributes: [
        { attribute_code: 'customer_id', value: row!.customerId },
        { attribute_code: 'mother_last_name', value: 'Hernández' },
        { attribute_code: 'mobile_telephone', value: row!.mobileTelephone },
        { attribute_code: 'deleted_in_app', value: '1' },
      ],
      affiliationInfo: { affiliation_status: { employee: true, consolidated_affiliation_end_date: '2027-12-31' } },
      earningsMargin: 35,
      clientMode: true,
    });
    expect(me.addresses.map((a) => a.id)).toEqual([address.id, bare.id]);
    expect(me.addresses[0]!.custom_attributes[1]).toEqual({ attribute_code: 'internal_number', value: '4B' });
    expect(me.addresses[1]).toMatchObject({ city: '' });
    expect(me.addresses[1]!.custom_attributes[5]).toEqual({ attribute_code: 'municipality_id', value: '' });
    // The pages and the writes that answer a profile parse the same text.
    expect((await t.app.inject({ url: '/api/session/customer', headers: { cookie } })).json().customer).toEqual(me);
  });

  it('gives a customer who is not a member, with the optional columns empty, as the contract says', async () => {
    const { customer, cookie } = await t.customerWithSession({
      dob: null,
      motherLastName: null,
      mobileTelephone: null,
    });
    const me = (await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).json<CustomerProfile>();
    expectContract(customerProfile, me);
    expect(me).toMatchObject({
      id: customer.id,
      dob: null,
      role: null,
      favoriteStore: null,
      addresses: [],
      affiliationInfo: null,
      earningsMargin: null,
      clientMode: false,
    });
    expect(me.custom_attributes.slice(1, 3).map((a) => a.value)).toEqual(['', '']);
  });

  it("answers 401 at once for a signed-out, an expired or a deleted customer's session", async () => {
    const { cookie } = await t.customerWithSession();
    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const gone = await t.app.inject({ url: '/api/customers/me', headers: { cookie } });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBeTruthy();

    const other = await t.customerWithSession();
    await t.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, other.customer.id));
    expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie: other.cookie } })).statusCode).toBe(401);

    const late = await t.customerWithSession();
    const month = 31 * 24 * 3600 * 1000;
    t.clock.advance(month);
    try {
      expect((await t.app.inject({ url: '/api/customers/me', headers: { cookie: late.cookie } })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-month);
    }
  });

  it('ends a session at its expiry to the millisecond, in the read that checks it in its own statement', async () => {
    const { cookie } = await t.customerWithSession();
    const me = async () => (await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).statusCode;
    t.clock.advance(SESSION_TTL_MS - 1);
    try {
      expect(await me()).toBe(200);
      t.clock.advance(1);
      expect(await me()).toBe(401);
    } finally {
      t.clock.advance(-SESSION_TTL_MS);
    }
  });
});
