import { test, expect } from './fixtures';
import { customCartsMessages } from '@shop/contracts/custom-carts-messages';

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
