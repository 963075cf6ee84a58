import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * The shape of an e-mailed single-use link of an account: the link carries 32 random bytes, only their SHA-256
 * is kept; it expires, works once (`used_at`), and a newer one replaces the older (the module that owns it).
 */
export const singleUseLinkTable = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      customerId: bigint('customer_id', { mode: 'number' })
        .notNull()
        .references(() => customers.id, { onDelete: 'cascade' }),
      tokenHash: text('token_hash').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
    },
    (t) => [uniqueIndex(`${name}_token_key`).on(t.tokenHash), index(`${name}_customer_idx`).on(t.customerId)],
  );
