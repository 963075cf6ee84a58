import { bigint, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * Why an account was deleted (reasons 1 to 4 of the reseller spec §4). The customer row itself stays,
 * anonymised, so that the order history the shop must keep still points at it
 * (docs/decisions/0105-account-deletion.md).
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    reason: smallint('reason').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_deletions_customer_idx').on(t.customerId)],
);
