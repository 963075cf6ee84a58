import { inArray, sql } from 'drizzle-orm';
import type { Clock } from '@shop/domain/clock';
import type { DbOrTx } from '@shop/db/client';
import { queryRows } from '@shop/db/client';
import { authThrottle } from '@shop/db/schema/index';

/**
 * Sign-in throttling shared by every API process through the database (docs/decisions/0003).
 * Per account: 5 failures are free, then each further failure blocks the account key for 30 s, 60 s,
 * 120 s … up to 15 minutes. Per client address: the same from 20 failures. Failures older than 15 minutes
 * are forgotten, and a successful sign-in clears the account's counter: a back-off, never a lock-out.
 */
export const THROTTLE = {
  accountFreeFailures: 5,
  addressFreeFailures: 20,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 15 * 60_000,
} as const;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(THROTTLE.maxDelayMs, THROTTLE.baseDelayMs * 2 ** (failures - free));
}

export function createThrottle(db: DbOrTx, clock: Clock) {
  return {
    /** Milliseconds the caller must still wait, or 0. */
    async waitFor(keys: string[]): Promise<number> {
      const rows = await db.select().from(authThrottle).where(inArray(authThrottle.key, keys));
      const now = clock.now().getTime();
      return Math.max(0, ...rows.map((r) => (r.blockedUntil ? r.blockedUntil.getTime() - now : 0)));
    },
    async recordFailure(key: string, free: number): Promise<void> {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
      const [row] = await queryRows<{ failures: number }>(
        db,
        sql`insert into auth_throttle (key, failures, last_failure_at)
            values (${key}, 1, ${now.toISOString()}::timestamptz)
            on conflict (key) do update set
              failures = case when auth_throttle.last_failure_at < ${windowStart.toISOString()}::timestamptz
                              then 1 else auth_throttle.failures + 1 end,
              last_failure_at = excluded.last_failure_at
            returning failures`,
      );
      const delay = delayAfter(row?.failures ?? 1, free);
      if (delay > 0) {
        await db
          .update(authThrottle)
          .set({ blockedUntil: new Date(now.getTime() + delay) })
          .where(sql`${authThrottle.key} = ${key}`);
      }
    },
    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(sql`${authThrottle.key} = ${key}`);
    },
  };
}
