import type { Db } from '@shop/db/client';

/** One benchmarked endpoint: its data is seeded once, then autocannon drives `request`. */
export interface BenchScenario {
  name: string;
  /** What the issue asks of it, e.g. p99 under 50 ms at 32 connections. */
  target: { p99Ms: number; connections: number };
  /** Its p99 at most `p99Ratio` × the p99 of another scenario (by name) of the same run. */
  compareTo?: { scenario: string; p99Ratio: number };
  /**
   * The floor (bench/floor/server.ts) answers this scenario's requests: the run checks that its answer equals the
   * shop's and drives it the same way, and prints shop ÷ floor (issue 32).
   */
  floor?: boolean;
  /** Checks, once the shop runs and before the load, that its answers are right (throws when they are not). */
  check?(state: BenchState, shopUrl: string): Promise<void>;
  /** Seeds what the endpoint needs (in bulk SQL) and returns the state its requests use. */
  seed(db: Db): Promise<BenchState>;
  /** Builds the i-th request. */
  request(
    state: BenchState,
    i: number,
  ): { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
}

export interface BenchState {
  /** Session cookies of seeded customers, with their customer_id and username. */
  sessions: { cookie: string; customerId: string; username: string }[];
  [key: string]: unknown;
}
