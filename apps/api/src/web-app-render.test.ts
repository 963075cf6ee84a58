import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '@shop/db/factories';
import { createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { customStoresMessages } from '@shop/contracts/custom-stores-messages';
import { QUERY_CACHE_ELEMENT_ID } from '@shop/contracts/page-data';
import { statementMessages } from '@shop/contracts/statement-messages';
import { createTestApp, type TestApp } from '../test/helpers';
import { memberWithStatementLink } from '../test/custom-carts';

/**
 * The public store and a client's statement link as the server renders them (decision 0790), with the web's own
 * server entry (apps/web/src/entry-server.tsx, compiled by the test runner instead of `vite build --ssr`): the page
 * itself in the HTML, from the data the API reads, with the query cache beside it; an unknown store or a dead link
 * renders the refusal the browser showed from the GET's answer.
 */
let t: TestApp;
let dist: string;
const ENTRY = resolve(import.meta.dirname, '../../web/src/entry-server.tsx');

/** An HTML entry as the web build writes it (apps/web/*.html): the head, an empty root, the entry's script. */
const template = (title: string, script: string) =>
  `<!doctype html><html lang="es-MX"><head><title>${title}</title>` +
  `<script type="module" crossorigin src="/assets/${script}.js"></script></head>` +
  '<body><div id="root"></div></body></html>';

/** The JSON of the page's query cache, undefined when absent. */
function queryCache(body: string) {
  const json = new RegExp(`<script type="application/json" id="${QUERY_CACHE_ELEMENT_ID}">([^<]*)</script>`).exec(
    body,
  )?.[1];
  return json === undefined
    ? undefined
    : (JSON.parse(json) as {
        queries: { queryKey: unknown[]; state: { status: string; data?: unknown; error?: unknown } }[];
      });
}

/** The markup of `#root` (the server's render), without React's comments. */
const rootOf = (body: string) =>
  (/<div id="root">([\s\S]*)<\/div><template id="shop-boot">/.exec(body)?.[1] ?? '').replace(/<!--[^>]*-->/g, '');

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-render-'));
  writeFileSync(join(dist, 'index.html'), template('x', 'main-A1'));
  writeFileSync(join(dist, 'tienda.html'), template('Price Shoes · Tienda personalizada', 'tienda-B2'));
  writeFileSync(join(dist, 'estado-de-cuenta.html'), template('Price Shoes · Estado de cuenta', 'statement-C3'));
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), `export { render } from ${JSON.stringify(ENTRY)};`);
  t = await createTestApp({ config: { webDist: dist } });
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the server-rendered public store and statement link (issue 31)', () => {
  it('renders her store with its first catalogue page, from the data its GETs answer, and asks for nothing at load', async () => {
    const member = await t.customerWithSession({ member: true });
    const { storeId } = await createCustomStore(t.db, {
      customerId: member.customer.id,
      welcomeMessage: 'Bienvenida a la tienda de Rocío <3',
    });
    const { product } = await createProduct(t.db, { name: 'Sandalia Huarache Miel', stock: 10 });
    const catalogue = await t.app.inject({ url: `/api/tienda/${storeId}/productos?page=1` });
    expect(catalogue.json<{ products: { name: string }[] }>().products.map((p) => p.name)).toContain(product.name);

    const page = await t.app.inject({ url: `/tienda/${storeId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const root = rootOf(page.body);
    // One header, React's (no static copy), then her welcome, her catalogue, her product at her price.
    expect(page.body.match(/>Price Shoes<\/div><\/header>/g)).toHaveLength(1);
    expect(root).toContain('Bienvenida a la tienda de Rocío &lt;3');
    expect(root).toContain('Catálogo');
    expect(root).toContain(product.name);
    expect(root).not.toContain('Cargando');
    // The query cache holds what the page's queries ask for: the store and the catalogue's first page.
    const cache = queryCache(page.body)!;
    const store = await t.app.inject({ url: `/api/api-composer/custom-stores/${storeId}` });
    expect(cache.queries.map((q) => [q.queryKey, q.state.data])).toEqual([
      [['public-store', storeId], store.json()],
      [['public-store', storeId, 'productos', '', 1], catalogue.json()],
    ]);
    expect(page.body).toContain(
      '<template id="shop-boot"><script type="module" crossorigin src="/assets/tienda-B2.js">',
    );
  });

  it('renders an unknown store as the page said it from its GET: not found (200, as the page was)', async () => {
    const res = await t.app.inject({ url: '/tienda/no-existe' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(
      `<h1 class="mb-2 text-2xl font-bold">${customStoresMessages.publicStore.notFound}</h1>`,
    );
    expect(res.body).not.toContain('Cargando');
    // The store's query failed as its GET fails, and the catalogue is not asked for.
    const got = await t.app.inject({ url: '/api/api-composer/custom-stores/no-existe' });
    expect(queryCache(res.body)?.queries).toEqual([
      expect.objectContaining({
        queryKey: ['public-store', 'no-existe'],
        state: expect.objectContaining({
          status: 'error',
          error: { status: got.statusCode, message: got.json().message, serverMessage: got.json().message },
        }),
      }),
    ]);
  });

  it("renders a client's statement from his link, with his payments, never cached; a dead link as the page said it", async () => {
    const { path } = await memberWithStatementLink(t, { priceCents: 77_700, lastName: 'Gómez' });

    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const root = rootOf(page.body);
    expect(page.body.match(/>Price Shoes<\/div><\/header>/g)).toHaveLength(1);
    expect(root).toContain(statementMessages.page.title);
    expect(root).toContain(statementMessages.page.hello('Pedro'));
    expect(root).toContain('$777.00');
    expect(root).not.toContain('Gómez');
    // The cache holds the statement and his payments as their GETs answer.
    const token = path.split('/')[2]!;
    const [statement, activity] = await Promise.all([
      t.app.inject({ url: `/api/estado-de-cuenta/${token}` }),
      t.app.inject({ url: `/api/estado-de-cuenta/${token}/pagos` }),
    ]);
    expect(queryCache(page.body)?.queries.map((q) => [q.queryKey, q.state.data])).toEqual([
      [['statement', token], statement.json()],
      [['statement', token, 'activity'], activity.json()],
    ]);

    // A token no link has, and one its GET's params refuse: the page's error, as its GET's answer showed it.
    const unknown = await t.app.inject({ url: `/estado-de-cuenta/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(rootOf(unknown.body)).toContain(statementMessages.page.notFound);
    expect(rootOf(unknown.body)).not.toContain('Reintentar');
    const malformed = await t.app.inject({ url: '/estado-de-cuenta/corto' });
    expect(rootOf(malformed.body)).toContain(statementMessages.page.notFound);
    // The GET answers a malformed token 400: the page offered 'Reintentar' beside the message.
    expect(rootOf(malformed.body)).toContain('Reintentar');
    for (const body of [unknown.body, malformed.body]) {
      expect(body).not.toContain('Pedro');
      expect(queryCache(body)?.queries).toHaveLength(1);
    }
  });
});
