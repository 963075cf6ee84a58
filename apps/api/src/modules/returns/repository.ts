import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import {
  orderItems,
  orders,
  orderStatusHistory,
  returnGuideEvents,
  returnRequests,
  customerAddresses,
  stores,
} from '@shop/db/schema/index';
import { RETURN_GUIDE_ID_ART } from '@shop/contracts/returns';

/**
 * The customer's return-guide lines (id_art 900100), newest order first, with the order's status: a
 * customer holds few, so the guides are expanded per unit and filtered in the service.
 */
export async function guideLines(db: DbOrTx, customerId: number) {
  return db
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
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

/**
 * An item of one of the customer's orders (by its web or ERP number), with what 'Devolver' needs: the order's
 * status and when it was delivered (the last time it reached 'delivered' or 'collected').
 */
export async function orderItemToReturn(db: DbOrTx, customerId: number, orderNumber: string, sku: string) {
  const [row] = await db
    .select({
      itemId: orderItems.id,
      idArt: orderItems.idArt,
      name: orderItems.name,
      sizeLabel: orderItems.sizeLabel,
      qty: orderItems.qtyOrdered,
      orderStatus: orders.status,
      orderNumber: sql<string>`coalesce(${orders.magentoOrderId}, ${orders.pricesoftId})`,
      deliveredAt: sql<Date | null>`(select max(h.at) from ${orderStatusHistory} h
        where h.order_id = ${orders.id} and h.to_status in ('delivered', 'collected'))`.mapWith(orders.createdAt),
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        or(eq(orders.magentoOrderId, orderNumber), eq(orders.pricesoftId, orderNumber)),
        eq(orderItems.sku, sku),
      ),
    )
    .limit(1);
  return row;
}

/** The return requests of an item, with the status of the order that buys each one's guide (null: in a bag). */
export async function requestsOfItem(db: DbOrTx, itemId: number) {
  return db
    .select({ id: returnRequests.id, cartId: returnRequests.cartId, guideOrderStatus: orders.status })
    .from(returnRequests)
    .leftJoin(orders, eq(orders.id, returnRequests.guideOrderId))
    .where(eq(returnRequests.orderItemId, itemId));
}

export async function insertReturnRequest(db: DbOrTx, values: typeof returnRequests.$inferInsert) {
  await db.insert(returnRequests).values(values);
}

/** At checkout: the bag's requests now belong to the guide order (as many as it bought guides; the rest go). */
export async function linkRequestsToGuideOrder(db: DbOrTx, customerId: number, cartId: string, orderId: number) {
  const [guides] = await db
    .select({ qty: sql<number>`coalesce(sum(${orderItems.qtyOrdered}), 0)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.idArt, RETURN_GUIDE_ID_ART)));
  const waiting = await db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.customerId, customerId),
        eq(returnRequests.cartId, cartId),
        isNull(returnRequests.guideOrderId),
      ),
    )
    .orderBy(asc(returnRequests.id));
  const keep = waiting.slice(0, guides?.qty ?? 0).map((r) => r.id);
  const drop = waiting.slice(guides?.qty ?? 0).map((r) => r.id);
  if (keep.length)
    await db
      .update(returnRequests)
      .set({ guideOrderId: orderId, cartId: null })
      .where(inArray(returnRequests.id, keep));
  if (drop.length) await db.delete(returnRequests).where(inArray(returnRequests.id, drop));
}

/** The guide left the bag: its waiting requests go with it. */
export async function dropBagRequests(db: DbOrTx, customerId: number, cartId: string) {
  await db
    .delete(returnRequests)
    .where(
      and(
        eq(returnRequests.customerId, customerId),
        eq(returnRequests.cartId, cartId),
        isNull(returnRequests.guideOrderId),
      ),
    );
}

/** What each guide order's units are for: its requests, oldest first, with the item they send back. */
export async function returnsForGuideOrders(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      guideOrderId: returnRequests.guideOrderId,
      reason: returnRequests.reason,
      name: orderItems.name,
      sizeLabel: orderItems.sizeLabel,
      orderNumber: sql<string>`coalesce(${orders.magentoOrderId}, ${orders.pricesoftId})`,
    })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(returnRequests.guideOrderId, orderIds))
    .orderBy(asc(returnRequests.id));
}
