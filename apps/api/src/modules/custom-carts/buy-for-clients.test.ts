import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createContact, createCustomStore } from '@shop/db/factories-reseller';
import { customCartItems, customCarts, inventory, productLocations } from '@shop/db/schema/index';
import type { ToBuyResponse } from '@shop/contracts/buy-for-clients';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { checkout, shopFixture, signedInWithAddress } from '../../../test/shop';
import { TEST_CARDS } from '../payments/card-sandbox';

// 'Comprar para mis clientes' (issue 29 point 2, decision 0760): her items to buy across orders, grouped by size, into
// her bag in one step; paying the shop order buys each in its own order; a size sold out goes back, naming clients.
let t: TestApp;
type Socia = Awaited<ReturnType<typeof signedInWithAddress>>;
let socia: Socia;
let other: Socia;

beforeEach(async () => {
  t = await createTestApp();
  await shopFixture(t); // 210001 'Tenis Running Aire Rosa' member $764, 5 online per size; 210002 'Bota', 1 online
  socia = await signedInWithAddress(t, { member: true });
  other = await signedInWithAddress(t, { member: true });
  await createCustomStore(t.db, { customerId: socia.customer.id });
  await createCustomStore(t.db, { customerId: other.customer.id });
});
afterEach(async () => {
  await t.close();
});

const call = (who: Socia, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An order of hers for a new client with these items (product, sku, qty). */
async function orderFor(firstName: string, lines: [string, string, number][], at: string) {
  const contact = await createContact(t.db, { memberId: socia.customer.id, firstName, lastName: 'Pérez' });
  const [cart] = await t.db
    .insert(customCarts)
    .values({
      memberId: socia.customer.id,
      storeId: `tienda-${socia.customer.id}`,
      contactId: contact.contactId,
      createdAt: new Date(at),
    })
    .returning();
  for (const [product_id, sku, qty] of lines)
    expect(
      (await call(socia, 'POST', `/api/custom-cart/${cart!.cartId}/items`, { product_id, sku, qty })).statusCode,
    ).toBe(200);
  return cart!.cartId;
}
const statuses = async (cartId: string) =>
  (
    await t.db
      .select({ sku: customCartItems.sku, status: customCartItems.status, online: customCartItems.isAvailableOnline })
      .from(customCartItems)
      .where(eq(customCartItems.cartId, cartId))
      .orderBy(customCartItems.sku)
  ).map((r) => `${r.sku}:${r.status}${r.online ? '' : ':unavailable'}`);
const toBuy = async (who: Socia) => {
  const res = await call(who, 'GET', `/api/custom-cart/to-buy?customer_id=${who.customer.customerId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ToBuyResponse>();
};
const bagOf = async (who: Socia) =>
  (await call(who, 'GET', '/api/bag')).json<{ cart_id: string | null; items: { sku: string; qty: number }[] }>();
const pick = (data: ToBuyResponse) =>
  data.groups.flatMap((g) => g.items.map((i) => ({ cart_id: i.cart_id, sku: g.sku })));

async function threeOrders() {
  const a = await orderFor('Rosaura', [['210001', '210001-24', 2]], '2026-11-01T16:00:00Z');
  const b = await orderFor(
    'Pedro',
    [
      ['210001', '210001-24', 1],
      ['210001', '210001-25', 1],
    ],
    '2026-11-02T16:00:00Z',
  );
  const c = await orderFor('Lucía', [['210002', '210002-25', 1]], '2026-11-03T16:00:00Z');
  return { a, b, c };
}

describe("'Comprar para mis clientes'", () => {
  it('groups her items by product and size at her price, puts three orders in her bag at once, and paying buys each', async () => {
    const { a, b, c } = await threeOrders();
    const list = await toBuy(socia);
    expect(list.groups.map((g) => [g.sku, g.units, g.items.map((i) => i.client)])).toEqual([
      ['210002-25', 1, ['Lucía Pérez']],
      ['210001-24', 3, ['Rosaura Pérez', 'Pedro Pérez']],
      ['210001-25', 1, ['Pedro Pérez']],
    ]);
    expect(list.units).toBe(5);
    expect(list.total).toBe(list.groups.reduce((s, g) => s + g.total, 0));
    expect(list.groups.find((g) => g.sku === '210001-24')!.total).toBe(3 * 76_400);

    const res = await call(socia, 'POST', '/api/custom-cart/to-buy/bag', {
      customer_id: socia.customer.customerId,
      items: pick(list),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ units: 5, clients: ['Rosaura Pérez', 'Pedro Pérez', 'Lucía Pérez'] });
    const bag = await bagOf(socia);
    expect(bag.items.map((i) => [i.sku, i.qty]).sort()).toEqual([
      ['210001-24', 3],
      ['210001-25', 1],
      ['210002-25', 1],
    ]);
    expect((await toBuy(socia)).groups).toEqual([]);

    // One checkout, paid by card: each item is PURCHASED in its own order.
    const out = await checkout(t, socia.cookie, bag.cart_id!, {
      delivery: { type: 'STANDARD_DELIVERY', address_id: socia.address.id },
      payment: { type: 'card' },
    });
    expect(out.statusCode, out.body).toBe(200);
    const secret = out.json<{ payment: { client_secret: string } }>().payment.client_secret;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/card/v1/payment_intents/${secret.split('_secret_')[0]}/confirm`,
      payload: {
        client_secret: secret,
        payment_method: { card: { number: TEST_CARDS.success, exp_month: 12, exp_year: 2030, cvc: '123' } },
      },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    expect(await statuses(a)).toEqual(['210001-24:PURCHASED']);
    expect(await statuses(b)).toEqual(['210001-24:PURCHASED', '210001-25:PURCHASED']);
    expect(await statuses(c)).toEqual(['210002-25:PURCHASED']);

    // Her packing list of that purchase: a package per client, with what each order still owes (issue 29 point 2).
    const number = out.json<{ order: { magento_order_id: string } }>().order.magento_order_id;
    const purchases = await call(socia, 'GET', `/api/purchases-for-clients?customer_id=${socia.customer.customerId}`);
    expect(purchases.json()).toMatchObject({ purchases: [{ order_number: number, units: 5, clients: 3 }] });
    const url = (who: Socia, n: string) => `/api/purchases-for-clients/${n}?customer_id=${who.customer.customerId}`;
    const packing = await call(socia, 'GET', url(socia, number));
    expect(packing.statusCode, packing.body).toBe(200);
    const totalOf = async (cartId: string) =>
      (await call(socia, 'GET', `/api/custom-cart/${cartId}?customer_id=${socia.customer.customerId}`)).json<{
        grand_total: number;
      }>().grand_total;
    expect(packing.json()).toMatchObject({
      order_number: number,
      clients: [
        {
          name: 'Lucía Pérez',
          units: 1,
          orders: [{ cart_id: c, items: [{ name: 'Bota Vaquera Piel Café', qty: 1 }], left: await totalOf(c) }],
        },
        {
          name: 'Pedro Pérez',
          units: 2,
          orders: [{ cart_id: b, items: [{ size_label: '24 MX' }, { size_label: '25 MX' }], left: await totalOf(b) }],
        },
        { name: 'Rosaura Pérez', units: 2, orders: [{ cart_id: a, items: [{ qty: 2 }], left: await totalOf(a) }] },
      ],
    });
    // Another member cannot read it (404, the same as an unknown purchase); a malformed number is a Spanish 400.
    const theirs = await call(other, 'GET', url(other, number));
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, 'No encontramos esa compra entre las tuyas.']);
    expect((await call(socia, 'GET', url(socia, '999999999'))).statusCode).toBe(404);
    for (const bad of ['abc', '1'.repeat(21), '12%00']) {
      const res = await call(socia, 'GET', url(socia, bad));
      expect([res.statusCode, res.json().message], bad).toEqual([400, expect.stringMatching(/[a-záéíóú]/)]);
    }
    expect((await call(socia, 'GET', url(other, number))).statusCode).toBe(404);
  });

  it('when a size runs out before checkout, its items go back to their orders unavailable and she is told whose', async () => {
    const { a, b, c } = await threeOrders();
    await call(socia, 'POST', '/api/custom-cart/to-buy/bag', {
      customer_id: socia.customer.customerId,
      items: pick(await toBuy(socia)),
    });
    const bag = await bagOf(socia);
    // Two of size 24 left (Rosaura's order, the oldest, takes them whole); the bota sold out.
    await t.db
      .update(inventory)
      .set({ qty: 2 })
      .where(and(eq(inventory.sku, '210001-24'), eq(inventory.storeId, '1')));
    await t.db.update(inventory).set({ qty: 0 }).where(eq(inventory.sku, '210002-25'));
    const out = await checkout(t, socia.cookie, bag.cart_id!, {
      delivery: { type: 'STANDARD_DELIVERY', address_id: socia.address.id },
      payment: { type: 'card' },
    });
    expect(out.statusCode, out.body).toBe(409);
    const clients = out
      .json<{ errors: { path: string; message: string }[] }>()
      .errors.find((e) => e.path === 'clients')!;
    expect(clients.message).toMatch(/Pedro Pérez/);
    expect(clients.message).toMatch(/Lucía Pérez/);
    expect(clients.message).not.toMatch(/Rosaura/);
    expect(await statuses(a)).toEqual(['210001-24:ADDED_TO_CART']);
    expect(await statuses(b)).toEqual(['210001-24:PENDING:unavailable', '210001-25:ADDED_TO_CART']);
    expect(await statuses(c)).toEqual(['210002-25:PENDING:unavailable']);
    expect((await bagOf(socia)).items.map((i) => [i.sku, i.qty]).sort()).toEqual([
      ['210001-24', 2],
      ['210001-25', 1],
    ]);
  });

  it("another member's orders: 404 and nothing changes; bad input is a Spanish 400; an item no longer to buy 409", async () => {
    const { a } = await threeOrders();
    const items = pick(await toBuy(socia));
    const before = await statuses(a);
    const theirs = await call(other, 'POST', '/api/custom-cart/to-buy/bag', {
      customer_id: other.customer.customerId,
      items,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call(other, 'GET', `/api/custom-cart/to-buy?customer_id=${socia.customer.customerId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(other, 'POST', '/api/custom-cart/to-buy/bag', { customer_id: socia.customer.customerId, items }))
        .statusCode,
    ).toBe(404);
    expect(await statuses(a)).toEqual(before);
    expect((await bagOf(other)).items).toEqual([]);
    expect((await toBuy(other)).groups).toEqual([]);

    for (const body of [
      { customer_id: socia.customer.customerId, items: [] },
      { customer_id: socia.customer.customerId, items: [{ cart_id: 'x'.repeat(5000), sku: '210001-24' }] },
      { customer_id: socia.customer.customerId, items: [{ cart_id: a, sku: 'a\u0000b' }] },
      { customer_id: socia.customer.customerId, items: [{ cart_id: a, sku: 2 ** 31 }] },
      {
        customer_id: socia.customer.customerId,
        items: Array.from({ length: 201 }, () => ({ cart_id: a, sku: '210001-24' })),
      },
    ]) {
      const res = await call(socia, 'POST', '/api/custom-cart/to-buy/bag', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[a-záéíóú]/i);
    }
    expect(await statuses(a)).toEqual(before);

    // One of hers that is not in the order: 404, nothing in the bag.
    const missing = await call(socia, 'POST', '/api/custom-cart/to-buy/bag', {
      customer_id: socia.customer.customerId,
      items: [...items, { cart_id: a, sku: '210002-25' }],
    });
    expect(missing.statusCode).toBe(404);
    expect((await bagOf(socia)).items).toEqual([]);
    // Once in the bag, the same pick again is 409 (not to buy any more), and the bag does not grow.
    expect(
      (await call(socia, 'POST', '/api/custom-cart/to-buy/bag', { customer_id: socia.customer.customerId, items }))
        .statusCode,
    ).toBe(200);
    const again = await call(socia, 'POST', '/api/custom-cart/to-buy/bag', {
      customer_id: socia.customer.customerId,
      items,
    });
    expect(again.statusCode).toBe(409);
    expect((await bagOf(socia)).items.reduce((n, i) => n + i.qty, 0)).toBe(5);
  });

  it("'Visita a tienda': her lines in the store's walking order with their clients; ticking one buys it in its orders", async () => {
    const { a, b, c } = await threeOrders();
    await t.db.insert(productLocations).values([
      { storeId: '101', productId: '210001', building: '2', tramo: 'A', aisle: '10', level: '1' },
      { storeId: '101', productId: '210002', building: '1', tramo: 'B', aisle: '3', level: null },
    ]);
    const url = `/api/store-visit?customer_id=${socia.customer.customerId}&store_id=101`;
    const res = await call(socia, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const visit = res.json<{
      lines: { sku: string; location: { building: string } | null; items: { client: string }[] }[];
    }>();
    expect(visit.lines.map((l) => [l.sku, l.location?.building])).toEqual([
      ['210002-25', '1'],
      ['210001-24', '2'],
      ['210001-25', '2'],
    ]);
    expect(visit.lines[1]!.items.map((i) => i.client)).toEqual(['Rosaura Pérez', 'Pedro Pérez']);

    // Another member, a bad store, an unknown store: nothing read, nothing changed.
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect((await call(socia, 'GET', url.replace('store_id=101', 'store_id=%00'))).statusCode).toBe(400);
    expect((await call(socia, 'GET', url.replace('store_id=101', 'store_id=999'))).statusCode).toBe(404);
    const line = [
      { cart_id: a, sku: '210001-24' },
      { cart_id: b, sku: '210001-24' },
    ];
    const theirs = await call(other, 'POST', '/api/store-visit/bought', {
      customer_id: other.customer.customerId,
      items: line,
    });
    expect(theirs.statusCode).toBe(404);
    expect(await statuses(a)).toEqual(['210001-24:PENDING']);

    const tick = await call(socia, 'POST', '/api/store-visit/bought', {
      customer_id: socia.customer.customerId,
      items: line,
    });
    expect(tick.statusCode, tick.body).toBe(200);
    expect(tick.json()).toMatchObject({ units: 3, clients: ['Rosaura Pérez', 'Pedro Pérez'] });
    expect(await statuses(a)).toEqual(['210001-24:PURCHASED']);
    expect(await statuses(b)).toEqual(['210001-24:PURCHASED', '210001-25:PENDING']);
    expect(await statuses(c)).toEqual(['210002-25:PENDING']);
    expect((await call(socia, 'GET', url)).json<{ lines: unknown[] }>().lines).toHaveLength(2);
    // Ticked twice (a double tap): 409, nothing more changes.
    expect(
      (await call(socia, 'POST', '/api/store-visit/bought', { customer_id: socia.customer.customerId, items: line }))
        .statusCode,
    ).toBe(409);
  });
});
