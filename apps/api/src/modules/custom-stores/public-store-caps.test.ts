import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createStore } from '@shop/db/factories';
import { createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { contacts, customCarts } from '@shop/db/schema/index';
import { PUBLIC_ORDER_LIMITS } from '@shop/contracts/custom-stores-messages';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { PUBLIC_STORE_READS_PER_MINUTE } from './routes';

/** Issue 27 point 6 and the store caps of point 1 (decision 0720): what a stranger can make her store take. */
let t: TestApp;
let skus: string[];
let dearSku: string;

beforeAll(async () => {
  t = await createTestApp();
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  const shoes = await createProduct(t.db, {
    priceCents: 89_900,
    memberPriceCents: 70_000,
    sizes: Array.from({ length: 21 }, (_, i) => String(20 + i / 2)),
  });
  skus = shoes.skus.map((s) => s.sku);
  dearSku = (await createProduct(t.db, { priceCents: 300_000, memberPriceCents: 250_000 })).skus[0]!.sku;
}, 60_000);
afterAll(() => t.close());

async function newStore() {
  const socia = await t.customerWithSession({ member: true });
  const store = await createCustomStore(t.db, { customerId: socia.customer.id, earningsMargin: 25 });
  return { socia, storeId: store.storeId };
}

const order = (storeId: string, address: string, phone: string, items = [{ sku: skus[0]!, qty: 1 }]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tienda/${storeId}/pedidos`,
    remoteAddress: address,
    payload: { first_name: 'Ana', last_name: 'Ruiz', phone, payment_option: 'cash', items },
  });

const cartsOf = async (memberId: number) =>
  (await t.db.select().from(customCarts).where(eq(customCarts.memberId, memberId))).length;
const clientsOf = async (memberId: number) =>
  (await t.db.select().from(contacts).where(eq(contacts.memberId, memberId))).length;

describe('caps on a public store', () => {
  it('40 addresses × 3 orders: at most the store cap is taken, the rest a Spanish 429 with nothing written', async () => {
    const { socia, storeId } = await newStore();
    const statuses: number[] = [];
    const refusals = new Set<string>();
    for (let round = 0; round < 3; round++)
      for (let a = 0; a < 40; a++) {
        const res = await order(storeId, `10.40.${a}.1`, `5255${String(a * 10 + round).padStart(8, '0')}`);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          refusals.add(res.json().message);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
    expect(statuses.filter((s) => s === 201)).toHaveLength(PUBLIC_ORDER_LIMITS.perStoreHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(120 - PUBLIC_ORDER_LIMITS.perStoreHour);
    expect([...refusals]).toHaveLength(1);
    expect([...refusals][0]).toMatch(
      /^Esta tienda recibió muchos pedidos en poco tiempo\. Intenta de nuevo en \d+ minutos? o escríbele a tu socia\.$/,
    );
    expect(await cartsOf(socia.customer.id)).toBe(PUBLIC_ORDER_LIMITS.perStoreHour);
    // They wait for her as requests: none is in her clients or 'Mis cobranzas' until she accepts it (decision 0721).
    expect(await clientsOf(socia.customer.id)).toBe(0);
    const owed = await t.app.inject({
      url: `/api/custom-cart/collections?customer_id=${socia.customer.customerId}`,
      headers: { cookie: socia.cookie },
    });
    expect(owed.json()).toMatchObject({ owed: 0, clients: 0 });
    const waiting = await t.app.inject({ url: '/api/custom-store-requests', headers: { cookie: socia.cookie } });
    expect(waiting.json().count).toBe(PUBLIC_ORDER_LIMITS.perStoreHour);
    // She was told of each order taken, once by e-mail and once by SMS (decision 0722); of none refused.
    const outbox = async (to: string) =>
      (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json<{ subject: string }[]>();
    expect(await outbox(socia.customer.email)).toHaveLength(PUBLIC_ORDER_LIMITS.perStoreHour);
    expect(await outbox(socia.customer.mobileTelephone!)).toHaveLength(PUBLIC_ORDER_LIMITS.perStoreHour);
    // Another store is not affected; an hour later hers takes orders again, up to its daily cap.
    const other = await newStore();
    expect((await order(other.storeId, '10.41.0.1', '525599990000')).statusCode).toBe(201);
    let taken = PUBLIC_ORDER_LIMITS.perStoreHour;
    for (let hour = 1; hour <= 3; hour++) {
      t.clock.advance(60 * 60_000 + 1);
      for (let i = 0; i < PUBLIC_ORDER_LIMITS.perStoreHour; i++) {
        const res = await order(storeId, `10.42.${hour}.${i}`, `5256${String(hour * 100 + i).padStart(8, '0')}`);
        if (res.statusCode === 201) taken += 1;
        else expect(res.statusCode).toBe(429);
      }
    }
    expect(taken).toBe(PUBLIC_ORDER_LIMITS.perStoreDay);
    expect(await cartsOf(socia.customer.id)).toBe(PUBLIC_ORDER_LIMITS.perStoreDay);
  }, 300_000);

  it('refuses an order of too many lines, units or value with a Spanish 400, writing nothing and using no cap', async () => {
    const { socia, storeId } = await newStore();
    const lines = Array.from({ length: PUBLIC_ORDER_LIMITS.lines + 1 }, (_, i) => ({ sku: skus[i]!, qty: 1 }));
    const tooManyLines = await order(storeId, '10.50.0.1', '525500000001', lines);
    expect(tooManyLines.statusCode).toBe(400);
    expect(tooManyLines.json().message).toBe(
      'Tu pedido puede tener hasta 20 productos. Envía los demás en otro pedido.',
    );
    const tooManyUnits = await order(storeId, '10.50.0.2', '525500000002', [{ sku: skus[0]!, qty: 11 }]);
    expect(tooManyUnits.statusCode).toBe(400);
    expect(tooManyUnits.json().message).toBe('Puedes pedir hasta 10 piezas de cada producto.');
    // 50 lines × 50 units ($2,019,750 in the issue) is refused at once.
    const huge = Array.from({ length: 50 }, (_, i) => ({ sku: skus[i % skus.length]!, qty: 50 }));
    expect((await order(storeId, '10.50.0.3', '525500000003', huge)).statusCode).toBe(400);
    // Within the line and unit caps but above $15,000.00: refused after pricing, rolled back.
    const dear = await order(storeId, '10.50.0.4', '525500000004', [{ sku: dearSku, qty: 10 }]);
    expect(dear.statusCode).toBe(400);
    expect(dear.json().message).toBe(
      'Tu pedido pasa de $15,000.00. Envía una parte ahora y el resto en otro pedido, o escríbele a tu socia.',
    );
    expect(await cartsOf(socia.customer.id)).toBe(0);
    expect(await clientsOf(socia.customer.id)).toBe(0);
    // None of them used the store's cap: it still takes its full hour.
    const quota = await queryRows<{ failures: number }>(
      t.db,
      sql`select failures from auth_throttle where key = ${`quota:store-orders-hour:${storeId}`}`,
    );
    expect(quota[0]?.failures ?? 0).toBe(0);
    // An order just within the caps goes through: 17 pairs of $875.00 ($14,875.00).
    const ok = await order(storeId, '10.50.0.5', '525500000005', lines.slice(0, 17));
    expect(ok.statusCode, ok.body).toBe(201);
  }, 60_000);

  it('throttles the public store reads per address (issue 27: store lookups were not throttled)', async () => {
    const { storeId } = await newStore();
    const urls = [
      `/api/api-composer/custom-stores/${storeId}`,
      `/api/tienda/${storeId}/productos`,
      '/api/api-composer/custom-stores/no-existe',
    ];
    let last = 0;
    for (let i = 0; i < PUBLIC_STORE_READS_PER_MINUTE; i++) {
      last = (await t.app.inject({ url: urls[i % urls.length]!, remoteAddress: '10.60.0.1' })).statusCode;
      expect(last).not.toBe(429);
    }
    const over = await t.app.inject({ url: urls[0]!, remoteAddress: '10.60.0.1' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address reads on; a minute later so does the first.
    expect((await t.app.inject({ url: urls[0]!, remoteAddress: '10.60.0.2' })).statusCode).toBe(200);
    t.clock.advance(60_001);
    expect((await t.app.inject({ url: urls[0]!, remoteAddress: '10.60.0.1' })).statusCode).toBe(200);
  }, 120_000);
});
