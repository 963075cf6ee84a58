import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * "Let me know when it is back in stock" subscriptions. Products are referenced by their sku and product id
 * as plain text: the catalogue (issue 4) owns the product tables.
 */
export const stockAlertSubscriptions = pgTable(
  'stock_alert_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    sizeLabel: text('size_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stock_alert_subscriptions_customer_sku_key').on(t.customerId, t.sku)],
);

/** How stock alerts reach the customer: exactly one of e-mail and WhatsApp (one column holds that rule). */
export const stockAlertPreferences = pgTable('stock_alert_preferences', {
  customerId: bigint('customer_id', { mode: 'number' })
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  method: text('method', { enum: ['email', 'whatsapp'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
