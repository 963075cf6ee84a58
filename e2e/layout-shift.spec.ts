import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The pages of issue 16's performance bar (scripts/lib/perf-shop.mjs lists the same for Lighthouse). */
async function perfPages(request: APIRequestContext) {
  const me = (await (await request.get('/api/customers/me')).json()) as {
    custom_attributes: { attribute_code: string; value: string }[];
  };
  const customerId = me.custom_attributes.find((a) => a.attribute_code === 'customer_id')!.value;
  const { products } = (await (await request.get('/api/search/products')).json()) as { products: { slug: string }[] };
  const orders = (await (
    await request.get(`/api/v1/api-composer/orders/historic?customerId=${customerId}&platform=ecommerce&currentPage=1`)
  ).json()) as { data: { magento_order_id: string | null }[] };
  const orderId = orders.data.find((o) => o.magento_order_id)!.magento_order_id!;
  const store = (await (await request.get(`/api/api-composer/custom-stores?customer_id=${customerId}`)).json()) as {
    store_id: string;
  };
  return [
    // Every page's first state is in its HTML (decisions 0628–0631): no API request at load, a visitor's included.
    { name: 'home', path: '/', signedIn: false, quiet: true },
    { name: 'product', path: `/productos/${products[0]!.slug}`, signedIn: false, quiet: true },
    { name: 'datos-personales', path: '/mi-cuenta/datos-personales', signedIn: true, quiet: true },
    { name: 'orders list', path: '/mi-cuenta/mis-pedidos/envios?platform=ecommerce', signedIn: true, quiet: true },
    {
      name: 'order detail',
      path: `/mi-cuenta/mis-pedidos/envios?order_id=${orderId}&platform=ecommerce`,
      signedIn: true,
      quiet: true,
    },
    { name: 'crediprice', path: '/mi-cuenta/crediprice', signedIn: true, quiet: true },
    { name: 'customer orders', path: '/mi-cuenta/mi-tienda-personalizada/ordenes', signedIn: true, quiet: true },
    { name: 'public store', path: `/tienda/${store.store_id}`, signedIn: false, quiet: true },
  ];
}

/**
 * Every layout shift of a fresh load until the network is quiet, summed (stricter than Lighthouse's window), and
 * the API calls the load made (fetches, not pictures).
 */
async function layoutShift(page: Page, path: string) {
  const api: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.resourceType() === 'fetch') api.push(url.pathname);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) =>
            s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 90) : '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts, api };
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`no layout shift while the busy pages load (${viewport.name})`, async ({ browser, shopURL }) => {
    test.setTimeout(120_000);
    const session = await browser.newContext({ baseURL: shopURL });
    const res = await session.request.post('/api/auth/login', {
      data: { email: 'socia@demo.mx', password: 'Demo1234!' },
    });
    expect(res.status()).toBe(200);
    const signedInState = await session.storageState();
    const measured = [];
    for (const p of await perfPages(session.request)) {
      // A new context per load: an empty cache, as a first visit.
      const context = await browser.newContext({
        baseURL: shopURL,
        viewport,
        locale: 'es-MX',
        ...(p.signedIn ? { storageState: signedInState } : {}),
      });
      const page = await context.newPage();
      measured.push({ page: p.name, quiet: p.quiet ?? false, ...(await layoutShift(page, p.path)) });
      await context.close();
    }
    await session.close();
    console.log(`${viewport.name}: ${measured.map((m) => `${m.page} ${m.cls.toFixed(4)}`).join(', ')}`);
    expect(measured.filter((m) => m.cls >= 0.02)).toEqual([]);
    expect(measured.filter((m) => m.quiet && m.api.length > 0).map((m) => ({ page: m.page, api: m.api }))).toEqual([]);
  });
}
