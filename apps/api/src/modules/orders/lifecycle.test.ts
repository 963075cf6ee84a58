import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ADMIN, addToBag, adminOrder, checkout, shopFixture, signedInWithAddress, stockOf } from '../../../test/shop';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await shopFixture(t);
});
afterEach(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sweep = () => t.app.inject({ method: 'POST', url: '/api/admin/sweeps', headers: ADMIN });
/** Books the pickup of an order at store 101 (POST /api/scheduler/schedules) with this session's cookie. */
const book = (cookie: string, orderId: string, start: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scheduler/schedules',
    headers: { cookie },
    payload: { storeId: '101', orderId, start },
  });
/** A phone or store sale as the ERP records it (POST /api/admin/orders). */
const recordSale = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders', headers: ADMIN, payload });
/** A sale in store 101 for this buyer. */
const storeSale = (buyer: { customer: { customerId: string } }, sale: object) =>
  recordSale({ platform: 'physical_store', customer_id: buyer.customer.customerId, store_id: '101', ...sale });
const move = (order: string, to: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${order}/transitions`, headers: ADMIN, payload: { to } });

async function pickupOrder(payment: 'card' | 'cash' = 'card') {
  const buyer = await signedInWithAddress(t);
  const bag = await addToBag(t, buyer.cookie, '210001-23', 1);
  const res = (
    await checkout(t, buyer.cookie, bag.cart_id, {
      delivery: { type: 'PICKUP', store_id: '101' },
      payment: { type: payment },
    })
  ).json();
  return { buyer, number: res.order.magento_order_id as string, reference: res.payment.reference as string };
}
const pay = async (reference: string) =>
  t.app.shop.payments.succeed((await t.app.shop.payments.byReference(reference))!.id, 'test');

describe('timers', () => {
  it('an order not paid in 5 days is cancelled and its stock comes back; not a minute earlier', async () => {
    const { number } = await pickupOrder('card');
    expect(await stockOf(t, '210001-23', '101')).toBe(1);
    t.clock.advance(5 * DAY - 60_000);
    expect((await sweep()).json().unpaid).toBe(0);
    expect((await adminOrder(t, number)).status).toBe('created');
    t.clock.advance(60_000);
    expect((await sweep()).json().unpaid).toBe(1);
    const order = await adminOrder(t, number);
    expect(order.status).toBe('canceled');
    expect(order.history.at(-1)).toMatchObject({ from: 'created', to: 'canceled', actor: 'system' });
    expect(await stockOf(t, '210001-23', '101')).toBe(2);
    // A second sweep (another process, or the next tick) changes nothing more.
    expect((await sweep()).json().unpaid).toBe(0);
    expect(await stockOf(t, '210001-23', '101')).toBe(2);
  });

  it('a cash voucher expires at 22:00 Mexico City: the order goes back to choosing a payment method, the voucher can no longer be paid', async () => {
    // The test clock starts at 12:00 Mexico City (18:00 UTC).
    const { buyer, number, reference } = await pickupOrder('cash');
    expect((await adminOrder(t, number)).status).toBe('pending');
    const ref = (await t.app.inject({ url: `/api/payments/${reference}`, headers: { cookie: buyer.cookie } })).json();
    expect(ref.expires_at).toBe('2026-11-22T04:00:00.000Z');
    t.clock.set('2026-11-22T04:00:00.000Z');
    expect((await sweep()).json().references).toBe(1);
    const order = await adminOrder(t, number);
    expect(order.status).toBe('created');
    expect(order.payments[0]!.status).toBe('expired');
    const voucher = await t.app.inject({ url: ref.external_resource_url });
    expect(voucher.body).toContain('Esta referencia venció.');
    // A new reference for the same order ('Cambiar método de pago').
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/payments`,
      headers: { cookie: buyer.cookie },
      payload: { type: 'bank_transfer' },
    });
    expect(again.statusCode).toBe(201);
    expect((await adminOrder(t, number)).status).toBe('pending');
  });

  it("'Cambiar método de pago' replaces the open voucher: it can no longer be paid, the new transfer can", async () => {
    const { buyer, number, reference } = await pickupOrder('cash');
    const voucher = (
      await t.app.inject({ url: `/api/payments/${reference}`, headers: { cookie: buyer.cookie } })
    ).json().external_resource_url as string;
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/payments`,
      headers: { cookie: buyer.cookie },
      payload: { type: 'bank_transfer' },
    });
    expect(again.statusCode).toBe(201);
    expect((await t.app.inject({ url: voucher })).body).toContain('Esta referencia venció.');
    const [path, query] = voucher.split('?') as [string, string];
    await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query,
    });
    expect((await adminOrder(t, number)).status).toBe('pending');
    const order = await adminOrder(t, number);
    expect(order.payments.map((p) => p.status)).toEqual(['canceled', 'requires_action']);
  });

  it('a READY pickup not scheduled in 3 days is cancelled; scheduled but not collected that day it expires', async () => {
    const a = await pickupOrder();
    await pay(a.reference);
    expect((await move(a.number, 'ready')).statusCode).toBe(200);
    t.clock.advance(3 * DAY);
    expect((await sweep()).json().unscheduled).toBe(1);
    expect((await adminOrder(t, a.number)).status).toBe('canceled');

    const b = await pickupOrder();
    await pay(b.reference);
    await move(b.number, 'ready');
    const slots = (
      await t.app.inject({
        url: `/api/scheduler/slots?storeId=101&orderId=${b.number}`,
        headers: { cookie: b.buyer.cookie },
      })
    ).json();
    const first = slots.slots[0].start;
    const booked = await book(b.buyer.cookie, b.number, first);
    expect(booked.statusCode).toBe(201);
    t.clock.set(new Date(new Date(first).getTime() + DAY));
    expect((await sweep()).json().uncollected).toBe(1);
    expect((await adminOrder(t, b.number)).status).toBe('expired');
  });
});

describe('timers with several processes', () => {
  it('sweeps racing over the same due orders move each order exactly once', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const buyer = await signedInWithAddress(t);
      const bag = await addToBag(t, buyer.cookie, i % 2 ? '210001-24' : '210001-25', 1);
      const res = await checkout(t, buyer.cookie, bag.cart_id, {
        delivery: { type: 'STANDARD_DELIVERY', address_id: buyer.address.id },
        payment: { type: 'card' },
      });
      numbers.push(res.json().order.magento_order_id);
    }
    expect(await stockOf(t, '210001-24')).toBe(2);
    t.clock.advance(5 * DAY);
    // Three "processes" sweep at once (on PostgreSQL they run on separate connections).
    const results = await Promise.all([
      t.app.shop.sweeper.sweep(),
      t.app.shop.sweeper.sweep(),
      t.app.shop.sweeper.sweep(),
    ]);
    expect(results.reduce((n, r) => n + r.unpaid, 0)).toBe(6);
    for (const n of numbers) {
      const order = await adminOrder(t, n);
      expect(order.status).toBe('canceled');
      expect(order.history.filter((h) => h.to === 'canceled')).toHaveLength(1);
    }
    // Every unit came back exactly once.
    expect(await stockOf(t, '210001-24')).toBe(5);
    expect(await stockOf(t, '210001-25')).toBe(5);
  });
});

describe('pickup scheduling', () => {
  it('schedules a READY order in a 15-minute window and shows the date, window and collect code', async () => {
    const { buyer, number, reference } = await pickupOrder();
    const early = await book(buyer.cookie, number, '2026-11-22T17:00:00Z');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Solo puedes programar tu cita cuando tu pedido está listo para programar cita.');
    await pay(reference);
    await move(number, 'ready');

    const odd = await book(buyer.cookie, number, '2026-11-22T17:05:00Z');
    expect(odd.statusCode).toBe(400);
    const res = await book(buyer.cookie, number, '2026-11-22T17:00:00Z');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.scheduled_formatted_date).toBe('22/11/2026 11:00');
    expect(body.scheduled_formatted_date.slice(-5)).toBe('11:00');
    expect(body.ends_at).toBe('2026-11-22T17:15:00.000Z');
    expect(body.collect_code).toMatch(/^\d{6}$/);
    expect(body.store.name).toBe('Price Shoes Insurgentes');
    const got = await t.app.inject({
      url: `/api/scheduler/schedules?storeId=101&orderId=${number}`,
      headers: { cookie: buyer.cookie },
    });
    expect(got.json().collect_code).toBe(body.collect_code);
    expect((await adminOrder(t, number)).status).toBe('scheduled');
    // Scheduling is offered only in READY.
    const twice = await book(buyer.cookie, number, '2026-11-22T18:00:00Z');
    expect(twice.statusCode).toBe(409);
    expect((await move(number, 'collected')).json().status).toBe('collected');
  });

  it('a customer cannot read or book another customer’s pickup', async () => {
    const { number, reference } = await pickupOrder();
    await pay(reference);
    await move(number, 'ready');
    const other = await t.customerWithSession();
    const read = await t.app.inject({
      url: `/api/scheduler/slots?storeId=101&orderId=${number}`,
      headers: { cookie: other.cookie },
    });
    expect(read.statusCode).toBe(404);
    const booked = await book(other.cookie, number, '2026-11-22T17:00:00Z');
    expect(booked.statusCode).toBe(404);
    expect((await adminOrder(t, number)).status).toBe('ready');
  });
});

describe('staff operations', () => {
  it('walks a home delivery through its life with courier data and events; refuses a move the machine does not allow', async () => {
    const buyer = await signedInWithAddress(t);
    const bag = await addToBag(t, buyer.cookie, '210001-25', 1);
    const { order, payment } = (
      await checkout(t, buyer.cookie, bag.cart_id, {
        delivery: { type: 'STANDARD_DELIVERY', address_id: buyer.address.id },
        payment: { type: 'card' },
      })
    ).json();
    const n = order.magento_order_id;
    const early = await move(n, 'shipped');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('El pedido no puede pasar de «Creado» a «Enviado».');
    expect((await adminOrder(t, n)).status).toBe('created');
    await pay(payment.reference);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${n}/shipment`,
      headers: ADMIN,
      payload: { courier_name: 'Estafeta', guide_number: '7012345678' },
    });
    expect((await move(n, 'shipped')).statusCode).toBe(200);
    const ev = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${n}/tracking-events`,
      headers: ADMIN,
      payload: { description: 'En tránsito', occurred_at: '2026-11-22T15:30:00-06:00', place: 'Querétaro', code: 'TR' },
    });
    expect(ev.json().tracking).toEqual([
      { description: 'En tránsito', occurred_at: '2026-11-22T21:30:00.000Z', place: 'Querétaro', code: 'TR' },
    ]);
    const done = (await move(n, 'delivered')).json();
    expect(done).toMatchObject({ status: 'delivered', courier_name: 'Estafeta', guide_number: '7012345678' });
    expect(done.history.map((h: { to: string }) => h.to)).toEqual(['created', 'confirmed', 'shipped', 'delivered']);
    expect((await move(n, 'shipped')).statusCode).toBe(409);
  });

  it('records phone and store sales with pricesoft ids, caja and store_id; refuses a duplicate and a bad start', async () => {
    const buyer = await signedInWithAddress(t);
    const store = await storeSale(buyer, {
      pricesoft_id: '880011',
      caja: '3',
      items: [{ sku: '210001-24', qty: 1 }],
      payment: { payment_method: 'efectivo', details: [{ id: 'V-1', type: 'V', amount: 10000 }] },
    });
    expect(store.statusCode).toBe(201);
    expect(store.json()).toMatchObject({
      platform: 'physical_store',
      order_id: '880011',
      caja: '3',
      store_id: '101',
      status: 'delivered',
      magento_order_id: null,
    });
    expect(await stockOf(t, '210001-24', '101')).toBe(1);
    const dup = await storeSale(buyer, {
      pricesoft_id: '880011',
      caja: '3',
      items: [{ sku: '210001-25', qty: 1 }],
    });
    expect(dup.statusCode).toBe(409);
    expect(await stockOf(t, '210001-25', '101')).toBe(2);

    const phone = await recordSale({
      platform: 'call_center',
      customer_id: buyer.customer.customerId,
      pricesoft_id: '990022',
      address_id: buyer.address.id,
      items: [{ sku: '210001-23', qty: 1 }],
    });
    expect(phone.json()).toMatchObject({ platform: 'call_center', status: 'confirmed', order_id: '990022' });
    const bad = await storeSale(buyer, {
      pricesoft_id: '1',
      caja: '1',
      status: 'created',
      items: [{ sku: '210001-23', qty: 1 }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('are described in the OpenAPI document with their bearer scheme', async () => {
    const doc = await t.app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/admin/orders/{order}/transitions'].post.security).toEqual([{ staffToken: [] }]);
    expect(doc.json().paths).toHaveProperty(['/api/custom-cart/{cart_id}/checkout']);
  });

  it('needs the staff token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/sweeps' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/sweeps', headers: { authorization: 'Bearer otra-cosa' } }))
        .statusCode,
    ).toBe(401);
    const { cookie } = await t.customerWithSession();
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/sweeps', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});
