import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * E-mail confirmation links of new accounts (docs/decisions/0704-email-confirmation.md). The e-mailed link carries
 * 32 random bytes; only their SHA-256 is kept. A link lasts 24 hours, works once, and a newer one replaces it.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
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
  (t) => [
    uniqueIndex('email_confirmations_token_key').on(t.tokenHash),
    index('email_confirmations_customer_idx').on(t.customerId),
  ],
);
