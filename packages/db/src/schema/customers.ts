import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

/** customer_id values (numeric strings, as the spec's calls carry them). */
export const customerNumberSeq = pgSequence('customer_number_seq', { startWith: 300001 });
/** Member numbers (the username of a socia/socio). */
export const memberNumberSeq = pgSequence('member_number_seq', { startWith: 1000001 });

export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The `customer_id` custom attribute the spec's calls carry (a numeric string). */
    customerId: text('customer_id').notNull(),
    /** Member number for members; for other customers the same value as customer_id. */
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    motherLastName: text('mother_last_name'),
    mobileTelephone: text('mobile_telephone'),
    dob: date('dob'),
    /** 'rolMember' for members (socias/socios), null otherwise. */
    role: text('role'),
    deletedInApp: text('deleted_in_app').notNull().default('0'),
    employee: boolean('employee').notNull().default(false),
    consolidatedAffiliationEndDate: date('consolidated_affiliation_end_date'),
    favoriteStoreId: text('favorite_store_id').references(() => stores.id),
    deliverHome: boolean('deliver_home').notNull().default(true),
    pickupInStore: boolean('pickup_in_store').notNull().default(false),
    earningsMargin: integer('earnings_margin'),
    clientMode: boolean('client_mode').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the owner proved the e-mail is hers (decision 0704). A registration leaves it null until its e-mailed
     * link is opened, and such an account cannot sign in; every other account (demo, staff-made) is confirmed.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }).defaultNow(),
    /** Set when the account is deleted; personal data is anonymised at the same time. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_customer_id_key').on(t.customerId),
    uniqueIndex('customers_username_key').on(t.username),
    uniqueIndex('customers_email_active_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('customers_mobile_active_key')
      .on(t.mobileTelephone)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the random token in the cookie: a stolen database does not yield live cookies. */
    id: text('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed sign-in counters, per account e-mail and per client address, shared by every API process. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Devices that have signed in to an account (docs/decisions/0642): the `did` cookie holds a random token and
 * only its SHA-256 is kept. A known device's sign-in attempts count on a throttle key of their own, so a block
 * of the account never locks its owner out of her own phone.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: text('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('known_devices_customer_idx').on(t.customerId)],
);

export type CustomerRow = typeof customers.$inferSelect;
