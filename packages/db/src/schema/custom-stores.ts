import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** A member's personalised store (public at /tienda/{store_id}). Margins are whole percents. */
export const customStores = pgTable(
  'custom_stores',
  {
    storeId: text('store_id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    welcomeMessage: text('welcome_message').notNull().default(''),
    photo: text('photo'),
    phone: text('phone'),
    email: text('email'),
    displayInventoryDarkstore: boolean('display_inventory_darkstore').notNull().default(true),
    displayInventoryFavoriteStore: boolean('display_inventory_favorite_store').notNull().default(false),
    customRangeMargin: integer('custom_range_margin'),
    earningsMargin: integer('earnings_margin').notNull().default(25),
    earningsMargin1: integer('earnings_margin_1'),
    earningsMargin2: integer('earnings_margin_2'),
    earningsMargin3: integer('earnings_margin_3'),
    earningsMargin4: integer('earnings_margin_4'),
    installmentPercentage: integer('installment_percentage').notNull().default(10),
    installmentWeeks: integer('installment_weeks').notNull().default(8),
    weeklyInstallments: integer('weekly_installments').notNull().default(8),
    /** Raw value: the percentage is this / 1000 × 100 (spec §9). */
    downpaymentPercentage: integer('downpayment_percentage').notNull().default(200),
    downpayment: integer('downpayment'),
    psSuggestedMargin: integer('ps_suggested_margin').notNull().default(30),
    psSuggestedDefaultMargin: integer('ps_suggested_default_margin').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_stores_customer_key').on(t.customerId)],
);
