import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orderItems } from './orders';

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
