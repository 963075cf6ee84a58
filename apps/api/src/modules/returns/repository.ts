import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { orderItems, orders, returnGuideEvents, customerAddresses, stores } from '@shop/db/schema/index';
import { RETURN_GUIDE_ID_ART } from '@shop/contracts/returns';

/**
 * The customer's return-guide lines (id_art 900100), newest order first, with the order's status: a
 * customer holds few, so the guides are expanded per unit and filtered in the service.
 */
export async function guideLines(db: DbOrTx, customerId: number) {
  return db
    .select({
      itemId: orderItems.id,
      qty: orderItems.qtyOrdered,
      name: orderItems.name,
      orderStatus: orders.status,
      pricesoftId: orders.pricesoftId,
      magentoOrderId: orders.magentoOrderId,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(orderItems, and(eq(orderItems.orderId, orders.id), eq(orderItems.idArt, RETURN_GUIDE_ID_ART)))
    .where(eq(orders.customerId, customerId));
}

export async function guideEvents(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(returnGuideEvents)
    .where(inArray(returnGuideEvents.orderItemId, itemIds))
    .orderBy(asc(returnGuideEvents.occurredAt));
}

export async function addGuideEvents(
  db: DbOrTx,
  itemId: number,
  unit: number,
  events: { description: string; occurredAt: Date; place: string; code: string }[],
) {
  if (events.length)
    await db.insert(returnGuideEvents).values(events.map((e) => ({ orderItemId: itemId, unit, ...e })));
}

/** The sender's default shipping address (or any) for the printed guide. */
export async function senderAddress(db: DbOrTx, customerId: number) {
  const rows = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  return rows.find((r) => r.defaultShipping) ?? rows[0] ?? null;
}

export async function returnsWarehouse(db: DbOrTx) {
  const [row] = await db.select().from(stores).where(eq(stores.isDefault, true)).limit(1);
  return row ?? null;
}

/** A return-guide line by its id, with its order's status (staff lookups: no customer). */
export async function findGuideLine(db: DbOrTx, itemId: number) {
  const [row] = await db
    .select({ itemId: orderItems.id, qty: orderItems.qtyOrdered, orderStatus: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orderItems.idArt, RETURN_GUIDE_ID_ART)));
  return row;
}
