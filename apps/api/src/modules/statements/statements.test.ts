import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createStore } from '@shop/db/factories';
import { createContact, createCustomCart, createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { statementMessages } from '@shop/contracts/statement-messages';
import type { StatementLinkResponse, StatementResponse } from '@shop/contracts/statements';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { STATEMENT_LINK_DAYS, STATEMENT_MISSES_FREE } from './service';

/**
 * A client's statement link (issue 30 point 1, decision 0770): made by the socia for one of her clients, opened by
 * anyone who holds it without signing in, showing that client's orders with that socia and nothing else; revoked
 * or expired, a 404 that reveals nothing.
 */
let t: TestApp;
interface Account {
  customer: { id: number; customerId: string };
  cookie: string;
}
let socia: Account;
let other: Account;
let customer: Account;
let storeId: string;
let product: { id: string; skus: { sku: string }[] };
let lucia: string;
let marta: string;

const call = (who: Account | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function order(o: { member: Account; store: string; contactId: string; price: number; installments?: boolean }) {
  return createCustomCart(t.db, {
    memberId: o.member.customer.id,
    storeId: o.store,
    contactId: o.contactId,
    createdAt: new Date('2026-11-10T18:00:00Z'),
    orderDate: '2026-11-10',
    items: [
      {
        sku: product.skus[0]!.sku,
        productId: product.id,
        qty: 1,
        customerPriceCents: o.price,
        basePriceCents: Math.round(o.price * 0.8),
      },
    ],
    payment: { type: o.installments ? 'installments' : 'cash', paid: 0 },
  });
}

const link = async (who: Account, contactId: string) => {
  const res = await call(who, 'POST', '/api/statement-links', {
    customer_id: who.customer.customerId,
    contact_id: contactId,
  });
  return res;
};
const tokenOf = (url: string) => url.split('/estado-de-cuenta/')[1]!;
const open = (token: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'GET', url: `/api/estado-de-cuenta/${token}`, remoteAddress: ip });

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://tienda.example.mx' } });
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  socia = await t.customerWithSession({ member: true });
  other = await t.customerWithSession({ member: true });
  customer = await t.customerWithSession();
  storeId = (await createCustomStore(t.db, { customerId: socia.customer.id })).storeId;
  const otherStore = (await createCustomStore(t.db, { customerId: other.customer.id })).storeId;
  const made = await createProduct(t.db, { priceCents: 119_900, memberPriceCents: 95_100, stock: 20 });
  product = { id: made.product.id, skus: made.skus };
  lucia = (await createContact(t.db, { memberId: socia.customer.id, firstName: 'Lucía', lastName: 'Hernández' }))
    .contactId;
  marta = (await createContact(t.db, { memberId: socia.customer.id, firstName: 'Marta', lastName: 'Ruiz' })).contactId;
  const stranger = (await createContact(t.db, { memberId: other.customer.id, firstName: 'Eva', lastName: 'Soto' }))
    .contactId;
  await order({ member: socia, store: storeId, contactId: lucia, price: 40_000 });
  await order({ member: socia, store: storeId, contactId: lucia, price: 95_500, installments: true });
  await order({ member: socia, store: storeId, contactId: marta, price: 77_700 });
  await order({ member: other, store: otherStore, contactId: stranger, price: 12_300 });
});
afterAll(() => t.close());

describe('a statement link (issue 30)', () => {
  it("shows, signed out, only that client's orders with that socia, exact to the centavo, from PUBLIC_URL", async () => {
    const res = await link(socia, lucia);
    expect(res.statusCode).toBe(201);
    const made = res.json<StatementLinkResponse>();
    expect(made.url).toMatch(/^https:\/\/tienda\.example\.mx\/estado-de-cuenta\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(made.expires_at).getTime() - t.clock.now().getTime()).toBe(STATEMENT_LINK_DAYS * 86_400_000);
    const seen = await open(tokenOf(made.url));
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    const body = seen.json<StatementResponse>();
    expect(body.client).toEqual({ first_name: 'Lucía' });
    expect(body.store.store_id).toBe(storeId);
    // Lucía's two orders: $400.00 cash, and $955.00 in installments (10 % charge: $1,050.50). Not Marta's.
    expect(body.orders.map((o) => o.total).sort((a, b) => a - b)).toEqual([40_000, 105_050]);
    expect(body.owed).toBe(145_050);
    expect(body.orders.every((o) => o.paid + o.left === o.total)).toBe(true);
    // Nothing of hers beyond her store: no margins, prices she pays, phone or other clients.
    const text = seen.body;
    for (const hidden of ['Marta', 'Hernández', 'earnings', 'reseller_total', 'base_price', 'phone', 'email'])
      expect(text).not.toContain(hidden);
  });

  it('changes at once when the socia records an abono', async () => {
    const token = tokenOf((await link(socia, marta)).json<StatementLinkResponse>().url);
    const cartId = (
      await queryRows<{ cart_id: string }>(
        t.db,
        sql`select cart_id from custom_carts where contact_id = ${marta}::uuid`,
      )
    )[0]!.cart_id;
    const paid = await call(socia, 'POST', `/api/custom-cart/${cartId}/abonos`, { amount: '261.58' });
    expect(paid.statusCode).toBe(200);
    const body = (await open(token)).json<StatementResponse>();
    expect(body.owed).toBe(77_700 - 26_158);
    expect(body.orders[0]).toMatchObject({ total: 77_700, paid: 26_158, left: 51_542 });
  });

  it('is made only by the socia for her own client; another member, a customer or nobody gets 404 and no link', async () => {
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from statement_links`);
    expect((await link(other, lucia)).statusCode).toBe(404);
    expect(
      (await call(other, 'POST', '/api/statement-links', { customer_id: socia.customer.customerId, contact_id: lucia }))
        .statusCode,
    ).toBe(404);
    expect((await link(customer, lucia)).statusCode).toBe(404);
    expect(
      (await call(null, 'POST', '/api/statement-links', { customer_id: socia.customer.customerId, contact_id: lucia }))
        .statusCode,
    ).toBe(401);
    for (const bad of ['', 'x'.repeat(5000), 'a\u0000b', 2 ** 31, null])
      expect(
        (await call(socia, 'POST', '/api/statement-links', { customer_id: socia.customer.customerId, contact_id: bad }))
          .statusCode,
      ).toBe(400);
    const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from statement_links`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers 404 with one Spanish text once revoked, expired or unknown, and revoking is hers alone', async () => {
    const token = tokenOf((await link(socia, lucia)).json<StatementLinkResponse>().url);
    // Bad ids: a Spanish 400, never a 500.
    for (const bad of ['%00', 'x'.repeat(10_000), String(2 ** 31)]) {
      const res = await call(socia, 'DELETE', `/api/statement-links/${bad}?customer_id=${socia.customer.customerId}`);
      expect([400, 414]).toContain(res.statusCode);
      expect(res.json<{ message: string }>().message).toMatch(/[a-záéíóúñ]/i);
    }
    // Another member cannot revoke her client's links.
    expect(
      (await call(other, 'DELETE', `/api/statement-links/${lucia}?customer_id=${other.customer.customerId}`))
        .statusCode,
    ).toBe(404);
    expect((await open(token)).statusCode).toBe(200);
    const revoked = await call(
      socia,
      'DELETE',
      `/api/statement-links/${lucia}?customer_id=${socia.customer.customerId}`,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ revoked: number }>().revoked).toBeGreaterThanOrEqual(1);
    const gone = await open(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: statementMessages.page.notFound });
    // Expiry: a new link opens today and not after its 30 days.
    const fresh = tokenOf((await link(socia, lucia)).json<StatementLinkResponse>().url);
    t.clock.advance(STATEMENT_LINK_DAYS * 86_400_000 - 60_000);
    expect((await open(fresh)).statusCode).toBe(200);
    t.clock.advance(120_000);
    const expired = await open(fresh);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe(gone.body);
    const unknown = await open('A'.repeat(43));
    expect(unknown.body).toBe(gone.body);
  });

  it('makes an address that guesses tokens wait', async () => {
    const ip = '198.51.100.99';
    for (let i = 0; i < STATEMENT_MISSES_FREE; i++)
      expect((await open(`${'B'.repeat(42)}${i % 10}`, ip)).statusCode).toBe(404);
    expect((await open('C'.repeat(43), ip)).statusCode).toBe(429);
    // Another address is not held up.
    expect((await open('C'.repeat(43), '198.51.100.100')).statusCode).toBe(404);
    // Bad tokens: 400 (414 for a path too long), never a 500.
    for (const bad of ['short', 'x'.repeat(500), '%00'.repeat(20)])
      expect([400, 414]).toContain((await t.app.inject({ url: `/api/estado-de-cuenta/${bad}` })).statusCode);
  });
});
