import { test, expectAccessible, expect } from './fixtures';

const ACCOUNT_PAGES = [
  'datos-personales',
  'direcciones-de-envio',
  'mis-pedidos/envios',
  'mis-devoluciones/nuevas-guias',
  'mi-saldo',
  'crediprice',
  'mi-tienda-personalizada',
  'mi-tienda-personalizada/editar',
  'mi-tienda-personalizada/ordenes',
  'porcentajes-de-ganancia',
  'lista-de-precios',
  'catalogos',
  'mi-credencial',
  'multipedido',
  'mis-cupones',
  'ubicacion-en-tienda',
  'mis-clientes',
  'eliminar',
  'adidas',
];

test('the public pages have no serious accessibility violation', async ({ page }) => {
  for (const path of [
    '/',
    '/nuevos-socios',
    '/conviertete-en-socia',
    '/tienda-personalizada',
    '/crediprice',
    '/no-existe',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectAccessible(page, path);
  }
});

// One test per page of the member menu, so that the two workers share them.
for (const tab of ACCOUNT_PAGES)
  test(`the member menu's page ${tab} has no serious accessibility violation`, async ({ page, login }) => {
    await login('socia@demo.mx');
    await page.goto(`/mi-cuenta/${tab}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectAccessible(page, tab);
  });

test('the customer account pages have no serious accessibility violation', async ({ page, login }) => {
  await login('cliente@demo.mx');
  for (const tab of ['datos-personales', 'multipedido']) {
    await page.goto(`/mi-cuenta/${tab}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectAccessible(page, tab);
  }
});
