import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';

// Decision 0625: home and the product page have their own entries without the router (apps/web home.html and
// producto.html); every other app route is index.html, the public store tienda.html, a statement link
// estado-de-cuenta.html (decision 0770).
let t: TestApp;
let dist: string;
const page = (name: string) =>
  `<!doctype html><html lang="es-MX"><head><title>${name}</title></head><body><div id="root"></div></body></html>`;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  for (const name of ['index', 'home', 'producto', 'tienda', 'estado-de-cuenta'])
    writeFileSync(join(dist, `${name}.html`), page(name));
  t = await createTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app entries', () => {
  it('serves home.html for /, producto.html for a product, tienda.html for a store, estado-de-cuenta.html for a statement link and index.html elsewhere', async () => {
    for (const [url, title] of [
      ['/', 'home'],
      ['/?utm_source=whatsapp', 'home'],
      ['/productos/tenis-urbanos-blancos', 'producto'],
      ['/productos/tenis-urbanos-blancos/?color=blanco', 'producto'],
      ['/tienda/ST1234', 'tienda'],
      [`/estado-de-cuenta/${'x'.repeat(43)}`, 'estado-de-cuenta'],
      ['/productos', 'index'],
      ['/bolsa', 'index'],
      ['/mi-cuenta/datos-personales', 'index'],
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title}</title>`);
    }
  });
});
