import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createReadiness } from '../../lib/readiness';
import { openDatabase, ping } from '@shop/db/client';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startSmtpCapture } from '../../../test/mail';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The value of one series in a Prometheus text answer (0 when the series is absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const got = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(match[3]);
  }
  return 0;
}

describe('GET /metrics', { timeout: 90_000 }, () => {
  it('counts each answered request by route pattern and status, and times it', async () => {
    t = await createTestApp();
    const before = (await t.app.inject({ url: '/metrics' })).body;
    const route = { method: 'GET', route: '/api/feature-flags', status: '200' };
    expect(sample(before, 'shop_http_requests_total', route)).toBe(0);
    await t.app.inject({ url: '/api/feature-flags' });
    await t.app.inject({ url: '/api/feature-flags' });
    await t.app.inject({ url: '/api/customers/me' }); // no session: 401, under the route's pattern
    const after = await t.app.inject({ url: '/metrics' });
    expect(after.headers['content-type']).toContain('text/plain');
    expect(sample(after.body, 'shop_http_requests_total', route)).toBe(2);
    expect(sample(after.body, 'shop_http_request_duration_seconds_count', route)).toBe(2);
    expect(
      sample(after.body, 'shop_http_requests_total', { method: 'GET', route: '/api/customers/me', status: '401' }),
    ).toBe(1);
    expect(sample(after.body, 'shop_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
  });

  it('counts an answer sent as a stream once it has gone, a refused input and an unknown path', async () => {
    t = await createTestApp();
    // The OpenAPI document, compressed as it is sent (over 8 KB): observed when its response closes, not before.
    const docs = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(docs.rawPayload.length).toBeGreaterThan(1000);
    await t.app.inject({ url: '/api/postal-codes/abc' }); // 400 before the handler: still under its pattern
    await t.app.inject({ url: '/api/no-existe' });
    const text = (await t.app.inject({ url: '/metrics' })).body;
    const docsRoute = { method: 'GET', route: '/api/openapi.json', status: '200' };
    expect(sample(text, 'shop_http_requests_total', docsRoute)).toBe(1);
    expect(sample(text, 'shop_http_request_duration_seconds_count', docsRoute)).toBe(1);
    expect(
      sample(text, 'shop_http_requests_total', { method: 'GET', route: '/api/postal-codes/:zip_code', status: '400' }),
    ).toBe(1);
    expect(sample(text, 'shop_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
  });

  it('counts sign-in throttles, one-time codes sent and timer sweeps', async () => {
    t = await createTestApp();
    const { customer, cookie } = await t.customerWithSession({ email: 'metricas@prueba.mx' });
    const code = await t.app.inject({
      method: 'POST',
      url: `/api/otps/customer/${customer.customerId}`,
      headers: { cookie },
      payload: { mail: 'nuevo-correo@prueba.mx' },
    });
    let throttled = 0;
    for (let i = 0; i < 12 && throttled === 0; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'metricas@prueba.mx', password: 'equivocada-123' },
      });
      if (res.statusCode === 429) throttled++;
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/sweeps',
      headers: { authorization: 'Bearer demo-admin-token' },
    });
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(throttled).toBe(1);
    expect(sample(text, 'shop_sign_in_throttled_total')).toBe(1);
    expect(code.statusCode).toBeLessThan(300);
    expect(sample(text, 'shop_one_time_codes_sent_total', { purpose: 'profile', channel: 'email' })).toBe(1);
    expect(sample(text, 'shop_timer_sweeps_total', { outcome: 'ok' })).toBe(1);
  });

  it('outside demo mode needs METRICS_TOKEN, and is absent without one', async () => {
    t = await createTestApp({ env: { DEMO: 'false', METRICS_TOKEN: 'token-de-metricas-1' } });
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer otra-cosa' } })).statusCode).toBe(
      401,
    );
    const ok = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer token-de-metricas-1' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('shop_http_requests_total');
    await t.close();
    t = await createTestApp({ env: { DEMO: 'false' } });
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});

/** What a promise has done after `ms`: 'settled', or 'waiting'. */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => 'settled' as const),
    new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms)),
  ]);

describe('requests in flight at shutdown (drain)', { timeout: 60_000 }, () => {
  it('waits for a handler still running after its client went away, and not for a request that went away before', async () => {
    let release!: () => void;
    const smtp = await startSmtpCapture({ hold: new Promise<void>((r) => (release = r)) });
    try {
      t = await createTestApp({ config: { smtpUrl: smtp.url } });
      const { customer, cookie } = await t.customerWithSession();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const send = (path: string, headers: Record<string, string | number>, body: string) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers });
        req.on('error', () => {}); // the test destroys it
        req.write(body);
        return req;
      };

      // A one-time code: its handler waits for the mail server, which holds the message. The client goes away.
      const body = JSON.stringify({ mail: 'nuevo@correo.mx' });
      const code = send(
        `/api/otps/customer/${customer.customerId}`,
        { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        body,
      );
      code.end();
      for (let i = 0; i < 200 && smtp.arrived() === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(smtp.arrived()).toBe(1);
      code.destroy();
      const drained = t.app.drain(10_000);
      expect(await within(drained, 300)).toBe('waiting');
      release();
      expect(await within(drained, 2_000)).toBe('settled');

      // A sign-in whose body never finishes arriving: its client goes away before any handler ran.
      const login = send('/api/auth/login', { 'content-type': 'application/json', 'content-length': 1000 }, '{"em');
      await new Promise((r) => setTimeout(r, 100));
      login.destroy();
      await new Promise((r) => setTimeout(r, 100));
      expect(await within(t.app.drain(10_000), 300)).toBe('settled');
    } finally {
      release();
      await smtp.close();
    }
  });
});

describe('GET /readyz', { timeout: 60_000 }, () => {
  it('is 503 while the process starts (only /readyz answers), 200 once ready, 503 again when draining', async () => {
    let pings = 0;
    const readiness = createReadiness({ state: 'starting', ping: async () => void pings++ });
    t = await createTestApp({ readiness });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'not ready', reason: 'starting' });
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(503);
    expect((await t.app.inject({ url: '/api/feature-flags' })).statusCode).toBe(503);
    readiness.ready();
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(pings).toBe(1); // it asked the database
    expect((await t.app.inject({ url: '/api/feature-flags' })).statusCode).toBe(200);
    readiness.drain();
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'not ready', reason: 'draining' });
    // Draining still serves: the balancer stops sending, requests already routed here are answered.
    expect((await t.app.inject({ url: '/api/feature-flags' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('is 503 while the database does not answer', async () => {
    // A real PostgreSQL client pointed at a port where no server listens.
    const gone = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/nadie' });
    t = await createTestApp({ readiness: createReadiness({ ping: () => ping(gone.db) }) });
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', reason: 'database' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200); // liveness does not ask the database
    await gone.close();
  });
});

describe('POST /api/client-logs', { timeout: 60_000 }, () => {
  const entry = {
    level: 'error',
    event: 'Failed to fetch order details',
    page: '/mi-cuenta/mis-pedidos/ecommerce/3000100001',
    request_id: 'a1b2c3d4-0000-4000-8000-000000000001',
    status: 404,
  };
  function sink() {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        cb();
      },
    });
    return { lines, logger: createLogger('info', stream) };
  }

  it("writes the entry through pino with the page, the signed-in customer's id and the failed request's id", async () => {
    const { lines, logger } = sink();
    t = await createTestApp({ logger });
    const { customer, cookie } = await t.customerWithSession({ email: 'registro@prueba.mx' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-logs',
      headers: { cookie },
      payload: {
        ...entry,
        page: '/mi-cuenta/mis-pedidos?token=secreto',
        message: 'Error de lucia@prueba.mx 5512345678',
      },
    });
    expect(res.statusCode).toBe(204);
    const line = lines.find((l) => l.source === 'web');
    expect(line).toMatchObject({
      level: 50,
      event: 'Failed to fetch order details',
      page: '/mi-cuenta/mis-pedidos',
      customer_id: customer.customerId,
      failed_request_id: entry.request_id,
      status: 404,
      reqId: res.headers['x-request-id'],
    });
    const text = JSON.stringify(line);
    expect(text).not.toContain('secreto');
    expect(text).not.toContain('lucia@prueba.mx');
    expect(text).not.toContain('5512345678');
    expect(text).not.toContain('registro@prueba.mx');
  });

  it('refuses bad entries with a Spanish 400, too large ones with 413, and writes nothing', async () => {
    const { lines, logger } = sink();
    t = await createTestApp({ logger });
    const bad = [
      { ...entry, level: 'fatal' },
      { ...entry, page: 'https://otro.sitio/' },
      { ...entry, request_id: 'no valido!' },
      { ...entry, status: 2 ** 31 },
      { ...entry, event: 'x'.repeat(201) },
      { ...entry, extra: 'campo' },
      { ...entry, event: 'nul\u0000' },
      [entry],
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/client-logs', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).not.toMatch(/invalid|expected|required|^$/i);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/client-logs',
      payload: { ...entry, message: 'x'.repeat(5000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(lines.filter((l) => l.source === 'web')).toHaveLength(0);
  });

  it('takes at most 20 entries a minute from one client; the next minute it takes them again', async () => {
    const { lines, logger } = sink();
    t = await createTestApp({ logger });
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/client-logs', payload: entry })).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(lines.filter((l) => l.source === 'web')).toHaveLength(20);
    t.clock.advance(60_000);
    expect((await t.app.inject({ method: 'POST', url: '/api/client-logs', payload: entry })).statusCode).toBe(204);
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(sample(text, 'shop_client_logs_total', { level: 'error' })).toBe(21);
    expect(sample(text, 'shop_client_logs_total', { level: 'throttled' })).toBe(2);
  });
});
