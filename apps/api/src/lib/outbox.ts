import type { Clock } from '@shop/domain/clock';
import type { DbOrTx } from '@shop/db/client';
import { insertOutboxMessage, listOutboxMessages } from './outbox-repository';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}

/** The dev outbox of the running contract: a copy of every message sent, in demo mode only. */
export function createOutbox(db: DbOrTx, clock: Clock) {
  return {
    async record(message: OutgoingMessage) {
      await insertOutboxMessage(db, { ...message, createdAt: clock.now() });
    },
    async list(to: string | undefined, limit = 100) {
      const rows = await listOutboxMessages(db, to, limit);
      return rows.map((r) => ({
        channel: r.channel,
        to: r.to,
        subject: r.subject,
        body: r.body,
        created_at: r.createdAt.toISOString(),
      }));
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
