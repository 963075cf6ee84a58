import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { inventory, orderItems, orderStatusHistory, orders } from '@shop/db/schema/index';

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
