import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@shop/db/client';
import { demoPasswordHash } from '@shop/db/factories';
import type { ClientLedgerResponse, CustomCartListResponse, CustomCartView } from '@shop/contracts/custom-carts';
import { orderMoney } from '@shop/domain/ledger';
import { addDays, mexicoDate } from '@shop/domain/mexico-dates';
import type { BenchScenario, BenchState } from '../scenario';

const MEMBERS = 20_000;
/** Her customer orders; the other members have a few each, so her rows sit among ~120,000. */
const HER_ORDERS = 10_000;
const OTHERS_ORDERS = 5;
const ITEMS = 5;
const FIRST = [
  'María',
  'Lucía',
  'Rosaura',
  'Guadalupe',
  'Verónica',
  'Alejandra',
  'Fernanda',
  'Gabriela',
  'Patricia',
  'Leticia',
];
const LAST = [
  'López',
  'Hernández',
  'García',
  'Martínez',
  'Rodríguez',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
];
/** Her 500 clients: 10 × 10 names, five of each (different second surnames: the search matches the five). */
const CLIENTS = 500;
const NOW_S = Math.floor(Date.now() / 1000);

const key = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * 20,000 members (emails carga-socia…, not the bench… customers other scenarios count), one store each; one of
 * them has 10,000 customer orders of 5 items for 500 clients over a year (installments on half, some overdue),
 * the others 5 orders each. All set-based SQL (generate_series), seeded once for both list scenarios.
 */
async function seed(db: Db): Promise<BenchState> {
  const [done] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customers where email like 'carga-socia%'`,
  );
  if (!done?.n) {
    const hash = await demoPasswordHash();
    await db.execute(sql`
      insert into customers (customer_id, username, email, password_hash, firstname, lastname, mother_last_name, mobile_telephone, role)
      select (900000 + g)::text, (4000000 + g)::text, 'carga-socia' || g || '@prueba.mx', ${hash}, 'Socia', 'Carga ' || g, 'Prueba',
             '5292' || lpad(g::text, 8, '0'), 'rolMember'
        from generate_series(1, ${MEMBERS}) g`);
    await db.execute(sql`
      insert into custom_stores (store_id, customer_id)
      select 'tienda-carga-' || c.id, c.id from customers c where c.email like 'carga-socia%'`);
    await db.execute(sql`
      insert into products (id, slug, name, category, department, color, price_cents)
      values ('880001', 'tenis-carga', 'Tenis Carga', 'calzado', 'Dama', 'Negro', 89900) on conflict do nothing`);
    await db.execute(sql`
      insert into skus (sku, product_id, size, size_label)
      select '880001-' || s, '880001', s::text, s || ' MX' from generate_series(22, 26) s on conflict do nothing`);
    const her = await herId(db);
    const first = sql.raw(`array[${FIRST.map((f) => `'${f}'`).join(',')}]`);
    const last = sql.raw(`array[${LAST.map((f) => `'${f}'`).join(',')}]`);
    const firstKey = sql.raw(`array[${FIRST.map((f) => `'${key(f)}'`).join(',')}]`);
    const lastKey = sql.raw(`array[${LAST.map((f) => `'${key(f)}'`).join(',')}]`);
    // Her clients, then one client for each other member.
    await db.execute(sql`
      insert into contacts (member_id, first_name, last_name, search_name, phone)
      select ${her}, (${first})[1 + g % 10], (${last})[1 + (g / 10) % 10] || ' ' || (${last})[1 + (g / 100) % 10],
             (${firstKey})[1 + g % 10] || ' ' || (${lastKey})[1 + (g / 10) % 10] || ' ' || (${lastKey})[1 + (g / 100) % 10],
             '5255' || lpad(g::text, 8, '0')
        from generate_series(0, ${CLIENTS - 1}) g`);
    await db.execute(sql`
      insert into contacts (member_id, first_name, last_name, search_name, phone)
      select c.id, 'Clienta', 'Otra', 'clienta otra', '5256' || lpad(c.id::text, 8, '0')
        from customers c where c.email like 'carga-socia%' and c.id <> ${her}`);
    // Her orders: every 4th all bought (PURCHASED), the rest with items to buy; installments on every 2nd.
    await db.execute(sql`
      with clients as (select contact_id, row_number() over (order by contact_id) - 1 as n
                         from contacts where member_id = ${her})
      insert into custom_carts (member_id, store_id, contact_id, status, grand_total_cents, selected_payment,
                                installment_grand_total_cents, downpayment_cents, installment_weeks, weekly_payment_cents,
                                installment_percentage, downpayment_percentage, created_at, updated_at)
      select ${her}, 'tienda-carga-' || ${her}, cl.contact_id,
             case when g % 4 = 0 then 'PURCHASED' else 'CREATED' end, 5 * 120000,
             case when g % 2 = 0 then 'installments' else 'cash' end,
             case when g % 2 = 0 then 660000 end, case when g % 2 = 0 then 132000 end, case when g % 2 = 0 then 4 end,
             case when g % 2 = 0 then 132000 end, case when g % 2 = 0 then 10 end, case when g % 2 = 0 then 200 end,
             to_timestamp(${NOW_S}::float8 - g * 3153.6), to_timestamp(${NOW_S}::float8 - g * 3153.6)
        from generate_series(1, ${HER_ORDERS}) g join clients cl on cl.n = g % ${CLIENTS}`);
    await db.execute(sql`
      insert into custom_carts (member_id, store_id, contact_id, status, grand_total_cents, selected_payment, created_at, updated_at)
      select k.member_id, 'tienda-carga-' || k.member_id, k.contact_id,
             case when g % 2 = 0 then 'PURCHASED' else 'CREATED' end, 5 * 120000, 'cash',
             to_timestamp(${NOW_S}::float8 - g * 86400 * 30), to_timestamp(${NOW_S}::float8 - g * 86400 * 30)
        from contacts k cross join generate_series(1, ${OTHERS_ORDERS}) g where k.member_id <> ${her} and k.first_name = 'Clienta'`);
    await db.execute(sql`
      insert into custom_cart_items (cart_id, sku, product_id, name, color, size, size_label, qty, price_cents, base_price_cents,
                                     customer_price_cents, status)
      select c.cart_id, '880001-' || (21 + n), '880001', 'Tenis Carga', 'Negro', (21 + n)::text, (21 + n) || ' MX', 1,
             120000, 76400, 120000,
             case when c.status = 'PURCHASED' or n <= 2 then 'PURCHASED' when n = 3 then 'ADDED_TO_CART' else 'PENDING' end
        from custom_carts c cross join generate_series(1, ${ITEMS}) n`);
    // Payments: cash, one; installments, a down payment and 4 weekly ones (the old ones overdue, half of them paid):
    // planned as @shop/domain/ledger reads a plan (the amounts add up to the total), each paid one by a tick of its own
    // (an abono naming it), so what the abonos cover is its whole amount. The database's triggers keep the ledger's
    // aggregates (oldest open due, per client, per day) as for any write.
    await db.execute(sql`
      insert into custom_cart_payments (cart_id, member_id, kind, number, amount_cents, paid_cents, due_date, status, paid_date)
      select c.cart_id, c.member_id,
             case when c.selected_payment = 'cash' then 'cash' when n = 0 then 'downpayment' else 'installment' end, n,
             case when c.selected_payment = 'cash' then c.grand_total_cents else 132000 end,
             case when n = 0 or (n + extract(day from c.created_at)::int) % 2 = 0
                  then case when c.selected_payment = 'cash' then c.grand_total_cents else 132000 end else 0 end,
             (c.created_at at time zone 'America/Mexico_City')::date + 7 * n,
             case when n = 0 or (n + extract(day from c.created_at)::int) % 2 = 0 then 'paid' else 'open' end,
             case when n = 0 or (n + extract(day from c.created_at)::int) % 2 = 0 then (c.created_at at time zone 'America/Mexico_City')::date + 7 * n end
        from custom_carts c cross join generate_series(0, 4) n
       where c.member_id = ${her} and (c.selected_payment = 'installments' or n = 0)`);
    await db.execute(sql`
      insert into custom_cart_abonos (cart_id, member_id, payment_id, amount_cents, paid_date, created_at)
      select p.cart_id, p.member_id, p.payment_id, p.amount_cents, p.paid_date, p.paid_date::timestamptz
        from custom_cart_payments p where p.member_id = ${her} and p.status = 'paid' order by p.paid_date, p.payment_id`);
    for (const table of [
      'customers',
      'custom_stores',
      'contacts',
      'custom_carts',
      'custom_cart_items',
      'custom_cart_payments',
      'custom_cart_abonos',
      'custom_cart_client_ledgers',
      'custom_cart_ledger_days',
      'custom_cart_counts',
      'custom_cart_client_counts',
    ])
      await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const her = await herId(db);
  const [row] = await queryRows<{ customer_id: string; username: string }>(
    db,
    sql`select customer_id, username from customers where id = ${her}`,
  );
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into sessions (id, customer_id, created_at, expires_at)
                       values (${createHash('sha256').update(token).digest('hex')}, ${her}, now(), now() + interval '30 days')`);
  return { sessions: [{ cookie: `sid=${token}`, customerId: row!.customer_id, username: row!.username }] };
}

/** She is the member in the middle of the 20,000 (her rows are neither the first nor the last inserted). */
async function herId(db: Db) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from customers where email = ${`carga-socia${MEMBERS / 2}@prueba.mx`}`,
  );
  return row!.id;
}

const list = (state: BenchState, query: string) => ({
  path: `/api/custom-cart/?customer_id=${state.sessions[0]!.customerId}&page_size=10${query}`,
  headers: { cookie: state.sessions[0]!.cookie },
});

/** GET /api/custom-cart/ filtered by status (CREATED / PURCHASED), pages 1–5. */
export const customerOrdersStatusScenario: BenchScenario = {
  name: 'GET /api/custom-cart/ (status filter page)',
  floor: true,
  target: { p99Ms: 30, connections: 32 },
  seed,
  request: (state, i) => list(state, `&current_page=${1 + (i % 5)}&status=${i % 2 ? 'CREATED' : 'PURCHASED'}`),
};

/**
 * GET /api/custom-cart/ searched by client name: a first name and surname (~100 orders), a whole name
 * (~20 orders), a first name alone (~1,000) and a name she has no client by; every 3rd also with the status.
 */
export const customerOrdersSearchScenario: BenchScenario = {
  name: 'GET /api/custom-cart/ (client name search page)',
  floor: true,
  target: { p99Ms: 30, connections: 32 },
  seed,
  request(state, i) {
    const f = FIRST[i % FIRST.length]!;
    const l = LAST[(i * 3) % LAST.length]!;
    const finds = [`${f} ${l}`, `${f} ${l} ${LAST[(i * 7) % LAST.length]!}`, f, 'Zacarías Núñez'];
    const find = encodeURIComponent(finds[i % finds.length]!.length >= 5 ? finds[i % finds.length]! : `${f} ${l}`);
    const status = i % 3 === 0 ? `&status=${i % 2 ? 'CREATED' : 'PURCHASED'}` : '';
    return list(state, `&current_page=1&find=${find}${status}`);
  },
};

/** GET /api/custom-cart/ filtered 'Con pagos vencidos' (with or without the status), pages 1–5. */
export const customerOrdersOverdueScenario: BenchScenario = {
  name: 'GET /api/custom-cart/ (overdue filter page)',
  floor: true,
  target: { p99Ms: 30, connections: 32 },
  seed,
  request: (state, i) =>
    list(
      state,
      `&current_page=${1 + (i % 5)}&overdue=true${i % 3 === 0 ? `&status=${i % 2 ? 'CREATED' : 'PURCHASED'}` : ''}`,
    ),
};

/**
 * GET /api/custom-cart/ by the days she made them (issue 32's filter object): a month (about 820 of her orders), one
 * of the last six, pages 1–5; every 3rd also with the status, every 4th from a day on with no end.
 */
export const customerOrdersDatesScenario: BenchScenario = {
  name: 'GET /api/custom-cart/ (date range page)',
  floor: true,
  target: { p99Ms: 30, connections: 32 },
  seed,
  request(state, i) {
    const from = addDays(mexicoDate(new Date()), -30 * (1 + (i % 6)));
    const to = i % 4 === 3 ? '' : `&to=${addDays(from, 29)}`;
    const status = i % 3 === 0 ? `&status=${i % 2 ? 'CREATED' : 'PURCHASED'}` : '';
    return list(state, `&current_page=${1 + (i % 5)}&from=${from}${to}${status}`);
  },
};

/**
 * 'Me deben' (decision 0710): her 500 clients who owe, most urgent first, pages 1–25. Issue 26 asks its p99 within
 * 1.2× of the status-filtered list page of the same run. Before the load, page 1's first client is checked against
 * @shop/domain/ledger orderMoney over her orders (read through the API), so the figures measured are the right ones.
 */
export const customerOrdersOwedScenario: BenchScenario = {
  name: "GET /api/custom-cart/collections/clients ('Me deben' page)",
  floor: true,
  target: { p99Ms: 30, connections: 32 },
  compareTo: { scenario: customerOrdersStatusScenario.name, p99Ratio: 1.2 },
  seed,
  request: (state, i) => ({
    path: `/api/custom-cart/collections/clients?customer_id=${state.sessions[0]!.customerId}&current_page=${1 + (i % 25)}`,
    headers: { cookie: state.sessions[0]!.cookie },
  }),
  async check(state, shop) {
    const { customerId, cookie } = state.sessions[0]!;
    const get = async <T>(path: string) => {
      const res = await fetch(`${shop}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return (await res.json()) as T;
    };
    const page = await get<ClientLedgerResponse>(`/api/custom-cart/collections/clients?customer_id=${customerId}`);
    const first = page.clients[0];
    if (!first) throw new Error("'Me deben' lists no client");
    let owed = 0;
    for (let p = 1; ; p++) {
      const orders = await get<CustomCartListResponse>(
        `/api/custom-cart/?customer_id=${customerId}&page_size=50&current_page=${p}&contact_id=${first.contact.contact_id}`,
      );
      for (const row of orders.custom_carts) {
        const c = await get<CustomCartView>(`/api/custom-cart/${row.cart_id}`);
        const detail = c.selected_payment_option?.payment_detail;
        owed += orderMoney({
          items: c.cart_items.map((i) => ({ status: i.status, qty: i.qty, price: i.price, basePrice: i.base_price })),
          option:
            c.selected_payment_option?.type === 'installments'
              ? { type: 'installments', installmentPercentage: 10 }
              : c.selected_payment_option
                ? { type: 'cash' }
                : null,
          schedule: (detail?.payments ?? []).map((x) => ({
            id: x.id,
            kind: x.kind,
            number: x.number,
            amount: x.amount,
            dueDate: x.due_date,
          })),
          abonos: (detail?.abonos ?? []).map((a) => ({
            id: a.id,
            amount: a.amount,
            date: a.date,
            paymentId: a.payment_id,
          })),
          today: mexicoDate(new Date()),
        }).left;
      }
      if (p * 50 >= orders.total_count) break;
    }
    if (owed !== first.owed) throw new Error(`'Me deben' says ${first.owed} for its first client, orderMoney ${owed}`);
  },
};
