import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@shop/contracts/messages';
import type { AnyApp } from '../../http';
import type { HistogramSeries, Metrics } from '../../lib/metrics';
import type { Readiness } from '../../lib/readiness';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * What the operations need of every request, called from the app's own hooks (app.ts: one hook per stage for the
 * whole app, issue 32), synchronous.
 */
export interface OperationsHooks {
  /** onRequest: while the process starts, answers 503 (true: the request is answered). */
  refusedWhileStarting(request: FastifyRequest, reply: FastifyReply): boolean;
  /** Once answered (app.ts): the request's duration in seconds into the metrics, by method, route and status. */
  observe(request: FastifyRequest, reply: FastifyReply, seconds: number): void;
}

/**
 * What an operator and a load balancer read (README "Operations"): `/healthz` (liveness), `/readyz`
 * (readiness) and `/metrics` (Prometheus), plus what the app's hooks call to feed the request metrics and keep
 * every other route closed while the process starts (`OperationsHooks`).
 */
export function registerOperations(
  app: AnyApp,
  deps: { readiness: Readiness; metrics: Metrics; metricsToken: string | undefined; demo: boolean },
): OperationsHooks {
  const { readiness, metrics } = deps;

  // The route's pattern, never the raw URL (ids would make one series per order); the app's pages are one. The
  // labelled series are looked up once per (method, route, status), not hashed from a labels object per request,
  // nor from a key string built per request (its hash is computed anew each time; the route's pattern and the method
  // are the same strings every time, their hashes kept).
  const series = new Map<string, Map<string, Map<number, HistogramSeries>>>();
  const parts: OperationsHooks = {
    // While migrations run nothing but /readyz answers (and it says 503), so no request meets a half-built schema.
    refusedWhileStarting(request, reply) {
      if (readiness.state !== 'starting' || request.url === '/readyz') return false;
      void reply.code(503).header('retry-after', '5').send({ message: messages.generic.later });
      return true;
    },
    observe(request, reply, seconds) {
      const route =
        request.routePattern ??
        request.routeOptions.url ??
        (request.url.startsWith('/api/') ? 'unmatched' : 'web-page');
      const status = reply.statusCode;
      const method = request.method;
      let byMethod = series.get(route);
      if (!byMethod) series.set(route, (byMethod = new Map<string, Map<number, HistogramSeries>>()));
      let byStatus = byMethod.get(method);
      if (!byStatus) byMethod.set(method, (byStatus = new Map<number, HistogramSeries>()));
      let s = byStatus.get(status);
      if (!s) byStatus.set(status, (s = metrics.httpDuration.series({ method, route, status: String(status) })));
      s.observe(seconds);
      if (status === 429 && route === '/api/auth/login') metrics.signInThrottled.inc();
    },
  };

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const check = await readiness.check();
    if (check.ready) return { status: 'ready' };
    return reply.code(503).send({ status: 'not ready', reason: check.reason });
  });

  // Open in demo mode without a token; outside demo mode only with METRICS_TOKEN, and absent without one.
  if (deps.metricsToken || deps.demo) {
    app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
      if (deps.metricsToken) {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameToken(given, deps.metricsToken))
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer')
            .send({ message: messages.generic.unauthenticated });
      }
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics());
    });
  }
  return parts;
}
