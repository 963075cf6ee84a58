import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createStore } from '@shop/db/factories';
import { createContact, createCustomCart, createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { cartItems as bagLines, customCarts } from '@shop/db/schema/index';
import type { ClientLedgerResponse, CollectionsResponse, CustomCartView } from '@shop/contracts/custom-carts';
import { ledgerMessages as lm } from '@shop/contracts/ledger-messages';
import { customCartsMessages as m } from '@shop/contracts/custom-carts-messages';
import { amountMessages } from '@shop/contracts/amount';
import { messages } from '@shop/contracts/messages';
import { orderMoney } from '@shop/domain/ledger';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { cartSnapshot } from '../../../test/custom-carts';

/**
 * The socia's ledger (issue "The socia's ledger", decision 0710), through the API on a real database: every
 * reproduction of the issue, 'Registrar abono', 'Me deben', the overdue filter, her bag, and the database's ledger
 * aggregates against the domain's reading of every order.
 */
let t: TestApp;
interface Account {
  customer: { id: number; customerId: string };
  cookie: string;
}
let socia: Account;
let other: Account;
let storeId: string;
let product: { id: string; skus: { sku: string }[] };
const TODAY = '2026-11-21';

const call = (who: Account, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An order of hers: `price` × `qty`, cash or installments (10 %, 8 weeks, 20 % down), `paid` payments ticked. */
async function order(o: {
  price: number;
  qty?: number;
  installments?: boolean;
  paid?: number;
  contactId?: string | null;
  createdAt?: string;
  member?: Account;
  store?: string;
}) {
  const member = o.member ?? socia;
  const contactId =
    o.contactId === undefined
      ? (await createContact(t.db, { memberId: member.customer.id, firstName: 'Lucía', lastName: 'Hernández' }))
          .contactId
      : o.contactId;
  return createCustomCart(t.db, {
    memberId: member.customer.id,
    storeId: o.store ?? storeId,
    contactId,
    createdAt: new Date(`${o.createdAt ?? '2026-11-02'}T18:00:00Z`),
    orderDate: o.createdAt ?? '2026-11-02',
    items: [
      {
        sku: product.skus[0]!.sku,
        productId: product.id,
        qty: o.qty ?? 1,
        customerPriceCents: o.price,
        basePriceCents: Math.round(o.price * 0.8),
      },
    ],
    payment: { type: o.installments ? 'installments' : 'cash', paid: o.paid ?? 0 },
  });
}

const detail = async (who: Account, cartId: string) => {
  const res = await call(who, 'GET', `/api/custom-cart/${cartId}`);
  expect(res.statusCode).toBe(200);
  return res.json<CustomCartView>();
};
const payments = (c: CustomCartView) => c.selected_payment_option!.payment_detail.payments;
const tick = (paymentId: string, body: object = {}) =>
  call(socia, 'PATCH', `/api/custom-cart/payments/${paymentId}/paid`, body);
const collections = async (who: Account = socia) =>
  (
    await call(who, 'GET', `/api/custom-cart/collections?customer_id=${who.customer.customerId}`)
  ).json<CollectionsResponse>();
const snapshot = (cartId: string) => cartSnapshot(t.db, cartId);

beforeAll(async () => {
  t = await createTestApp();
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  socia = await t.customerWithSession({ member: true });
  other = await t.customerWithSession({ member: true });
  storeId = (await createCustomStore(t.db, { customerId: socia.customer.id })).storeId;
  await createCustomStore(t.db, { customerId: other.customer.id });
  const made = await createProduct(t.db, { priceCents: 119_900, memberPriceCents: 95_100, stock: 20 });
  product = { id: made.product.id, skus: made.skus };
});
afterAll(() => t.close());

describe('one amount rule', () => {
  it('records a typed 261.58 as $261.58 and 1511.40 as $1,511.40 (not $26,158.00 nor $151,140.00)', async () => {
    const { cart, payments: plan } = await order({ price: 200_000 });
    const res = await tick(plan[0]!.paymentId, { amount: '261.58' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CustomCartView>().money.paid).toBe(26_158);
    await call(socia, 'PATCH', `/api/custom-cart/payments/${plan[0]!.paymentId}/open`);
    expect((await tick(plan[0]!.paymentId, { amount: '1511.40' })).json<CustomCartView>().money.paid).toBe(151_140);
    expect((await tick(plan[0]!.paymentId, { amount: '$1,250.50' })).json<CustomCartView>().money.paid).toBe(125_050);
    expect((await detail(socia, cart.cartId)).money.left).toBe(200_000 - 125_050);
  });

  it('answers bad amounts with a 400 in Spanish and writes nothing: "-5", zero, letters, NUL, 3 decimals, 2^31, huge text, wrong types', async () => {
    const { cart, payments: plan } = await order({ price: 50_000 });
    const before = await snapshot(cart.cartId);
    const cases: [unknown, string][] = [
      ['-5', amountMessages.invalid],
      ['0', amountMessages.zero],
      ['12abc', amountMessages.invalid],
      ['12\u00003', messages.generic.invalidCharacters],
      ['261.585', amountMessages.decimals],
      ['261,58', amountMessages.decimalComma],
      [2 ** 31, m.amountInvalid],
      [-5, m.amountInvalid],
      [26.5, m.amountInvalid],
      ['9'.repeat(10_000), amountMessages.invalid],
      [true, m.amountInvalid],
      [{ amount: 1 }, m.amountInvalid],
    ];
    for (const [amount, message] of cases) {
      const res = await tick(plan[0]!.paymentId, { amount });
      expect(res.statusCode, JSON.stringify(amount).slice(0, 20)).toBe(400);
      expect(res.json().message).toBe(message);
      const abono = await call(socia, 'POST', `/api/custom-cart/${cart.cartId}/abonos`, { amount });
      expect(abono.statusCode).toBe(400);
      expect(abono.json().message).toBe(message);
    }
    expect(await snapshot(cart.cartId)).toEqual(before);
  });

  it('refuses more than what is left of the order, naming it, and writes nothing', async () => {
    const { cart, payments: plan } = await order({ price: 50_000 });
    const before = await snapshot(cart.cartId);
    const res = await tick(plan[0]!.paymentId, { amount: '500.01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El monto es mayor que lo que falta por pagar ($500.00)');
    const abono = await call(socia, 'POST', `/api/custom-cart/${cart.cartId}/abonos`, { amount: 50_001 });
    expect(abono.statusCode).toBe(400);
    expect(await snapshot(cart.cartId)).toEqual(before);
  });
});

describe('exact plans', () => {
  it('ticks each installment at its exact amount: every row of a $4,724.50 plan leaves $0.00', async () => {
    const { cart, payments: plan } = await order({ price: 429_500, installments: true });
    expect(plan.reduce((s, p) => s + p.amountCents, 0)).toBe(472_450);
    let last: CustomCartView | undefined;
    for (const p of plan) {
      const res = await tick(p.paymentId, { payment_date: TODAY });
      expect(res.statusCode).toBe(200);
      last = res.json<CustomCartView>();
      expect(payments(last).find((x) => x.id === p.paymentId)).toMatchObject({
        status: 'paid',
        paid_amount: p.amountCents,
        left: 0,
      });
    }
    expect(last!.money).toMatchObject({ paid: 472_450, left: 0, overdue: 0, next_due: null });
    expect((await detail(socia, cart.cartId)).selected_payment_option!.payment_detail.left).toBe(0);
  });

  it('keeps $523.16 when she saves the enganche unchanged, and $261.58 when she ticks a week', async () => {
    // 2 × $1,189.00 in installments: $2,615.80, an enganche of $523.16 and 8 × $261.58.
    const { payments: plan } = await order({ price: 118_900, qty: 2, installments: true });
    expect(plan.map((p) => p.amountCents)).toEqual([52_316, ...Array(8).fill(26_158)]);
    await tick(plan[0]!.paymentId, { amount: '523.16', payment_date: '2026-11-02' });
    const saved = (
      await tick(plan[0]!.paymentId, { amount: '523.16', payment_date: '2026-11-02' })
    ).json<CustomCartView>();
    expect(payments(saved)[0]).toMatchObject({ paid_amount: 52_316, status: 'paid', date: '2026-11-02' });
    const week = (await tick(plan[1]!.paymentId)).json<CustomCartView>();
    expect(payments(week)[1]).toMatchObject({ paid_amount: 26_158, status: 'paid', date: TODAY });
    expect(week.money.paid).toBe(52_316 + 26_158);
  });
});

describe('Registrar abono', () => {
  it('applies any amount to the open payments oldest first, shows what is left of a partly paid one, and undoes the last', async () => {
    const { cart, payments: plan } = await order({ price: 118_900, qty: 2, installments: true });
    const before = await collections();
    const res = await call(socia, 'POST', `/api/custom-cart/${cart.cartId}/abonos`, {
      amount: '$600',
      payment_date: '2026-11-10',
    });
    expect(res.statusCode).toBe(200);
    const c = res.json<CustomCartView>();
    expect(payments(c)[0]).toMatchObject({ status: 'paid', paid_amount: 52_316, date: '2026-11-10', ticked: false });
    expect(payments(c)[1]).toMatchObject({ status: 'open', paid_amount: 7_684, left: 18_474, overdue: true });
    expect(c.money).toMatchObject({ paid: 60_000, left: 261_580 - 60_000, overdue_since: '2026-11-09' });
    expect(c.selected_payment_option!.payment_detail.abonos).toMatchObject([
      { amount: 60_000, date: '2026-11-10', payment_id: null, source: 'member' },
    ]);
    expect((await collections()).owed).toBe(before.owed - 60_000);
    // The enganche was paid off by the abono: unticking it is refused, undoing the abono is the way.
    const untick = await call(socia, 'PATCH', `/api/custom-cart/payments/${plan[0]!.paymentId}/open`);
    expect(untick.statusCode).toBe(409);
    expect(untick.json().message).toBe(lm.ledger.coveredByAbono);
    const second = await call(socia, 'POST', `/api/custom-cart/${cart.cartId}/abonos`, { amount: 26_158 });
    const [first, latest] = second.json<CustomCartView>().selected_payment_option!.payment_detail.abonos;
    const notLast = await call(socia, 'DELETE', `/api/custom-cart/${cart.cartId}/abonos/${first!.id}`);
    expect(notLast.statusCode).toBe(409);
    expect(notLast.json().message).toBe(lm.ledger.onlyLast);
    const undone = await call(socia, 'DELETE', `/api/custom-cart/${cart.cartId}/abonos/${latest!.id}`);
    expect(undone.json<CustomCartView>().money.paid).toBe(60_000);
    expect((await collections()).owed).toBe(before.owed - 60_000);
  });

  it('changes "Mis cobranzas" by exactly $261.58', async () => {
    const { cart } = await order({ price: 118_900, qty: 2, installments: true });
    const before = await collections();
    await call(socia, 'POST', `/api/custom-cart/${cart.cartId}/abonos`, { amount: '261.58' });
    const after = await collections();
    expect(before.owed - after.owed).toBe(26_158);
    expect(before.overdue - after.overdue).toBe(26_158);
  });

  it('another member cannot record, undo or read her abonos (404, nothing changed)', async () => {
    const { cart } = await order({ price: 50_000 });
    const mine = await call(socia, 'POST', `/api/custom-cart/${cart.cartId}/abonos`, { amount: 1_000 });
    const abonoId = mine.json<CustomCartView>().selected_payment_option!.payment_detail.abonos[0]!.id;
    const before = await snapshot(cart.cartId);
    expect((await call(other, 'POST', `/api/custom-cart/${cart.cartId}/abonos`, { amount: 1_000 })).statusCode).toBe(
      404,
    );
    expect((await call(other, 'DELETE', `/api/custom-cart/${cart.cartId}/abonos/${abonoId}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/custom-cart/${cart.cartId}`)).statusCode).toBe(404);
    expect((await call(socia, 'DELETE', `/api/custom-cart/${cart.cartId}/abonos/not-a-uuid`)).statusCode).toBe(400);
    expect(await snapshot(cart.cartId)).toEqual(before);
  });

  it('needs a payment option first (409)', async () => {
    const cart = await createCustomCart(t.db, { memberId: socia.customer.id, storeId, contactId: null });
    const res = await call(socia, 'POST', `/api/custom-cart/${cart.cart.cartId}/abonos`, { amount: 1_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(m.choosePayment.first);
  });
});

describe('edits after payments', () => {
  it('plans an installment order again when a quantity goes 1 → 3: $1,050.50 becomes $3,151.50, paid stays paid', async () => {
    const { cart, payments: plan } = await order({ price: 95_500, installments: true, paid: 1 });
    const res = await call(socia, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, [
      { sku: product.skus[0]!.sku, qty: 3, status: 'PENDING' },
    ]);
    expect(res.statusCode).toBe(200);
    const c = res.json<CustomCartView>();
    expect(c.money).toMatchObject({ cash_total: 286_500, installment_charge: 28_650, total: 315_150 });
    expect(c.money.earnings).toBe(315_150 - 3 * Math.round(95_500 * 0.8));
    expect(c.grand_total).toBe(315_150);
    const rows = payments(c);
    expect(rows.reduce((s, p) => s + p.amount, 0)).toBe(315_150);
    expect(rows[0]).toMatchObject({ amount: plan[0]!.amountCents, status: 'paid' });
    expect(c.money.paid + c.money.left).toBe(315_150);
    const installments = c.payment_options.find((o) => o.type === 'installments')!;
    expect(installments).toMatchObject({ grand_total: 315_150, weekly_payments: rows[1]!.amount });
    // The list shows the same total.
    const list = (
      await call(
        socia,
        'GET',
        `/api/custom-cart/?customer_id=${socia.customer.customerId}&contact_id=${cart.contactId}`,
      )
    ).json<{ custom_carts: { cart_id: string; grand_total: number }[] }>();
    expect(list.custom_carts.find((r) => r.cart_id === cart.cartId)!.grand_total).toBe(315_150);
  });

  it('makes a paid cash order owe the difference when the total grows', async () => {
    const { cart } = await order({ price: 95_500, paid: 1 });
    const c = (
      await call(socia, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, [
        { sku: product.skus[0]!.sku, qty: 3, status: 'PENDING' },
      ])
    ).json<CustomCartView>();
    expect(payments(c)).toMatchObject([{ kind: 'cash', amount: 286_500, paid_amount: 95_500, left: 191_000 }]);
    expect(c.money).toMatchObject({ total: 286_500, paid: 95_500, left: 191_000 });
  });

  it('refuses to take the total below what the client paid (409, nothing changed)', async () => {
    const { cart } = await order({ price: 95_500, qty: 3, installments: true });
    await call(socia, 'POST', `/api/custom-cart/${cart.cartId}/abonos`, { amount: '2000' });
    const before = await snapshot(cart.cartId);
    const res = await call(socia, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, [
      { sku: product.skus[0]!.sku, qty: 1, status: 'PENDING' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(lm.ledger.replanRefused('$2,000.00', '$1,050.50'));
    expect(await snapshot(cart.cartId)).toEqual(before);
  });
});

describe('her bag stays true', () => {
  const bag = async (who: Account) =>
    queryRows<{ sku: string; qty: number }>(
      t.db,
      sql`select ci.sku, ci.qty from ${bagLines} ci join carts c on c.id = ci.cart_id
          where c.customer_id = ${who.customer.id} and c.status = 'open' order by ci.sku`,
    );

  it('never duplicates units over add-to-bag ↔ move-back cycles, and deleting an item or the order takes them out', async () => {
    const member = await t.customerWithSession({ member: true });
    const store = (await createCustomStore(t.db, { customerId: member.customer.id })).storeId;
    const { cart } = await order({ price: 95_500, member, store, contactId: null });
    const sku = product.skus[0]!.sku;
    const patch = (status: string, qty = 1) =>
      call(member, 'PATCH', `/api/custom-cart/${cart.cartId}/items`, [{ sku, qty, status }]);
    for (let i = 0; i < 3; i++) {
      expect((await patch('ADDED_TO_CART')).statusCode).toBe(200);
      expect(await bag(member)).toEqual([{ sku, qty: 1 }]);
      expect((await patch('PENDING')).statusCode).toBe(200);
      expect(await bag(member)).toEqual([]);
    }
    await patch('ADDED_TO_CART');
    await patch('ADDED_TO_CART', 3);
    expect(await bag(member)).toEqual([{ sku, qty: 3 }]);
    await patch('ADDED_TO_CART', 2);
    expect(await bag(member)).toEqual([{ sku, qty: 2 }]);
    expect((await call(member, 'DELETE', `/api/custom-cart/${cart.cartId}/items`, [sku])).statusCode).toBe(200);
    expect(await bag(member)).toEqual([]);

    const second = await order({ price: 95_500, member, store, contactId: null });
    await call(member, 'PATCH', `/api/custom-cart/${second.cart.cartId}/items`, [
      { sku, qty: 2, status: 'ADDED_TO_CART' },
    ]);
    expect(await bag(member)).toEqual([{ sku, qty: 2 }]);
    expect((await call(member, 'DELETE', `/api/custom-cart/${second.cart.cartId}`)).statusCode).toBe(200);
    expect(await bag(member)).toEqual([]);
  });

  it('merges a sku given twice in one request instead of failing (register order), and refuses more than 50 units with a 400', async () => {
    const created = await call(socia, 'POST', '/api/register-order/carts', {});
    expect(created.statusCode).toBe(201);
    const cartId = created.json<{ cart_id: string }>().cart_id;
    const sku = product.skus[1]!.sku;
    const twice = await call(socia, 'PUT', `/api/register-order/carts/${cartId}/items`, [
      { sku, qty: 1 },
      { sku, qty: 2 },
    ]);
    expect(twice.statusCode).toBe(200);
    expect(twice.json<{ items: { sku: string; qty: number }[] }>().items).toEqual([
      expect.objectContaining({ sku, qty: 3 }),
    ]);
    const tooMany = await call(socia, 'PUT', `/api/register-order/carts/${cartId}/items`, [
      { sku, qty: 30 },
      { sku, qty: 30 },
    ]);
    expect(tooMany.statusCode).toBe(400);
  });
});

describe("'Me deben' and the overdue filter", () => {
  it('lists her clients with what each owes, due this week and overdue since when, most urgent first', async () => {
    const member = await t.customerWithSession({ member: true });
    const store = (await createCustomStore(t.db, { customerId: member.customer.id })).storeId;
    const client = async (firstName: string) =>
      (await createContact(t.db, { memberId: member.customer.id, firstName, lastName: 'Prueba' })).contactId;
    const [ana, bety, carla] = [await client('Ana'), await client('Bety'), await client('Carla')];
    // Ana: cash due 11-20 (overdue, yesterday). Bety: installments from 11-21 (enganche due today: not overdue).
    // Carla: paid off. Bety also owes an older order's weekly payments.
    await order({ price: 40_000, member, store, contactId: ana, createdAt: '2026-11-20' });
    await order({ price: 95_500, member, store, contactId: bety, createdAt: TODAY, installments: true });
    await order({ price: 30_000, member, store, contactId: carla, createdAt: '2026-11-01', paid: 1 });
    const res = await call(
      member,
      'GET',
      `/api/custom-cart/collections/clients?customer_id=${member.customer.customerId}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<ClientLedgerResponse>();
    expect(body.total_count).toBe(2);
    expect(body.clients.map((c) => c.contact.first_name)).toEqual(['Ana', 'Bety']);
    expect(body.clients[0]).toMatchObject({
      owed: 40_000,
      overdue: 40_000,
      overdue_since: '2026-11-20',
      due_this_week: 0,
      next_due: null,
    });
    expect(body.clients[1]).toMatchObject({
      owed: 105_050,
      overdue: 0,
      overdue_since: null,
      // The enganche is due today (inside the 7 days from today); week 1 falls on 11-28, the 8th day.
      due_this_week: 21_010,
      next_due: { date: TODAY, amount: 21_010 },
    });
    expect(await collections(member)).toEqual({
      owed: 145_050,
      due_this_week: 21_010,
      overdue: 40_000,
      clients: 2,
    });
    // Another member / a customer: 404.
    expect(
      (await call(other, 'GET', `/api/custom-cart/collections/clients?customer_id=${member.customer.customerId}`))
        .statusCode,
    ).toBe(404);
    // A customer who is not a member, asking with her own customer_id: 404; no session, or a signed-out one: 401
    // (the session is checked in the page's own statement, decision 0780).
    const customer = await t.customerWithSession();
    expect(
      (await call(customer, 'GET', `/api/custom-cart/collections/clients?customer_id=${customer.customer.customerId}`))
        .statusCode,
    ).toBe(404);
    const ledgerUrl = `/api/custom-cart/collections/clients?customer_id=${member.customer.customerId}`;
    expect((await t.app.inject({ url: ledgerUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ url: ledgerUrl, headers: { cookie: 'sid=no-existe' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: ledgerUrl, headers: { cookie: `sid=${'a'.repeat(10_000)}` } })).statusCode).toBe(
      401,
    );
    // A customer_id of 10,000 characters or with a NUL: refused in Spanish, never a 500.
    for (const id of ['9'.repeat(10_000), '300001%00']) {
      const res = await call(member, 'GET', `/api/custom-cart/collections/clients?customer_id=${id}`);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json<{ message: string }>().message).toMatch(/[a-záéíóúñ]/i);
    }
    // Bad pages: 400 in Spanish.
    for (const page of ['0', '-1', '2147483648', 'abc']) {
      const bad = await call(
        member,
        'GET',
        `/api/custom-cart/collections/clients?customer_id=${member.customer.customerId}&current_page=${page}`,
      );
      expect(bad.statusCode).toBe(400);
    }
    // The last page the schema allows (2^31 - 1): its offset is past what PostgreSQL's page function takes, so a 400 in
    // Spanish (the database refused the input), never a 500.
    const far = await call(
      member,
      'GET',
      `/api/custom-cart/collections/clients?customer_id=${member.customer.customerId}&current_page=2147483647`,
    );
    expect(far.statusCode).toBe(400);
    expect(far.json<{ message: string }>().message).toMatch(/[a-záéíóúñ]/i);
  });

  it('pages her clients by 10, most urgent first across pages, each client once', async () => {
    const member = await t.customerWithSession({ member: true });
    const store = (await createCustomStore(t.db, { customerId: member.customer.id })).storeId;
    // Twelve clients, client n's cash order due on November n + 1 (the older, the more urgent).
    for (let n = 1; n <= 12; n++) {
      const contactId = (
        await createContact(t.db, { memberId: member.customer.id, firstName: `Clienta ${n}`, lastName: 'Prueba' })
      ).contactId;
      const day = String(n + 1).padStart(2, '0');
      await order({ price: 1_000 * n, member, store, contactId, createdAt: `2026-11-${day}` });
    }
    const page = async (n: number) =>
      (
        await call(
          member,
          'GET',
          `/api/custom-cart/collections/clients?customer_id=${member.customer.customerId}&current_page=${n}`,
        )
      ).json<ClientLedgerResponse>();
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect([first.total_count, second.total_count, third.total_count]).toEqual([12, 12, 12]);
    expect(first.clients.map((c) => c.contact.first_name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Clienta ${i + 1}`),
    );
    expect(second.clients.map((c) => [c.contact.first_name, c.owed])).toEqual([
      ['Clienta 11', 11_000],
      ['Clienta 12', 12_000],
    ]);
    expect(third.clients).toEqual([]);
  });

  it("filters her orders 'Con pagos vencidos' and by client, with due today not overdue (the SQL agrees with the domain at the boundary)", async () => {
    const member = await t.customerWithSession({ member: true });
    const store = (await createCustomStore(t.db, { customerId: member.customer.id })).storeId;
    const contact = (await createContact(t.db, { memberId: member.customer.id, firstName: 'Dora' })).contactId;
    const yesterday = await order({ price: 10_000, member, store, contactId: contact, createdAt: '2026-11-20' });
    const today = await order({ price: 10_000, member, store, contactId: contact, createdAt: TODAY });
    const paid = await order({ price: 10_000, member, store, contactId: null, createdAt: '2026-11-01', paid: 1 });
    const url = `/api/custom-cart/?customer_id=${member.customer.customerId}&page_size=10&current_page=1`;
    const list = async (q: string) =>
      (await call(member, 'GET', `${url}${q}`)).json<{
        custom_carts: { cart_id: string; overdue: boolean }[];
        total_count: number;
      }>();
    const all = await list('');
    for (const row of all.custom_carts) {
      const c = await detail(member, row.cart_id);
      const domain = orderMoney({
        items: c.cart_items.map((i) => ({ status: i.status, qty: i.qty, price: i.price, basePrice: i.base_price })),
        option: { type: 'cash' },
        schedule: payments(c).map((p) => ({
          id: p.id,
          kind: p.kind,
          number: p.number,
          amount: p.amount,
          dueDate: p.due_date,
        })),
        abonos: c.selected_payment_option!.payment_detail.abonos.map((a) => ({
          id: a.id,
          amount: a.amount,
          date: a.date,
          paymentId: a.payment_id,
        })),
        today: TODAY,
      });
      expect(row.overdue).toBe(domain.overdue > 0);
    }
    const overdue = await list('&overdue=true');
    expect(overdue).toEqual({
      custom_carts: [expect.objectContaining({ cart_id: yesterday.cart.cartId, overdue: true })],
      total_count: 1,
    });
    const dora = await list(`&contact_id=${contact}`);
    expect(dora.custom_carts.map((c) => c.cart_id).sort()).toEqual([yesterday.cart.cartId, today.cart.cartId].sort());
    expect(dora.total_count).toBe(2);
    expect((await list(`&contact_id=${contact}&overdue=true&status=created`)).total_count).toBe(1);
    expect((await list('&overdue=false')).total_count).toBe(3);
    expect(paid.cart.cartId).toBeTruthy();
    for (const bad of ['&overdue=yes', '&contact_id=x', `&contact_id=${'a'.repeat(10_000)}`, '&overdue=%00']) {
      const res = await call(member, 'GET', `${url}${bad}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    // Another member's client filter finds nothing of hers.
    expect(
      (
        await call(other, 'GET', `/api/custom-cart/?customer_id=${other.customer.customerId}&contact_id=${contact}`)
      ).json(),
    ).toEqual({
      custom_carts: [],
      total_count: 0,
    });
  });
});

describe('the database keeps the ledger aggregates true', () => {
  /** What the per-client ledger, the day totals and each order's oldest open due should be, from the domain. */
  async function expected(memberId: number, cookie: Account) {
    const carts = await t.db.select().from(customCarts).where(eq(customCarts.memberId, memberId));
    const byContact = new Map<string, { owed: number; oldest: string }>();
    const days = new Map<string, number>();
    for (const c of carts) {
      const view = await detail(cookie, c.cartId);
      const open = view.selected_payment_option?.payment_detail.payments.filter((p) => p.status === 'open') ?? [];
      const oldest = open.map((p) => p.due_date).sort()[0] ?? null;
      expect(c.oldestOpenDue).toBe(oldest);
      if (c.draft || !c.contactId || open.length === 0) continue;
      const k = byContact.get(c.contactId) ?? { owed: 0, oldest: oldest! };
      k.owed += open.reduce((s, p) => s + p.left, 0);
      if (oldest! < k.oldest) k.oldest = oldest!;
      byContact.set(c.contactId, k);
      for (const p of open) days.set(p.due_date, (days.get(p.due_date) ?? 0) + p.left);
    }
    return { byContact, days };
  }

  it('after any sequence of ticks, abonos, undos, item edits, client changes and deletions (property, real database)', async () => {
    const member = await t.customerWithSession({ member: true });
    const store = (await createCustomStore(t.db, { customerId: member.customer.id })).storeId;
    const clients = [
      (await createContact(t.db, { memberId: member.customer.id, firstName: 'Eva' })).contactId,
      (await createContact(t.db, { memberId: member.customer.id, firstName: 'Flor' })).contactId,
    ];
    const carts: string[] = [];
    for (const [i, contactId] of [clients[0]!, clients[1]!, clients[0]!].entries())
      carts.push(
        (
          await order({
            price: 30_000 + i * 1_000,
            member,
            store,
            contactId,
            installments: i !== 1,
            createdAt: '2026-11-0' + (i + 3),
          })
        ).cart.cartId,
      );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            op: fc.constantFrom('tick', 'untick', 'abono', 'undo', 'qty', 'client', 'deleteClient'),
            cart: fc.nat(2),
            row: fc.nat(8),
            amount: fc.integer({ min: 1, max: 40_000 }),
          }),
          { minLength: 4, maxLength: 10 },
        ),
        async (ops) => {
          for (const o of ops) {
            const cartId = carts[o.cart]!;
            const view = await call(member, 'GET', `/api/custom-cart/${cartId}`);
            if (view.statusCode !== 200) continue;
            const c = view.json<CustomCartView>();
            const rows = payments(c);
            const row = rows[o.row % rows.length]!;
            let res;
            if (o.op === 'tick') res = await call(member, 'PATCH', `/api/custom-cart/payments/${row.id}/paid`, {});
            else if (o.op === 'untick') res = await call(member, 'PATCH', `/api/custom-cart/payments/${row.id}/open`);
            else if (o.op === 'abono')
              res = await call(member, 'POST', `/api/custom-cart/${cartId}/abonos`, { amount: o.amount });
            else if (o.op === 'undo') {
              const last = c.selected_payment_option!.payment_detail.abonos.at(-1);
              if (last) res = await call(member, 'DELETE', `/api/custom-cart/${cartId}/abonos/${last.id}`);
            } else if (o.op === 'qty')
              res = await call(member, 'PATCH', `/api/custom-cart/${cartId}/items`, [
                { sku: product.skus[0]!.sku, qty: 1 + (o.amount % 3), status: 'PENDING' },
              ]);
            else if (o.op === 'client')
              await t.db
                .update(customCarts)
                .set({ contactId: clients[o.amount % 2]! })
                .where(eq(customCarts.cartId, cartId));
            else if (o.op === 'deleteClient' && o.amount % 5 === 0) {
              const fresh = (await createContact(t.db, { memberId: member.customer.id, firstName: 'Gina' })).contactId;
              await t.db.update(customCarts).set({ contactId: fresh }).where(eq(customCarts.cartId, cartId));
              expect(
                (await call(member, 'DELETE', `/api/v1/contacts/${fresh}?memberId=${member.customer.customerId}`))
                  .statusCode,
              ).toBeLessThan(300);
            }
            if (res) expect([200, 400, 409]).toContain(res.statusCode);
          }
          const want = await expected(member.customer.id, member);
          const ledgers = await queryRows<{ contact: string; owed: number; oldest: string }>(
            t.db,
            sql`select contact_id as contact, owed_cents as owed, oldest_open_due::text as oldest
                  from custom_cart_client_ledgers where member_id = ${member.customer.id}`,
          );
          expect(new Map(ledgers.map((l) => [l.contact, { owed: l.owed, oldest: l.oldest }]))).toEqual(want.byContact);
          const days = await queryRows<{ day: string; open: number }>(
            t.db,
            sql`select due_date::text as day, open_cents as open from custom_cart_ledger_days where member_id = ${member.customer.id}`,
          );
          expect(new Map(days.map((d) => [d.day, d.open]))).toEqual(want.days);
          // The trigger's counters (the list's totals, 'Hoy''s clients to buy for) agree with a recount.
          const [drift] = await queryRows<{ n: number }>(
            t.db,
            sql`with k as (select status, count(*)::int as n, count(distinct contact_id)::int as clients
                             from custom_carts where member_id = ${member.customer.id} and not draft group by status)
                select count(*)::int as n from k full join
                       (select * from custom_cart_counts where member_id = ${member.customer.id}) c using (status)
                 where coalesce(k.n, 0) <> coalesce(c.n, 0) or coalesce(k.clients, 0) <> coalesce(c.clients, 0)`,
          );
          expect(drift!.n).toBe(0);
          const totals = await collections(member);
          expect(totals.owed).toBe([...want.byContact.values()].reduce((s, l) => s + l.owed, 0));
          return true;
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe("the counts of her clients with orders ('Hoy', migration 0018)", () => {
  const clientsWithCreated = async () =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select coalesce(sum(clients), 0)::int as n from custom_cart_counts
             where member_id = ${socia.customer.id} and status = 'CREATED'`,
      )
    )[0]!.n;

  it('counts a client with two orders once, and out once when she is deleted', async () => {
    const before = await clientsWithCreated();
    const contactId = (await createContact(t.db, { memberId: socia.customer.id, firstName: 'Berta' })).contactId;
    await order({ price: 10_000, contactId });
    await order({ price: 20_000, contactId });
    expect(await clientsWithCreated()).toBe(before + 1);
    const gone = await call(socia, 'DELETE', `/api/v1/contacts/${contactId}?memberId=${socia.customer.customerId}`);
    expect(gone.statusCode).toBeLessThan(300);
    expect(await clientsWithCreated()).toBe(before);
  });
});
