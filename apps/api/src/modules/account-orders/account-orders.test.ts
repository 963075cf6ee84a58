import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createStore } from '@shop/db/factories';
import { createOrder, type NewOrderItem } from '@shop/db/factories-shop';
import type { OrderStatus } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['customerWithSession']>>;
let ana: Session;
let beto: Session;
const DAY = 86_400_000;
const item: NewOrderItem = {
  idArt: '210001',
  sku: '210001-24',
  name: 'Tenis Running Aire Rosa',
  priceCents: 89900,
  qtyOrdered: 1,
  sizeLabel: '24',
  color: 'Rosa',
};

async function order(
  who: Session,
  daysAgo: number,
  o: {
    platform?: 'ecommerce' | 'call_center' | 'physical_store';
    path?: OrderStatus[];
    storeId?: string;
    caja?: string;
    delivery?: 'PICKUP' | 'PICKIT' | 'STANDARD_DELIVERY';
  } = {},
) {
  return createOrder(t.db, {
    customerId: who.customer.id,
    platform: o.platform ?? 'ecommerce',
    deliveryType: o.delivery ?? (o.platform === 'physical_store' ? 'STORE' : 'STANDARD_DELIVERY'),
    path: o.path ?? (o.platform === 'physical_store' ? ['delivered'] : ['created', 'confirmed']),
    createdAt: new Date(t.clock.now().getTime() - daysAgo * DAY),
    items: [item],
    storeId: o.storeId ?? (o.platform === 'physical_store' || o.delivery === 'PICKUP' ? '101' : null),
    caja: o.caja ?? (o.platform === 'physical_store' ? '2' : null),
  });
}

const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });
const historic = (s: Session, q: Record<string, string | number>) =>
  get(
    s.cookie,
    `/api/v1/api-composer/orders/historic?${new URLSearchParams({ customerId: s.customer.customerId, ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])) }).toString()}`,
  );
const epoch = (daysAgo: number) => Math.floor((t.clock.now().getTime() - daysAgo * DAY) / 1000);

beforeAll(async () => {
  t = await createTestApp();
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  await createStore(t.db, { id: '101', name: 'Price Shoes Insurgentes' });
  ana = await t.customerWithSession({ firstname: 'Ana' });
  beto = await t.customerWithSession({ firstname: 'Beto' });
  // Ana: 23 online orders over the last 80 days, 2 older ones, 3 phone orders, 2 store purchases.
  for (let i = 0; i < 23; i++) await order(ana, 2 + i * 3);
  await order(ana, 120);
  await order(ana, 200);
  await order(ana, 5, { platform: 'call_center', path: ['confirmed'] });
  await order(ana, 40, { platform: 'call_center', path: ['confirmed', 'shipped', 'delivered'] });
  await order(ana, 41, { platform: 'call_center', path: ['created', 'canceled'] });
  await order(ana, 10, { platform: 'physical_store' });
  await order(ana, 300, { platform: 'physical_store', caja: '3' });
  // Beto: one online order.
  await order(beto, 1);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/api-composer/orders/historic', () => {
  it('pages a channel newest first, 10 a page by default, with the total of the filter', async () => {
    const first = await historic(ana, { platform: 'ecommerce', from: epoch(90), to: epoch(0), currentPage: 1 });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total_count).toBe(23);
    expect(body.data).toHaveLength(10);
    const dates = body.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Each date is its order's instant in ISO 8601, UTC, to the millisecond (written by PostgreSQL: isoSql).
    const stored = await queryRows<{ id: number; at: Date | string }>(
      t.db,
      sql`select id, created_at as at from orders where customer_id = ${ana.customer.id}`,
    );
    const isoOf = new Map(stored.map((r) => [Number(r.id), new Date(r.at).toISOString()]));
    for (const r of body.data as { entity_id: number; created_at: string }[])
      expect(r.created_at).toBe(isoOf.get(r.entity_id));
    expect(body.data[0]).toMatchObject({
      platform: 'ecommerce',
      status: 'confirmed',
      status_label: 'Confirmado',
      delivery_method: 'shipping',
      grand_total: 89900,
      pricesoft_id: expect.any(String),
      magento_order_id: expect.any(String),
    });
    const third = (
      await historic(ana, { platform: 'ecommerce', from: epoch(90), to: epoch(0), currentPage: 3 })
    ).json();
    expect(third.data).toHaveLength(3);
    const ids = new Set(
      [
        ...body.data,
        ...(await historic(ana, { platform: 'ecommerce', from: epoch(90), to: epoch(0), currentPage: 2 })).json().data,
        ...third.data,
      ].map((r: { entity_id: number }) => r.entity_id),
    );
    expect(ids.size).toBe(23);
  });

  it('narrows by month range: all months includes the older orders', async () => {
    expect((await historic(ana, { platform: 'ecommerce', from: epoch(30), to: epoch(0) })).json().total_count).toBe(10);
    expect((await historic(ana, { platform: 'ecommerce' })).json().total_count).toBe(25);
  });

  it('lists phone and store orders with their own fields', async () => {
    const phone = (await historic(ana, { platform: 'call_center' })).json();
    expect(phone.total_count).toBe(3);
    expect(phone.data.map((r: { status_label: string }) => r.status_label)).toEqual([
      'Confirmado',
      'Entregado',
      'Cancelado',
    ]);
    expect(phone.data[0].delivery_method).toBe('call_center');
    const store = (await historic(ana, { platform: 'physical_store' })).json();
    expect(store.data[0]).toMatchObject({
      store_name: 'Price Shoes Insurgentes',
      store_id: '101',
      caja: '2',
      delivery_method: 'store',
    });
  });

  it('searches by order number within a channel, ignoring the month range', async () => {
    const [old] = await queryRows<{ magento_order_id: string; pricesoft_id: string }>(
      t.db,
      sql`select magento_order_id, pricesoft_id from orders where customer_id = ${ana.customer.id} and platform = 'ecommerce' order by created_at asc limit 1`,
    );
    const byWeb = (
      await historic(ana, { platform: 'ecommerce', find: old!.magento_order_id, from: epoch(30), to: epoch(0) })
    ).json();
    expect(byWeb.total_count).toBe(1);
    expect(byWeb.data[0].magento_order_id).toBe(old!.magento_order_id);
    const byErp = (await historic(ana, { platform: 'ecommerce', find: old!.pricesoft_id })).json();
    expect(byErp.data.map((r: { pricesoft_id: string }) => r.pricesoft_id)).toEqual([old!.pricesoft_id]);
    const none = (await historic(ana, { platform: 'ecommerce', find: '9999999' })).json();
    expect(none).toEqual({ data: [], total_count: 0 });
  });

  it("never finds another customer's order by its number", async () => {
    const [b] = await queryRows<{ magento_order_id: string }>(
      t.db,
      sql`select magento_order_id from orders where customer_id = ${beto.customer.id}`,
    );
    expect((await historic(ana, { platform: 'ecommerce', find: b!.magento_order_id })).json().total_count).toBe(0);
  });

  it('with customerId alone answers the total of every channel (the new-members rule reads it)', async () => {
    const res = (await historic(ana, {})).json();
    expect(res.total_count).toBe(30);
    expect((await historic(beto, {})).json().total_count).toBe(1);
  });

  it("answers 404 for another customer's customerId and reveals nothing", async () => {
    const res = await get(ana.cookie, `/api/v1/api-composer/orders/historic?customerId=${beto.customer.customerId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(beto.customer.customerId);
    expect(
      (await t.app.inject({ url: `/api/v1/api-composer/orders/historic?customerId=${ana.customer.customerId}` }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 401 for an unknown session and at once after sign-out (the session is read in the page statement)', async () => {
    const url = `/api/v1/api-composer/orders/historic?customerId=${ana.customer.customerId}&platform=ecommerce&pageSize=10&currentPage=1`;
    expect((await get('sid=no-existe', url)).statusCode).toBe(401);
    const again = await t.signIn(ana.customer.email, 'Demo1234!');
    expect((await get(again, url)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: again } });
    expect((await get(again, url)).statusCode).toBe(401);
  });

  it('refuses bad input with a Spanish message', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ platform: 'tienda' }, 'Elige un canal válido'],
      [{ platform: 'ecommerce', currentPage: 0 }, 'La página debe ser'],
      [{ platform: 'ecommerce', pageSize: 500 }, 'El tamaño de página'],
      [{ platform: 'ecommerce', from: epoch(0), to: epoch(30) }, 'El periodo de fechas no es válido.'],
      [{ platform: 'ecommerce', find: "1' or 1=1" }, 'Escribe un número de pedido válido'],
      [{ find: '3000100001' }, 'Elige un canal para buscar tu pedido.'],
    ];
    for (const [q, message] of cases) {
      const res = await historic(ana, q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('GET /api/v1/api-composer/customers/:username/orders/:orderId', () => {
  const detail = (s: Session, orderId: string, q = '', username = s.customer.username) =>
    get(s.cookie, `/api/v1/api-composer/customers/${username}/orders/${orderId}${q}`);

  it('reads an online order by its web number with the spec fields', async () => {
    const [o] = await queryRows<{ magento_order_id: string; pricesoft_id: string }>(
      t.db,
      sql`select magento_order_id, pricesoft_id from orders where customer_id = ${ana.customer.id} and platform = 'ecommerce' limit 1`,
    );
    const res = await detail(ana, o!.magento_order_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      magento_order_id: o!.magento_order_id,
      order_id: o!.pricesoft_id,
      pricesoftId: o!.pricesoft_id,
      status: 'confirmed',
      status_label: 'Pago confirmado',
      statusIndex: 1,
      virtual: false,
      total_price: 89900,
      total_item_count: 1,
      products: [{ id_art: '210001', sku: '210001-24', qty_ordered: 1, price: 89900, size_label: '24' }],
      delivery: { method: 'STANDARD_DELIVERY', guideStatus: [] },
      customer: { firstname: 'Ana' },
    });
  });

  it('reads phone orders by ERP id (entity id while it has none) and store purchases by ERP id, caja and store', async () => {
    const phone = (await historic(ana, { platform: 'call_center' })).json().data as {
      pricesoft_id: string | null;
      entity_id: number;
      status: string;
    }[];
    for (const row of phone) {
      const res = await detail(ana, row.pricesoft_id ?? String(row.entity_id), '?platform=call_center');
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(row.status);
    }
    const store = (await historic(ana, { platform: 'physical_store' })).json().data[0];
    const ok = await detail(
      ana,
      store.pricesoft_id,
      `?platform=physical_store&caja=${store.caja}&store=${store.store_id}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ store_name: 'Price Shoes Insurgentes', caja: '2', status_label: 'Entregado' });
    expect(
      (await detail(ana, store.pricesoft_id, `?platform=physical_store&caja=9&store=${store.store_id}`)).statusCode,
    ).toBe(404);
    const missing = await detail(ana, store.pricesoft_id, '?platform=physical_store');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Para una compra en tienda indica la caja y la tienda.');
  });

  it("answers 'Pedido no encontrado' (404) for another customer's order, under either username", async () => {
    const [b] = await queryRows<{ magento_order_id: string }>(
      t.db,
      sql`select magento_order_id from orders where customer_id = ${beto.customer.id}`,
    );
    const mine = await detail(ana, b!.magento_order_id);
    expect(mine.statusCode).toBe(404);
    expect(mine.json().message).toBe('Pedido no encontrado');
    const theirs = await detail(ana, b!.magento_order_id, '', beto.customer.username);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(b!.magento_order_id);
  });
});

describe('GET /api/v1/orders/:orderId/customer/:username/barcode', () => {
  it("gives the in-store return code of a delivered order, 409 before delivery, 404 for another customer's", async () => {
    const phone = (await historic(ana, { platform: 'call_center' })).json().data as {
      pricesoft_id: string;
      status: string;
    }[];
    const delivered = phone.find((r) => r.status === 'delivered')!;
    const res = await get(
      ana.cookie,
      `/api/v1/orders/${delivered.pricesoft_id}/customer/${ana.customer.username}/barcode?platform=call_center`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().barcode).toMatch(/^DEV\d{9}$/);
    const confirmed = phone.find((r) => r.status === 'confirmed')!;
    const early = await get(
      ana.cookie,
      `/api/v1/orders/${confirmed.pricesoft_id}/customer/${ana.customer.username}/barcode?platform=call_center`,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('El código de devolución está disponible cuando tu pedido ha sido entregado.');
    expect(
      (
        await get(
          beto.cookie,
          `/api/v1/orders/${delivered.pricesoft_id}/customer/${beto.customer.username}/barcode?platform=call_center`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          beto.cookie,
          `/api/v1/orders/${delivered.pricesoft_id}/customer/${ana.customer.username}/barcode?platform=call_center`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/scheduler/schedules (ownership)', () => {
  it("does not show another customer's pickup appointment and books nothing for them", async () => {
    const pickup = await order(ana, 1, { delivery: 'PICKUP', path: ['created', 'confirmed', 'ready'] });
    const q = `storeId=101&orderId=${pickup.magentoOrderId}`;
    expect((await get(beto.cookie, `/api/scheduler/schedules?${q}`)).statusCode).toBe(404);
    expect((await get(beto.cookie, `/api/scheduler/slots?${q}`)).statusCode).toBe(404);
    const slots = (await get(ana.cookie, `/api/scheduler/slots?${q}`)).json().slots as { start: string }[];
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/scheduler/schedules',
      headers: { cookie: beto.cookie },
      payload: { storeId: '101', orderId: pickup.magentoOrderId, start: slots[0]!.start },
    });
    expect(post.statusCode).toBe(404);
    const [row] = await queryRows<{ status: string; n: number }>(
      t.db,
      sql`select status, (select count(*)::int from pickup_appointments where order_id = ${pickup.id}) as n from orders where id = ${pickup.id}`,
    );
    expect(row).toEqual({ status: 'ready', n: 0 });
  });
});

describe('OpenAPI', () => {
  it('describes the order, barcode and return-guide calls with their schemas', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/v1/api-composer/orders/historic',
      '/api/v1/api-composer/customers/{username}/orders/{orderId}',
      '/api/v1/orders/{orderId}/customer/{username}/barcode',
      '/api/devolution-guide/guides',
      '/api/devolution-guide/guides/{id}/pdf',
      '/api/admin/return-guides/{id}/events',
    ])
      expect(Object.keys(spec.paths)).toContain(path);
    const historic = spec.paths['/api/v1/api-composer/orders/historic'].get;
    expect(historic.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['customerId', 'platform', 'find', 'pageSize', 'currentPage', 'from', 'to']),
    );
    expect(Object.keys(historic.responses['200'].content['application/json'].schema.properties)).toEqual([
      'data',
      'total_count',
    ]);
  });
});
