import { sql } from 'drizzle-orm';
import { bigint, check, customType, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { customers } from './customers';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A client's statement link (issue 30, decision 0770): whoever holds the token sees, without signing in, what
 * that client owes that socia. Only the token's SHA-256 is kept; the link expires and she can revoke it.
 */
export const statementLinks = pgTable(
  'statement_links',
  {
    /** SHA-256 (hex) of the token in the link. */
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.contactId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('statement_links_contact_idx').on(t.contactId, t.memberId)],
);
export type StatementLinkRow = typeof statementLinks.$inferSelect;

/**
 * A payment her client makes from the statement link (issue 30 point 2, decision 0771): one intent of the card
 * provider (card, SPEI transfer or cash voucher). Confirmed once (`status` moves to 'succeeded' by a conditional
 * update); then `applied_cents` went to her orders as abonos (source 'pay_link') and `surplus_cents` (what a race
 * past the balance paid above what was left) is owed back to the client. Both are credited to her 'Mi saldo'.
 */
export const statementPayments = pgTable(
  'statement_payments',
  {
    paymentId: uuid('payment_id').primaryKey().defaultRandom(),
    /** The link it was made from (kept after the link expires, for the record). */
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.contactId, { onDelete: 'cascade' }),
    /** card | bank_transfer | cash */
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Our reference, quoted to the provider (`EC-…`). */
    reference: text('reference').notNull().unique(),
    /** The provider's intent id. */
    providerId: text('provider_id').unique(),
    /** pending | succeeded | expired | failed */
    status: text('status').notNull().default('pending'),
    appliedCents: integer('applied_cents').notNull().default(0),
    surplusCents: integer('surplus_cents').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('statement_payments_contact_idx').on(t.contactId, t.createdAt),
    check('statement_payments_amount_positive', sql`${t.amountCents} > 0`),
    check('statement_payments_split', sql`${t.appliedCents} + ${t.surplusCents} in (0, ${t.amountCents})`),
    check('statement_payments_method_check', sql`${t.method} in ('card', 'bank_transfer', 'cash')`),
  ],
);
export type StatementPaymentRow = typeof statementPayments.$inferSelect;

/**
 * A payment her client says she made elsewhere (issue 30 point 3, decision 0772): amount, date, SPEI tracking key
 * and/or a photo of the receipt (re-encoded, decision 0724). Only a report she confirms becomes an abono ('report').
 */
export const paymentReports = pgTable(
  'payment_reports',
  {
    reportId: uuid('report_id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.contactId, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    paidDate: date('paid_date').notNull(),
    trackingKey: text('tracking_key'),
    photo: bytea('photo'),
    /** pending | confirmed | rejected */
    status: text('status').notNull().default('pending'),
    /** What a confirmation recorded as abonos (at most what was left then). */
    appliedCents: integer('applied_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_reports_member_idx').on(t.memberId, t.status, t.createdAt),
    check('payment_reports_amount_positive', sql`${t.amountCents} > 0`),
    check('payment_reports_status_check', sql`${t.status} in ('pending', 'confirmed', 'rejected')`),
  ],
);
export type PaymentReportRow = typeof paymentReports.$inferSelect;

/**
 * What moved her 'Mi saldo' and why, in words she can read (decision 0771): one row per client payment collected on
 * her behalf (`statement_payment_id` unique: a payment is credited once).
 */
export const balanceMovements = pgTable(
  'balance_movements',
  {
    movementId: uuid('movement_id').primaryKey().defaultRandom(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    statementPaymentId: uuid('statement_payment_id')
      .unique()
      .references(() => statementPayments.paymentId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('balance_movements_customer_idx').on(t.customerId, t.createdAt)],
);
