import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '@shop/domain/clock';
import type { DbOrTx } from '@shop/db/client';
import { customers, sessions } from '@shop/db/schema/index';

/** Sessions last 30 days from sign-in (docs/decisions/0003-sessions-and-csrf.md). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionStore(db: DbOrTx, clock: Clock) {
  // Every guarded request runs this lookup: built once and prepared (one named statement per pooled
  // connection on PostgreSQL), instead of building the SQL text of a 30-column join each time. It still
  // reads the shared sessions table on every request, so a sign-out counts at once on every process.
  const customerForSession = db
    .select({ customer: customers })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1)
    .prepare('session_customer');
  return {
    /** A fresh random id at every sign-in; only its hash is stored. */
    async create(customerId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await db.insert(sessions).values({ id: digest(token), customerId, createdAt: now, expiresAt });
      return { token, expiresAt };
    },
    async customerFor(token: string) {
      const [row] = await customerForSession.execute({ id: digest(token), now: clock.now().toISOString() });
      return row?.customer ?? null;
    },
    async destroy(token: string) {
      await db.delete(sessions).where(eq(sessions.id, digest(token)));
    },
    /** Ends every session of a customer, optionally but the current one (password change, deletion). */
    async destroyAllFor(customerId: number, exceptToken?: string) {
      const all = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.customerId, customerId));
      const keep = exceptToken ? digest(exceptToken) : null;
      for (const s of all) if (s.id !== keep) await db.delete(sessions).where(eq(sessions.id, s.id));
    },
    async purgeExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, clock.now()));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
