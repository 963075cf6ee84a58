import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from './customers';
import { orders } from './orders';

/**
 * A discount coupon given to a customer (reseller-area §3: code, rule_name, rule_description, expiration),
 * and the rule the checkout applies (decision 0310): a percentage or a fixed amount off the products (of one
 * category, if set) from a minimum subtotal, or free shipping. Used once: the order that redeemed it is kept,
 * and a cancelled order gives it back.
 */
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
    /** 'percent' (value in whole percent), 'amount' (value in centavos) or 'free_shipping' (value unused). */
    discountType: text('discount_type').notNull().default('amount'),
    discountValue: integer('discount_value').notNull().default(10_000),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    /** Only products of this catalogue category count (e.g. 'calzado'); all when null. */
    category: text('category'),
    redeemedOrderId: bigint('redeemed_order_id', { mode: 'number' }).references(() => orders.id),
  },
  (t) => [
    index('coupons_customer_idx').on(t.customerId, t.expiresAt),
    uniqueIndex('coupons_customer_code_key').on(t.customerId, t.code),
    index('coupons_redeemed_order_idx')
      .on(t.redeemedOrderId)
      .where(sql`${t.redeemedOrderId} is not null`),
    check('coupons_discount_type', sql`${t.discountType} in ('percent', 'amount', 'free_shipping')`),
    check(
      'coupons_discount_value',
      sql`${t.discountValue} >= 0 and (${t.discountType} <> 'percent' or ${t.discountValue} <= 100)`,
    ),
  ],
);
