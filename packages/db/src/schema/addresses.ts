import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    state: text('state').notNull(),
    stateId: integer('state_id').notNull(),
    city: text('city'),
    telephone: text('telephone').notNull(),
    reference: text('reference').notNull(),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    defaultBilling: boolean('default_billing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);
