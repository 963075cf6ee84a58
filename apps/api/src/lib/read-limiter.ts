import type { Clock } from '@shop/domain/clock';

/**
 * A cap on reads per client address in this process (decision 0720): at most `max` in a fixed window of `windowMs`
 * from the address's first read. Reads are cheap and many, so they are not counted in the database as the caps on
 * writes are; several API processes each keep their own count. The table forgets closed windows as it grows.
 */
export function createReadLimiter(options: { clock: Clock; max: number; windowMs: number; maxAddresses?: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  const maxAddresses = options.maxAddresses ?? 50_000;
  return {
    /** Counts one read; answers the milliseconds to wait when the address used up its window, else 0. */
    hit(address: string): number {
      const now = options.clock.now().getTime();
      const w = windows.get(address);
      if (!w || w.start + options.windowMs <= now) {
        if (windows.size >= maxAddresses)
          for (const [key, old] of windows) if (old.start + options.windowMs <= now) windows.delete(key);
        if (windows.size >= maxAddresses) windows.delete(windows.keys().next().value!);
        windows.set(address, { start: now, count: 1 });
        return 0;
      }
      if (w.count >= options.max) return w.start + options.windowMs - now;
      w.count += 1;
      return 0;
    },
  };
}
