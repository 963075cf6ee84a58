import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Dev outbox: in demo mode, a copy of every e-mail and SMS the shop sends (contract: /api/dev/outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.id)],
);
