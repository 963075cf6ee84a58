import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  colony: text('colony').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postcode: text('postcode').notNull(),
  phone: text('phone').notNull(),
  openingHours: text('opening_hours').notNull(),
  /** Offers in-store pickup (PICKUP delivery). */
  pickup: boolean('pickup').notNull().default(true),
  /** The warehouse that serves online orders; excluded from store selectors. */
  isDefault: boolean('is_default').notNull().default(false),
});
