import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * A member's clients (contacts) and their addresses (reseller-area.md §3 Contact/client, Contact address;
 * docs/decisions/0501-reseller-data-model.md). Owned by issue 13; custom carts point at them.
 */
export const contacts = pgTable(
  'contacts',
  {
    contactId: uuid('contact_id').primaryKey().defaultRandom(),
    /** The member (customers.id) whose client this is: the owner in every `where`. */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * searchKey(first_name + ' ' + last_name) of @shop/domain/customer-orders: lower case, no accents. Mis
     * clientes finds clients by its prefix (first name); her orders by client, by a contains-match (decision 0514).
     */
    searchName: text('search_name').notNull(),
    /** 52 + 10 digits, unique among one member's contacts. */
    phone: text('phone').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the phone-prefix search (phone >= '5255' and phone < '5256').
    uniqueIndex('contacts_member_phone_key').on(t.memberId, t.phone),
    // First-name prefix (search_name like 'mar%'), and her orders' search by client name ('%maria l%'): the
    // contact_id makes both an index-only scan (decision 0514).
    index('contacts_member_search_idx').on(t.memberId, t.searchName.op('text_pattern_ops'), t.contactId),
  ],
);

export const contactAddresses = pgTable(
  'contact_addresses',
  {
    addressId: uuid('address_id').primaryKey().defaultRandom(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.contactId, { onDelete: 'cascade' }),
    postcode: text('postcode').notNull(),
    street: text('street').notNull(),
    externalNumber: text('external_number').notNull(),
    colony: text('colony').notNull(),
    municipality: text('municipality').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_addresses_contact_idx').on(t.contactId, t.createdAt)],
);

export type ContactRow = typeof contacts.$inferSelect;
export type ContactAddressRow = typeof contactAddresses.$inferSelect;
