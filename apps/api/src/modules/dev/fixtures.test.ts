import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '@shop/db/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function signIn(app: TestApp['app'], email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.headers['set-cookie'];
  return { cookie: (Array.isArray(cookie) ? cookie : [cookie]).map((c) => String(c).split(';')[0]).join('; ') };
}

describe('dev fixtures: a fresh account per browser test', () => {
  it('creates a customer who signs in with the returned e-mail and password, each call a new one', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/fixtures/customers', payload: { addresses: 2 } });
    expect(res.statusCode, res.body).toBe(201);
    const account = res.json();
    const headers = await signIn(t.app, account.email, account.password);
    const me = (await t.app.inject({ url: '/api/customers/me', headers })).json();
    expect(me.email).toBe(account.email);
    expect(me.role ?? null).not.toBe('rolMember');
    expect(me.addresses).toHaveLength(2);

    const other = (await t.app.inject({ method: 'POST', url: '/api/dev/fixtures/customers', payload: {} })).json();
    expect(other.email).not.toBe(account.email);
    expect(other.customer_id).not.toBe(account.customer_id);
  });

  it('creates a member with the balance, coupons and CrediPrice line asked for', async () => {
    t = await createTestApp();
    // The stores of the demo data, which the balance parts, credits and pickup order name.
    for (const id of ['101', '102', '103', '104', '105']) await createStore(t.db, { id, name: `Price Shoes ${id}` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/customers',
      payload: {
        member: true,
        balances: [{ type: 'SALDOS', amount: 35_000, expires_in_days: 180 }],
        coupons: [{ code: 'TEMPORADA15', percent: 15, expires_in_days: 20 }],
        credit: 'active',
        ready_pickup_order: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const account = res.json();
    const headers = await signIn(t.app, account.email, account.password);
    const me = (await t.app.inject({ url: '/api/customers/me', headers })).json();
    expect(me.role).toBe('rolMember');
    const balance = (await t.app.inject({ url: `/api/balance/${account.username}`, headers })).json();
    expect(balance.total_balance).toBe(35_000);
    const coupons = (await t.app.inject({ url: `/api/customers/${account.customer_id}/coupons`, headers })).json();
    expect(coupons.coupons.map((c: { code: string }) => c.code)).toEqual(['TEMPORADA15']);
    const orders = (
      await t.app.inject({
        url: `/api/v1/api-composer/orders/historic?customerId=${account.customer_id}&platform=ecommerce&currentPage=1`,
        headers,
      })
    ).json();
    expect(orders.data).toMatchObject([{ status: 'ready', delivery_method: 'pickup' }]);
  });

  it('refuses an unknown option with 400 and a Spanish message, writing nothing', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/customers',
      payload: { addresses: 9, admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('answers 404 when demo mode is off', async () => {
    t = await createTestApp({ env: { DEMO: 'false' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/fixtures/customers', payload: { member: true } });
    expect(res.statusCode).toBe(404);
  });
});
