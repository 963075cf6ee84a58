import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';

/** One label set's series of a {@link FastHistogram}: looked up once by its caller, then observed directly. */
export interface HistogramSeries {
  /** Counts `value` (seconds) in its bucket and in the sum: a scan of the bounds, three additions. */
  observe(value: number): void;
}

interface SeriesState extends HistogramSeries {
  labels: Record<string, string>;
  /** Observations per bucket, not cumulative; the last one is +Inf. */
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * A histogram for the per-request paths (issue 32). prom-client's `observe` re-validates and hashes its labels, builds
 * a closure and turns the bucket bound into a property name on every call: ~4 µs of each request in the bench's
 * profile, for the request's timing and its queries'. Here a caller keeps its label set's series and observing is
 * three additions. It is registered in the same prom-client registry and renders as prom-client's histogram does
 * (`_bucket` with cumulative `le`, `_sum`, `_count`), so `/metrics` reads the same; `counterOf` shows its counts as a
 * counter (`shop_http_requests_total` is the request histogram's `_count` by definition).
 */
export class FastHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all = new Map<string, SeriesState>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly L[],
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  /** The series of one label set (made at its first use). */
  series(labels: Record<L, string>): HistogramSeries {
    const key = this.labelNames.map((n) => labels[n]).join('\u0000');
    let s = this.all.get(key);
    if (!s) {
      const bounds = this.bounds;
      const state: SeriesState = {
        labels: { ...labels },
        counts: new Float64Array(bounds.length + 1),
        sum: 0,
        count: 0,
        observe(value: number) {
          let i = 0;
          while (i < bounds.length && value > bounds[i]!) i++;
          state.counts[i]!++;
          state.sum += value;
          state.count++;
        },
      };
      this.all.set(key, (s = state));
    }
    return s;
  }

  get() {
    const values = [...this.all.values()].flatMap((s) => {
      let cumulative = 0;
      const buckets = [...this.bounds, '+Inf' as const].map((le, i) => ({
        labels: { le, ...s.labels },
        value: (cumulative += s.counts[i]!),
        metricName: `${this.name}_bucket`,
      }));
      return [
        ...buckets,
        { labels: s.labels, value: s.sum, metricName: `${this.name}_sum` },
        { labels: s.labels, value: s.count, metricName: `${this.name}_count` },
      ];
    });
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /**
   * Zeroes every series. Its callers keep their series (the request hook, the query timer), so a series stays and goes
   * on counting after a reset rather than being dropped from what `/metrics` shows.
   */
  reset() {
    for (const s of this.all.values()) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
    }
  }

  /** Its series' counts, as a counter of the given name, in the same registry. */
  counterOf(name: string, help: string, registry: Registry) {
    const counts = {
      name,
      help,
      type: 'counter',
      aggregator: 'sum',
      get: () => ({
        name,
        help,
        type: 'counter',
        aggregator: 'sum',
        values: [...this.all.values()].map((s) => ({ labels: s.labels, value: s.count })),
      }),
      reset: () => {},
    };
    registry.registerMetric(counts as unknown as Metric);
  }
}

/** What `GET /metrics` exposes (README "Operations"). One registry per app, so tests never share counters. */
export function createMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'shop_' });
  const registers = [registry];
  const httpDuration = new FastHistogram(
    'shop_http_request_duration_seconds',
    'Time from receiving a request to its answer, by method, route pattern and status',
    ['method', 'route', 'status'] as const,
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry,
  );
  httpDuration.counterOf(
    'shop_http_requests_total',
    'HTTP requests answered, by method, route pattern and status',
    registry,
  );
  const dbQueryDuration = new FastHistogram(
    'shop_db_query_duration_seconds',
    'Database query time, by outcome (PostgreSQL: every query; PGlite: queries outside transactions)',
    ['outcome'] as const,
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registry,
  );
  const queries = {
    ok: dbQueryDuration.series({ outcome: 'ok' }),
    error: dbQueryDuration.series({ outcome: 'error' }),
  };
  let poolStats: (() => { total: number; idle: number; waiting: number }) | undefined;

  const metrics = {
    registry,
    httpDuration,
    dbQueryDuration,
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
      (ok ? queries.ok : queries.error).observe(seconds);
    },
  };
  return metrics;
}
export type Metrics = ReturnType<typeof createMetrics>;
