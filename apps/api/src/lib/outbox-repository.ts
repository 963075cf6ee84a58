import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { outbox } from '@shop/db/schema/index';

/** The dev outbox's rows (demo mode only): copies of the messages sent, for anyone's address. */

export async function insertOutboxMessage(db: DbOrTx, values: typeof outbox.$inferInsert) {
  await db.insert(outbox).values(values);
}

/** The newest messages first, of one address when `to` is given. */
export function listOutboxMessages(db: DbOrTx, to: string | undefined, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}
