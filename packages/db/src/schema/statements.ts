import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { customers } from './customers';

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
