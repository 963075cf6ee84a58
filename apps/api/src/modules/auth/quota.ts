import type { Clock } from '@shop/domain/clock';
import type { Db, DbOrTx } from '@shop/db/client';
import { lockThrottleRows, updateThrottleRow } from './repository';

/**
 * Caps on what a stranger can make the shop do (decision 0720): at most `max` uses of a key in a fixed window of
 * `windowMs` that starts at the key's first use. Kept in the throttle table (`quota:` keys: `failures` counts the
 * uses, `last_failure_at` is the window's start), under its row locks, so concurrent requests and several API
 * processes cannot overtake a cap.
 */
export interface QuotaKey {
  key: string;
  max: number;
  windowMs: number;
}

const EPOCH = new Date(0);

export function createQuota(db: Db, clock: Clock) {
  /**
   * Counts one use on every key inside the caller's transaction: either every key has room and each counts it, or
   * one is full and nothing is counted. Answers the milliseconds until the full keys have room (0 when none is
   * full) and the first full key.
   */
  async function takeIn(tx: DbOrTx, keys: QuotaKey[]): Promise<{ wait: number; full?: QuotaKey }> {
    if (keys.length === 0) return { wait: 0 };
    const named = keys.map((k) => ({ ...k, key: `quota:${k.key}` }));
    const rows = await lockThrottleRows(
      tx,
      named.map((k) => k.key),
      EPOCH,
    );
    const now = clock.now().getTime();
    let wait = 0;
    let full: QuotaKey | undefined;
    const next: { key: string; uses: number; start: Date }[] = [];
    for (const k of named) {
      const row = rows.find((r) => r.key === k.key);
      const open = row && row.lastFailureAt.getTime() + k.windowMs > now;
      const uses = open ? row.failures : 0;
      if (uses >= k.max) {
        wait = Math.max(wait, row!.lastFailureAt.getTime() + k.windowMs - now);
        full ??= keys.find((original) => `quota:${original.key}` === k.key);
      }
      next.push({ key: k.key, uses: uses + 1, start: open ? row.lastFailureAt : new Date(now) });
    }
    if (wait > 0) return { wait, ...(full ? { full } : {}) };
    for (const n of next)
      await updateThrottleRow(tx, n.key, { failures: n.uses, lastFailureAt: n.start, blockedUntil: null });
    return { wait: 0 };
  }
  return {
    takeIn,
    /** The same in a transaction of its own. */
    take: (keys: QuotaKey[]) => db.transaction((tx) => takeIn(tx, keys)),
  };
}

export type Quota = ReturnType<typeof createQuota>;

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
