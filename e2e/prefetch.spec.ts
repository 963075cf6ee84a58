import { test, expect } from './fixtures';
import { customCartsMessages } from '@shop/contracts/custom-carts-messages';
import { personalDataMessages } from '@shop/contracts/personal-data-messages';

// Issue 16 point 4: the pages a socia opens most load ahead once she is signed in; a visitor downloads none of them.
const ACCOUNT_CHUNK = /\/assets\/(account-shell|customer-orders|custom-store)-[^/]*\.js$/;
const CUSTOMER_ORDERS_CHUNK = /\/assets\/customer-orders-[^/]*\.js$/;

test('a signed-out home downloads no account chunk', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  // After the load event and an idle moment, when a signed-in page starts its prefetch.
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  expect(requested.filter((url) => ACCOUNT_CHUNK.test(url))).toEqual([]);
});

test('signed in, hovering Órdenes de clientes fetches its chunk before the click', async ({ page, login }) => {
  await login('socia@demo.mx');
  // The browser is never idle in this page: only the hover can fetch the chunk.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/mi-cuenta/datos-personales');
  const link = page
    .getByRole('navigation', { name: 'Menú de mi cuenta' })
    .getByRole('link', { name: new RegExp(`^${customCartsMessages.title}`) });
  await expect(link).toBeVisible();
  expect(requested.filter((url) => CUSTOMER_ORDERS_CHUNK.test(url))).toEqual([]);

  const fetched = page.waitForResponse((r) => CUSTOMER_ORDERS_CHUNK.test(r.url()));
  await link.hover();
  await fetched;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: customCartsMessages.title })).toBeVisible();
});

test("signed in, the frequent pages load ahead only once the page's own data is in and a quiet moment passed", async ({
  page,
  login,
}) => {
  await login('socia@demo.mx');
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/mi-cuenta/datos-personales');
  await expect(page.getByRole('heading', { level: 1, name: personalDataMessages.title })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('shop:route-prefetch').length > 0, undefined, {
    timeout: 15_000,
  });
  const { mark, lastApi } = await page.evaluate(() => ({
    mark: performance.getEntriesByName('shop:route-prefetch')[0]!.startTime,
    lastApi: Math.max(
      ...performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/'))
        .map((e) => (e as PerformanceResourceTiming).responseEnd),
    ),
  }));
  // Not in a gap between two waves of the page's requests: 1.5 s after the last one (decision 0624).
  expect(mark).toBeGreaterThan(lastApi + 1000);
  await expect.poll(() => requested.some((url) => CUSTOMER_ORDERS_CHUNK.test(url))).toBe(true);
  // Into the HTTP cache, not run (decision 0629): prefetch links, no module preloaded or imported before she opens it.
  const links = (rel: string) =>
    page.evaluate(
      (r) => [...document.querySelectorAll(`link[rel="${r}"]`)].map((e) => (e as HTMLLinkElement).href),
      rel,
    );
  expect((await links('prefetch')).some((url) => CUSTOMER_ORDERS_CHUNK.test(url))).toBe(true);
  expect((await links('modulepreload')).filter((url) => CUSTOMER_ORDERS_CHUNK.test(url))).toEqual([]);
  // Every prefetched file has come in (a click before would fetch the rest itself).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].every((l) =>
          performance.getEntriesByName(l.href).some((e) => (e as PerformanceResourceTiming).responseEnd > 0),
        ),
      ),
    )
    .toBe(true);
  const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await page
    .getByRole('navigation', { name: 'Menú de mi cuenta' })
    .getByRole('link', { name: new RegExp(`^${customCartsMessages.title}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: customCartsMessages.title })).toBeVisible();
  // Opening it then downloads no code: every script it asks for comes from the cache.
  const scripts = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .slice(from)
        .filter((e) => e.name.endsWith('.js'))
        .map((e) => ({ name: e.name, transferSize: (e as PerformanceResourceTiming).transferSize })),
    before,
  );
  expect(scripts.some((s) => CUSTOMER_ORDERS_CHUNK.test(s.name))).toBe(true);
  expect(scripts.filter((s) => s.transferSize > 0)).toEqual([]);
});
