import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { CustomCartView } from '@shop/contracts/custom-carts';
import { formatMoney } from '@shop/domain/money';
import { test, expect, expectAccessible } from './fixtures';

/** With SHOTS=1, screenshots at 1280 and 390 px into test-results/ (to look at, not compared). */
async function shots(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/customer-orders-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const ORDERS = '/mi-cuenta/mi-tienda-personalizada/ordenes';

test('a socia finds an order, works its tabs, marks items bought and ticks a payment', async ({
  page,
  freshMember,
}) => {
  test.slow(Boolean(process.env.SHOTS), 'screenshots at two widths');
  await freshMember({ customer_orders: true });
  await page.goto(ORDERS);
  await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de clientes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mis cobranzas' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pedro Gómez Pago vencido' })).toBeVisible();
  await expectAccessible(page, 'lista');
  await shots(page, 'lista');

  const search = page.getByRole('searchbox', { name: 'Buscar por nombre de cliente' });
  await search.fill('Rosa');
  await expect(page.getByText('Ingresa al menos 5 letras para buscar resultados').first()).toBeVisible();
  await search.fill('rosaura');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: 'Rosaura Ávila' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pedro Gómez' })).toHaveCount(0);
  await search.fill('zzzzzz');
  await expect(page.getByText('No tienes órdenes a nombre de zzzzzz')).toBeVisible();
  await search.fill('rosaura');
  await page
    .getByRole('link', { name: /Ver detalle/ })
    .locator('visible=true')
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Rosaura Ávila' })).toBeVisible();
  await expect(page).toHaveURL(/por-comprar\?cartId=/);
  await expectAccessible(page, 'por comprar');
  await shots(page, 'por-comprar');
  await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
  // Adding to the bag from this tab when the network drops it is only logged (reseller-area §8): no message.
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') logged.push(msg.text());
  });
  await page.route('**/items', (route) =>
    route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Agregar a bolsa' }).click();
  await expect.poll(() => logged.some((l) => l.startsWith('Custom cart: add to bag failed'))).toBe(true);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.unroute('**/items');
  await page.getByRole('button', { name: 'Marcar como comprados' }).click();
  await expect(page.getByRole('button', { name: 'Eliminar orden' })).toBeVisible();

  await page.getByRole('link', { name: /Productos comprados/ }).click();
  await expect(page.getByRole('article', { name: 'Ticket de la orden' })).toBeVisible();
  await expectAccessible(page, 'comprados');
  await shots(page, 'comprados');
  await page.getByRole('button', { name: 'Editar productos' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar productos' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: /Pagos de cliente/ }).click();
  await expect(page).toHaveURL(/pagos-de-cliente\?cartId=/);
  await expectAccessible(page, 'pagos');
  await shots(page, 'pagos');
  const second = page.getByRole('checkbox', { name: /Nº pago 1/ });
  await expect(second).not.toBeChecked();
  // The box follows the server: it turns checked once the payment is recorded.
  await second.click();
  await expect(second).toBeChecked();
  await expect(page.getByText('Pagado').first()).toBeVisible();
  await second.click();
  await expect(second).not.toBeChecked();

  // An order with no payment option yet (Pedro's oldest): she chooses how he pays, and the checklist appears.
  const me = await (await page.request.get('/api/customers/me')).json();
  const customerId = me.custom_attributes.find(
    (a: { attribute_code: string }) => a.attribute_code === 'customer_id',
  ).value;
  const oldest = await (
    await page.request.get(`/api/custom-cart/?customer_id=${customerId}&page_size=10&current_page=2&find=pedro`)
  ).json();
  const cartId = oldest.custom_carts.at(-1).cart_id as string;
  await page.goto(`${ORDERS}/pagos-de-cliente?cartId=${cartId}`);
  await expect(page.getByRole('heading', { name: 'Forma de pago' })).toBeVisible();
  await page.getByRole('button', { name: /^Contado · \$/ }).click();
  await expect(page.getByRole('checkbox', { name: /Contado · vence/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Forma de pago' })).toHaveCount(0);
});

test('the order is shared as a PNG ticket: downloaded on desktop Chromium, with a WhatsApp link summing it up', async ({
  page,
  freshMember,
}) => {
  test.slow(); // a canvas, a download and two viewports on a shared 2-core machine
  await freshMember({ customer_orders: true });
  await page.goto(ORDERS);
  await page.getByRole('searchbox', { name: 'Buscar por nombre de cliente' }).fill('rosaura');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page
    .getByRole('link', { name: /Ver detalle/ })
    .locator('visible=true')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rosaura Ávila' })).toBeVisible();
  const cartId = new URL(page.url()).searchParams.get('cartId')!;
  const cart = (await (await page.request.get(`/api/custom-cart/${cartId}`)).json()) as CustomCartView;

  // Desktop Chromium has no file sharing: the PNG is downloaded and the dialog offers WhatsApp.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Compartir orden' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`orden-${cartId.slice(-4)}.png`);
  const bytes = await readFile(await file.path());
  expect(bytes.length).toBeGreaterThan(1000);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  const dialog = page.getByRole('dialog', { name: 'Compartir orden con tu cliente' });
  await expect(dialog.getByRole('img', { name: 'Imagen de la orden de Rosaura Ávila' })).toBeVisible();
  const href = (await dialog.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/52\d{10}\?text=/);
  const text = new URL(href).searchParams.get('text')!;
  expect(text).toContain('Rosaura Ávila');
  expect(text).toContain(`Total: ${formatMoney(cart.grand_total)}`);
  expect(text).toContain(`/tienda/${cart.store_id}`);
  await expectAccessible(page, 'compartir');
  await shots(page, 'compartir');
  await page.keyboard.press('Escape');

  // At 390 px: one back control, and the three tabs fit without a horizontal scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: /Regresar a órdenes de clientes/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Regresar a mi cuenta/ })).toBeHidden();
  const tabs = page.getByRole('navigation', { name: 'Secciones de la orden' });
  expect(await tabs.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
