/** Shop fixtures for API tests: stores, products with stock, a bag ready to check out. */
import { createAddress, createStore } from '@shop/db/factories';
import { createProduct } from '@shop/db/factories-shop';
import type { TestApp } from './helpers';

export const ADMIN = { authorization: 'Bearer demo-admin-token' };

export async function shopFixture(t: TestApp) {
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  await createStore(t.db, { id: '101', name: 'Price Shoes Insurgentes' });
  await createStore(t.db, {
    id: '102',
    name: 'Price Shoes Guadalajara Centro',
    street: 'Av. Juárez 640',
    city: 'Guadalajara',
    state: 'Jalisco',
    postcode: '44100',
  });
  const tenis = await createProduct(t.db, {
    id: '210001',
    name: 'Tenis Running Aire Rosa',
    priceCents: 89900,
    memberPriceCents: 76400,
    sizes: ['23', '24', '25'],
    stock: { '1': 5, '101': 2 },
  });
  const bota = await createProduct(t.db, {
    id: '210002',
    name: 'Bota Vaquera Piel Café',
    priceCents: 149900,
    sizes: ['25', '26'],
    stock: { '1': 1 },
  });
  const guia = await createProduct(t.db, {
    id: '900100',
    name: 'Guía de devolución',
    category: 'servicios',
    department: 'Servicios',
    isDigital: true,
    listed: false,
    priceCents: 9900,
    sizes: ['UNI'],
  });
  return { tenis, bota, guia };
}

export async function signedInWithAddress(t: TestApp, overrides: Parameters<TestApp['customerWithSession']>[0] = {}) {
  const session = await t.customerWithSession(overrides);
  const address = await createAddress(t.db, { customerId: session.customer.id, defaultShipping: true });
  return { ...session, address };
}

export async function addToBag(t: TestApp, cookie: string, sku: string, qty = 1) {
  const res = await t.app.inject({ method: 'POST', url: '/api/bag/items', headers: { cookie }, payload: { sku, qty } });
  if (res.statusCode !== 200) throw new Error(`add to bag failed: ${res.statusCode} ${res.body}`);
  return res.json<{ cart_id: string; items: { sku: string; qty: number }[] }>();
}

export function checkout(t: TestApp, cookie: string, cartId: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/custom-cart/${cartId}/checkout`,
    headers: { cookie },
    payload: body,
  });
}

export async function stockOf(t: TestApp, sku: string, storeId = '1') {
  const { queryRows } = await import('@shop/db/client');
  const { sql } = await import('drizzle-orm');
  const [row] = await queryRows<{ qty: number }>(
    t.db,
    sql`select qty from inventory where sku = ${sku} and store_id = ${storeId}`,
  );
  return row?.qty ?? null;
}

export async function adminOrder(t: TestApp, ref: string) {
  const res = await t.app.inject({ url: `/api/admin/orders/${ref}`, headers: ADMIN });
  return res.json<{
    status: string;
    order_id: string | null;
    history: { from: string | null; to: string; actor: string }[];
    payments: { reference: string; status: string }[];
  }>();
}
