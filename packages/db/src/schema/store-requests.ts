import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { customStores } from './custom-stores';
import { customCarts } from './custom-carts';

/**
 * An order sent from her public store, as the client typed it (issue 27, decision 0721). Its cart is a custom cart
 * with `draft` set and no client, so it is in none of her lists, her clients, 'Mis cobranzas' or 'Me deben' until she
 * accepts it: accepting files the cart under the client (the one with that phone, or a new one) and clears `draft`;
 * rejecting deletes the cart. The row stays (without cart once rejected) for the client's status page, opened by a
 * random token of which only the SHA-256 is kept.
 */
export const storeRequests = pgTable(
  'store_requests',
  {
    requestId: uuid('request_id').primaryKey().defaultRandom(),
    /** The member (customers.id): the owner in every `where`. */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => customStores.storeId, { onDelete: 'cascade' }),
    /** The order (a draft until accepted); null once rejected or deleted. */
    cartId: uuid('cart_id').references(() => customCarts.cartId, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** pending | accepted | rejected */
    status: text('status').notNull().default('pending'),
    /** SHA-256 (hex) of the status page's token. */
    statusTokenHash: text('status_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // Her new requests, newest first, and their count (the menu).
    index('store_requests_member_pending_idx')
      .on(t.memberId, t.createdAt.desc())
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('store_requests_status_token_key').on(t.statusTokenHash),
    index('store_requests_cart_idx').on(t.cartId),
    check('store_requests_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
  ],
);

export type StoreRequestRow = typeof storeRequests.$inferSelect;
