import { bigint, boolean, customType, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The photo's link as the spec answers it (served from custom_store_photos); null without a photo. */
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
    /** Tell her of each new order from her store by e-mail / by SMS (issue 27, decision 0722). */
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifySms: boolean('notify_sms').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_stores_customer_key').on(t.customerId)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The store's photo, stored with the shop's data (both databases, no file system; decision 0501): its bytes
 * (at most 1 MiB, checked by the server) and content type, served at the link kept in custom_stores.photo.
 */
export const customStorePhotos = pgTable('custom_store_photos', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => customStores.storeId, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** The link preview's card: the photo as a 1200×630 JPEG without metadata (decision 0724); null for old photos. */
  cardBytes: bytea('card_bytes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CustomStoreRow = typeof customStores.$inferSelect;
export type CustomStorePhotoRow = typeof customStorePhotos.$inferSelect;
