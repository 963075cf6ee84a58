import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What `GET /metrics` exposes (README "Operations"). One registry per app, so tests never share counters. */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'shop_' });
  const registers = [registry];
  let poolStats: (() => { total: number; idle: number; waiting: number }) | undefined;

  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'shop_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time from receiving a request to its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'shop_db_query_duration_seconds',
      help: 'Database query time, by outcome (PostgreSQL: every query; PGlite: queries outside transactions)',
      labelNames: ['outcome'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers,
    }),
    dbPool: new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite',
      labelNames: ['state'] as const,
      registers,
      collect() {
        if (!poolStats) return;
        const s = poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    }),
    sweeps: new Counter({
      name: 'shop_timer_sweeps_total',
      help: 'Runs of the order-timer sweep, by outcome (ok, failed)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    sweptRows: new Counter({
      name: 'shop_timer_sweep_changes_total',
      help: 'Orders and references the timer sweeps changed, by timer',
      labelNames: ['timer'] as const,
      registers,
    }),
    signInThrottled: new Counter({
      name: 'shop_sign_in_throttled_total',
      help: 'Sign-in attempts refused by the throttle (429)',
      registers,
    }),
    codesSent: new Counter({
      name: 'shop_one_time_codes_sent_total',
      help: 'One-time codes sent, by purpose (profile change, contact registration, credit NIP) and channel',
      labelNames: ['purpose', 'channel'] as const,
      registers,
    }),
    clientLogs: new Counter({
      name: 'shop_client_logs_total',
      help: 'Web app log entries received, by level (throttled ones under "throttled")',
      labelNames: ['level'] as const,
      registers,
    }),
    /** The PostgreSQL pool whose connections the gauge reports. */
    watchPool(stats: () => { total: number; idle: number; waiting: number }) {
      poolStats = stats;
    },
    /** Records one database query's time. */
    observeQuery(seconds: number, ok: boolean) {
      metrics.dbQueryDuration.observe({ outcome: ok ? 'ok' : 'error' }, seconds);
    },
  };
  return metrics;
}
export type Metrics = ReturnType<typeof createMetrics>;
