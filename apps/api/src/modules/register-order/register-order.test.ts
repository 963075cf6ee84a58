import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createStore } from '@shop/db/factories';
import { createContact, createCustomCart, createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { customCartsMessages } from '@shop/contracts/custom-carts-messages';
import { customerPrice } from '@shop/domain/customer-prices';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ADMIN } from '../../../test/shop';

let t: TestApp;
let socia: { customer: { id: number; customerId: string }; cookie: string };
let other: { customer: { id: number; customerId: string }; cookie: string };
let buyer: { customer: { id: number; customerId: string }; cookie: string };
let sku: string;
let productId: string;
let contactId: string;

beforeAll(async () => {
  t = await createTestApp();
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  socia = await t.customerWithSession({ member: true });
  other = await t.customerWithSession({ member: true });
  buyer = await t.customerWithSession();
  await createCustomStore(t.db, {
    customerId: socia.customer.id,
    earningsMargin: 25,
    displayInventoryDarkstore: false,
  });
  await createCustomStore(t.db, { customerId: other.customer.id });
  const { product, skus } = await createProduct(t.db, { priceCents: 89_900, memberPriceCents: 70_000, stock: 3 });
  sku = skus[0]!.sku;
  productId = product.id;
  contactId = (await createContact(t.db, { memberId: socia.customer.id, firstName: 'Lucía', lastName: 'Hernández' }))
    .contactId;
});
afterAll(() => t.close());

const call = (who: { cookie: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const cartRow = async (cartId: string) =>
  (
    await queryRows<{
      contact_id: string | null;
      delivery_method: string | null;
      selected_payment: string | null;
      n: number;
    }>(
      t.db,
      sql`select contact_id, delivery_method, selected_payment,
            (select count(*)::int from custom_cart_items i where i.cart_id = c.cart_id) as n
          from custom_carts c where cart_id = ${cartId}`,
    )
  )[0]!;

describe('register order (Registrar pedido)', () => {
  it('creates the cart, replaces the items, chooses installments and registers it for her client', async () => {
    const created = await call(socia, 'POST', '/api/register-order/carts', { contact_id: contactId });
    expect(created.statusCode, created.body).toBe(201);
    const cartId = created.json().cart_id as string;

    await call(socia, 'PUT', `/api/register-order/carts/${cartId}/items`, [{ sku, qty: 3 }]);
    const replaced = await call(socia, 'PUT', `/api/register-order/carts/${cartId}/items`, [{ sku, qty: 2 }]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const price = customerPrice(70_000, { earningsMargin: 25 });
    expect(replaced.json()).toMatchObject({
      items: [{ sku, qty: 2, price, price_total: price * 2, is_available_online: true }],
      grand_total: price * 2,
      selected_payment: null,
    });
    expect(replaced.json().payment_options.installments.grand_total).toBeGreaterThan(price * 2);

    const early = await call(socia, 'POST', `/api/custom-cart/${cartId}/register`, {
      contact_id: contactId,
      selected_payment: 'cash',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(customCartsMessages.registerFailed);

    const chosen = await call(socia, 'PUT', `/api/register-order/carts/${cartId}/payment`, { type: 'installments' });
    expect(chosen.json().selected_payment).toBe('installments');
    const done = await call(socia, 'POST', `/api/custom-cart/${cartId}/register`, {
      contact_id: contactId,
      selected_payment: 'installments',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ cart: { cart_id: cartId } });
    // Her store does not show darkstore inventory: the order is delivered online.
    expect(await cartRow(cartId)).toEqual({
      contact_id: contactId,
      delivery_method: 'online',
      selected_payment: 'installments',
      n: 1,
    });
    // Its client's payments are now open: deleting her account warns about them.
    const check = await call(socia, 'GET', '/api/customers/me/deletion-check');
    expect(check.json().open_items).toContainEqual(expect.objectContaining({ kind: 'customer_payments' }));
  });

  it('refuses unknown skus and bad quantities, writing nothing', async () => {
    const cartId = (await call(socia, 'POST', '/api/register-order/carts', {})).json().cart_id as string;
    for (const bad of [
      [{ sku: 'NOPE', qty: 1 }],
      [{ sku, qty: 0 }],
      [{ sku, qty: 2 ** 31 }],
      [{ sku: 'a\u0000', qty: 1 }],
      [],
    ]) {
      const res = await call(socia, 'PUT', `/api/register-order/carts/${cartId}/items`, bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await cartRow(cartId)).n).toBe(0);
  });

  it('another member / a customer cannot read, fill, price or register her order (404, nothing changes)', async () => {
    const { cart } = await createCustomCart(t.db, {
      memberId: socia.customer.id,
      storeId: `tienda-${socia.customer.id}`,
      contactId,
      items: [{ sku, productId, qty: 1 }],
    });
    for (const who of [other, buyer]) {
      const results = await Promise.all([
        call(who, 'GET', `/api/register-order/carts/${cart.cartId}`),
        call(who, 'PUT', `/api/register-order/carts/${cart.cartId}/items`, [{ sku, qty: 5 }]),
        call(who, 'PUT', `/api/register-order/carts/${cart.cartId}/payment`, { type: 'cash' }),
        call(who, 'POST', `/api/custom-cart/${cart.cartId}/register`, {
          contact_id: contactId,
          selected_payment: 'cash',
        }),
        call(who, 'POST', '/api/register-order/carts', { contact_id: contactId }),
      ]);
      for (const res of results) expect(res.statusCode, res.body).toBe(404);
    }
    expect(await cartRow(cart.cartId)).toMatchObject({ selected_payment: null, delivery_method: null, n: 1 });
  });
});

describe('orders being registered are drafts (decision 0532)', () => {
  /** A member of her own with a store, a client and what her pages read. */
  async function member() {
    const who = await t.customerWithSession({ member: true });
    await createCustomStore(t.db, { customerId: who.customer.id, earningsMargin: 25 });
    const client = await createContact(t.db, { memberId: who.customer.id, firstName: 'Rosa', lastName: 'Ávila' });
    const q = `customer_id=${who.customer.customerId}`;
    const reads = async () => {
      const [list, pending, collections, check] = await Promise.all([
        call(who, 'GET', `/api/custom-cart/?${q}&page_size=10&current_page=1`),
        call(who, 'GET', `/api/custom-cart/pending-items?${q}`),
        call(who, 'GET', `/api/custom-cart/collections?${q}`),
        call(who, 'GET', '/api/customers/me/deletion-check'),
      ]);
      for (const r of [list, pending, collections, check]) expect(r.statusCode, r.body).toBe(200);
      return {
        ids: (list.json().custom_carts as { cart_id: string }[]).map((c) => c.cart_id),
        total: list.json().total_count as number,
        dot: pending.json().found as boolean,
        owed: collections.json().owed as number,
        warns: (check.json().open_items as { kind: string }[]).some((i) => i.kind === 'customer_payments'),
      };
    };
    return { who, contactId: client.contactId, reads };
  }

  async function draft(who: { cookie: string }, contact: string) {
    const cartId = (await call(who, 'POST', '/api/register-order/carts', { contact_id: contact })).json()
      .cart_id as string;
    expect((await call(who, 'PUT', `/api/register-order/carts/${cartId}/items`, [{ sku, qty: 1 }])).statusCode).toBe(
      200,
    );
    expect((await call(who, 'PUT', `/api/register-order/carts/${cartId}/payment`, { type: 'cash' })).statusCode).toBe(
      200,
    );
    return cartId;
  }

  it('a draft is not in her list, dot, collections or deletion warnings; once registered it is', async () => {
    const { who, contactId: client, reads } = await member();
    const cartId = await draft(who, client);
    expect(await reads()).toEqual({ ids: [], total: 0, dot: false, owed: 0, warns: false });

    const done = await call(who, 'POST', `/api/custom-cart/${cartId}/register`, {
      contact_id: client,
      selected_payment: 'cash',
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = await reads();
    expect(after).toMatchObject({ ids: [cartId], total: 1, dot: true, warns: true });
    expect(after.owed).toBe(customerPrice(70_000, { earningsMargin: 25 }));
  });

  it('the timers sweep deletes a draft untouched for 24 h, and only drafts', async () => {
    const { who, contactId: client, reads } = await member();
    const registered = await draft(who, client);
    await call(who, 'POST', `/api/custom-cart/${registered}/register`, {
      contact_id: client,
      selected_payment: 'cash',
    });
    const abandoned = await draft(who, client);
    const exists = async (id: string) =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from custom_carts where cart_id = ${id}`))[0]!
        .n === 1;

    t.clock.advance(23 * 3_600_000);
    const early = await t.app.inject({ method: 'POST', url: '/api/admin/sweeps', headers: ADMIN });
    expect(early.json().drafts).toBe(0);
    expect(await exists(abandoned)).toBe(true);
    // Working on it again keeps it: the 24 h count from its last change.
    expect((await call(who, 'PUT', `/api/register-order/carts/${abandoned}/items`, [{ sku, qty: 2 }])).statusCode).toBe(
      200,
    );
    t.clock.advance(23 * 3_600_000);
    await t.app.inject({ method: 'POST', url: '/api/admin/sweeps', headers: ADMIN });
    expect(await exists(abandoned)).toBe(true);

    t.clock.advance(1 * 3_600_000 + 1000);
    const swept = await t.app.inject({ method: 'POST', url: '/api/admin/sweeps', headers: ADMIN });
    expect(swept.statusCode, swept.body).toBe(200);
    expect(swept.json().drafts).toBeGreaterThanOrEqual(1);
    expect(await exists(abandoned)).toBe(false);
    expect(await exists(registered)).toBe(true);
    expect((await call(who, 'GET', `/api/register-order/carts/${abandoned}`)).statusCode).toBe(404);
    expect((await reads()).ids).toEqual([registered]);
  });
});
