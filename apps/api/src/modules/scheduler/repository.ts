import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { orders, pickupAppointments, stores } from '@shop/db/schema/index';

/** A store (stores are public: no owner). */
export async function findStore(db: DbOrTx, storeId: string) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  return store;
}

/** The pickup appointment of an order (already checked to be the customer's), with its store. */
export async function findAppointment(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ a: pickupAppointments, store: stores })
    .from(pickupAppointments)
    .innerJoin(stores, eq(stores.id, pickupAppointments.storeId))
    .where(eq(pickupAppointments.orderId, orderId));
  return row;
}

/** How many appointments each window of a store holds between `from` and `until`. */
export function countBookedWindows(db: DbOrTx, storeId: string, from: Date, until: Date) {
  return db
    .select({ startsAt: pickupAppointments.startsAt, n: sql<number>`count(*)::int` })
    .from(pickupAppointments)
    .where(
      and(
        eq(pickupAppointments.storeId, storeId),
        gte(pickupAppointments.startsAt, from),
        lt(pickupAppointments.startsAt, until),
      ),
    )
    .groupBy(pickupAppointments.startsAt);
}

/** Locks the store row: one booking at a time per store keeps each window's capacity. */
export async function lockStore(tx: DbOrTx, storeId: string) {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
}

/** How many appointments one window of a store holds. */
export async function countWindowBookings(tx: DbOrTx, storeId: string, start: Date) {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(pickupAppointments)
    .where(and(eq(pickupAppointments.storeId, storeId), eq(pickupAppointments.startsAt, start)));
  return count?.n ?? 0;
}

export async function insertAppointment(tx: DbOrTx, values: typeof pickupAppointments.$inferInsert) {
  await tx.insert(pickupAppointments).values(values);
}

/** The day by which the customer's order must be collected. */
export async function setCollectBy(tx: DbOrTx, customerId: number, orderId: number, collectBy: Date) {
  await tx
    .update(orders)
    .set({ collectBy })
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
}
