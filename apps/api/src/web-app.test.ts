import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createOrder, createProduct } from '@shop/db/factories-shop';
import { createContact, createCustomCart, createCustomStore } from '@shop/db/factories-reseller';
import { PAGE_DATA_ELEMENT_ID, QUERY_CACHE_ELEMENT_ID, type RenderInput } from '@shop/contracts/page-data';
import { createTestApp, type TestApp } from '../test/helpers';
import { memberWithStatementLink } from '../test/custom-carts';
import { addToBag, checkout, shopFixture, signedInWithAddress } from '../test/shop';
import { TEST_CARDS } from './modules/payments/card-sandbox';

/** The JSON a page embeds in `<script type="application/json" id=…>`; undefined when absent. */
function embedded(body: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(body);
  return match ? (JSON.parse(match[1]!) as unknown) : undefined;
}

/** What the server rendered the page from: the test's server entry (below) gives its input back as the query cache. */
const renderInput = (body: string) =>
  (embedded(body, QUERY_CACHE_ELEMENT_ID) as { input: RenderInput } | undefined)?.input;

/**
 * Her page's data as the services read it: what the render was given (it seeds the query cache), with what her page
 * carries beside the cache (the credit token, the frequent pages' scripts).
 */
function pageDataOf(body: string): unknown {
  const page = renderInput(body)?.page;
  return page && { ...page, ...(embedded(body, PAGE_DATA_ELEMENT_ID) as object | undefined) };
}

/** A page's HTML for a cookie: never a server error, whatever the address (a 400 in Spanish for a NUL byte). */
async function pageBody(url: string, cookie?: string) {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect([200, 400], url).toContain(res.statusCode);
  return res.body;
}

/** Her personalised store, activated as the app does it (POST custom-store). */
async function activateStore(cookie: string) {
  const activated = await t.app.inject({ method: 'POST', url: '/api/custom-store', headers: { cookie }, payload: {} });
  expect(activated.statusCode).toBeLessThan(300);
  return activated;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  mkdirSync(join(dist, 'assets'));
  // The HTML entries as the build writes them: an empty root, which the server's render fills (decision 0790).
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="es-MX"><head><title>x</title>' +
      '<link rel="stylesheet" crossorigin href="/assets/styles-Ef56.css"></head><body>' +
      '<!--\n The server renders the page into #root (src/entry-server.tsx).\n-->' +
      '<div id="root"></div></body></html>',
  );
  // The server entry (apps/web/src/entry-server.tsx as built): it gives its input back as the query cache, and
  // fails for an address that asks it to.
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(join(dist, '.ssr', 'package.json'), '{"type":"module"}');
  writeFileSync(
    join(dist, '.ssr', 'entry-server.js'),
    `export async function render(input) {
      if (input.url.includes('render-fails')) throw new Error('render failed');
      const url = input.url.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return {
        html: '<!--$--><header>Price Shoes</header><main id="rendered" data-entry="' + input.entry + '">' + url + '</main><!--/$-->',
        queryCache: { input },
        errors: input.url.includes('part-fails') ? ['a part failed'] : [],
        parts: input.url.includes('with-parts') ? ['src/part-a.tsx', 'src/not-built.tsx'] : [],
      };
    }`,
  );
  // Home's, the product page's, the public store's and the statement link's own entries (decisions 0625, 0770).
  for (const [file, entry] of [
    ['home.html', 'home-Aa11'],
    ['producto.html', 'producto-Bb22'],
    ['tienda.html', 'tienda-Cc33'],
    ['estado-de-cuenta.html', 'statement-Dd44'],
  ] as const)
    writeFileSync(
      join(dist, file),
      '<!doctype html><html lang="es-MX"><head><title>x</title>' +
        `<script type="module" crossorigin src="/assets/${entry}.js"></script>` +
        '<link rel="stylesheet" crossorigin href="/assets/styles-Ef56.css"></head><body>' +
        '<div id="root"></div></body></html>',
    );
  writeFileSync(join(dist, 'assets', 'styles-Ef56.css'), 'h1{font-size:1.5rem}');
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
      { pattern: '^/mi-cuenta/pedidos/?$', scripts: ['/assets/orders-X4.js'], when: { param: 'order_id' } },
      { pattern: '^/mi-cuenta/pedidos/?$', scripts: ['/assets/orders-list-X5.js'], when: { unless: ['order_id'] } },
      { pattern: '^/mi-cuenta/crediprice/?$', scripts: [] },
      { pattern: '^/productos/[^/]+/?$', scripts: ['/assets/product-X3.js'] },
    ]),
  );
  // The lazily loaded parts' chunks (apps/web/src/lib/lazy-part.tsx).
  writeFileSync(
    join(dist, '.vite', 'part-chunks.json'),
    JSON.stringify({ 'src/part-a.tsx': ['/assets/part-a-P1.js', '/assets/shell-X2.js'] }),
  );
  // The frequent pages' chunks, prefetched by a signed-in page (decision 0629).
  writeFileSync(
    join(dist, '.vite', 'frequent-pages.json'),
    JSON.stringify(['/assets/shell-X2.js', '/assets/orders-X4.js', '/assets/crediprice-X6.js']),
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

  it('sends the app pages compressed as the browser accepts (brotli, else gzip), plain when it accepts neither', async () => {
    const { cookie } = await t.customerWithSession();
    const url = '/mi-cuenta/datos-personales';
    const plain = await t.app.inject({ url, headers: { cookie } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="shop-page-data"');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url, headers: { cookie, 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      // Her page carries her data: no cache may keep it, so it names no Vary either (decision 0802).
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['vary']).toBeUndefined();
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    const identity = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'identity, br;q=0' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it("preloads each route's own chunks, and the product's main picture, in the HTML it serves", async () => {
    const account = await t.app.inject({ url: '/mi-cuenta/datos-personales' });
    expect(account.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/personal-data-X1.js"><link rel="modulepreload" crossorigin href="/assets/shell-X2.js"></template>',
    );
    const home = await t.app.inject({ url: '/' });
    expect(home.body).not.toContain('modulepreload');
    const { product: made } = await createProduct(t.db, { stock: {} });
    const product = await t.app.inject({ url: `/productos/${made.slug}` });
    expect(product.body).toContain('href="/assets/product-X3.js"');
    expect(product.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${made.imageUrls[0]}">`);
    // An order's detail and the list share a path: each address preloads what it shows (its query decides).
    const detail = await t.app.inject({ url: '/mi-cuenta/pedidos?order_id=3000100042' });
    expect(detail.body).toContain('href="/assets/orders-X4.js"');
    expect(detail.body).not.toContain('orders-list-X5.js');
    const list = await t.app.inject({ url: '/mi-cuenta/pedidos' });
    expect(list.body).toContain('href="/assets/orders-list-X5.js"');
    expect(list.body).not.toContain('orders-X4.js');
    // The lazily loaded parts the render shows: preloaded with the route's chunks (once each), named on the root for
    // the browser to load before it hydrates; a part the build has no chunk for is not named.
    const withParts = await t.app.inject({ url: '/mi-cuenta/datos-personales?with-parts' });
    expect(withParts.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/personal-data-X1.js"><link rel="modulepreload" crossorigin href="/assets/shell-X2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/part-a-P1.js"></template>',
    );
    expect(withParts.body).toContain('<div id="root" data-parts="src/part-a.tsx"><!--$-->');
    expect(account.body).toContain('<div id="root"><!--$-->');
    const statementParts = await t.app.inject({ url: '/estado-de-cuenta/abc?with-parts' });
    expect(statementParts.body).toContain('<link rel="modulepreload" crossorigin href="/assets/part-a-P1.js">');
    expect(statementParts.body).toContain('<div id="root" data-parts="src/part-a.tsx">');
    const unknown = await t.app.inject({ url: '/productos/no-existe' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('as="image"');
  });

  it("embeds home's featured products and a product page's product and stock as their GETs answer who asks", async () => {
    const publicData = (body: string) => renderInput(body)?.public;
    const { product: made } = await createProduct(t.db, { priceCents: 89_900, memberPriceCents: 70_000, stock: {} });
    const member = await t.customerWithSession({ member: true });
    for (const cookie of [undefined, member.cookie]) {
      const headers = cookie ? { cookie } : {};
      const get = async (url: string) => {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(200);
        return res.json<{ id?: string }>();
      };
      const page = async (url: string) => publicData((await t.app.inject({ url, headers })).body);
      expect(await page('/')).toEqual({ featured: await get('/api/search/products') });
      const product = await get(`/api/products-full/${made.slug}`);
      expect(await page(`/productos/${made.slug}`)).toEqual({
        product: { slug: made.slug, product, inventory: await get(`/api/inventories/?product_id=${product.id}`) },
      });
    }
    // A member sees her price in the HTML, as the GET prices it for her; a visitor the list price.
    const priceOf = async (cookie?: string) =>
      JSON.stringify(
        publicData((await t.app.inject({ url: `/productos/${made.slug}`, headers: cookie ? { cookie } : {} })).body),
      );
    expect(await priceOf(member.cookie)).not.toEqual(await priceOf());
    // Nothing for an unknown product, a broken or NUL address, nor on another page.
    for (const url of ['/productos/no-existe', '/productos/%E0%A4%A', '/mi-cuenta/datos-personales', '/tienda/x'])
      expect(publicData(await pageBody(url)), url).toBeUndefined();
    // Bad addresses: a NUL byte is refused in Spanish, a 10,000-character slug is an app page without data.
    const nul = await t.app.inject({ url: '/productos/%00' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ message: string }>().message).toBe('La solicitud contiene caracteres no permitidos.');
    const long = await t.app.inject({ url: `/productos/${'a'.repeat(10_000)}` });
    expect(long.statusCode).toBe(200);
    expect(publicData(long.body)).toBeUndefined();
  });

  it("marks a page requested without a session as a visitor's, with the flags GET feature-flags answers a visitor", async () => {
    const visitorData = (body: string) => renderInput(body)?.visitor;
    const session = await t.app.inject({ url: '/api/session/customer' });
    expect(session.json()).toEqual({ customer: null });
    const flags = (await t.app.inject({ url: '/api/feature-flags' })).json<unknown>();
    // No cookie, or one that names no session: the same answer as those GETs give.
    for (const headers of [{}, { cookie: 'shop_session=caducada' }])
      for (const url of ['/', '/mi-cuenta/datos-personales', '/buscar?q=tenis']) {
        const res = await t.app.inject({ url, headers });
        expect(visitorData(res.body), url).toEqual({ visitor: true, flags });
        expect(pageDataOf(res.body), url).toBeUndefined();
      }
    // A signed-in customer's page carries her own data, never the visitor's mark.
    const { cookie } = await t.customerWithSession();
    for (const url of ['/', '/mi-cuenta/datos-personales'])
      expect(visitorData(await pageBody(url, cookie)), url).toBeUndefined();
  });

  it("embeds a signed-in customer's own profile and flags (as the API answers them) in her page, never cached", async () => {
    const pageData = (body: string) => pageDataOf(body);
    // A name with markup: the JSON cannot end the script element.
    const { customer, cookie } = await t.customerWithSession({ firstname: '</script><b>Ana' });
    const other = await t.customerWithSession();
    const page = await t.app.inject({ url: '/mi-cuenta/datos-personales', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toContain('</script><b>');
    const session = await t.app.inject({ url: '/api/session/customer', headers: { cookie } });
    const flags = await t.app.inject({ url: '/api/feature-flags', headers: { cookie } });
    const bag = await t.app.inject({ url: '/api/bag', headers: { cookie } });
    const alerts = await t.app.inject({
      url: `/api/v1/alerts/customers/${customer.customerId}/stock-alert-preferences`,
      headers: { cookie },
    });
    // Not a member: the header's bag only, no account shell's data; the page's own stock alert settings.
    expect(pageData(page.body)).toEqual({
      customer: session.json().customer,
      flags: flags.json(),
      shell: { bag: bag.json() },
      stockAlertPreferences: alerts.json(),
      // The frequent pages' chunks but the account shell's, which datos-personales loads itself.
      prefetch: ['/assets/orders-X4.js', '/assets/crediprice-X6.js'],
    });
    expect(JSON.stringify(pageData(page.body))).toContain(customer.email);
    // Beside the query cache her page carries only what no query holds (decision 0790): no profile twice.
    expect(embedded(page.body, PAGE_DATA_ELEMENT_ID)).toEqual({
      prefetch: ['/assets/orders-X4.js', '/assets/crediprice-X6.js'],
    });
    expect(page.body).not.toContain(other.customer.email);
    // The other customer's page is hers.
    const hers = await t.app.inject({ url: '/', headers: { cookie: other.cookie } });
    expect(JSON.stringify(pageData(hers.body))).toContain(other.customer.email);
    expect(hers.body).not.toContain(customer.email);

    // Her CrediPrice page also carries a credit token (as GET credit/auth answers), which her credit calls take;
    // no other page does.
    expect(pageData(page.body)).not.toHaveProperty('credit');
    const credit = await t.app.inject({ url: '/mi-cuenta/crediprice', headers: { cookie } });
    const { token, expire_in } = (pageData(credit.body) as { credit: { token: string; expire_in: number } }).credit;
    expect(expire_in).toBeGreaterThan(0);
    const status = await t.app.inject({
      url: `/api/cliente/solicitud?id_socio=${customer.customerId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.statusCode).toBe(200);
    // And her line's summary, as GET cliente/resumen answers her with that token.
    const summary = await t.app.inject({
      url: `/api/cliente/resumen?id_socio=${customer.customerId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(summary.statusCode).toBe(200);
    expect(pageData(credit.body)).toHaveProperty('creditSummary', summary.json());
    expect(Object.keys(embedded(credit.body, PAGE_DATA_ELEMENT_ID) as object)).toEqual(['credit', 'prefetch']);
    expect(pageData(page.body)).not.toHaveProperty('creditSummary');
    const notHers = await t.app.inject({
      url: `/api/cliente/solicitud?id_socio=${other.customer.customerId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(notHers.statusCode).toBeGreaterThanOrEqual(400);

    // A visitor, an unknown cookie or a signed-out session: nothing embedded, the shared HTML.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: other.cookie } });
    for (const headers of [{}, { cookie: 'sid=no-existe' }, { cookie: other.cookie }]) {
      const res = await t.app.inject({ url: '/mi-cuenta/datos-personales', headers });
      expect(res.statusCode).toBe(200);
      expect(pageData(res.body)).toBeUndefined();
      expect(res.body).not.toContain('shop-page-data');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("embeds a member's header and account-shell data as the API answers her, only on her account pages", async () => {
    const pageData = (body: string) => pageDataOf(body) as { shell: Record<string, unknown> };
    const { customer, cookie } = await t.customerWithSession({ member: true });
    const id = customer.customerId;
    await activateStore(cookie);
    const answer = async (url: string) => {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      return res.json<unknown>();
    };
    const page = await t.app.inject({ url: '/mi-cuenta/datos-personales', headers: { cookie } });
    const expected = {
      bag: await answer('/api/bag'),
      customStore: await answer(`/api/api-composer/custom-stores?customer_id=${id}`),
      historic: await answer(`/api/v1/api-composer/orders/historic?customerId=${id}`),
      pendingItems: await answer(`/api/custom-cart/pending-items?customer_id=${id}`),
    };
    expect(pageData(page.body).shell).toEqual(expected);
    // Home shows the header only: no account shell's data there.
    const home = await t.app.inject({ url: '/', headers: { cookie } });
    expect(pageData(home.body).shell).toEqual({ bag: expected.bag });
  });

  it("embeds her orders list's first page as GET orders/historic answers the request its address states", async () => {
    const pageData = (body: string) => pageDataOf(body) as { ordersList?: unknown } | undefined;
    const { customer, cookie } = await t.customerWithSession();
    const other = await t.customerWithSession();
    const DAY = 86_400_000;
    // Two web orders, 10 days and 5 months old, and another customer's: the default months show only the first.
    for (const [owner, daysAgo] of [
      [customer.id, 10],
      [customer.id, 150],
      [other.customer.id, 5],
    ] as const)
      await createOrder(t.db, {
        customerId: owner,
        platform: 'ecommerce',
        deliveryType: 'STANDARD_DELIVERY',
        path: ['created', 'confirmed'],
        createdAt: new Date(t.clock.now().getTime() - daysAgo * DAY),
        items: [{ idArt: '210001', sku: '210001-24', name: 'Tenis', priceCents: 89900, qtyOrdered: 1 }],
      });
    const id = customer.customerId;
    const get = async (query: string) => {
      const res = await t.app.inject({ url: `/api/v1/api-composer/orders/historic?${query}`, headers: { cookie } });
      expect(res.statusCode, query).toBe(200);
      return res.json<{ total_count: number }>();
    };
    const page = async (url: string) => pageData(await pageBody(url, cookie))?.ordersList;
    const base = { customerId: id, platform: 'ecommerce', currentPage: 1, pageSize: 10 };

    const first = await page('/mi-cuenta/mis-pedidos/envios?platform=ecommerce');
    const firstAnswer = await get(
      `customerId=${id}&platform=ecommerce&hasFilterSelected=false&currentPage=1&pageSize=10`,
    );
    expect(firstAnswer.total_count).toBe(1);
    expect(first).toEqual({ params: { ...base, hasFilterSelected: false }, response: firstAnswer });

    // Her chosen months: the range ends at the end of the current minute, as the page asks for it.
    const end = Math.floor(t.clock.now().getTime() / 60_000 + 1) * 60;
    const from = new Date(end * 1000);
    from.setUTCMonth(from.getUTCMonth() - 6);
    const six = { ...base, from: Math.floor(from.getTime() / 1000), to: end, hasFilterSelected: true };
    const sixAnswer = await get(
      `customerId=${id}&platform=ecommerce&from=${six.from}&to=${end}&hasFilterSelected=true`,
    );
    expect(sixAnswer.total_count).toBe(2);
    expect(await page('/mi-cuenta/mis-pedidos/envios?platform=ecommerce&meses=6')).toEqual({
      params: six,
      response: sixAnswer,
    });

    // A sub-route that lists its view directly, and page 2.
    expect(await page('/mi-cuenta/mis-pedidos/apartados?page=2')).toEqual({
      params: { customerId: id, view: 'apartados', hasFilterSelected: false, currentPage: 2, pageSize: 10 },
      response: await get(`customerId=${id}&view=apartados&hasFilterSelected=false&currentPage=2&pageSize=10`),
    });
    // Nothing where the page shows no list or the GET refuses the request (the page then shows the GET's error).
    for (const url of [
      '/mi-cuenta/mis-pedidos/envios',
      '/mi-cuenta/mis-pedidos/envios?platform=ecommerce&order_id=100000001',
      '/mi-cuenta/mis-pedidos/envios?platform=ecommerce&find=abc',
      '/mi-cuenta/mis-pedidos/envios?platform=ecommerce&page=2147483648',
      '/mi-cuenta/mis-pedidos/envios?platform=ecommerce&find=%00',
      `/mi-cuenta/mis-pedidos/envios?platform=ecommerce&find=${'1'.repeat(10_000)}`,
      `/mi-cuenta/mis-pedidos/envios?platform=ecommerce&order_id=${'9'.repeat(10_000)}`,
      '/mi-cuenta/mis-pedidos/otra?platform=ecommerce',
      '/mi-cuenta/datos-personales?platform=ecommerce',
    ])
      expect(await page(url), url).toBeUndefined();
    // Her own orders only: the other customer's page lists his order, not hers.
    const his = pageDataOf(
      (
        await t.app.inject({
          url: '/mi-cuenta/mis-pedidos/envios?platform=ecommerce',
          headers: { cookie: other.cookie },
        })
      ).body,
    ) as { ordersList: { params: { customerId: string }; response: { total_count: number } } };
    expect(his.ordersList.params.customerId).toBe(other.customer.customerId);
    expect(his.ordersList.response.total_count).toBe(1);
  });

  it("embeds the order her orders page's address names, and her stock alert settings on datos-personales, as their GETs answer", async () => {
    const pageData = (body: string) =>
      pageDataOf(body) as { orderDetail?: unknown; stockAlertPreferences?: unknown } | undefined;
    const { customer, cookie } = await t.customerWithSession();
    const other = await t.customerWithSession();
    for (const owner of [customer.id, other.customer.id])
      await createOrder(t.db, {
        customerId: owner,
        platform: 'ecommerce',
        deliveryType: 'STANDARD_DELIVERY',
        path: ['created', 'confirmed'],
        createdAt: new Date(t.clock.now().getTime() - 86_400_000),
        items: [{ idArt: '210001', sku: '210001-24', name: 'Tenis', priceCents: 89900, qtyOrdered: 1 }],
      });
    const numberOf = async (who: { customer: { customerId: string }; cookie: string }) => {
      const res = await t.app.inject({
        url: `/api/v1/api-composer/orders/historic?customerId=${who.customer.customerId}&platform=ecommerce`,
        headers: { cookie: who.cookie },
      });
      return res.json<{ data: { magento_order_id: string }[] }>().data[0]!.magento_order_id;
    };
    const mine = await numberOf({ customer, cookie });
    const his = await numberOf(other);
    const page = async (url: string) => pageData(await pageBody(url, cookie));
    const detail = await t.app.inject({
      url: `/api/v1/api-composer/customers/${customer.username}/orders/${mine}?platform=ecommerce`,
      headers: { cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect((await page(`/mi-cuenta/mis-pedidos/envios?order_id=${mine}&platform=ecommerce`))?.orderDetail).toEqual({
      address: { orderId: mine, platform: 'ecommerce' },
      order: detail.json<unknown>(),
      cardIntents: [],
    });
    // Another customer's order, an unknown one, a malformed number, a store purchase without its caja: nothing.
    for (const query of [
      `order_id=${his}&platform=ecommerce`,
      'order_id=999999999&platform=ecommerce',
      'order_id=12ab&platform=ecommerce',
      'order_id=2147483648&platform=ecommerce',
      `order_id=${mine}&platform=physical_store`,
    ])
      expect((await page(`/mi-cuenta/mis-pedidos/envios?${query}`))?.orderDetail, query).toBeUndefined();
    // Datos-personales carries her stock alert settings; other pages do not.
    const alerts = await t.app.inject({
      url: `/api/v1/alerts/customers/${customer.customerId}/stock-alert-preferences`,
      headers: { cookie },
    });
    expect(alerts.statusCode).toBe(200);
    expect((await page('/mi-cuenta/datos-personales'))?.stockAlertPreferences).toEqual(alerts.json<unknown>());
    expect((await page('/mi-cuenta/direcciones'))?.stockAlertPreferences).toBeUndefined();
  });

  it("embeds, with an unpaid web order's detail, the card intent its payment section reads, as its GET answers her", async () => {
    await shopFixture(t);
    const pageOf = async (url: string, cookie: string) =>
      (
        pageDataOf(await pageBody(url, cookie)) as {
          orderDetail?: { cardIntents: { reference: string; intent: unknown }[] };
        }
      )?.orderDetail;
    const place = async (buyer: Awaited<ReturnType<typeof signedInWithAddress>>, type: 'card') => {
      const bag = await addToBag(t, buyer.cookie, '210001-24', 1);
      const res = await checkout(t, buyer.cookie, bag.cart_id, {
        delivery: { type: 'STANDARD_DELIVERY', address_id: buyer.address.id },
        payment: { type },
      });
      expect(res.statusCode).toBe(200);
      const { order, payment } = res.json<{
        order: { magento_order_id: string };
        payment: { reference: string; client_secret: string };
      }>();
      return { url: `/mi-cuenta/mis-pedidos/envios?order_id=${order.magento_order_id}&platform=ecommerce`, payment };
    };
    const buyer = await signedInWithAddress(t);
    const card = await place(buyer, 'card');
    const intent = await t.app.inject({
      url: `/api/payments/stripe-payment-intent/${card.payment.reference}`,
      headers: { cookie: buyer.cookie },
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json<{ status: string }>().status).toBe('requires_payment_method');
    expect((await pageOf(card.url, buyer.cookie))?.cardIntents).toEqual([
      { reference: card.payment.reference, intent: intent.json<unknown>() },
    ]);
    // Once the card has paid it, the order is paid: its section reads no intent.
    const secret = card.payment.client_secret;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/card/v1/payment_intents/${secret.split('_secret_')[0]}/confirm`,
      payload: {
        client_secret: secret,
        payment_method: { card: { number: TEST_CARDS.success, exp_month: 12, exp_year: 2030, cvc: '123' } },
      },
    });
    expect(paid.statusCode).toBe(200);
    expect((await pageOf(card.url, buyer.cookie))?.cardIntents).toEqual([]);
    // Another customer's page for that order carries neither the order nor its intent.
    const other = await signedInWithAddress(t);
    expect(await pageOf(card.url, other.cookie)).toBeUndefined();
    expect(await pageBody(card.url, other.cookie)).not.toContain(card.payment.reference);
  });

  it("embeds a member's customer orders list (the page its address states) and her collections as their GETs answer", async () => {
    const pageData = (body: string) => pageDataOf(body) as { customerOrders?: unknown } | undefined;
    const socia = await t.customerWithSession({ member: true });
    const storeId = (await createCustomStore(t.db, { customerId: socia.customer.id })).storeId;
    const contact = await createContact(t.db, { memberId: socia.customer.id, firstName: 'Lucía', lastName: 'Pérez' });
    const { product, skus } = await createProduct(t.db, { priceCents: 89_900, memberPriceCents: 70_000, stock: {} });
    // Twelve orders: two pages of ten; installments planned from two months ago, one paid, so some are overdue.
    for (let i = 0; i < 12; i++)
      await createCustomCart(t.db, {
        memberId: socia.customer.id,
        storeId,
        contactId: contact.contactId,
        createdAt: new Date(t.clock.now().getTime() - (60 + i) * 86_400_000),
        items: [{ sku: skus[0]!.sku, productId: product.id, qty: 1, customerPriceCents: 100_000 }],
        payment: { type: 'installments', paid: 1 },
      });
    const id = socia.customer.customerId;
    const get = async (url: string) => {
      const res = await t.app.inject({ url, headers: { cookie: socia.cookie } });
      expect(res.statusCode, url).toBe(200);
      return res.json<Record<string, unknown>>();
    };
    const page = async (url: string, cookie = socia.cookie) => pageData(await pageBody(url, cookie))?.customerOrders;
    const collections = await get(`/api/custom-cart/collections?customer_id=${id}`);
    expect(collections.overdue).toBeGreaterThan(0);
    for (const n of [1, 2]) {
      const list = await get(`/api/custom-cart/?customer_id=${id}&page_size=10&current_page=${n}`);
      expect(list.total_count).toBe(12);
      const url = `/mi-cuenta/mi-tienda-personalizada/ordenes${n > 1 ? `?page=${n}` : ''}`;
      expect(await page(url), url).toEqual({ page: n, list, collections });
    }
    // Not on an order's detail, nor for a page the GET refuses, nor for a customer who is not a member.
    const customer = await t.customerWithSession();
    expect(await page('/mi-cuenta/mi-tienda-personalizada/ordenes/por-comprar?cartId=1')).toBeUndefined();
    expect(await page('/mi-cuenta/mi-tienda-personalizada/ordenes?page=2147483648')).toBeUndefined();
    expect(await page('/mi-cuenta/mi-tienda-personalizada/ordenes', customer.cookie)).toBeUndefined();
  });

  it("embeds a member's 'Hoy' as GET members/me/today answers her, on /mi-cuenta and /mi-cuenta/hoy only (0760)", async () => {
    const pageData = (body: string) => pageDataOf(body) as { today?: unknown } | undefined;
    const socia = await t.customerWithSession({ member: true });
    const storeId = (await createCustomStore(t.db, { customerId: socia.customer.id })).storeId;
    const contact = await createContact(t.db, { memberId: socia.customer.id, firstName: 'Rosa', lastName: 'Díaz' });
    const { product, skus } = await createProduct(t.db, { priceCents: 89_900, memberPriceCents: 70_000, stock: {} });
    await createCustomCart(t.db, {
      memberId: socia.customer.id,
      storeId,
      contactId: contact.contactId,
      createdAt: new Date(t.clock.now().getTime() - 20 * 86_400_000),
      items: [{ sku: skus[0]!.sku, productId: product.id, qty: 1, customerPriceCents: 100_000 }],
      payment: { type: 'installments', paid: 1 },
    });
    const res = await t.app.inject({ url: '/api/members/me/today', headers: { cookie: socia.cookie } });
    expect(res.statusCode).toBe(200);
    const today = res.json<{ to_buy: { orders: number } }>();
    expect(today.to_buy.orders).toBe(1);
    for (const url of ['/mi-cuenta', '/mi-cuenta/hoy'])
      expect(pageData(await pageBody(url, socia.cookie))?.today, url).toEqual(today);
    expect(pageData(await pageBody('/mi-cuenta/datos-personales', socia.cookie))?.today).toBeUndefined();
    const customer = await t.customerWithSession();
    expect(pageData(await pageBody('/mi-cuenta/hoy', customer.cookie))?.today).toBeUndefined();
  });

  it('renders a public store from its data as its API answers anyone, the first catalogue page only for the plain link', async () => {
    const storeData = (body: string) => renderInput(body)?.store;
    const { cookie } = await t.customerWithSession({ member: true });
    const activated = await activateStore(cookie);
    const storeId = activated.json<{ store_id: string }>().store_id;
    const store = await t.app.inject({ url: `/api/api-composer/custom-stores/${storeId}` });
    const catalogue = await t.app.inject({ url: `/api/tienda/${storeId}/productos?page=1` });
    expect([store.statusCode, catalogue.statusCode]).toEqual([200, 200]);

    const page = await t.app.inject({ url: `/tienda/${storeId}` });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(`<main id="rendered" data-entry="store">/tienda/${storeId}</main>`);
    expect(storeData(page.body)).toEqual({ store: store.json(), catalogue: catalogue.json() });
    expect(page.body).toContain(
      '<template id="shop-boot"><script type="module" crossorigin src="/assets/tienda-Cc33.js">',
    );
    // A search or a product's address: the store only (its page asks for what it shows).
    expect(storeData((await t.app.inject({ url: `/tienda/${storeId}?q=tenis` })).body)).toEqual({
      store: store.json(),
    });
    // An unknown store, or an id its GET refuses (too long): rendered as that GET refuses it, the page's status 200.
    // (An id over Fastify's 100 characters: the GET answers 414, the page 400; the store page shows both alike.)
    expect(storeData((await t.app.inject({ url: `/tienda/${'x'.repeat(119)}` })).body)).toMatchObject({
      refused: { status: 400 },
    });
    for (const id of ['no-existe', 'x'.repeat(80)]) {
      const res = await t.app.inject({ url: `/tienda/${id}` });
      const got = await t.app.inject({ url: `/api/api-composer/custom-stores/${id}` });
      expect(res.statusCode, id).toBe(200);
      expect(got.statusCode, id).toBe(id === 'no-existe' ? 404 : 400);
      expect(storeData(res.body), id).toEqual({ refused: { status: got.statusCode, message: got.json().message } });
    }
    // A broken address or a NUL byte never reaches the page: a 400 in Spanish.
    for (const [url, message] of [
      ['/tienda/%E0%A4%A', 'La dirección solicitada no es válida.'],
      ['/tienda/%00', 'La solicitud contiene caracteres no permitidos.'],
    ]) {
      const broken = await t.app.inject({ url });
      expect(broken.statusCode, url).toBe(400);
      expect(broken.json(), url).toEqual({ message });
    }
  });

  it("renders a client's statement link from what its GETs answer whoever holds it, or as they refuse it; never cached", async () => {
    const statementData = (body: string) => renderInput(body)?.statement;
    const { url, member, contactId } = await memberWithStatementLink(t, { priceCents: 50_000 });
    const token = url.split('/estado-de-cuenta/')[1]!;
    const [statement, activity] = await Promise.all([
      t.app.inject({ url: `/api/estado-de-cuenta/${token}` }),
      t.app.inject({ url: `/api/estado-de-cuenta/${token}/pagos` }),
    ]);
    expect([statement.statusCode, activity.statusCode]).toEqual([200, 200]);

    const page = await t.app.inject({ url: `/estado-de-cuenta/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
      'referrer-policy': 'no-referrer',
    });
    expect(page.body).toContain(`<main id="rendered" data-entry="statement">/estado-de-cuenta/${token}</main>`);
    expect(statementData(page.body)).toEqual({ statement: statement.json(), activity: activity.json() });
    expect(page.body).toContain(
      '<template id="shop-boot"><script type="module" crossorigin src="/assets/statement-Dd44.js">',
    );
    // A token no live link has (unknown; revoked below), or one its GET's params refuse: as the GET refuses it,
    // saying nothing more; the page's status 200, as before.
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/statement-links/${contactId}?customer_id=${member.customer.customerId}`,
      headers: { cookie: member.cookie },
    });
    expect(revoked.statusCode).toBe(200);
    for (const bad of ['x'.repeat(43), token, 'corto']) {
      const res = await t.app.inject({ url: `/estado-de-cuenta/${bad}` });
      const got = await t.app.inject({ url: `/api/estado-de-cuenta/${bad}` });
      expect(res.statusCode, bad).toBe(200);
      expect(res.headers['cache-control'], bad).toBe('no-store');
      expect(got.statusCode, bad).toBe(bad === 'corto' ? 400 : 404);
      expect(statementData(res.body), bad).toEqual({
        refused: { status: got.statusCode, message: got.json().message },
      });
      expect(res.body, bad).not.toContain('Pedro');
    }
  });

  it('renders every app page on the server into #root, with the query cache beside it, and boots the code once it has painted (CSP by hash)', async () => {
    const { cookie } = await t.customerWithSession();
    for (const headers of [{ cookie }, {}]) {
      const page = await t.app.inject({ url: '/mi-cuenta/datos-personales?q=a&b=<', headers });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<div id="root"><!--$--><header>Price Shoes</header>' +
          '<main id="rendered" data-entry="app">/mi-cuenta/datos-personales?q=a&amp;b=%3C</main><!--/$--></div>',
      );
      // The cache as non-executed JSON in the head, with no `<` that could end its element.
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      expect(head).toMatch(new RegExp(`<script type="application/json" id="${QUERY_CACHE_ELEMENT_ID}">[^<]+</script>`));
      expect(renderInput(page.body)).toMatchObject({ entry: 'app', url: '/mi-cuenta/datos-personales?q=a&b=%3C' });
      expect(head).not.toContain('modulepreload');
      // The route's chunks wait in the template, in their order, until the boot script puts them in the head.
      expect(page.body).toContain(
        '<template id="shop-boot"><link rel="modulepreload" crossorigin href="/assets/personal-data-X1.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/shell-X2.js"></template>',
      );
      const inline = /<script>([^<]+)<\/script><\/body>/.exec(page.body)?.[1];
      expect(inline).toBeDefined();
      const hash = createHash('sha256').update(inline!).digest('base64');
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
      // Its only inline script: the cache and her data are JSON.
      expect(page.body.match(/<script>/g)).toHaveLength(1);
      // The stylesheet inlined (the page paints from its HTML), its link kept disabled for Vite's loader.
      expect(page.body).toContain(
        '<style>h1{font-size:1.5rem}</style><link rel="stylesheet" href="/assets/styles-Ef56.css" disabled>',
      );
    }
  });

  it('renders home and the product page from their own entries, with their catalogue data, then boots their code', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.body).toContain('<main id="rendered" data-entry="home">/</main>');
    expect(renderInput(home.body)?.public).toHaveProperty('featured');
    expect(home.body).toContain('<style>h1{font-size:1.5rem}</style>');
    expect(home.body).toContain(
      '<template id="shop-boot"><script type="module" crossorigin src="/assets/home-Aa11.js"></script></template>',
    );
    const { product: made } = await createProduct(t.db, { stock: {} });
    const product = await t.app.inject({ url: `/productos/${made.slug}` });
    expect(product.body).toContain(`<main id="rendered" data-entry="product">/productos/${made.slug}</main>`);
    expect(renderInput(product.body)?.public).toHaveProperty('product.slug', made.slug);
    expect(product.body).toContain(
      '<template id="shop-boot"><script type="module" crossorigin src="/assets/producto-Bb22.js">',
    );
    expect(product.body).toContain('href="/assets/product-X3.js"></template>');
    // The router's pages get no catalogue data.
    expect(renderInput((await t.app.inject({ url: '/mi-cuenta' })).body)?.public).toBeUndefined();
  });

  it('sends the page without markup when the render fails (the browser renders it), and logs the parts that failed', async () => {
    const failed = await t.app.inject({ url: '/mi-cuenta/datos-personales?render-fails' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain(QUERY_CACHE_ELEMENT_ID);
    const partly = await t.app.inject({ url: '/mi-cuenta/datos-personales?part-fails' });
    expect(partly.body).toContain('<main id="rendered"');
  });

  it("never serves the server entry nor the build's manifests", async () => {
    for (const url of ['/.ssr/entry-server.js', '/.ssr/package.json', '/.vite/route-preloads.json'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });

  it("answers WhatsApp's crawler a link preview of her store: her name, welcome, photo card and PUBLIC_URL links (issue 27)", async () => {
    const member = await t.customerWithSession({ member: true, firstname: 'Guadalupe', lastname: 'Hernández' });
    const store = await createCustomStore(t.db, {
      customerId: member.customer.id,
      welcomeMessage: `¡Hola! Zapatos desde $299 <b>"hoy"</b> $' $&`,
    });
    const crawl = (id: string) =>
      t.app.inject({ url: `/tienda/${id}`, headers: { 'user-agent': 'WhatsApp/2.23.20.0', host: 'evil.example' } });
    const meta = (html: string, key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
    const res = await crawl(store.storeId);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = `${t.config.publicUrl}/tienda/${store.storeId}`;
    expect(meta(html, 'og:title')).toBe('Tienda de Guadalupe Hernández · Price Shoes');
    expect(meta(html, 'og:description')).toBe("¡Hola! Zapatos desde $299 &lt;b&gt;&quot;hoy&quot;&lt;/b&gt; $' $&amp;");
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toBe(`${t.config.publicUrl}/tarjeta-tienda.jpg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<title>Tienda de Guadalupe Hernández · Price Shoes</title>');
    // (The render is given the request's origin, as every page's, for the page's address; this test's entry writes
    // its input into the cache.)
    expect(html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '')).not.toContain('evil.example');
    expect(html.match(/<\/head>/g)).toHaveLength(1);

    // With her photo: the card of her photo, a JPEG without metadata.
    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#aa3366' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 0/1' } })
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/custom-store/${store.storeId}/photo`,
      headers: { cookie: member.cookie, 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(uploaded.statusCode).toBe(200);
    const image = meta((await crawl(store.storeId)).body, 'og:image')!;
    expect(image).toMatch(
      new RegExp(`^${t.config.publicUrl}/api/custom-store-photos/${store.storeId}/tarjeta\\.jpg\\?v=\\d+$`),
    );
    const card = await t.app.inject({ url: image.slice(t.config.publicUrl.length) });
    expect(card.headers['content-type']).toBe('image/jpeg');
    const cardMeta = await sharp(card.rawPayload).metadata();
    expect(cardMeta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(cardMeta.exif).toBeUndefined();

    // An unknown store has no preview.
    expect(meta((await crawl('no-existe')).body, 'og:title')).toBeUndefined();
  });

  it("serves no HTML comment but React's markers in the render: no developer note naming a source file (issue 27)", async () => {
    const member = await t.customerWithSession({ member: true });
    const store = await createCustomStore(t.db, { customerId: member.customer.id });
    for (const [url, cookie] of [
      ['/', undefined],
      ['/mi-cuenta/datos-personales', undefined],
      ['/mi-cuenta/datos-personales', member.cookie],
      ['/mi-cuenta/crediprice', member.cookie],
      ['/productos/no-existe', undefined],
      [`/tienda/${store.storeId}`, undefined],
      ['/tienda/no-existe', undefined],
      [`/estado-de-cuenta/${'x'.repeat(43)}`, undefined],
    ] as const) {
      const body = await pageBody(url, cookie);
      expect(body, url).toContain('</html>');
      // React's marks of a Suspense boundary (`<!--$-->`, `<!--/$-->`) and of text nodes (`<!-- -->`): hydration
      // reads them (decision 0790).
      expect(body.replace(/<!--(\/?\$[!?]?| )-->/g, ''), url).not.toContain('<!--');
      expect(body, url).not.toMatch(/src\/|\.tsx/);
    }
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
