import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '@shop/db/factories';
import { createContact, createCustomCart, createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { customCartsMessages as m } from '@shop/contracts/custom-carts-messages';
import { customCartListResponse, type CustomCartView } from '@shop/contracts/custom-carts';
import { expectContract } from '../../../test/contract';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { cartSnapshot } from '../../../test/custom-carts';

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

const call = (who: Account, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An order of hers for Lucía: two items to buy, installments with the first payment (down payment) paid. */
async function order(o: { contactId?: string; createdAt?: Date; paid?: number } = {}) {
  return createCustomCart(t.db, {
    memberId: socia.customer.id,
    storeId,
    contactId: o.contactId ?? lucia,
    createdAt: o.createdAt ?? new Date('2026-11-10T18:00:00Z'),
    items: [
      { sku: product.skus[0]!.sku, productId: product.id, qty: 1, customerPriceCents: 100_000, basePriceCents: 70_000 },
      { sku: product.skus[1]!.sku, productId: product.id, qty: 2, customerPriceCents: 50_000, basePriceCents: 40_000 },
    ],
    payment: { type: 'installments', paid: o.paid ?? 1 },
  });
}

const snapshot = (cartId: string) => cartSnapshot(t.db, cartId);

beforeAll(async () => {
  t = await createTestApp();
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  socia = await t.customerWithSession({ member: true });
  other = await t.customerWithSession({ member: true });
  customer = await t.customerWithSession();
  storeId = (await createCustomStore(t.db, { customerId: socia.customer.id })).storeId;
  await createCustomStore(t.db, { customerId: other.customer.id });
  const made = await createProduct(t.db, { priceCents: 89_900, memberPriceCents: 70_000, stock: 5 });
  product = { id: made.product.id, skus: made.skus };
  lucia = (await createContact(t.db, { memberId: socia.customer.id, firstName: 'Lucía', lastName: 'Hernández' }))
    .contactId;
});
afterAll(() => t.close());

describe('GET /api/custom-cart/ (her orders)', () => {
  it('lists her orders newest first with the client, totals, status and overdue, by pages of 10', async () => {
    const old = await order({ createdAt: new Date('2026-10-01T18:00:00Z') });
    const recent = await order({ createdAt: new Date('2026-11-20T18:00:00Z') });
    const res = await call(
      socia,
      'GET',
      `/api/custom-cart/?customer_id=${socia.customer.customerId}&page_size=10&current_page=1`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      custom_carts: { cart_id: string; overdue: boolean; contact: { first_name: string } }[];
      total_count: number;
    }>();
    const ids = body.custom_carts.map((c) => c.cart_id);
    expect(ids.indexOf(recent.cart.cartId)).toBeLessThan(ids.indexOf(old.cart.cartId));
    expect(body.custom_carts[0]!.contact.first_name).toBe('Lucía');
    // The old order's weekly payments are past due on 2026-11-21; the recent one's are not yet.
    expect(body.custom_carts.find((c) => c.cart_id === old.cart.cartId)!.overdue).toBe(true);
    expect(body.custom_carts.find((c) => c.cart_id === recent.cart.cartId)!.overdue).toBe(false);
    expect(body.total_count).toBeGreaterThanOrEqual(2);
  });

  it("answers PostgreSQL's JSON text: the contract, strictly, for rows with every column set and without a client", async () => {
    const ana = await t.customerWithSession({ member: true });
    const anaStore = (await createCustomStore(t.db, { customerId: ana.customer.id })).storeId;
    const rosa = await createContact(t.db, {
      memberId: ana.customer.id,
      firstName: 'Rosa',
      lastName: 'Núñez',
      email: 'rosa@prueba.mx',
    });
    const items = [
      { sku: product.skus[0]!.sku, productId: product.id, qty: 1, customerPriceCents: 100_000, basePriceCents: 70_000 },
    ];
    const inInstallments = await createCustomCart(t.db, {
      memberId: ana.customer.id,
      storeId: anaStore,
      contactId: rosa.contactId,
      orderId: '000012345',
      createdAt: new Date('2026-10-01T18:00:00.123Z'),
      items,
      payment: { type: 'installments', paid: 1 },
    });
    const inCash = await createCustomCart(t.db, {
      memberId: ana.customer.id,
      storeId: anaStore,
      // Today in Mexico City (the test clock: 2026-11-21 12:00 there): its one payment is due today, not overdue.
      createdAt: new Date('2026-11-21T17:00:00Z'),
      items,
      payment: { type: 'cash' },
    });
    const res = await call(ana, 'GET', `/api/custom-cart/?customer_id=${ana.customer.customerId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expectContract(customCartListResponse, body);
    expect(body).toEqual({
      custom_carts: [
        {
          cart_id: inCash.cart.cartId,
          order_id: null,
          order_created_at: '2026-11-21T17:00:00.000Z',
          grand_total: inCash.cart.grandTotalCents,
          status: 'CREATED',
          contact: null,
          overdue: false,
        },
        {
          cart_id: inInstallments.cart.cartId,
          order_id: '000012345',
          order_created_at: '2026-10-01T18:00:00.123Z',
          grand_total: inInstallments.cart.installmentGrandTotalCents,
          status: 'CREATED',
          contact: {
            contact_id: rosa.contactId,
            first_name: 'Rosa',
            last_name: 'Núñez',
            phone: rosa.phone,
            email: 'rosa@prueba.mx',
          },
          overdue: true,
        },
      ],
      total_count: 2,
    });
    expect(inInstallments.cart.installmentGrandTotalCents).toBeGreaterThan(inInstallments.cart.grandTotalCents);
    // An empty page past the end keeps the total.
    const past = await call(ana, 'GET', `/api/custom-cart/?customer_id=${ana.customer.customerId}&current_page=9`);
    expect(past.json()).toEqual({ custom_carts: [], total_count: 2 });
  });

  it('finds by client name without case or accents, filters by status, and answers an empty page', async () => {
    const rosa = await createContact(t.db, { memberId: socia.customer.id, firstName: 'Rosaura', lastName: 'Ávila' });
    const mine = await order({ contactId: rosa.contactId });
    const q = `/api/custom-cart/?customer_id=${socia.customer.customerId}&page_size=10&current_page=1`;
    const found = (await call(socia, 'GET', `${q}&find=ROSAURA%20avi`)).json<{
      custom_carts: { cart_id: string }[];
      total_count: number;
    }>();
    expect(found.custom_carts.map((c) => c.cart_id)).toEqual([mine.cart.cartId]);
    expect(found.total_count).toBe(1);
    const bought = (await call(socia, 'GET', `${q}&find=rosaura&status=purchased`)).json<{ total_count: number }>();
    expect(bought.total_count).toBe(0);
    const none = (await call(socia, 'GET', `${q}&find=zzzzz%25`)).json<{
      custom_carts: unknown[];
      total_count: number;
    }>();
    expect(none).toEqual({ custom_carts: [], total_count: 0 });
  });

  it('pages a search across several clients newest first, and every total follows creations, drafts, purchases and deletions', async () => {
    const ana = await t.customerWithSession({ member: true });
    const anaStore = (await createCustomStore(t.db, { customerId: ana.customer.id })).storeId;
    const client = async (firstName: string, lastName: string) =>
      (await createContact(t.db, { memberId: ana.customer.id, firstName, lastName })).contactId;
    const [uno, dos, berta] = [
      await client('Zoila', 'Uno'),
      await client('Zoila', 'Dos'),
      await client('Berta', 'Ríos'),
    ];
    const anaOrder = async (contactId: string, day: number, extra: { draft?: boolean } = {}) =>
      (
        await createCustomCart(t.db, {
          memberId: ana.customer.id,
          storeId: anaStore,
          contactId,
          createdAt: new Date(`2026-11-${String(day).padStart(2, '0')}T18:00:00Z`),
          items: [{ sku: product.skus[0]!.sku, productId: product.id, qty: 1, customerPriceCents: 100_000 }],
          ...extra,
        })
      ).cart.cartId;
    // Zoila Uno on days 1, 3, 5; Zoila Dos on 2, 4, 6; Berta on 7.
    const byDay = new Map<number, string>();
    for (const day of [1, 2, 3, 4, 5, 6]) byDay.set(day, await anaOrder(day % 2 ? uno : dos, day));
    byDay.set(7, await anaOrder(berta, 7));
    await anaOrder(berta, 8, { draft: true });
    const list = async (query: string) =>
      (await call(ana, 'GET', `/api/custom-cart/?customer_id=${ana.customer.customerId}&page_size=2${query}`)).json<{
        custom_carts: { cart_id: string }[];
        total_count: number;
      }>();

    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await list(`&current_page=${page}&find=zoila`));
    expect(pages.flatMap((p) => p.custom_carts.map((c) => c.cart_id))).toEqual(
      [6, 5, 4, 3, 2, 1].map((d) => byDay.get(d)),
    );
    expect(pages.map((p) => p.total_count)).toEqual([6, 6, 6, 6]);
    // 'zoila' matches 6 of her 7 orders: the page walks her orders by date. 'zoila uno' matches 3: each matching
    // client's newest are merged. Both reads give the same newest-first pages.
    const uno3 = [];
    for (const page of [1, 2]) uno3.push(...(await list(`&current_page=${page}&find=zoila%20uno`)).custom_carts);
    expect(uno3.map((c) => c.cart_id)).toEqual([5, 3, 1].map((d) => byDay.get(d)));
    // The draft is not counted until registered.
    expect((await list('&current_page=1')).total_count).toBe(7);

    // Buying Berta's order moves it to PURCHASED; deleting Zoila Uno's newest takes it out of every total.
    const bought = await call(ana, 'PATCH', `/api/custom-cart/${byDay.get(7)}/items`, [
      { sku: product.skus[0]!.sku, qty: 1, status: 'PURCHASED' },
    ]);
    expect(bought.json<CustomCartView>().status).toBe('PURCHASED');
    expect((await call(ana, 'DELETE', `/api/custom-cart/${byDay.get(5)}`)).statusCode).toBe(200);
    expect((await list('&current_page=1')).total_count).toBe(6);
    expect((await list('&current_page=1&status=purchased')).total_count).toBe(1);
    expect((await list('&current_page=1&status=created')).total_count).toBe(5);
    expect((await list('&current_page=1&find=zoila')).total_count).toBe(5);
    expect((await list('&current_page=1&find=berta&status=purchased')).custom_carts.map((c) => c.cart_id)).toEqual([
      byDay.get(7),
    ]);
    // Another member's totals did not move.
    expect((await list('&current_page=1&find=lucia')).total_count).toBe(0);
  });

  it('filters by the days she made them, in Mexico City, with any other filter (issue 32: one filter object)', async () => {
    const ana = await t.customerWithSession({ member: true });
    const anaStore = (await createCustomStore(t.db, { customerId: ana.customer.id })).storeId;
    const rosa = (await createContact(t.db, { memberId: ana.customer.id, firstName: 'Rosa', lastName: 'Luna' }))
      .contactId;
    const made = async (at: string, contactId = rosa) =>
      (
        await createCustomCart(t.db, {
          memberId: ana.customer.id,
          storeId: anaStore,
          contactId,
          createdAt: new Date(at),
          items: [
            {
              sku: product.skus[0]!.sku,
              productId: product.id,
              qty: 1,
              customerPriceCents: 100_000,
              basePriceCents: 70_000,
            },
          ],
          payment: { type: 'cash', paid: 0 },
        })
      ).cart.cartId;
    // 05:59 UTC on the 1st is still 23:59 of October 31st in Mexico City (UTC-6); 06:00 is November's first minute.
    const october = await made('2026-11-01T05:59:00Z');
    const first = await made('2026-11-01T06:00:00Z');
    const last = await made('2026-11-16T05:59:00Z');
    const after = await made('2026-11-16T06:00:00Z');
    const other = (await createContact(t.db, { memberId: ana.customer.id, firstName: 'Zenaida', lastName: 'Paz' }))
      .contactId;
    const zenaida = await made('2026-11-10T18:00:00Z', other);
    const q = `/api/custom-cart/?customer_id=${ana.customer.customerId}&page_size=10`;
    const ids = async (extra: string) => {
      const res = await call(ana, 'GET', `${q}${extra}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ custom_carts: { cart_id: string }[]; total_count: number }>();
      expect(body.total_count).toBe(body.custom_carts.length);
      return body.custom_carts.map((c) => c.cart_id);
    };
    expect(await ids('&from=2026-11-01&to=2026-11-15')).toEqual([last, zenaida, first]);
    expect(await ids('&from=2026-11-16')).toEqual([after]);
    expect(await ids('&to=2026-10-31')).toEqual([october]);
    expect(await ids('&from=2026-11-01&to=2026-11-15&find=rosa%20luna')).toEqual([last, first]);
    expect(await ids('&from=2026-11-01&to=2026-11-01&status=PURCHASED')).toEqual([]);
    expect(await ids('&from=&to=')).toHaveLength(5);
    for (const bad of [
      '&from=2026-11-16&to=2026-11-15',
      '&from=2026-02-30',
      '&to=1999-01-01',
      '&from=mañana',
      '&to=2026-11-01%00',
    ]) {
      const res = await call(ana, 'GET', `${q}${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/fecha|caracteres/i);
    }
  });

  it('refuses a short or long search, a bad status or page with a 400 in Spanish', async () => {
    const q = `/api/custom-cart/?customer_id=${socia.customer.customerId}`;
    const short = await call(socia, 'GET', `${q}&find=ros`);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(m.searchTooShort);
    expect((await call(socia, 'GET', `${q}&find=${'a'.repeat(51)}`)).statusCode).toBe(400);
    expect((await call(socia, 'GET', `${q}&status=NUEVA`)).json().message).toBe(m.statusRequired);
    expect((await call(socia, 'GET', `${q}&page_size=51`)).statusCode).toBe(400);
    expect((await call(socia, 'GET', `${q}&current_page=9007199254740993`)).statusCode).toBe(400);
    expect((await call(socia, 'GET', `${q}&find=%00%00%00%00%00`)).statusCode).toBeLessThan(500);
  });

  it('another member / a customer cannot list her orders (404)', async () => {
    const url = `/api/custom-cart/?customer_id=${socia.customer.customerId}`;
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect((await call(customer, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(customer, 'GET', `/api/custom-cart/?customer_id=${customer.customer.customerId}`)).statusCode,
    ).toBe(404);
  });

  it('answers 401 without a session, with an unknown one and after sign-out (the session is read in the same statement)', async () => {
    const url = `/api/custom-cart/?customer_id=${socia.customer.customerId}&status=CREATED`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: 'sid=no-existe' } })).statusCode).toBe(401);
    const member = await t.customerWithSession({ member: true });
    const hers = `/api/custom-cart/?customer_id=${member.customer.customerId}&status=CREATED`;
    expect((await call(member, 'GET', hers)).json()).toMatchObject({ custom_carts: [] });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: member.cookie } });
    const gone = await call(member, 'GET', hers);
    expect(gone.statusCode).toBe(401);
    expect(gone.json<{ message: string }>().message).toBeTruthy();
  });
});

describe('GET and DELETE /api/custom-cart/{cartId}', () => {
  it('answers the order with its items, options and payment detail in the spec names', async () => {
    const { cart } = await order();
    const res = await call(socia, 'GET', `/api/custom-cart/${cart.cartId}`);
    expect(res.statusCode).toBe(200);
    const v = res.json<CustomCartView>();
    expect(v.cart_id).toBe(cart.cartId);
    expect(v.contact?.first_name).toBe('Lucía');
    expect(v.cart_items.map((i) => i.price_total)).toEqual([100_000, 100_000]);
    expect(v.payment_options.map((o) => o.type)).toEqual(['cash', 'installments']);
    expect(v.selected_payment_option?.type).toBe('installments');
    const detail = v.selected_payment_option!.payment_detail;
    expect(detail.paid).toBe(detail.payments[0]!.amount);
    expect(detail.paid + detail.left).toBe(v.grand_total);
    expect(detail.payments[0]).toMatchObject({ status: 'paid', kind: 'downpayment' });
  });

  it('another member / a customer cannot read or delete it (404, nothing changed)', async () => {
    const { cart } = await order();
    const before = await snapshot(cart.cartId);
    for (const who of [other, customer]) {
      expect((await call(who, 'GET', `/api/custom-cart/${cart.cartId}`)).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/api/custom-cart/${cart.cartId}`)).statusCode).toBe(404);
    }
    expect(await snapshot(cart.cartId)).toEqual(before);
  });

  it('deletes her order, then it is gone; a malformed id is a 400', async () => {
    const { cart } = await order();
    expect((await call(socia, 'DELETE', `/api/custom-cart/${cart.cartId}`)).statusCode).toBe(200);
    expect((await call(socia, 'GET', `/api/custom-cart/${cart.cartId}`)).statusCode).toBe(404);
    expect((await call(socia, 'GET', `/api/custom-cart/${'x'.repeat(90)}`)).statusCode).toBe(400);
    expect((await call(socia, 'GET', '/api/custom-cart/1%00')).statusCode).toBe(400);
  });
});

describe('PATCH /api/custom-cart/{cartId}/items', () => {
  it('marks items bought: the order becomes PURCHASED when none is left to buy', async () => {
    const { cart } = await order();
    const [a, b] = [product.skus[0]!.sku, product.skus[1]!.sku];
    const one = await call(socia, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, [
      { sku: a, qty: 1, status: 'PURCHASED' },
    ]);
    expect(one.json<CustomCartView>().status).toBe('CREATED');
    const all = await call(socia, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, [
      { sku: b, qty: 3, status: 'PURCHASED' },
    ]);
    const v = all.json<CustomCartView>();
    expect(v.status).toBe('PURCHASED');
    expect(v.cart_items.find((i) => i.sku === b)!.qty).toBe(3);
    expect(v.payment_options[0]!.grand_total).toBe(100_000 + 3 * 50_000);
  });

  it('refuses a canceled item coming back (409) and an unknown sku (404), writing nothing', async () => {
    const { cart } = await order();
    const a = product.skus[0]!.sku;
    await call(socia, 'DELETE', `/api/custom-cart/${cart.cartId}/items`, [a]);
    const before = await snapshot(cart.cartId);
    const back = await call(socia, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, [
      { sku: product.skus[1]!.sku, qty: 5, status: 'PURCHASED' },
      { sku: a, qty: 1, status: 'PENDING' },
    ]);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(m.transitionRefused);
    const unknown = await call(socia, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, [
      { sku: 'NOPE', qty: 1, status: 'PENDING' },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot(cart.cartId)).toEqual(before);
  });

  it('refuses bad quantities and statuses with a 400 in Spanish, writing nothing', async () => {
    const { cart } = await order();
    const before = await snapshot(cart.cartId);
    const sku = product.skus[0]!.sku;
    for (const payload of [
      [{ sku, qty: 51, status: 'PENDING' }],
      [{ sku, qty: 2 ** 31, status: 'PENDING' }],
      [{ sku, qty: '2', status: 'PENDING' }],
      [{ sku, qty: 1, status: 'LOST' }],
      [{ sku: 'a'.repeat(10_000), qty: 1, status: 'PENDING' }],
      [],
      { sku },
    ]) {
      const res = await call(socia, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[a-záéíóú]/);
    }
    expect(
      (await call(socia, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, [{ sku, qty: 0, status: 'PENDING' }])).json()
        .message,
    ).toBe(m.qtyInvalid);
    expect(await snapshot(cart.cartId)).toEqual(before);
  });

  it('another member / a customer cannot change her items (404, nothing changed)', async () => {
    const { cart } = await order();
    const before = await snapshot(cart.cartId);
    for (const who of [other, customer]) {
      const res = await call(who, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, [
        { sku: product.skus[0]!.sku, qty: 1, status: 'PURCHASED' },
      ]);
      expect(res.statusCode).toBe(404);
    }
    expect(await snapshot(cart.cartId)).toEqual(before);
  });
});

describe('POST and DELETE /api/custom-cart/{cart_id}/items, POST /api/custom-cart', () => {
  it('makes an empty order in her store and adds a size at her prices (the body prices are not trusted)', async () => {
    const made = await call(socia, 'POST', '/api/custom-cart', {
      store_id: storeId,
      socia_customer_id: socia.customer.customerId,
    });
    expect(made.statusCode).toBe(201);
    const cartId = made.json<CustomCartView>().cart_id;
    const added = await call(socia, 'POST', `/api/custom-cart/${cartId}/items`, {
      product_id: product.id,
      sku: product.skus[2]!.sku,
      qty: 2,
      base_price: 1,
      customer_price: 1,
    });
    expect(added.statusCode).toBe(200);
    const item = added.json<CustomCartView>().cart_items[0]!;
    expect(item.base_price).toBe(70_000);
    expect(item.qty).toBe(2);
    const removed = await call(socia, 'DELETE', `/api/custom-cart/${cartId}/items`, [product.skus[2]!.sku]);
    expect(removed.json<CustomCartView>().cart_items[0]!.status).toBe('CANCELED');
    expect(removed.json<CustomCartView>().grand_total).toBe(0);
  });

  it('answers the cart-gone message when the order no longer exists', async () => {
    const { cart } = await order();
    await call(socia, 'DELETE', `/api/custom-cart/${cart.cartId}`);
    const add = await call(socia, 'POST', `/api/custom-cart/${cart.cartId}/items`, {
      product_id: product.id,
      sku: product.skus[0]!.sku,
      qty: 1,
    });
    expect(add.statusCode).toBe(404);
    expect(add.json().message).toBe(m.cartGone);
    const del = await call(socia, 'DELETE', `/api/custom-cart/${cart.cartId}/items`, [product.skus[0]!.sku]);
    expect(del.json().message).toBe(m.cartGone);
  });

  it('refuses a sku of another product, a bad body, another store (400/404, nothing written)', async () => {
    const { cart } = await order();
    const before = await snapshot(cart.cartId);
    const url = `/api/custom-cart/${cart.cartId}/items`;
    expect((await call(socia, 'POST', url, { product_id: 'X1', sku: product.skus[0]!.sku, qty: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (await call(socia, 'POST', url, { product_id: product.id, sku: product.skus[0]!.sku, qty: 2 ** 53 })).statusCode,
    ).toBe(400);
    expect((await call(socia, 'POST', url, { product_id: product.id, sku: 'a\u0000', qty: 1 })).statusCode).toBe(400);
    expect((await call(socia, 'DELETE', url, [])).statusCode).toBe(400);
    expect(await snapshot(cart.cartId)).toEqual(before);
    const otherStore = await call(socia, 'POST', '/api/custom-cart', {
      store_id: 'nope',
      socia_customer_id: socia.customer.customerId,
    });
    expect(otherStore.statusCode).toBe(404);
  });

  it('another member / a customer cannot add to, delete from or make orders for her (404, nothing changed)', async () => {
    const { cart } = await order();
    const before = await snapshot(cart.cartId);
    for (const who of [other, customer]) {
      const url = `/api/custom-cart/${cart.cartId}/items`;
      expect(
        (await call(who, 'POST', url, { product_id: product.id, sku: product.skus[3]!.sku, qty: 1 })).statusCode,
      ).toBe(404);
      expect((await call(who, 'DELETE', url, [product.skus[0]!.sku])).statusCode).toBe(404);
      expect(
        (
          await call(who, 'POST', '/api/custom-cart', {
            store_id: storeId,
            socia_customer_id: socia.customer.customerId,
          })
        ).statusCode,
      ).toBe(404);
    }
    expect(await snapshot(cart.cartId)).toEqual(before);
  });
});

describe('PATCH /api/custom-cart/payments/{paymentId}/paid and /open', () => {
  it('ticks a payment with a typed amount and date, edits it, and unticks it', async () => {
    const { cart, payments } = await order({ paid: 0 });
    const p = payments[1]!;
    const paid = await call(socia, 'PATCH', `/api/custom-cart/payments/${p.paymentId}/paid`, {
      amount: '$1,250',
      payment_date: '2026-11-20',
    });
    expect(paid.statusCode).toBe(200);
    let detail = paid.json<CustomCartView>().selected_payment_option!.payment_detail;
    // $1,250.00 recorded for a payment of $220.00: it is paid off, and the rest pays the oldest open ones (decision 0710).
    expect(detail.payments[1]).toMatchObject({
      status: 'paid',
      amount: p.amountCents,
      paid_amount: p.amountCents,
      date: '2026-11-20',
      ticked: true,
    });
    expect(detail.paid).toBe(125_000);
    expect(detail.payments[0]).toMatchObject({ status: 'paid', ticked: false });
    const edited = await call(socia, 'PATCH', `/api/custom-cart/payments/${p.paymentId}/paid`, { amount: 90_000 });
    detail = edited.json<CustomCartView>().selected_payment_option!.payment_detail;
    expect(detail.payments[1]).toMatchObject({ status: 'paid', date: '2026-11-21' });
    expect(detail.paid).toBe(90_000);
    expect(detail.abonos).toHaveLength(1);
    const open = await call(socia, 'PATCH', `/api/custom-cart/payments/${p.paymentId}/open`);
    detail = open.json<CustomCartView>().selected_payment_option!.payment_detail;
    expect(detail.payments[1]).toMatchObject({ status: 'open', amount: p.amountCents, paid_amount: 0, date: null });
    expect(detail.paid).toBe(0);
    expect(open.json<CustomCartView>().cart_id).toBe(cart.cartId);
  });

  it('refuses a bad amount or a date out of range with a 400 in Spanish, writing nothing', async () => {
    const { cart, payments } = await order({ paid: 0 });
    const before = await snapshot(cart.cartId);
    const url = `/api/custom-cart/payments/${payments[0]!.paymentId}/paid`;
    expect((await call(socia, 'PATCH', url, { amount: 'abc' })).json().message).toBe(m.amountInvalid);
    expect((await call(socia, 'PATCH', url, { amount: 2 ** 31 })).statusCode).toBe(400);
    expect((await call(socia, 'PATCH', url, { amount: -5 })).statusCode).toBe(400);
    expect((await call(socia, 'PATCH', url, { amount: 'x'.repeat(10_000) })).statusCode).toBe(400);
    const early = await call(socia, 'PATCH', url, { amount: 100, payment_date: '2014-05-10' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(m.paymentDateInvalid);
    expect((await call(socia, 'PATCH', url, { amount: 100, payment_date: '2026-11-22' })).json().message).toBe(
      m.paymentDateInvalid,
    );
    expect(await snapshot(cart.cartId)).toEqual(before);
  });

  it('another member / a customer cannot tick or untick her payments (404, nothing changed)', async () => {
    const { cart, payments } = await order({ paid: 1 });
    const before = await snapshot(cart.cartId);
    for (const who of [other, customer]) {
      expect(
        (await call(who, 'PATCH', `/api/custom-cart/payments/${payments[1]!.paymentId}/paid`, { amount: 100 }))
          .statusCode,
      ).toBe(404);
      expect((await call(who, 'PATCH', `/api/custom-cart/payments/${payments[0]!.paymentId}/open`)).statusCode).toBe(
        404,
      );
    }
    expect(await snapshot(cart.cartId)).toEqual(before);
  });
});

describe('pending items and "Mis cobranzas"', () => {
  it('pending-items finds an order with items to buy; another member / a customer get 404', async () => {
    const url = `/api/custom-cart/pending-items?customer_id=${socia.customer.customerId}`;
    await order();
    expect((await call(socia, 'GET', url)).json()).toEqual({ found: true, new_requests: 0 });
    expect(
      (await call(other, 'GET', `/api/custom-cart/pending-items?customer_id=${other.customer.customerId}`)).json(),
    ).toEqual({ found: false, new_requests: 0 });
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect((await call(customer, 'GET', url)).statusCode).toBe(404);
  });

  it('collections sums what is owed, due this week and overdue', async () => {
    const fresh = await t.customerWithSession({ member: true });
    const store = await createCustomStore(t.db, { customerId: fresh.customer.id });
    const client = await createContact(t.db, { memberId: fresh.customer.id });
    const late = (contactId: string | null) =>
      createCustomCart(t.db, {
        memberId: fresh.customer.id,
        storeId: store.storeId,
        contactId,
        createdAt: new Date('2026-11-01T18:00:00Z'),
        items: [{ sku: product.skus[0]!.sku, productId: product.id, customerPriceCents: 80_000 }],
        payment: { type: 'cash' },
      });
    await late(client.contactId);
    // An order without a client counts nowhere: 'Mis cobranzas' and 'Me deben' read one per-client ledger.
    await late(null);
    const res = await call(fresh, 'GET', `/api/custom-cart/collections?customer_id=${fresh.customer.customerId}`);
    expect(res.json()).toEqual({ owed: 80_000, due_this_week: 0, overdue: 80_000, clients: 1 });
    expect(
      (await call(socia, 'GET', `/api/custom-cart/collections?customer_id=${fresh.customer.customerId}`)).statusCode,
    ).toBe(404);
  });
});
