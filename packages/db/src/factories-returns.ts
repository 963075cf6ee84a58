/** Return guides for the demo and the tests: orders of the return-guide product (docs/decisions/0403). */
import type { OrderStatus } from '@shop/domain/orders';
import type { DbOrTx } from './client';
import { createOrder, type NewOrder } from './factories-shop';
import { orderItems, returnGuideEvents } from './schema/index';
import { eq } from 'drizzle-orm';

export const RETURN_GUIDE_ITEM = {
  idArt: '900100',
  sku: '900100-UNI',
  name: 'Guía de devolución',
  priceCents: 9900,
  sizeLabel: 'Unitalla',
  color: 'Digital',
};

export interface NewGuideOrder {
  customerId: number;
  createdAt: Date;
  /** The order's path: ['created'] (unpaid), [..., 'canceled'] (not paid in time), ['created', 'confirmed', 'delivered'] (paid). */
  path: OrderStatus[];
  qty?: number;
  payment?: NewOrder['payment'];
  /** Courier events per used unit (1-based). */
  used?: Record<number, { description: string; occurredAt: Date; place: string; code: string }[]>;
}

/** An order of `qty` return guides; units listed in `used` were scanned by the courier. */
export async function createGuideOrder(db: DbOrTx, g: NewGuideOrder) {
  const order = await createOrder(db, {
    customerId: g.customerId,
    deliveryType: 'DIGITAL',
    path: g.path,
    createdAt: g.createdAt,
    items: [{ ...RETURN_GUIDE_ITEM, qtyOrdered: g.qty ?? 1 }],
    ...(g.payment !== undefined ? { payment: g.payment } : {}),
  });
  const [item] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const [unit, events] of Object.entries(g.used ?? {})) {
    if (events.length)
      await db
        .insert(returnGuideEvents)
        .values(events.map((e) => ({ orderItemId: item!.id, unit: Number(unit), ...e })));
  }
  return { order, itemId: item!.id };
}
