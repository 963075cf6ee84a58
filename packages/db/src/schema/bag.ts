import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { skus } from './catalog';

/**
 * The shopping bag ('bolsa'): one open cart per customer; checkout turns it into an order and its status
 * into 'created' (spec: checkout succeeds only if the cart status is created).
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'open' while shopping, 'created' once its order exists. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('carts_one_open_per_customer')
      .on(t.customerId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => skus.sku),
    qty: integer('qty').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.sku] }),
    index('cart_items_sku_idx').on(t.sku),
    check('cart_items_qty_range', sql`${t.qty} between 1 and 50`),
  ],
);
