import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { preparedSql, queryRows, type DbOrTx } from '@shop/db/client';
import { orderItems, orders, orderStatusHistory, orderTrackingEvents, payments, stores } from '@shop/db/schema/index';
import type { OrderPlatform, OrderView } from '@shop/contracts/account-orders';
import {
  gatedAnswer,
  gatedSql,
  gateFromSql,
  isoSql,
  meCteSql,
  ownKeySql,
  preparedSuffix,
  withCustomerValues,
  type CustomerOf,
} from '../../lib/sql-parts-repository';

export interface ListFilter {
  /** Her key, or her session (checked in the same statement, decision 0780). */
  who: CustomerOf;
  platform?: OrderPlatform | undefined;
  /** epoch seconds */
  from?: number | undefined;
  to?: number | undefined;
  /** Order-number prefix (digits only). */
  find?: string | undefined;
  view?: OrderView | undefined;
}

/** What each mis-pedidos sub-route lists (docs/decisions/0402). 'envios' is the whole history. */
function viewCondition(view: OrderView | undefined): SQL | undefined {
  switch (view) {
    case 'apartados':
      return inArray(orders.status, ['created', 'pending']);
    case 'ocurre':
      return and(eq(orders.deliveryType, 'PICKUP'), inArray(orders.status, ['confirmed', 'ready', 'scheduled']));
    case 'punto-pickit':
      return eq(orders.deliveryType, 'PICKIT');
    case 'compras-tienda':
      return eq(orders.platform, 'physical_store');
    case 'entregas-tienda':
      return and(eq(orders.deliveryType, 'PICKUP'), eq(orders.status, 'collected'));
    default:
      return undefined;
  }
}

/** Which filters a list request uses: each shape is one prepared statement (its values are placeholders). */
function listShape(f: ListFilter) {
  return {
    platform: f.platform !== undefined,
    from: f.from !== undefined,
    to: f.to !== undefined,
    find: !f.find ? 'none' : f.platform === 'ecommerce' ? 'web-or-erp' : 'erp',
    view: f.view ?? 'all',
  } as const;
}
type ListShape = ReturnType<typeof listShape>;

/**
 * The WHERE clause of a list page and its count: always the customer first, so the composite index
 * (customer_id, platform, created_at desc, id desc) serves both; the number search uses the
 * text_pattern_ops indexes.
 */
function listWhere(shape: ListShape, customer: SQL): SQL {
  const conditions: (SQL | undefined)[] = [sql`${orders.customerId} = ${customer}`];
  if (shape.platform) conditions.push(eq(orders.platform, sql.placeholder('platform')));
  if (shape.from) conditions.push(sql`${orders.createdAt} >= to_timestamp(${sql.placeholder('from')})`);
  if (shape.to) conditions.push(sql`${orders.createdAt} <= to_timestamp(${sql.placeholder('to')})`);
  if (shape.find === 'web-or-erp')
    conditions.push(
      or(
        sql`${orders.magentoOrderId} like ${sql.placeholder('prefix')}`,
        sql`${orders.pricesoftId} like ${sql.placeholder('prefix')}`,
      ),
    );
  if (shape.find === 'erp') conditions.push(sql`${orders.pricesoftId} like ${sql.placeholder('prefix')}`);
  conditions.push(viewCondition(shape.view === 'all' ? undefined : shape.view));
  return and(...conditions)!;
}

export interface OrderListRow {
  id: number;
  platform: string;
  magento_order_id: string | null;
  pricesoft_id: string | null;
  created_at: Date | string;
  /** `created_at` as the answer gives it (ISO 8601, UTC, milliseconds), written by PostgreSQL. */
  created_iso: string;
  grand_total_cents: number;
  status: string;
  delivery_type: string;
  store_id: string | null;
  caja: string | null;
  store_name: string | null;
  /** What the delivery promise reads (decision 0730). */
  postcode: string | null;
  region: string | null;
  confirmed_at: Date | string | null;
  shipped_at: Date | string | null;
  ready_at: Date | string | null;
  done_at: Date | string | null;
  event_code: string | null;
  event_at: Date | string | null;
}

/**
 * One page of a customer's orders, newest first, with the store name, and the total of the filter: one
 * round trip, one row (the total and the page as one JSON value, gated by the session's customer: decision 0794).
 * The count is an index-only scan of the same range; the page reads the first rows of the index in order (NULLS
 * LAST as in the index: a plain DESC would not match it and PostgreSQL would sort the whole range instead).
 */
export async function listOrdersPage(db: DbOrTx, f: ListFilter, page: { size: number; number: number }) {
  const shape = listShape(f);
  const name = `orders_page_${Object.values(shape).map(String).join('_')}${preparedSuffix(f.who)}`;
  const statement = preparedSql<{ body: { total: number; page: OrderListRow[] | null } | null }>(db, name, () => {
    const where = listWhere(shape, ownKeySql(f.who));
    // The session read once (the `me` CTE) for the count and the page, and the answer gated by it at the end.
    const me = meCteSql(f.who);
    const answer = sql`json_build_object(
        'total', (select count(*)::int from ${orders} where ${where}),
        'page', (select json_agg(x order by x.created_at desc nulls last, x.id desc nulls last) from (
          select p.*, s.name as store_name, h.*, e.event_code, e.event_at
            from (
              select ${orders.id} as id, ${orders.platform} as platform, ${orders.magentoOrderId} as magento_order_id,
                     ${orders.pricesoftId} as pricesoft_id, ${orders.createdAt} as created_at,
                     ${isoSql(orders.createdAt)} as created_iso,
                     ${orders.grandTotalCents} as grand_total_cents, ${orders.status} as status,
                     ${orders.deliveryType} as delivery_type, ${orders.storeId} as store_id, ${orders.caja} as caja,
                     ${orders.shippingAddress}->>'postcode' as postcode, ${orders.shippingAddress}->>'region' as region
                from ${orders} where ${where}
               order by ${orders.createdAt} desc nulls last, ${orders.id} desc nulls last
               limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
            ) p
            left join ${stores} s on s.id = p.store_id
            cross join lateral (${statusDates(sql`p.id`)}) h
            left join lateral (
              select ${orderTrackingEvents.code} as event_code, ${orderTrackingEvents.occurredAt} as event_at
                from ${orderTrackingEvents} where ${orderTrackingEvents.orderId} = p.id
               order by ${orderTrackingEvents.occurredAt} desc limit 1
            ) e on true) x))`;
    return sql`${me ? sql`with me as (${me}) ` : sql``}select ${gatedSql(f.who, answer)} as body from ${gateFromSql(f.who)}`;
  });
  const [row] = await statement.execute(
    withCustomerValues(f.who, {
      platform: f.platform,
      from: f.from,
      to: f.to,
      prefix: f.find ? `${f.find}%` : undefined,
      limit: page.size,
      offset: (page.number - 1) * page.size,
    }),
  );
  const body = gatedAnswer(row);
  return { total: body.total, rows: body.page ?? [] };
}

export interface OrderKey {
  platform: OrderPlatform;
  orderId: string;
  caja?: string | undefined;
  storeId?: string | undefined;
}

/**
 * A customer's order by the number the list shows: the web number (ecommerce), the ERP id (call_center;
 * the entity id while it has none) or the ERP id in its store and till (physical_store). Ownership is in
 * the WHERE clause: another customer's order is simply not found.
 */
export async function findOwnOrderByKey(db: DbOrTx, customerId: number, key: OrderKey) {
  const own = and(eq(orders.customerId, customerId), eq(orders.platform, key.platform));
  let match: SQL | undefined;
  if (key.platform === 'ecommerce') match = eq(orders.magentoOrderId, key.orderId);
  else if (key.platform === 'call_center')
    match = or(
      eq(orders.pricesoftId, key.orderId),
      key.orderId.length <= 15 ? and(isNull(orders.pricesoftId), eq(orders.id, Number(key.orderId))) : undefined,
    );
  else
    match = and(
      eq(orders.pricesoftId, key.orderId),
      eq(orders.caja, key.caja ?? ''),
      eq(orders.storeId, key.storeId ?? ''),
    );
  const [row] = await db
    .select({ order: orders, storeName: stores.name })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(and(own, match))
    .limit(1);
  return row;
}

export async function orderLines(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

export async function orderPayments(db: DbOrTx, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

/** When an order first became confirmed, shipped and ready, and when it was delivered or collected (decision 0730). */
function statusDates(orderId: SQL) {
  const h = orderStatusHistory;
  return sql`select min(${h.at}) filter (where ${h.toStatus} = 'confirmed') as confirmed_at,
                    min(${h.at}) filter (where ${h.toStatus} = 'shipped') as shipped_at,
                    min(${h.at}) filter (where ${h.toStatus} = 'ready') as ready_at,
                    max(${h.at}) filter (where ${h.toStatus} in ('delivered', 'collected')) as done_at
               from ${h} where ${h.orderId} = ${orderId}`;
}

export interface StatusDates {
  confirmed_at: Date | string | null;
  shipped_at: Date | string | null;
  ready_at: Date | string | null;
  done_at: Date | string | null;
}

export async function orderStatusDates(db: DbOrTx, orderId: number): Promise<StatusDates> {
  const [row] = await queryRows<StatusDates>(db, statusDates(sql`${orderId}`));
  return row ?? { confirmed_at: null, shipped_at: null, ready_at: null, done_at: null };
}

export async function orderTracking(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderTrackingEvents)
    .where(eq(orderTrackingEvents.orderId, orderId))
    .orderBy(desc(orderTrackingEvents.occurredAt));
}
