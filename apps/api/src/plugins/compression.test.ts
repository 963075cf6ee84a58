import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { acceptedEncodings, compressAnswer } from './compression';

/** A JSON answer of `n` colonies: text that compresses well, as the API's answers do. */
const answer = (n: number) =>
  JSON.stringify({ colonies: Array.from({ length: n }, (_, i) => ({ id: i, name: `Colonia ${i}`, type: 'Colonia' })) });

describe('compressing answers (decision 0798)', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.addHook('onSend', (request, reply, payload, done) => compressAnswer(request, reply, payload, done));
    app.get<{ Querystring: { n: string } }>('/json', async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(answer(Number(request.query.n))),
    );
    app.get('/private', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(answer(100)),
    );
    app.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.alloc(4096, 7)));
    app.get('/stream', async (_request, reply) =>
      reply.type('text/javascript').send(Readable.from([Buffer.from('console.log(1);'.repeat(500))])),
    );
    app.get('/already', async (_request, reply) =>
      reply
        .type('text/plain')
        .header('content-encoding', 'gzip')
        .send(Buffer.from('x'.repeat(2000))),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends brotli, else gzip, to a client that accepts it, small answers on the spot and large ones as they are sent', async () => {
    for (const n of [40, 2000]) {
      const plain = await app.inject({ url: `/json?n=${n}` });
      expect(plain.headers['content-encoding']).toBeUndefined();
      // The answer varies by the header whether it was compressed or not: a shared cache keeps the two apart.
      expect(plain.headers['vary']).toBe('accept-encoding');
      expect(plain.body).toBe(answer(n));
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip, br;q=0', 'gzip', gunzipSync],
        ['x-gzip', 'gzip', gunzipSync],
        ['*', 'gzip', gunzipSync],
      ] as const) {
        const res = await app.inject({ url: `/json?n=${n}`, headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers['vary']).toBe('accept-encoding');
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        // A small answer compressed at once says its length; a large one is compressed as it is sent (chunked).
        if (n === 40) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        else expect(res.headers['content-length']).toBeUndefined();
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decode(res.rawPayload).toString()).toBe(answer(n));
      }
    }
  });

  it('names no Vary on an answer no cache may keep (no-store, decision 0802), compressed or not', async () => {
    for (const accept of [undefined, 'br']) {
      const res = await app.inject({ url: '/private', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.headers['content-encoding']).toBe(accept);
      expect(res.headers['vary']).toBeUndefined();
      const body = accept ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body).toBe(answer(100));
    }
  });

  it('leaves alone what does not gain: under 1 KB, already compressed, a PDF, a client that accepts neither', async () => {
    const small = await app.inject({ url: '/json?n=5', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['vary']).toBeUndefined();
    expect(small.body).toBe(answer(5));
    const pdf = await app.inject({ url: '/pdf', headers: { 'accept-encoding': 'br' } });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(4096);
    const already = await app.inject({ url: '/already', headers: { 'accept-encoding': 'br' } });
    expect(already.headers['content-encoding']).toBe('gzip');
    expect(already.body).toBe('x'.repeat(2000));
    const identity = await app.inject({ url: '/json?n=100', headers: { 'accept-encoding': 'identity, br;q=0' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(answer(100));
  });

  it('compresses a stream of text as it goes', async () => {
    const res = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1);'.repeat(500));
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('BR;q=0.5, gzip;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

describe("the shop's answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('come compressed from the whole app, the OpenAPI document as JSON, the security headers kept', async () => {
    const plain = await t.app.inject({ url: '/api/openapi.json' });
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    const small = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
