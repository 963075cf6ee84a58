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

test('every account page of the member menu has no serious accessibility violation', async ({ page, login }) => {
  test.setTimeout(120_000);
  await login('socia@demo.mx');
  for (const tab of ACCOUNT_PAGES) {
    await page.goto(`/mi-cuenta/${tab}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectAccessible(page, tab);
  }
});

test('the customer account pages have no serious accessibility violation', async ({ page, login }) => {
  await login('cliente@demo.mx');
  for (const tab of ['datos-personales', 'multipedido']) {
    await page.goto(`/mi-cuenta/${tab}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectAccessible(page, tab);
  }
});
