import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createPartialBalance } from '@shop/db/factories-balance';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ADMIN, addToBag, adminOrder, checkout, shopFixture, signedInWithAddress, stockOf } from '../../../test/shop';

// Paying with store balance (docs/decisions/0207-store-balance-payment.md).
// Test clock: 2026-11-21 12:00 Mexico City, so a part expiring on 2026-11-21 is still usable and one of
// 2026-11-20 is not.
let t: TestApp;
afterEach(async () => {
  await t.close();
});

const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
const balances = async (customerId: number) =>
  (
    await queryRows<{ type: string; balance_cents: number }>(
      t.db,
      sql`select type, balance_cents::int from partial_balances where customer_id = ${customerId} order by id`,
    )
  ).map((r) => [r.type, r.balance_cents] as const);
const move = (order: string, to: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${order}/transitions`, headers: ADMIN, payload: { to } });
type Buyer = Awaited<ReturnType<typeof signedInWithAddress>>;
const home = (b: Buyer, type = 'store_balance') => ({
  delivery: { type: 'STANDARD_DELIVERY', address_id: b.address.id },
  payment: { type },
});

/** Four parts: usable VALES $200 (last day today), NOTAS $489.50, SALDOS $350; an expired VALES $150. */
async function withBalance(b: Buyer) {
  const id = b.customer.id;
  await createPartialBalance(t.db, {
    customerId: id,
    type: 'SALDOS',
    storeId: '101',
    balanceCents: 35_000,
    expirationDate: '2027-05-20',
  });
  await createPartialBalance(t.db, {
    customerId: id,
    type: 'VALES',
    storeId: '102',
    balanceCents: 20_000,
    expirationDate: '2026-11-21',
  });
  await createPartialBalance(t.db, {
    customerId: id,
    type: 'NOTAS CREDITO',
    storeId: '101',
    balanceCents: 48_950,
    expirationDate: '2027-02-19',
  });
  await createPartialBalance(t.db, {
    customerId: id,
    type: 'VALES',
    storeId: '102',
    balanceCents: 15_000,
    expirationDate: '2026-11-20',
  });
}

describe('checkout paid with store balance', () => {
  it('debits the soonest-to-expire parts, records S/V/N details and confirms the order in the checkout transaction', async () => {
    t = await createTestApp();
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    await withBalance(ana);
    const bag = await addToBag(t, ana.cookie, '210001-25', 1); // $899 + $99 shipping = $998
    const res = await checkout(t, ana.cookie, bag.cart_id, home(ana));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.order).toMatchObject({ status: 'confirmed', grand_total: 99_800, pay_by: null });
    expect(body.order.order_id).toEqual(expect.any(String));
    expect(body.payment).toMatchObject({
      type: 'store_balance',
      status: 'succeeded',
      amount: 99_800,
      client_secret: null,
    });

    // VALES (today) and NOTAS emptied, SALDOS pays the rest; the expired voucher is never touched.
    expect(await balances(ana.customer.id)).toEqual([
      ['SALDOS', 35_000 - 30_850],
      ['VALES', 0],
      ['NOTAS CREDITO', 0],
      ['VALES', 15_000],
    ]);
    expect(await stockOf(t, '210001-25')).toBe(4);
    const admin = await adminOrder(t, body.order.magento_order_id);
    expect(admin.history.map((h) => [h.to, h.actor])).toEqual([
      ['created', 'customer'],
      ['confirmed', 'provider'],
    ]);

    // The order detail of Mis pedidos shows the payment and its parts.
    const detail = await t.app.inject({
      url: `/api/v1/api-composer/customers/${ana.customer.username}/orders/${body.order.magento_order_id}`,
      headers: { cookie: ana.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().payment).toEqual([
      {
        payment_method: 'saldo',
        method_type: 'store_balance',
        amount: 99_800,
        reference: body.payment.reference,
        status: 'succeeded',
        details: [
          { id: expect.any(String), type: 'V', amount: 20_000 },
          { id: expect.any(String), type: 'N', amount: 48_950 },
          { id: expect.any(String), type: 'S', amount: 30_850 },
        ],
      },
    ]);
    // GET balance/{username} now shows what is left.
    expect(
      (await t.app.inject({ url: `/api/balance/${ana.customer.username}`, headers: { cookie: ana.cookie } })).json()
        .total_balance,
    ).toBe(4_150);

    // A repeated checkout answers with the same order and debits nothing more.
    const again = await checkout(t, ana.cookie, bag.cart_id, home(ana));
    expect(again.json().order.magento_order_id).toBe(body.order.magento_order_id);
    expect(again.json().payment).toMatchObject({ type: 'store_balance', status: 'succeeded' });
    expect(await count('payments')).toBe(1);
    expect((await balances(ana.customer.id))[0]).toEqual(['SALDOS', 4_150]);
  });

  it('a digital product paid with balance is generated at once', async () => {
    t = await createTestApp();
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    await withBalance(ana);
    const bag = await addToBag(t, ana.cookie, '900100-UNI', 1);
    const res = await checkout(t, ana.cookie, bag.cart_id, {
      delivery: { type: 'DIGITAL' },
      payment: { type: 'store_balance' },
    });
    expect(res.json().order.status).toBe('delivered');
    expect((await adminOrder(t, res.json().order.magento_order_id)).history.map((h) => h.to)).toEqual([
      'created',
      'confirmed',
      'delivered',
    ]);
  });

  it('refuses with 400 and writes nothing when the usable balance does not cover the total (expired parts do not count)', async () => {
    t = await createTestApp();
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    await withBalance(ana); // usable $1,039.50; the expired $150 would make it $1,189.50
    const bag = await addToBag(t, ana.cookie, '210002-25', 1); // $1,499, free shipping
    const res = await checkout(t, ana.cookie, bag.cart_id, home(ana));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Tu saldo disponible ($1,039.50) no alcanza para pagar el total de tu pedido ($1,499.00). Elige otro método de pago.',
    );
    expect(await count('orders')).toBe(0);
    expect(await count('payments')).toBe(0);
    expect(await stockOf(t, '210002-25')).toBe(1);
    expect(await balances(ana.customer.id)).toEqual([
      ['SALDOS', 35_000],
      ['VALES', 20_000],
      ['NOTAS CREDITO', 48_950],
      ['VALES', 15_000],
    ]);
    // The bag is kept: she can pay it another way.
    expect((await t.app.inject({ url: '/api/bag', headers: { cookie: ana.cookie } })).json().items).toHaveLength(1);
    expect((await checkout(t, ana.cookie, bag.cart_id, home(ana, 'card'))).statusCode).toBe(200);
  });

  it('keeps refusing store balance while the flag purchase_with_balance_crediprice is off', async () => {
    t = await createTestApp({ env: { FLAG_PURCHASE_WITH_BALANCE_CREDIPRICE: 'false' } });
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    await withBalance(ana);
    const bag = await addToBag(t, ana.cookie, '210001-25', 1);
    const res = await checkout(t, ana.cookie, bag.cart_id, home(ana));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El pago con saldo aún no está disponible para tu cuenta.');
    expect(await count('orders')).toBe(0);
    expect((await balances(ana.customer.id))[1]).toEqual(['VALES', 20_000]);
  });

  it("never touches another customer's balance", async () => {
    t = await createTestApp();
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    const luis = await signedInWithAddress(t);
    await withBalance(luis);
    await createPartialBalance(t.db, {
      customerId: ana.customer.id,
      type: 'SALDOS',
      storeId: '101',
      balanceCents: 50_000,
      expirationDate: '2027-01-31',
    });
    const before = await balances(luis.customer.id);

    // Ana's $500 does not cover $998, however much Luis has.
    const bag = await addToBag(t, ana.cookie, '210001-25', 1);
    const refused = await checkout(t, ana.cookie, bag.cart_id, home(ana));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('($500.00)');

    // She pays a cheaper order with her own part only.
    await t.app.inject({ method: 'DELETE', url: '/api/bag/items/210001-25', headers: { cookie: ana.cookie } });
    const guide = await addToBag(t, ana.cookie, '900100-UNI', 1);
    const paid = await checkout(t, ana.cookie, guide.cart_id, {
      delivery: { type: 'DIGITAL' },
      payment: { type: 'store_balance' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await balances(ana.customer.id)).toEqual([['SALDOS', 50_000 - 9_900]]);
    expect(await balances(luis.customer.id)).toEqual(before);
  });
});

describe('cancelling an order paid with store balance', () => {
  it('gives each part back when staff cancel it, once, together with the stock', async () => {
    t = await createTestApp();
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    await withBalance(ana);
    const before = await balances(ana.customer.id);
    const bag = await addToBag(t, ana.cookie, '210001-25', 1);
    const order = (await checkout(t, ana.cookie, bag.cart_id, home(ana))).json().order.magento_order_id as string;

    const cancel = await move(order, 'canceled_refund_pending');
    expect(cancel.statusCode).toBe(200);
    expect(await balances(ana.customer.id)).toEqual(before);
    expect(await stockOf(t, '210001-25')).toBe(5);
    // Nothing is left for staff to refund: the order closes as 'refund' (as store balance) by itself.
    const admin = await adminOrder(t, order);
    expect(admin.payments).toMatchObject([{ status: 'refunded' }]);
    expect(admin.status).toBe('refund');
    expect(admin.history.map((h) => [h.to, h.actor]).slice(-2)).toEqual([
      ['canceled_refund_pending', 'staff'],
      ['refund', 'system'],
    ]);

    // Asking again changes nothing and gives nothing back a second time.
    expect((await move(order, 'refund')).statusCode).toBe(200);
    expect((await move(order, 'canceled_refund_pending')).statusCode).toBe(409);
    expect(await balances(ana.customer.id)).toEqual(before);
  });

  it('gives it back when a paid pickup is cancelled for not being scheduled in 3 days', async () => {
    t = await createTestApp();
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    await withBalance(ana);
    const before = await balances(ana.customer.id);
    const bag = await addToBag(t, ana.cookie, '210001-23', 1);
    const res = await checkout(t, ana.cookie, bag.cart_id, {
      delivery: { type: 'PICKUP', store_id: '101' },
      payment: { type: 'store_balance' },
    });
    expect(res.json().order.status).toBe('confirmed');
    const order = res.json().order.magento_order_id as string;
    expect((await move(order, 'ready')).statusCode).toBe(200);
    t.clock.advance(3 * 24 * 60 * 60 * 1000 + 1000);
    await t.app.shop.sweeper.sweep();
    expect((await adminOrder(t, order)).status).toBe('canceled');
    expect(await balances(ana.customer.id)).toEqual(before);
  });
});

describe("'Cambiar método de pago' to store balance", () => {
  it('pays an unpaid order with balance, closing its open reference', async () => {
    t = await createTestApp();
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    await withBalance(ana);
    const bag = await addToBag(t, ana.cookie, '210001-25', 1);
    const first = (await checkout(t, ana.cookie, bag.cart_id, home(ana, 'cash'))).json();
    expect(first.order.status).toBe('pending');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.order.magento_order_id}/payments`,
      headers: { cookie: ana.cookie },
      payload: { type: 'store_balance' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'store_balance', status: 'succeeded', amount: 99_800 });
    const admin = await adminOrder(t, first.order.magento_order_id);
    expect(admin.status).toBe('confirmed');
    expect(admin.payments.map((p) => p.status)).toEqual(['canceled', 'succeeded']);
    // Paid: a second attempt is refused and takes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.order.magento_order_id}/payments`,
      headers: { cookie: ana.cookie },
      payload: { type: 'store_balance' },
    });
    expect(again.statusCode).toBe(409);
    expect((await balances(ana.customer.id))[0]).toEqual(['SALDOS', 4_150]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('store balance under contention (PostgreSQL)', () => {
  it('payments racing for one balance never take it below zero: only what it covers is confirmed', async () => {
    t = await createTestApp();
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    // $2,000 in two parts: pays two $998 orders (1,996.00), not a third.
    await createPartialBalance(t.db, {
      customerId: ana.customer.id,
      type: 'VALES',
      storeId: '102',
      balanceCents: 120_000,
      expirationDate: '2026-12-31',
    });
    await createPartialBalance(t.db, {
      customerId: ana.customer.id,
      type: 'SALDOS',
      storeId: '101',
      balanceCents: 80_000,
      expirationDate: '2027-05-20',
    });
    // Five unpaid orders waiting for a payment, and a sixth bag checked out with balance in the same race.
    const unpaid: string[] = [];
    for (let i = 0; i < 5; i++) {
      const bag = await addToBag(t, ana.cookie, '210001-24', 1);
      unpaid.push((await checkout(t, ana.cookie, bag.cart_id, home(ana, 'card'))).json().order.magento_order_id);
    }
    await t.db.execute(sql`update inventory set qty = 10 where sku = '210001-25'`);
    const bag = await addToBag(t, ana.cookie, '210001-25', 1);
    const results = await Promise.all([
      checkout(t, ana.cookie, bag.cart_id, home(ana)),
      ...unpaid.map((o) =>
        t.app.inject({
          method: 'POST',
          url: `/api/orders/${o}/payments`,
          headers: { cookie: ana.cookie },
          payload: { type: 'store_balance' },
        }),
      ),
    ]);
    const ok = results.filter((r) => [200, 201].includes(r.statusCode));
    expect(ok).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4);
    const parts = await balances(ana.customer.id);
    expect(parts.every(([, b]) => b >= 0)).toBe(true);
    expect(parts.reduce((s, [, b]) => s + b, 0)).toBe(200_000 - 2 * 99_800);
    const [paid] = await queryRows<{ n: number; total: number }>(
      t.db,
      sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as total from payments where method_type = 'store_balance' and status = 'succeeded'`,
    );
    expect(paid).toEqual({ n: 2, total: 2 * 99_800 });
    const [confirmed] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where status = 'confirmed'`,
    );
    expect(confirmed!.n).toBe(2);
  }, 120_000);
});
