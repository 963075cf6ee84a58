import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@shop/db/client';
import {
  carts,
  customerAddresses,
  inventory,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  stores,
} from '@shop/db/schema/index';
import type { OrderStatus } from '@shop/domain/orders';

export async function lockOrder(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** An ecommerce order of this customer by its web order number (ownership in the WHERE clause). */
export async function findOwnOrder(db: DbOrTx, customerId: number, magentoOrderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.magentoOrderId, magentoOrderId)))
    .limit(1);
  return row;
}

export async function recordHistory(
  db: DbOrTx,
  h: { orderId: number; from: string | null; to: string; actor: string; note?: string | null; at: Date },
) {
  await db
    .insert(orderStatusHistory)
    .values({ orderId: h.orderId, fromStatus: h.from, toStatus: h.to, actor: h.actor, note: h.note ?? null, at: h.at });
}

/** The stock each line took at checkout, read before the lines forget their store. */
export async function reservedLines(db: DbOrTx, orderId: number) {
  return db
    .select({ sku: orderItems.sku, qty: orderItems.qtyOrdered, storeId: orderItems.reservedFromStoreId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.reservedFromStoreId} is not null`));
}

/** Gives units back, locking rows in sku order like checkout does (no deadlock between them). */
export async function restock(db: DbOrTx, lines: { sku: string; qty: number; storeId: string | null }[]) {
  for (const l of [...lines].sort((a, b) => a.sku.localeCompare(b.sku))) {
    if (!l.storeId) continue;
    await db
      .update(inventory)
      .set({ qty: sql`${inventory.qty} + ${l.qty}` })
      .where(and(eq(inventory.sku, l.sku), eq(inventory.storeId, l.storeId)));
  }
}

/** The next ERP (pricesoft) order id. */
export async function nextPricesoftId(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ id: string }>(db, sql`select nextval('pricesoft_id_seq')::text as id`);
  return row!.id;
}

/** The order's lines no longer hold stock of any store. */
export async function clearReservations(db: DbOrTx, orderId: number) {
  await db.update(orderItems).set({ reservedFromStoreId: null }).where(eq(orderItems.orderId, orderId));
}

/** Cancels the order's payments still open, returning their provider objects. */
export function cancelOpenPaymentsOfOrder(db: DbOrTx, orderId: number, now: Date) {
  return db
    .update(payments)
    .set({ status: 'canceled', updatedAt: now })
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['pending', 'requires_payment_method', 'requires_action']),
      ),
    )
    .returning({ provider: payments.provider, providerId: payments.providerId });
}

/** Updates the customer's order. */
export async function updateOrder(
  db: DbOrTx,
  customerId: number,
  orderId: number,
  set: Partial<typeof orders.$inferInsert>,
) {
  const [row] = await db
    .update(orders)
    .set(set)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .returning();
  return row;
}

export async function countSucceededPayments(db: DbOrTx, orderId: number): Promise<number | undefined> {
  const [paid] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payments where order_id = ${orderId} and status = 'succeeded'`,
  );
  return paid?.n;
}

/** The order's timer columns (docs/decisions/0205-timers.md). */
export type OrderDeadline = 'payBy' | 'scheduleBy' | 'collectBy';

/**
 * Up to `limit` orders whose deadline in `column` has passed while in one of `statuses`, the most overdue
 * first, locked FOR UPDATE SKIP LOCKED so that concurrent sweepers each take other rows.
 */
export function claimDueOrders(db: DbOrTx, deadline: OrderDeadline, statuses: OrderStatus[], now: Date, limit: number) {
  const column = orders[deadline];
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(lte(column, now), inArray(orders.status, statuses)))
    .orderBy(asc(column))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Up to `limit` open payment references past their expiry, the oldest first. */
export function dueReferences(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(lte(payments.expiresAt, now), inArray(payments.status, ['pending', 'requires_action'])))
    .orderBy(asc(payments.expiresAt))
    .limit(limit);
}

/** Locks the order row (FOR UPDATE) and returns its status. */
export async function lockOrderStatus(db: DbOrTx, orderId: number) {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Expires the payment if it is still open and past its expiry; returns its provider object when it did. */
export async function expireReference(db: DbOrTx, paymentId: number, now: Date) {
  const [gone] = await db
    .update(payments)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(payments.id, paymentId),
        lte(payments.expiresAt, now),
        inArray(payments.status, ['pending', 'requires_action']),
      ),
    )
    .returning({ provider: payments.provider, providerId: payments.providerId });
  return gone;
}

export async function countOpenPaymentsOfOrder(db: DbOrTx, orderId: number): Promise<number | undefined> {
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending', 'requires_action'])));
  return open?.n;
}

/** Locks (FOR UPDATE) the customer's cart. */
export async function lockCustomerCart(db: DbOrTx, customerId: number, cartId: string) {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .for('update');
  return cart;
}

/** The customer's order a cart became at checkout. */
export async function findCustomerOrderOfCart(db: DbOrTx, customerId: number, cartId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.customerId, customerId)));
  return order;
}

export async function findCustomerAddress(db: DbOrTx, customerId: number, addressId: number) {
  const [address] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  return address;
}

export async function findStore(db: DbOrTx, storeId: string) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  return store;
}

/** Takes `qty` units of the sku from the store's stock if that many remain; false when they do not. */
export async function takeStock(db: DbOrTx, sku: string, storeId: string, qty: number): Promise<boolean> {
  const taken = await db
    .update(inventory)
    .set({ qty: sql`${inventory.qty} - ${qty}` })
    .where(and(eq(inventory.sku, sku), eq(inventory.storeId, storeId), sql`${inventory.qty} >= ${qty}`))
    .returning({ qty: inventory.qty });
  return taken.length > 0;
}

/** The next web order number. */
export async function nextWebOrderNumber(db: DbOrTx): Promise<string> {
  const [number] = await queryRows<{ n: string }>(db, sql`select nextval('web_order_number_seq')::text as n`);
  return number!.n;
}

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert) {
  const [order] = await db.insert(orders).values(values).returning();
  return order;
}

export async function insertOrderItems(db: DbOrTx, items: (typeof orderItems.$inferInsert)[]) {
  await db.insert(orderItems).values(items);
}

/** The customer's cart became an order. */
export async function markCartCheckedOut(db: DbOrTx, customerId: number, cartId: string, now: Date) {
  await db
    .update(carts)
    .set({ status: 'created', updatedAt: now })
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)));
}

export async function findCustomerOrder(db: DbOrTx, customerId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return order;
}
