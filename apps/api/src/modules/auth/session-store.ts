import { randomBytes } from 'node:crypto';
import type { Clock } from '@shop/domain/clock';
import type { DbOrTx } from '@shop/db/client';
import type { SessionRow } from '../../lib/sql-parts-repository';
import {
  deleteCustomerSession,
  deleteSession,
  deleteSessionsExpiredBefore,
  insertSession,
  prepareCustomerForSession,
  sessionCustomerRowSql,
  sessionIdsOfCustomer,
} from './repository';
import { tokenDigest } from '../../lib/token-digest';

/** Sessions last 30 days from sign-in (docs/decisions/0003-sessions-and-csrf.md). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function createSessionStore(db: DbOrTx, clock: Clock) {
  // Every guarded request runs this lookup: built once and prepared, instead of building the SQL text of a
  // 30-column join each time. It still reads the shared sessions table on every request, so a sign-out
  // counts at once on every process.
  const customerForSession = prepareCustomerForSession(db);
  return {
    /** A fresh random id at every sign-in; only its hash is stored. */
    async create(customerId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await insertSession(db, { id: tokenDigest(token), customerId, createdAt: now, expiresAt });
      return { token, expiresAt };
    },
    async customerFor(token: string) {
      const [row] = await customerForSession.execute({ id: tokenDigest(token), now: clock.now().toISOString() });
      return row?.customer ?? null;
    },
    /** The session's customer as a sub-select for a read that checks the session itself (decision 0780). */
    row(token: string): SessionRow {
      return {
        sql: sessionCustomerRowSql,
        values: { session_id: tokenDigest(token), session_now_ms: clock.now().getTime() },
      };
    },
    async destroy(token: string) {
      await deleteSession(db, tokenDigest(token));
    },
    /** Ends every session of a customer, optionally but the current one (password change, deletion). */
    async destroyAllFor(customerId: number, exceptToken?: string) {
      const all = await sessionIdsOfCustomer(db, customerId);
      const keep = exceptToken ? tokenDigest(exceptToken) : null;
      for (const s of all) if (s.id !== keep) await deleteCustomerSession(db, customerId, s.id);
    },
    async purgeExpired() {
      await deleteSessionsExpiredBefore(db, clock.now());
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
