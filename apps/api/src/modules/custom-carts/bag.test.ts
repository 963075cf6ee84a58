import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createContact, createCustomStore } from '@shop/db/factories-reseller';
import { cartItems, customCartItems, customCarts } from '@shop/db/schema/index';
import type { CustomCartView } from '@shop/contracts/custom-carts';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ADMIN, adminOrder, checkout, shopFixture, signedInWithAddress } from '../../../test/shop';
import { TEST_CARDS } from '../payments/card-sandbox';

// 'Agregar a bolsa' puts the items in her real shop bag; paying that shop order buys them
// (docs/decisions/0511-customer-orders-through-the-bag.md).
let t: TestApp;
type Socia = Awaited<ReturnType<typeof signedInWithAddress>>;
let socia: Socia;
let other: Socia;

beforeEach(async () => {
  t = await createTestApp();
  await shopFixture(t); // 210001 'Tenis Running Aire Rosa' $899, member $764, 5 online; 210002 'Bota' $1,499, 1 online
  socia = await signedInWithAddress(t, { member: true });
  other = await signedInWithAddress(t, { member: true });
  await createCustomStore(t.db, { customerId: socia.customer.id });
  await createCustomStore(t.db, { customerId: other.customer.id });
});
afterEach(async () => {
  await t.close();
});

const call = (who: Socia, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Her order for Lucía with two sizes of the tenis (2 of size 24, 1 of size 25) and one bota, at her prices. */
async function lucíaOrder(): Promise<CustomCartView> {
  const contact = await createContact(t.db, { memberId: socia.customer.id, firstName: 'Lucía', lastName: 'Pérez' });
  const [cart] = await t.db
    .insert(customCarts)
    .values({
      memberId: socia.customer.id,
      storeId: `tienda-${socia.customer.id}`,
      contactId: contact.contactId,
    })
    .returning();
  let view: CustomCartView | undefined;
  for (const [product, sku, qty] of [
    ['210001', '210001-24', 2],
    ['210001', '210001-25', 1],
    ['210002', '210002-25', 1],
  ] as const) {
    const res = await call(socia, 'POST', `/api/custom-cart/${cart!.cartId}/items`, { product_id: product, sku, qty });
    expect(res.statusCode).toBe(200);
    view = res.json<CustomCartView>();
  }
  return view!;
}

const toBag = (who: Socia, cartId: string, items: { sku: string; qty: number }[]) =>
  call(
    who,
    'PATCH',
    `/api/custom-cart/${cartId}/items`,
    items.map((i) => ({ ...i, status: 'ADDED_TO_CART' })),
  );
const bagOf = async (who: Socia) =>
  (await call(who, 'GET', '/api/bag')).json<{
    cart_id: string | null;
    items: { sku: string; qty: number; price: number }[];
  }>();
const items = (cartId: string) =>
  t.db
    .select({
      sku: customCartItems.sku,
      status: customCartItems.status,
      bag: customCartItems.bagCartId,
      order: customCartItems.shopOrderId,
    })
    .from(customCartItems)
    .where(eq(customCartItems.cartId, cartId))
    .orderBy(customCartItems.sku);
const cartStatus = async (cartId: string) =>
  (await t.db.select({ s: customCarts.status }).from(customCarts).where(eq(customCarts.cartId, cartId)))[0]!.s;
const payByCard = (clientSecret: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sandbox/card/v1/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`,
    payload: {
      client_secret: clientSecret,
      payment_method: { card: { number: TEST_CARDS.success, exp_month: 12, exp_year: 2030, cvc: '123' } },
    },
  });
const checkoutBag = async (who: Socia, bagId: string) => {
  const res = await checkout(t, who.cookie, bagId, {
    delivery: { type: 'STANDARD_DELIVERY', address_id: who.address.id },
    payment: { type: 'card' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ order: { entity_id: number; magento_order_id: string }; payment: { client_secret: string } }>();
};

describe("'Agregar a bolsa' puts the items in her shop bag", () => {
  it('her bag holds the sizes at her member price (base_price); the items are ADDED_TO_CART, linked to it', async () => {
    const order = await lucíaOrder();
    const tenis = order.cart_items.find((i) => i.sku === '210001-24')!;
    expect(tenis.base_price).toBe(76_400);
    expect(tenis.price).toBeGreaterThan(tenis.base_price);

    const res = await toBag(socia, order.cart_id, [{ sku: '210001-24', qty: 2 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<CustomCartView>().cart_items.find((i) => i.sku === '210001-24')!.status).toBe('ADDED_TO_CART');
    const bag = await bagOf(socia);
    expect(bag.items).toEqual([expect.objectContaining({ sku: '210001-24', qty: 2, price: tenis.base_price })]);
    expect((await items(order.cart_id))[0]).toMatchObject({ sku: '210001-24', bag: bag.cart_id, order: null });

    // A replay (double click) does not put the units in twice; a sku already in her bag gets more units.
    expect((await toBag(socia, order.cart_id, [{ sku: '210001-24', qty: 2 }])).statusCode).toBe(200);
    expect((await bagOf(socia)).items).toEqual([expect.objectContaining({ sku: '210001-24', qty: 2 })]);
  });

  it('refuses a size without enough stock (409), writing nothing: neither the bag nor the items', async () => {
    const order = await lucíaOrder();
    await t.db.update(customCartItems).set({ qty: 2 }).where(eq(customCartItems.sku, '210002-25'));
    const res = await toBag(socia, order.cart_id, [
      { sku: '210001-25', qty: 1 },
      { sku: '210002-25', qty: 2 }, // one bota in stock
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toContain('Bota Vaquera Piel Café');
    expect((await bagOf(socia)).items).toEqual([]);
    expect((await items(order.cart_id)).map((i) => i.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
  });

  it('another member cannot put her items in a bag (404): nothing changes in either bag or the order', async () => {
    const order = await lucíaOrder();
    const res = await toBag(other, order.cart_id, [{ sku: '210001-24', qty: 2 }]);
    expect(res.statusCode).toBe(404);
    expect((await bagOf(other)).items).toEqual([]);
    expect((await bagOf(socia)).items).toEqual([]);
    expect((await items(order.cart_id)).every((i) => i.status === 'PENDING' && i.bag === null)).toBe(true);
  });

  it('taking the line out of her bag makes the items to buy again', async () => {
    const order = await lucíaOrder();
    await toBag(socia, order.cart_id, [{ sku: '210001-24', qty: 2 }]);
    expect((await call(socia, 'DELETE', '/api/bag/items/210001-24')).statusCode).toBe(200);
    expect((await items(order.cart_id))[0]).toMatchObject({ status: 'PENDING', bag: null });
  });
});

describe('paying the shop order buys the items', () => {
  it('checkout records the shop order; the card payment (sandbox webhook) makes them PURCHASED and the order PURCHASED', async () => {
    const order = await lucíaOrder();
    await toBag(socia, order.cart_id, [
      { sku: '210001-24', qty: 2 },
      { sku: '210001-25', qty: 1 },
    ]);
    // Her own line in the same bag is bought with them.
    const bag = await bagOf(socia);
    const placed = await checkoutBag(socia, bag.cart_id!);
    expect(await items(order.cart_id)).toEqual([
      { sku: '210001-24', status: 'ADDED_TO_CART', bag: bag.cart_id, order: placed.order.entity_id },
      { sku: '210001-25', status: 'ADDED_TO_CART', bag: bag.cart_id, order: placed.order.entity_id },
      { sku: '210002-25', status: 'PENDING', bag: null, order: null },
    ]);

    expect((await payByCard(placed.payment.client_secret)).statusCode).toBe(200);
    expect((await adminOrder(t, placed.order.magento_order_id)).status).toBe('confirmed');
    expect((await items(order.cart_id)).map((i) => i.status)).toEqual(['PURCHASED', 'PURCHASED', 'PENDING']);
    expect(await cartStatus(order.cart_id)).toBe('CREATED'); // the bota is still to buy

    // The bota through a second bag and order: now everything is bought.
    await toBag(socia, order.cart_id, [{ sku: '210002-25', qty: 1 }]);
    const second = await checkoutBag(socia, (await bagOf(socia)).cart_id!);
    await payByCard(second.payment.client_secret);
    expect((await items(order.cart_id)).map((i) => i.status)).toEqual(['PURCHASED', 'PURCHASED', 'PURCHASED']);
    expect(await cartStatus(order.cart_id)).toBe('PURCHASED');
    const view = (await call(socia, 'GET', `/api/custom-cart/${order.cart_id}`)).json<CustomCartView>();
    expect(view.status).toBe('PURCHASED');
  });

  it('a shop order cancelled before payment gives the items back to buy', async () => {
    const order = await lucíaOrder();
    await toBag(socia, order.cart_id, [{ sku: '210001-24', qty: 2 }]);
    const placed = await checkoutBag(socia, (await bagOf(socia)).cart_id!);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.order.magento_order_id}/transitions`,
      headers: ADMIN,
      payload: { to: 'canceled' },
    });
    expect(res.statusCode).toBe(200);
    expect((await items(order.cart_id))[0]).toMatchObject({ status: 'PENDING', bag: null, order: null });
  });

  it("another member's shop order paid does not touch her items", async () => {
    const order = await lucíaOrder();
    await toBag(socia, order.cart_id, [{ sku: '210001-24', qty: 2 }]);
    // The other member buys the same size through her own bag.
    const add = await call(other, 'POST', '/api/bag/items', { sku: '210001-24', qty: 1 });
    expect(add.statusCode).toBe(200);
    const theirs = await checkoutBag(other, (await bagOf(other)).cart_id!);
    await payByCard(theirs.payment.client_secret);
    expect((await items(order.cart_id))[0]).toMatchObject({ status: 'ADDED_TO_CART', order: null });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.sku, '210001-24'))).toHaveLength(2);
  });
});
