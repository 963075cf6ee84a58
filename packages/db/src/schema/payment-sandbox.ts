import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in payment providers' own records (docs/decisions/0204-payment-providers.md). They stand
 * where the real card and wallet providers keep theirs; our code reaches them only through the provider
 * interfaces and their signed webhooks.
 */
export const sandboxCardIntents = pgTable('sandbox_card_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('mxn'),
  /** requires_payment_method | requires_action | processing | succeeded | canceled */
  status: text('status').notNull(),
  /** card | customer_balance | oxxo */
  methodType: text('method_type').notNull(),
  brand: text('brand'),
  last4: text('last4'),
  lastError: text('last_error'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const sandboxWalletPreferences = pgTable('sandbox_wallet_preferences', {
  id: text('id').primaryKey(),
  externalReference: text('external_reference').notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxWalletPayments = pgTable(
  'sandbox_wallet_payments',
  {
    id: text('id').primaryKey(),
    preferenceId: text('preference_id').notNull(),
    externalReference: text('external_reference').notNull(),
    /** pending | approved | rejected | cancelled */
    status: text('status').notNull(),
    /** ticket (cash at a store) | account_money | credit_card */
    paymentTypeId: text('payment_type_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_wallet_payments_ref_idx').on(t.externalReference)],
);

/** Webhook events the sandboxes sent, kept so that one can be delivered again (a replay). */
export const sandboxEvents = pgTable('sandbox_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
