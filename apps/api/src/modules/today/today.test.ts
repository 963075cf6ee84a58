import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '@shop/db/factories';
import { createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { createCredit, createCreditLine } from '@shop/db/factories-credit';
import type { TodayResponse } from '@shop/contracts/today';
import { messages } from '@shop/contracts/messages';
import type { StoreRequestsResponse } from '@shop/contracts/custom-stores';
import { createTestApp, type TestApp } from '../../../test/helpers';

/** Issue 29 point 1 (decision 0760): 'Hoy' reads what waits for her, by the rules of the pages it leads to. */
let t: TestApp;
type Who = { customer: { id: number; customerId: string }; cookie: string };
let socia: Who;
let other: Who;
let storeId: string;
let sku: string;

beforeAll(async () => {
  t = await createTestApp();
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  socia = await t.customerWithSession({ member: true });
  other = await t.customerWithSession({ member: true });
  storeId = (await createCustomStore(t.db, { customerId: socia.customer.id })).storeId;
  await createCustomStore(t.db, { customerId: other.customer.id });
  sku = (await createProduct(t.db, { priceCents: 89_900, memberPriceCents: 70_000 })).skus[0]!.sku;
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie } });
const today = async (who: Who) => {
  const res = await call(who, 'GET', '/api/members/me/today');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TodayResponse>();
};

async function send(phone: string, name: string, payment: 'cash' | 'installments') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/tienda/${storeId}/pedidos`,
    remoteAddress: `10.29.0.${phone.slice(-2)}`,
    payload: { first_name: name, last_name: 'Hernández', phone, payment_option: payment, items: [{ sku, qty: 2 }] },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe("'Hoy'", () => {
  it('starts empty for a new member, with her store and no line', async () => {
    const h = await today(socia);
    expect(h).toMatchObject({
      today: '2026-11-21',
      week_end: '2026-11-27',
      store_id: storeId,
      store_requests: { count: 0, latest: [] },
      collections: { due_this_week: 0, overdue: 0, clients_due: 0, clients_overdue: 0, clients: [] },
      to_buy: { orders: 0, clients_count: 0, clients: [] },
      crediprice: null,
    });
  });

  it('counts store orders to accept; accepting one from there files it, to buy and with its payments this week', async () => {
    await send('5512345601', 'Lucía', 'installments');
    t.clock.advance(60_000);
    await send('5512345602', 'Marta', 'cash');
    let h = await today(socia);
    expect(h.store_requests.count).toBe(2);
    expect(h.store_requests.latest.map((r) => r.first_name)).toEqual(['Marta', 'Lucía']);
    expect(h.store_requests.latest[1]).toMatchObject({ units: 2, payment_option: 'installments' });
    // As 'Pedidos nuevos' lists them: the same requests, times and totals.
    const page = (await call(socia, 'GET', '/api/custom-store-requests')).json<StoreRequestsResponse>();
    expect(h.store_requests.latest.map((r) => [r.request_id, r.created_at, r.grand_total])).toEqual(
      page.requests.map((r) => [
        r.request_id,
        r.created_at,
        r.payment_option === 'installments' ? r.installment_grand_total : r.grand_total,
      ]),
    );

    // Another member cannot accept her request: 404, and nothing changed.
    const lucia = h.store_requests.latest[1]!.request_id;
    expect((await call(other, 'POST', `/api/custom-store-requests/${lucia}/accept`)).statusCode).toBe(404);
    expect((await today(socia)).store_requests.count).toBe(2);

    expect((await call(socia, 'POST', `/api/custom-store-requests/${lucia}/accept`)).statusCode).toBe(200);
    h = await today(socia);
    expect(h.store_requests.count).toBe(1);
    expect(h.to_buy).toMatchObject({ orders: 1, clients_count: 1 });
    expect(h.to_buy.clients[0]).toMatchObject({ contact: { first_name: 'Lucía' }, orders: 1 });
    // The same figures as 'Mis cobranzas' for the same week.
    const coll = (
      await call(socia, 'GET', `/api/custom-cart/collections?customer_id=${socia.customer.customerId}`)
    ).json<{ due_this_week: number; overdue: number }>();
    expect(h.collections).toMatchObject({ due_this_week: coll.due_this_week, overdue: 0, clients_due: 1 });
    expect(coll.due_this_week).toBeGreaterThan(0);
    expect(h.collections.clients[0]).toMatchObject({ contact: { first_name: 'Lucía' }, overdue: 0 });

    // The other member's 'Hoy' shows nothing of hers.
    expect(await today(other)).toMatchObject({
      store_requests: { count: 0 },
      collections: { due_this_week: 0, clients_due: 0, clients: [] },
      to_buy: { orders: 0, clients: [] },
    });
  });

  it('shows who is late ten days later, as Me deben does', async () => {
    t.clock.advance(10 * 24 * 3600_000);
    const h = await today(socia);
    expect(h.collections.overdue).toBeGreaterThan(0);
    expect(h.collections.clients_overdue).toBe(1);
    const owed = (
      await call(socia, 'GET', `/api/custom-cart/collections/clients?customer_id=${socia.customer.customerId}`)
    ).json<{ clients: TodayResponse['collections']['clients'] }>();
    expect(h.collections.clients).toEqual(owed.clients.filter((c) => c.overdue > 0 || c.due_this_week > 0));
  });

  it('gives her CrediPrice next payment, its date and whether she is late', async () => {
    await createCreditLine(t.db, { customerId: socia.customer.id, statusCode: 3, limitCents: 1_500_000 });
    await createCredit(t.db, { customerId: socia.customer.id, startDate: '2026-11-30' });
    const h = await today(socia);
    expect(h.crediprice).toMatchObject({ estado: 'Al corriente', overdue: false });
    expect(h.crediprice!.next_payment.amount).toBeGreaterThan(0);
    expect(h.crediprice!.next_payment.due_date! >= h.today).toBe(true);
  });

  it('is for members only: a customer gets 404 in Spanish, a visitor 401', async () => {
    const customer = await t.customerWithSession();
    const res = await call(customer, 'GET', '/api/members/me/today');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toMatch(/[áéíóúñ]|No encontr/i);
    expect((await t.app.inject({ url: '/api/members/me/today' })).statusCode).toBe(401);
  });

  it('checks the session in its own read (decision 0780): signed out, expired or unknown is a 401 at once', async () => {
    const member = await t.customerWithSession({ role: 'rolMember' });
    expect((await call(member, 'GET', '/api/members/me/today')).statusCode).toBe(200);
    const unknown = await t.app.inject({ url: '/api/members/me/today', headers: { cookie: 'sid=no-existe' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<{ message: string }>().message).toBe(messages.generic.unauthenticated);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await call(member, 'GET', '/api/members/me/today')).statusCode).toBe(401);
    t.clock.advance(-31 * 24 * 3600 * 1000);
    expect((await call(member, 'GET', '/api/members/me/today')).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: member.cookie } });
    expect((await call(member, 'GET', '/api/members/me/today')).statusCode).toBe(401);
  });

  it('reads nothing from the address: junk in the query is not a 500 and names no one else', async () => {
    const junk = `?customer_id=${other.customer.customerId}&x=%00${'a'.repeat(5000)}&n=2147483648`;
    const res = await call(socia, 'GET', `/api/members/me/today${junk}`);
    // The NUL is refused before any route runs (400 in Spanish); without it the query is ignored.
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/caracteres no p/);
    const clean = await call(
      socia,
      'GET',
      `/api/members/me/today?customer_id=${other.customer.customerId}&n=2147483648`,
    );
    expect(clean.statusCode).toBe(200);
    expect(clean.json<TodayResponse>().store_id).toBe(storeId);
  });
});
