import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { customers, orderStatusHistory, orderTrackingEvents, orders } from '@shop/db/schema/index';

/**
 * Data access of the staff API (docs/decisions/0206-staff-operations-and-pickups.md). Staff act on any
 * customer's order, so these queries name the order, not an owner; the staff guard of the `/api/admin` group
 * is what admits the caller.
 */

/** An order by its web number, or by its entity id when `id` is given (a number the column can hold). */
export async function findOrderByWebNumberOrId(db: DbOrTx, webNumber: string, id: number | null) {
  const [row] = await db
    .select()
    .from(orders)
    .where(or(eq(orders.magentoOrderId, webNumber), id === null ? sql`false` : eq(orders.id, id)))
    .limit(1);
  return row;
}

export function orderHistory(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

/** The courier's events of the order, the oldest first. */
export function orderTrackingOldestFirst(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderTrackingEvents)
    .where(eq(orderTrackingEvents.orderId, orderId))
    .orderBy(asc(orderTrackingEvents.occurredAt));
}

export async function setOrderShipment(
  db: DbOrTx,
  orderId: number,
  shipment: { courierName: string; guideNumber: string },
  now: Date,
) {
  await db
    .update(orders)
    .set({ ...shipment, updatedAt: now })
    .where(eq(orders.id, orderId));
}

export async function insertTrackingEvent(db: DbOrTx, event: typeof orderTrackingEvents.$inferInsert) {
  await db.insert(orderTrackingEvents).values(event);
}

/** A customer by the customer id the other channels know (`customers.customer_id`). */
export async function findCustomerByChannelId(db: DbOrTx, customerId: string) {
  const [row] = await db.select().from(customers).where(eq(customers.customerId, customerId));
  return row;
}

/** Inserts a channel sale's order; undefined when the same sale (its ERP id) was recorded before. */
export async function insertOrderUnlessRecorded(db: DbOrTx, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  return row;
}
