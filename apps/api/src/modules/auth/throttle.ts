import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import { deleteThrottleKey, lockThrottleRows, releaseThrottleAttempt, updateThrottleRow } from './repository';

/**
 * Sign-in throttling shared by every API process through the database (docs/decisions/0003, 0642).
 * An attempt is counted before its password is checked, under a row lock, so concurrent attempts cannot
 * overtake the count. Per account: 5 attempts are free; the 5th starts a 30 s wait before the next one, and
 * each later attempt doubles it (60 s, 120 s … up to 15 minutes). Per client address: the same with 20.
 * Attempts older than 15 minutes are forgotten; a successful sign-in clears its counter. A device that has
 * signed in before counts on a key of its own, so a block of the account never locks its owner out.
 */
export const THROTTLE = {
  accountFreeAttempts: 5,
  addressFreeAttempts: 20,
  /** Registrations per client address in a window (decision 0643). */
  registrationFreeAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 15 * 60_000,
} as const;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;
export const deviceKey = (deviceId: string) => `device:${deviceId}`;
export const registrationKey = (ip: string) => `register:${ip}`;

/** The wait after the `attempts`-th attempt of a window: none before the free ones are used up. */
export function delayAfter(attempts: number, free: number): number {
  if (attempts < free) return 0;
  return Math.min(THROTTLE.maxDelayMs, THROTTLE.baseDelayMs * 2 ** (attempts - free));
}

export interface ThrottleKey {
  key: string;
  free: number;
}

const EPOCH = new Date(0);

export function createThrottle(db: Db, clock: Clock) {
  return {
    /**
     * Counts one attempt on every key, atomically: under the keys' row locks, either every key is free and
     * each counts the attempt (starting its wait once its free attempts are used), or one is waiting and
     * nothing is counted. Answers the milliseconds still to wait, or 0 when the attempt may go ahead.
     */
    async claim(keys: ThrottleKey[]): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await lockThrottleRows(
          tx,
          keys.map((k) => k.key),
          EPOCH,
        );
        const now = clock.now();
        const wait = Math.max(0, ...rows.map((r) => (r.blockedUntil ? r.blockedUntil.getTime() - now.getTime() : 0)));
        if (wait > 0) return wait;
        const windowStart = now.getTime() - THROTTLE.windowMs;
        for (const { key, free } of keys) {
          const row = rows.find((r) => r.key === key);
          const attempts = !row || row.lastFailureAt.getTime() < windowStart ? 1 : row.failures + 1;
          const delay = delayAfter(attempts, free);
          await updateThrottleRow(tx, key, {
            failures: attempts,
            lastFailureAt: now,
            blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
          });
        }
        return 0;
      });
    },
    /** Takes back the attempt of a success on a shared key (a client address), so successes never block. */
    async release({ key, free }: ThrottleKey): Promise<void> {
      await releaseThrottleAttempt(db, key, free);
    },
    async clear(key: string): Promise<void> {
      await deleteThrottleKey(db, key);
    },
  };
}
