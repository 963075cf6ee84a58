import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createAddress, createStore } from '@shop/db/factories';
import type { CustomerProfile } from '@shop/contracts/profile';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { rowFromJson } from '@shop/db/json-rows';
import { customerAddresses, customers } from '@shop/db/schema/index';

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
  it('maps the JSON rows back to the rows drizzle reads: every column of hers and of her addresses', async () => {
    const store = await createStore(t.db, { id: '931', name: 'Price Shoes Perisur' });
    const { customer, cookie } = await t.customerWithSession({
      member: true,
      favoriteStoreId: store.id,
      earningsMargin: 35,
      deletedInApp: '1',
    });
    const address = await createAddress(t.db, { customerId: customer.id, internalNumber: '4B' });
    const [asJson] = await queryRows<{ c: Record<string, unknown>; a: Record<string, unknown> }>(
      t.db,
      sql`select row_to_json(c) as c, (select row_to_json(a) from customer_addresses a where a.id = ${address.id}) as a
            from customers c where c.id = ${customer.id}`,
    );
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    const [addressRow] = await t.db.select().from(customerAddresses).where(eq(customerAddresses.id, address.id));
    expect(rowFromJson(customers, asJson!.c)).toEqual(row);
    expect(rowFromJson(customerAddresses, asJson!.a)).toEqual(addressRow);

    const me = (await t.app.inject({ url: '/api/customers/me', headers: { cookie } })).json<CustomerProfile>();
    expect(me.favoriteStore).toEqual({ id: store.id, name: store.name });
    expect(me.addresses.map((a) => a.id)).toEqual([address.id]);
    expect(me.earningsMargin).toBe(35);
    expect(me.affiliationInfo?.affiliation_status.consolidated_affiliation_end_date).toBe('2027-12-31');
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
});
