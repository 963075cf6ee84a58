import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '@shop/db/factories-shop';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="es-MX"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  // What the build writes (apps/web/vite.config.ts): precompressed copies and the routes' chunks.
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify([
      {
        pattern: '^/mi-cuenta/datos-personales(/.*)?$',
        scripts: ['/assets/personal-data-X1.js', '/assets/shell-X2.js'],
      },
      { pattern: '^/productos/[^/]+/?$', scripts: ['/assets/product-X3.js'] },
    ]),
  );
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  t = await createTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers every app route with index.html (history fallback), not cached', async () => {
    for (const url of [
      '/',
      '/mi-cuenta',
      '/mi-cuenta/datos-personales',
      '/productos/tenis-urbanos-blancos?color=blanco',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("caches hashed assets for a year and serves the build's brotli or gzip copy as the browser accepts", async () => {
    const script = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toContain('accept-encoding');
      expect(res.headers['content-type']).toContain('javascript');
      expect(decode(res.rawPayload).toString()).toBe(script.body);
    }
    expect(script.headers['content-encoding']).toBeUndefined();
  });

  it("preloads each route's own chunks, and the product's main picture, in the HTML it serves", async () => {
    const account = await t.app.inject({ url: '/mi-cuenta/datos-personales' });
    expect(account.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/personal-data-X1.js"><link rel="modulepreload" crossorigin href="/assets/shell-X2.js"></head>',
    );
    const home = await t.app.inject({ url: '/' });
    expect(home.body).not.toContain('modulepreload');
    const { product: made } = await createProduct(t.db, { stock: {} });
    const product = await t.app.inject({ url: `/productos/${made.slug}` });
    expect(product.body).toContain('href="/assets/product-X3.js"');
    expect(product.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${made.imageUrls[0]}">`);
    const unknown = await t.app.inject({ url: '/productos/no-existe' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('as="image"');
  });

  it('does not answer unknown API paths or files with the app', async () => {
    const api = await t.app.inject({ url: '/api/no-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('No encontramos lo que buscas.');
    expect((await t.app.inject({ url: '/assets/no-existe.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
  });

  it('serves the OpenAPI description generated from the routes, and the docs', async () => {
    const spec = await t.app.inject({ url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/logout', '/api/customers/me']),
    );
    expect(spec.json().paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});
