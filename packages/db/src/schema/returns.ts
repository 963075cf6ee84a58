import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carts } from './bag';
import { customers } from './customers';
import { orderItems, orders } from './orders';

/**
 * Courier events of return guides (docs/decisions/0403). A guide is one unit (1..qty) of a return-guide line
 * (id_art 900100) of an order; it has no row of its own: its status follows the order, and it is used once
 * the courier scanned it (it has events here).
 */
export const returnGuideEvents = pgTable(
  'return_guide_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    unit: integer('unit').notNull(),
    description: text('description').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    code: text('code').notNull(),
  },
  (t) => [index('return_guide_events_guide_idx').on(t.orderItemId, t.unit, t.occurredAt)],
);

/**
 * 'Devolver' on an item of a delivered order (issue 28, decision 0734): one unit of that item to send back by
 * courier. It puts a return guide in her bag (`cart_id`); the checkout of that bag links the guide's order
 * (`guide_order_id`), and the guides list says which item each guide is for (the guide order's requests, oldest
 * first, are its units 1..n). A request still in a bag is deleted when the guide leaves the bag.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The delivered item she sends back. */
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The bag the guide was put in, until its checkout. */
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** The order that buys the guide, once the bag is checked out. */
    guideOrderId: bigint('guide_order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('return_requests_item_idx').on(t.orderItemId),
    index('return_requests_cart_idx')
      .on(t.cartId)
      .where(sql`${t.guideOrderId} is null`),
    index('return_requests_guide_order_idx').on(t.guideOrderId, t.id),
    check('return_requests_reason_check', sql`${t.reason} in ('size', 'not_expected', 'damaged', 'other')`),
  ],
);
