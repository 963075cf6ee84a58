import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** A discount coupon given to a customer (reseller-area §3: code, rule_name, rule_description, expiration). */
export const coupons = pgTable(
  'coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    ruleName: text('rule_name').notNull(),
    ruleDescription: text('rule_description').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('coupons_customer_idx').on(t.customerId, t.expiresAt)],
);
