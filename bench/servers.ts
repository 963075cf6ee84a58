/**
 * How the bench's tools start, wait for and read a server: `npm run bench` (run.ts), `npm run bench:compare`
 * (compare.ts) and `npm run bench:instructions` (instructions.ts) run the built shop with the same environment.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The built shop's environment against the bench's database, on `port`. */
export function shopEnv(url: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: url,
    DEMO: 'false',
    // Stop at once when the run ends (no load-balancer drain), before the database is dropped.
    DRAIN_DELAY_MS: '0',
    CARD_WEBHOOK_SECRET: 'whsec_bench_card_0123456789',
    WALLET_WEBHOOK_SECRET: 'whsec_bench_wallet_0123456789',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
  };
}

/** Resolves once `url` answers 2xx; throws when `child` exits first or after `timeoutMs`. */
export async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** The user and system CPU time a process has used, in µs, from /proc (clock ticks of 10 ms); zeros once it is gone. */
export function processCpu(pid: number): { user: number; sys: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) * 10_000, sys: Number(fields[12]) * 10_000 };
  } catch {
    return { user: 0, sys: 0 }; // gone (a PostgreSQL backend that closed)
  }
}

/** The median of some figures (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length / 2;
  return v.length % 2 ? v[Math.floor(mid)]! : (v[mid - 1]! + v[mid]!) / 2;
}
