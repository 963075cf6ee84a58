import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="es-MX"><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
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

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
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
