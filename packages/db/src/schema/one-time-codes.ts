import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * One-time codes for changing the phone or the e-mail (docs/decisions/0102-one-time-codes.md). A code is
 * bound to its customer and to the destination it was sent to; only its argon2id hash is kept. A validated
 * code yields a profile-update token (also stored hashed) that allows exactly one change to that destination.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** The phone (52 + 10 digits) or the lower-cased e-mail the code was sent to. */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 10 minutes after creation; set to the moment a newer code replaces it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** SHA-256 (hex) of the X-Manage-Profile-Update-Token handed out when the code was validated. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
  },
  (t) => [
    index('one_time_codes_customer_created_idx').on(t.customerId, t.createdAt),
    uniqueIndex('one_time_codes_token_key').on(t.tokenHash),
  ],
);
