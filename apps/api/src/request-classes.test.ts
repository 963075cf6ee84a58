import { tracingChannel } from 'node:diagnostics_channel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../test/shop';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('request and reply classes (issue 32, decision 0804)', () => {
  it('are one of each for routes of every group: root, /api, the account, the credit service, the staff API, modules with hooks', async () => {
    const { customer, cookie } = await t.customerWithSession({ role: 'rolMember' });
    const token = await t.creditToken(cookie);
    // Fastify's own channel as each handler starts: which classes the route's request and reply are of.
    const seen: { url: string; request: object; reply: object }[] = [];
    const handlers = tracingChannel<unknown, { request: FastifyRequest; reply: FastifyReply }>(
      'fastify.request.handler',
    );
    const start = ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) =>
      seen.push({ url: request.url, request: Object.getPrototypeOf(request), reply: Object.getPrototypeOf(reply) });
    const subscribers = { start, end() {}, asyncStart() {}, asyncEnd() {}, error() {} };
    handlers.subscribe(subscribers);
    const requests: { url: string; headers?: Record<string, string> }[] = [
      { url: '/api/openapi.json' },
      { url: '/api/postal-codes/06700' },
      { url: '/api/customers/me', headers: { cookie } },
      { url: '/api/bag', headers: { cookie } },
      { url: '/api/sales-tools/credential', headers: { cookie } },
      { url: `/api/cliente/resumen?id_socio=${customer.customerId}`, headers: { authorization: `Bearer ${token}` } },
      { url: '/api/admin/orders/NOEXISTE', headers: ADMIN },
      { url: '/api/tienda/NOEXISTE/productos' },
    ];
    try {
      for (const r of requests) await t.app.inject({ method: 'GET', ...r });
    } finally {
      handlers.unsubscribe(subscribers);
    }
    expect(seen.map((s) => s.url)).toEqual(requests.map((r) => r.url));
    expect(new Set(seen.map((s) => s.request)).size).toBe(1);
    expect(new Set(seen.map((s) => s.reply)).size).toBe(1);
  });
});
