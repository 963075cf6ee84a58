import { Histogram, Registry } from 'prom-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FastHistogram, createMetrics } from './metrics';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The same observations through prom-client's histogram and ours, as `/metrics` text. */
async function bothTexts(observations: { route: string; value: number }[]) {
  const theirs = new Registry();
  const ours = new Registry();
  const reference = new Histogram({
    name: 'h_seconds',
    help: 'help',
    labelNames: ['route', 'status'] as const,
    buckets: BOUNDS,
    registers: [theirs],
  });
  const fast = new FastHistogram('h_seconds', 'help', ['route', 'status'] as const, BOUNDS, ours);
  for (const { route, value } of observations) {
    reference.observe({ route, status: '200' }, value);
    fast.series({ route, status: '200' }).observe(value);
  }
  return { theirs: await theirs.metrics(), ours: await ours.metrics() };
}

describe('FastHistogram (issue 32)', () => {
  it('renders what prom-client renders for the same observations, bounds included', async () => {
    const { theirs, ours } = await bothTexts([
      { route: '/a', value: 0.005 }, // on a bound: counted in it (le is "less or equal")
      { route: '/a', value: 0.0051 },
      { route: '/b', value: 0 },
      { route: '/a', value: 12 }, // past the last bound: +Inf only
      { route: '/b', value: 0.3 },
    ]);
    expect(ours).toBe(theirs);
    expect(ours).toContain('h_seconds_bucket{le="0.005",route="/a",status="200"} 1');
    expect(ours).toContain('h_seconds_bucket{le="+Inf",route="/a",status="200"} 3');
    expect(ours).toContain('h_seconds_count{route="/b",status="200"} 2');
  });

  it('agrees with prom-client on any observations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            route: fc.constantFrom('/a', '/b', '/c'),
            value: fc.oneof(fc.constantFrom(...BOUNDS), fc.double({ min: 0, max: 20, noNaN: true })),
          }),
          { maxLength: 40 },
        ),
        async (observations) => {
          const { theirs, ours } = await bothTexts(observations);
          expect(ours).toBe(theirs);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts the requests from the request histogram, and times queries by outcome', async () => {
    const metrics = createMetrics();
    const get = metrics.httpDuration.series({ method: 'GET', route: '/api/x', status: '200' });
    get.observe(0.002);
    get.observe(0.2);
    metrics.observeQuery(0.0007, true);
    metrics.observeQuery(0.03, false);
    const text = await metrics.registry.metrics();
    expect(text).toContain('shop_http_requests_total{method="GET",route="/api/x",status="200"} 2');
    expect(text).toContain('# TYPE shop_http_requests_total counter');
    expect(text).toContain('shop_db_query_duration_seconds_bucket{le="0.001",outcome="ok"} 1');
    expect(text).toContain('shop_db_query_duration_seconds_bucket{le="0.025",outcome="error"} 0');
    expect(text).toContain('shop_db_query_duration_seconds_count{outcome="error"} 1');
    // A reset zeroes the series; the ones their callers hold go on counting (the request hook keeps its series).
    metrics.registry.resetMetrics();
    expect(await metrics.registry.metrics()).toContain(
      'shop_http_requests_total{method="GET",route="/api/x",status="200"} 0',
    );
    get.observe(0.003);
    metrics.observeQuery(0.0007, true);
    const after = await metrics.registry.metrics();
    expect(after).toContain('shop_http_requests_total{method="GET",route="/api/x",status="200"} 1');
    expect(after).toContain('shop_db_query_duration_seconds_count{outcome="ok"} 1');
  });
});
