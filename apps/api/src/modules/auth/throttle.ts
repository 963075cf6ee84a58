import type { Clock } from '@shop/domain/clock';
import type { DbOrTx } from '@shop/db/client';
import { blockThrottleKeyUntil, countThrottleFailure, deleteThrottleKey, throttleRows } from './repository';

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
      const rows = await throttleRows(db, keys);
      const now = clock.now().getTime();
      return Math.max(0, ...rows.map((r) => (r.blockedUntil ? r.blockedUntil.getTime() - now : 0)));
    },
    async recordFailure(key: string, free: number): Promise<void> {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
      const failures = await countThrottleFailure(db, key, now, windowStart);
      const delay = delayAfter(failures, free);
      if (delay > 0) await blockThrottleKeyUntil(db, key, new Date(now.getTime() + delay));
    },
    async clear(key: string): Promise<void> {
      await deleteThrottleKey(db, key);
    },
  };
}
