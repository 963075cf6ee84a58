import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    street: text('street').notNull(),
    externalNumber: text('external_number').notNull(),
    internalNumber: text('internal_number'),
    postcode: text('postcode').notNull(),
    colonyId: integer('colony_id').notNull(),
    colony: text('colony').notNull(),
    municipality: text('municipality').notNull(),
    /** SEPOMEX c_mnpio (unique within its state). */
    municipalityId: integer('municipality_id'),
    state: text('state').notNull(),
    stateId: integer('state_id').notNull(),
    city: text('city'),
    telephone: text('telephone').notNull(),
    reference: text('reference').notNull(),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    defaultBilling: boolean('default_billing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    // At most one default shipping and one default billing address per customer.
    uniqueIndex('customer_addresses_default_shipping_key')
      .on(t.customerId)
      .where(sql`${t.defaultShipping}`),
    uniqueIndex('customer_addresses_default_billing_key')
      .on(t.customerId)
      .where(sql`${t.defaultBilling}`),
  ],
);
