import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '@shop/db/factories';
import { addTrackingEvents, createOrder, type NewOrderItem } from '@shop/db/factories-shop';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let ana: Awaited<ReturnType<TestApp['customerWithSession']>>;
let beto: Awaited<ReturnType<TestApp['customerWithSession']>>;
const item: NewOrderItem = { idArt: '210001', sku: '210001-24', name: 'Tenis Running Aire Rosa', priceCents: 89900 };
const cdmx = {
  firstname: 'Ana',
  lastname: 'López',
  street: ['Av. Coyoacán 1500'],
  city: 'Ciudad de México',
  region: 'Ciudad de México',
  postcode: '03100',
};
const merida = { ...cdmx, street: ['Calle 60 301'], city: 'Mérida', region: 'Yucatán', postcode: '97000' };
const numbers: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // Tuesday 24 November 2026, 12:00 in Mexico City.
  t.clock.set('2026-11-24T18:00:00.000Z');
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  await createStore(t.db, { id: '101', name: 'Price Shoes Insurgentes' });
  ana = await t.customerWithSession({ firstname: 'Ana' });
  beto = await t.customerWithSession({ firstname: 'Beto' });
  const paidTuesdayMorning = new Date('2026-11-24T15:00:00.000Z');
  const make = async (name: string, o: Parameters<typeof createOrder>[1]) => {
    const order = await createOrder(t.db, o);
    numbers[name] = order.magentoOrderId!;
    return order;
  };
  const base = {
    customerId: ana.customer.id,
    items: [item],
    createdAt: paidTuesdayMorning,
    stepAt: () => paidTuesdayMorning,
  };
  await make('cdmx', { ...base, path: ['created', 'confirmed'], shippingAddress: cdmx });
  await make('merida', { ...base, path: ['created', 'confirmed'], shippingAddress: merida });
  const out = await make('out', {
    ...base,
    createdAt: new Date('2026-11-20T15:00:00.000Z'),
    stepAt: (i) => new Date(Date.parse('2026-11-20T15:00:00.000Z') + i * 86_400_000),
    path: ['created', 'confirmed', 'shipped'],
    shippingAddress: cdmx,
  });
  await addTrackingEvents(t.db, out.id, [
    { description: 'En ruta de entrega', occurredAt: new Date('2026-11-24T14:00:00.000Z'), place: 'CDMX', code: 'OD' },
  ]);
  await make('pickup', {
    ...base,
    deliveryType: 'PICKUP',
    storeId: '101',
    path: ['created', 'confirmed', 'ready'],
    stepAt: (i) => new Date(Date.parse('2026-11-23T16:00:00.000Z') + i * 60_000),
  });
  await make('canceled', { ...base, path: ['created', 'canceled'], shippingAddress: cdmx });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const list = async () => {
  const res = await t.app.inject({
    url: `/api/v1/api-composer/orders/historic?customerId=${ana.customer.customerId}&platform=ecommerce`,
    headers: { cookie: ana.cookie },
  });
  expect(res.statusCode).toBe(200);
  const rows = res.json<{ data: { magento_order_id: string; delivery_promise: unknown }[] }>().data;
  return Object.fromEntries(
    Object.entries(numbers).map(([k, n]) => [k, rows.find((r) => r.magento_order_id === n)?.delivery_promise]),
  );
};

describe('the delivery promise on the list and the detail (issue 28, decision 0730)', () => {
  it('gives each order its window or ready date, by destination zone and what the courier reported', async () => {
    expect(await list()).toMatchObject({
      // Paid before 14:00 on a business day: leaves today, 1 to 2 business days to Mexico City.
      cdmx: { kind: 'delivery', from: '2026-11-25', to: '2026-11-26', basis: 'estimate' },
      // Zone 3: 3 to 6 business days.
      merida: { kind: 'delivery', from: '2026-11-27', to: '2026-12-02', basis: 'estimate' },
      // Out for delivery this morning: today.
      out: { kind: 'delivery', from: '2026-11-24', to: '2026-11-24', basis: 'courier' },
      pickup: { kind: 'pickup', from: '2026-11-23', to: '2026-11-23', basis: 'ready' },
      canceled: null,
    });
  });

  it('the detail carries the same promise', async () => {
    const res = await t.app.inject({
      url: `/api/v1/api-composer/customers/${ana.customer.username}/orders/${numbers.merida}?platform=ecommerce`,
      headers: { cookie: ana.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ delivery_promise: unknown }>().delivery_promise).toEqual({
      kind: 'delivery',
      from: '2026-11-27',
      to: '2026-12-02',
      basis: 'estimate',
      // Worded on the shop's clock (Tuesday 24 November 2026).
      text: 'Llega entre el viernes 27 de noviembre y el miércoles 2 de diciembre',
    });
  });

  it("another customer does not get an order's promise", async () => {
    const res = await t.app.inject({
      url: `/api/v1/api-composer/customers/${beto.customer.username}/orders/${numbers.merida}?platform=ecommerce`,
      headers: { cookie: beto.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('delivery_promise');
  });
});
