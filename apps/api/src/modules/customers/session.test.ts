import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createAddress, createStore } from '@shop/db/factories';
import type { CustomerProfile } from '@shop/contracts/profile';

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
