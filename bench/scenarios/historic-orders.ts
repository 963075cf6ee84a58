import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@shop/db/client';
import type { BenchScenario, BenchState } from '../scenario';
import { seedCustomers } from '../seed-customers';

const CUSTOMERS = 20;
const ORDERS_PER_CUSTOMER = 10_000;
const PLATFORMS = ['ecommerce', 'call_center', 'physical_store'] as const;
const NOW = Date.now();
const DAY = 86_400_000;

/**
 * GET /api/v1/api-composer/orders/historic, a filtered page: 200,000 orders (20 customers × 10,000, over
 * 12 months, 3 platforms, two lines each) seeded with set-based SQL; requests ask a platform, a 3-month
 * range and one of the first pages.
 */
export const historicOrdersScenario: BenchScenario = {
  name: 'GET /api/v1/api-composer/orders/historic (filtered page)',
  floor: true,
  target: { p99Ms: 50, connections: 32 },
  async seed(db) {
    const state = await customersFor(db);
    const ids = sql`(${sql.join(
      state.sessions.map((x) => sql`${x.customerId}`),
      sql`, `,
    )})`;
    // The requests' range: the last 90 days.
    const ready = { ...state, from: Math.floor((NOW - 90 * DAY) / 1000), to: Math.floor(NOW / 1000) };
    // A kept database (--keep) has their orders already: the scenario then only signs them in again.
    const [seeded] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders where customer_id in (select id from customers where customer_id in ${ids})`,
    );
    if (seeded!.n > 0) return ready;
    await db.execute(sql`
      insert into stores (id, name, street, colony, city, state, postcode, phone, opening_hours)
      values ('101', 'Price Shoes Insurgentes', 'Av. Insurgentes Sur 1235', 'Del Valle Centro', 'Ciudad de México', 'Ciudad de México', '03100', '5552001101', 'Lunes a domingo de 10:00 a 21:00')
      on conflict do nothing`);
    await db.execute(sql`
      insert into orders (customer_id, platform, magento_order_id, pricesoft_id, status, delivery_type, payment_type, store_id, caja,
                          subtotal_cents, shipping_cents, grand_total_cents, created_at, updated_at)
      select c.id,
             (array['ecommerce','call_center','physical_store'])[1 + g % 3],
             case when g % 3 = 0 then (4000000000 + c.id * 100000 + g)::text end,
             (8000000 + c.id * 100000 + g)::text,
             (array['confirmed','shipped','delivered','canceled'])[1 + (g / 3) % 4],
             case when g % 3 = 2 then 'STORE' else 'STANDARD_DELIVERY' end,
             case when g % 3 = 0 then 'card' else 'in_store' end,
             case when g % 3 = 2 then '101' end,
             case when g % 3 = 2 then ((g % 4) + 1)::text end,
             89900 + (g % 7) * 10000, 0, 89900 + (g % 7) * 10000,
             to_timestamp(${NOW / 1000} - (g::float8 / ${ORDERS_PER_CUSTOMER}) * 365 * 86400),
             to_timestamp(${NOW / 1000} - (g::float8 / ${ORDERS_PER_CUSTOMER}) * 365 * 86400)
        from (select id from customers where customer_id in ${ids}) c
        cross join generate_series(1, ${ORDERS_PER_CUSTOMER}) g`);
    await db.execute(sql`
      insert into order_items (order_id, id_art, sku, name, qty_ordered, price_cents)
      select o.id, '210001', '210001-24', 'Tenis Running Aire Rosa', n, 89900
        from orders o cross join generate_series(1, 2) n`); // only this scenario writes orders
    await db.execute(sql`vacuum analyze orders`);
    await db.execute(sql`vacuum analyze order_items`);
    return ready;
  },
  request(state, i) {
    const s = state.sessions[i % state.sessions.length]!;
    const platform = PLATFORMS[i % 3]!;
    const page = 1 + (i % 5);
    return {
      path: `/api/v1/api-composer/orders/historic?customerId=${s.customerId}&platform=${platform}&from=${state.from as number}&to=${state.to as number}&pageSize=10&currentPage=${page}`,
      headers: { cookie: s.cookie },
    };
  },
};

/** The first 20 bench customers (seeded here unless another scenario of the run already did), each with a session. */
async function customersFor(db: Db): Promise<BenchState> {
  const existing = await queryRows<{ id: number; customer_id: string; username: string }>(
    db,
    sql`select id, customer_id, username from customers where email like 'bench%' order by id limit ${CUSTOMERS}`,
  );
  if (existing.length < CUSTOMERS) return seedCustomers(db, CUSTOMERS);
  const sessions: BenchState['sessions'] = [];
  for (const c of existing) {
    const token = randomBytes(32).toString('base64url');
    sessions.push({ cookie: `sid=${token}`, customerId: c.customer_id, username: c.username });
    await db.execute(sql`insert into sessions (id, customer_id, created_at, expires_at)
                         values (${createHash('sha256').update(token).digest('hex')}, ${c.id}, now(), now() + interval '30 days')`);
  }
  return { sessions };
}
