import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';

/** Issue 29 point 1 (decision 0760): 'Hoy', a member's first screen. */
const shot = (name: string) => `test-results/today-${name}.png`;
const STORE = 'lupita-hernandez';

/** A client sends an order from her store (as the public store page does). */
async function sendStoreOrder(page: Page, firstName: string) {
  const catalogue = (await (await page.request.get(`/api/tienda/${STORE}/productos`)).json()) as {
    products: { sizes: { sku: string; available: boolean }[] }[];
  };
  const sku = catalogue.products.flatMap((p) => p.sizes).find((s) => s.available)!.sku;
  const phone = `55${String(Date.now()).slice(-8)}`;
  const res = await page.request.post(`/api/tienda/${STORE}/pedidos`, {
    data: { first_name: firstName, last_name: 'Prueba Hoy', phone, payment_option: 'cash', items: [{ sku, qty: 1 }] },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("at 390 px /mi-cuenta opens 'Hoy': she accepts a store order there, the menu is one tap away", async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await sendStoreOrder(page, 'Itzel');
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta');
  await expect(page).toHaveURL(/\/mi-cuenta\/hoy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible();

  const requests = page.getByRole('region', { name: 'Pedidos nuevos de tu tienda' });
  const count = Number(await requests.locator('span[aria-hidden="true"]').first().textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('region', { name: 'Cobros de esta semana' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Por comprar para tus clientas' })).toContainText(
    /pedidos? con artículos por comprar/,
  );
  const credit = page.getByRole('region', { name: 'Tu CrediPrice' });
  await expect(credit).toContainText('Próximo pago');
  await expect(credit).toContainText(/Vence el|Sin fecha/);
  const actions = page.getByRole('region', { name: 'Acciones rápidas' });
  await expect(actions.getByRole('link', { name: 'Mi credencial' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Registrar pedido' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Compartir mi tienda' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*tienda%2F${STORE}`),
  );
  // Every button or link of the screen is a 44 px target.
  for (const target of await page.getByRole('main').locator('a, button').all()) {
    const box = await target.boundingBox();
    if (box) expect(box.height, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
  await expectAccessible(page, 'hoy 390');
  await page.screenshot({ path: shot('390'), fullPage: true });

  // Accept from 'Hoy': the count goes down and the order is hers to buy.
  await requests
    .getByRole('button', { name: /^Aceptar el pedido de Itzel Prueba Hoy$/ })
    .first()
    .click();
  await expect(
    page.getByText('Pedido de Itzel Prueba Hoy aceptado. Ya está en tus órdenes por comprar.'),
  ).toBeVisible();
  await expect(requests.locator('span[aria-hidden="true"]').first()).toHaveText(String(count - 1));

  // The menu, one tap away; and back.
  await page.getByRole('button', { name: 'Regresar a mi cuenta' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/menu$/);
  const menu = page.getByRole('navigation', { name: 'Menú de mi cuenta' });
  await expect(menu.getByRole('link', { name: 'Hoy', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Hoy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible();
});

test("on a computer 'Hoy' is the first item of her menu and where /mi-cuenta opens; a new member is told what to do", async ({
  page,
  login,
  freshMember,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta');
  await expect(page).toHaveURL(/\/mi-cuenta\/hoy$/);
  const menu = page.getByRole('navigation', { name: 'Menú de mi cuenta' });
  await expect(menu.getByRole('link').nth(0)).toHaveText('Hoy');
  await expect(page.getByRole('region', { name: 'Cobros de esta semana' })).toBeVisible();
  await expectAccessible(page, 'hoy 1280');
  await page.screenshot({ path: shot('1280'), fullPage: true });

  // A member without a store or customer orders: each part says what to do next.
  await freshMember({ credit: 'none' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mi-cuenta');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible();
  await expect(
    page.getByText('Abre tu tienda personalizada para recibir pedidos y llevar los cobros de tus clientas.'),
  ).toBeVisible();
  await expect(
    page.getByText('Aún no tienes línea CrediPrice. Solicítala y compra ahora, paga después.'),
  ).toBeVisible();
  await expectAccessible(page, 'hoy empty 390');
  await page.screenshot({ path: shot('empty-390'), fullPage: true });
});

test("at 390 px from 'Hoy' she buys for her clients in one checkout, and each order shows its items bought", async ({
  page,
  freshMember,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const me = await freshMember({ addresses: 1, customer_orders: true });
  await page.goto('/mi-cuenta');
  await page.getByRole('link', { name: 'Comprar para mis clientes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comprar para mis clientes' })).toBeVisible();
  const picks = page.getByRole('checkbox', { name: /^Comprar / });
  await expect(picks.first()).toBeVisible();
  await expectAccessible(page, 'comprar para mis clientes 390');
  await page.screenshot({ path: shot('buy-390'), fullPage: true });
  const before = (await (await page.request.get(`/api/custom-cart/to-buy?customer_id=${me.customer_id}`)).json()) as {
    groups: { items: { cart_id: string; client: string }[] }[];
  };
  const orders = [...new Set(before.groups.flatMap((g) => g.items.map((i) => i.cart_id)))];
  expect(orders.length).toBeGreaterThanOrEqual(3);

  // The one step's answer first (it says why if a size ran short), then what she reads of it.
  const [added] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/custom-cart/to-buy/bag'), { timeout: 30_000 }),
    page.getByRole('button', { name: 'Agregar a mi bolsa' }).click(),
  ]);
  expect(added.status(), await added.text()).toBe(200);
  await expect(page.getByText(/^Agregamos \d+ piezas? a tu bolsa para \d+ clientas?\.$/)).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mi bolsa' }).first().click();
  await expect(page.getByRole('heading', { name: 'Mi bolsa' })).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { name: 'Pago de tu pedido' })).toBeVisible();
  await page.getByLabel('Nombre en la tarjeta').fill(`${me.firstname} Prueba`);
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByText('¡Pago recibido! Tu pedido está confirmado.')).toBeVisible();

  // Each of those orders: its items are in 'Comprados' now.
  for (const cartId of orders) {
    const order = (await (await page.request.get(`/api/custom-cart/${cartId}`)).json()) as {
      cart_items: { status: string }[];
    };
    expect(order.cart_items.filter((i) => i.status === 'PENDING' || i.status === 'ADDED_TO_CART')).toEqual([]);
  }
  await page.goto(`/mi-cuenta/mi-tienda-personalizada/ordenes/comprados?cartId=${orders[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: shot('bought-390'), fullPage: true });
  await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes/comprar');
  await expect(page.getByText(/No tienes artículos por comprar/)).toBeVisible();

  // The purchase's packing list: one package per client, each saying what she still owes (issue 29 point 2).
  await page.getByRole('link', { name: /^Lista de empaque del pedido \d+/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de empaque' })).toBeVisible();
  const packages = page.locator('[data-package]');
  await expect(packages.first()).toBeVisible();
  const named = new Set(before.groups.flatMap((g) => g.items.map((i) => i.client)));
  await expect(packages).toHaveCount(named.size);
  for (const p of await packages.all())
    await expect(p).toContainText(/Le falta pagarte \$[\d,]+\.\d{2}|Ya te pagó todo/);
  await expectAccessible(page, 'packing list 390');
  await page.screenshot({ path: shot('packing-390'), fullPage: true });
});

test("at 390 px 'Visita a tienda' follows the store's locations with her credential on top; ticking a line buys it", async ({
  page,
  freshMember,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const me = await freshMember({ customer_orders: true });
  const stores = (await (await page.request.get('/api/sales-tools/stores')).json()) as { id: string }[];
  const store = stores[0]!.id;
  const before = (await (
    await page.request.get(`/api/store-visit?customer_id=${me.customer_id}&store_id=${store}`)
  ).json()) as { lines: { product_id: string }[] };
  // Staff put her products at two places of the store, the second product first in walking order.
  const products = [...new Set(before.lines.map((l) => l.product_id))];
  for (const [i, productId] of products.entries()) {
    const res = await page.request.put(`/api/admin/stores/${store}/product-locations/${productId}`, {
      headers: { authorization: 'Bearer demo-admin-token' },
      data: { building: String(products.length - i), tramo: 'B', aisle: String(10 - i), level: '2' },
    });
    expect(res.status(), await res.text()).toBe(204);
  }
  await page.goto('/mi-cuenta');
  await page.getByRole('link', { name: 'Visita a tienda', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visita a tienda' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código de barras de tu credencial de socia' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Visita a tienda' }).getByRole('listitem');
  await expect(lines.first()).toContainText(/Nave \d+ · Tramo B · Pasillo \d+ · Nivel 2/);
  const places = await lines.evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));
  const naves = places.map((p) => Number(/Nave (\d+)/.exec(p)?.[1] ?? 99));
  expect(naves).toEqual([...naves].sort((x, y) => x - y));
  await expectAccessible(page, 'visita a tienda 390');
  await page.screenshot({ path: shot('visit-390'), fullPage: true });

  const count = await lines.count();
  await lines.first().getByRole('checkbox').click();
  await expect(page.getByText(/^Marcamos \d+ piezas? como compradas para: /)).toBeVisible();
  await expect(lines).toHaveCount(count - 1);
});
