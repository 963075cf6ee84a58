import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { stores } from './stores';

/**
 * A customer's CrediPrice line. `status_code` is the eligibility code the credit service answers
 * (docs/decisions/0302-eligibility-codes.md); money is integer centavos.
 */
export const creditLines = pgTable('credit_lines', {
  customerId: bigint('customer_id', { mode: 'number' })
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  statusCode: integer('status_code').notNull(),
  /** The line's limit (0 until a line is granted). */
  limitCents: bigint('limit_cents', { mode: 'number' }).notNull().default(0),
  /** The pre-approved amount offered to a pre-authorized customer. */
  preapprovedCents: bigint('preapproved_cents', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One purchase on credit: its terms. Everything else (balances, overdue periods…) is derived from them and the payments. */
export const credits = pgTable(
  'credits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 7_100_001 }),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    storeId: text('store_id').references(() => stores.id),
    /** Mexico City date of the purchase. */
    startDate: date('start_date').notNull(),
    periodo: text('periodo', { enum: ['Semanal', 'Quincenal', 'Mensual', 'Diario'] }).notNull(),
    installments: integer('installments').notNull(),
    principalCents: bigint('principal_cents', { mode: 'number' }).notNull(),
    interestCents: bigint('interest_cents', { mode: 'number' }).notNull(),
    lateRateBps: integer('late_rate_bps').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credits_customer_idx').on(t.customerId, t.id)],
);

/** Money received for a credit ('pago') or forgiven by the shop ('bonificacion'). */
export const creditPayments = pgTable(
  'credit_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    creditId: bigint('credit_id', { mode: 'number' })
      .notNull()
      .references(() => credits.id, { onDelete: 'cascade' }),
    /** The credit's owner, repeated so that one indexed read loads all of a customer's payments. */
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['pago', 'bonificacion'] })
      .notNull()
      .default('pago'),
  },
  (t) => [index('credit_payments_customer_idx').on(t.customerId), index('credit_payments_credit_idx').on(t.creditId)],
);

/** Bearer tokens of the credit service (GET credit/auth). Only a SHA-256 of the token is kept. */
export const creditTokens = pgTable(
  'credit_tokens',
  {
    id: text('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('credit_tokens_customer_idx').on(t.customerId), index('credit_tokens_expires_idx').on(t.expiresAt)],
);

/** A payment promise (POST /api/cliente/credito) and the references to pay it, valid until 22:00 Mexico City. */
export const creditPromises = pgTable(
  'credit_promises',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    datalogicReference: text('datalogic_reference').notNull(),
    bbvaReference: text('bbva_reference').notNull(),
    storeReference: text('store_reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('credit_promises_customer_idx').on(t.customerId, t.validUntil)],
);

export const creditPromiseItems = pgTable(
  'credit_promise_items',
  {
    promiseId: bigint('promise_id', { mode: 'number' })
      .notNull()
      .references(() => creditPromises.id, { onDelete: 'cascade' }),
    creditId: bigint('credit_id', { mode: 'number' })
      .notNull()
      .references(() => credits.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.promiseId, t.creditId] })],
);

/** A CrediPrice application in progress or submitted: the data of each step, keyed by step. */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    steps: jsonb('steps')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('credit_applications_customer_idx').on(t.customerId)],
);

/** The images of the application's Documentación step (already compressed by the browser, at most 5 MB each). */
export const creditDocuments = pgTable(
  'credit_documents',
  {
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['identificacion_frente', 'identificacion_reverso', 'comprobante_domicilio'],
    }).notNull(),
    contentType: text('content_type').notNull(),
    dataBase64: text('data_base64').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.kind] })],
);
