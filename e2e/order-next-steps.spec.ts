/**
 * Issue 15 points 1, 2, 6 and 7 (and issue 19 point 4), on a 390 px phone: orders as cards with their main
 * action, honest money states, paying a wallet order from its preference id, inline bag errors, the pickup
 * day picker, and payment references that can be copied, scanned and shared.
 */
import type { Page } from '@playwright/test';
import { decodePng, readCode128 } from '../apps/api/test/code128';
import { test, expect, expectAccessible } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

interface Row {
  platform: string;
  magento_order_id: string | null;
  pricesoft_id: string | null;
  entity_id: number;
  status: string;
}

async function customerId(page: Page) {
  const me = (await (await page.request.get('/api/customers/me')).json()) as {
    username: string;
    custom_attributes: { attribute_code: string; value: string }[];
  };
  return {
    username: me.username,
    id: me.custom_attributes.find((a) => a.attribute_code === 'customer_id')!.value,
  };
}

async function orders(page: Page, platform: string): Promise<Row[]> {
  const { id } = await customerId(page);
  const rows: Row[] = [];
  for (let p = 1; ; p++) {
    const res = await page.request.get(
      `/api/v1/api-composer/orders/historic?customerId=${id}&platform=${platform}&currentPage=${p}`,
    );
    const data = (await res.json()).data as Row[];
    rows.push(...data);
    if (data.length < 10) return rows;
  }
}

/** Nothing on the page is wider than the phone: no horizontal scroller. */
async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test('point 1: on a phone every channel lists its orders as cards with number, date, total, status and one action', async ({
  page,
  login,
}) => {
  test.setTimeout(90_000);
  await login('socia@demo.mx');
  for (const platform of ['ecommerce', 'call_center', 'physical_store']) {
    await page.goto(`/mi-cuenta/mis-pedidos/envios?platform=${platform}&meses=all`);
    const cards = page.locator('[data-order-card]');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    await expectNoHorizontalScroll(page);
    const first = cards.first();
    await expect(first.getByText(/^(Pedido|Nota de venta) \S+$/)).toBeVisible();
    await expect(first.getByText(/^\d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(first.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
    await expect(first.getByRole('button')).toHaveCount(1);
    // Each card's action sits inside the phone's width.
    const box = (await first.getByRole('button').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectAccessible(page, `order cards ${platform}`);
  }
  // The action names the order's next step: an unpaid order is paid, a shipment tracked, a ready pickup scheduled.
  await page.goto('/mi-cuenta/mis-pedidos/envios?platform=ecommerce&meses=3');
  const web = await orders(page, 'ecommerce');
  const unpaid = web.find((o) => o.status === 'created')!;
  await expect(
    page.locator(`[data-order-card="${unpaid.magento_order_id}"]`).getByRole('button', { name: /^Pagar ahora/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Rastrear envío: pedido/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Programar cita: pedido/ }).first()).toBeVisible();
  // From 768 px the spec's table is back.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('[data-order-card]').first()).toBeHidden();
});

test('point 2 / issue 19.4: an unpaid wallet order is paid from its preference: checkout, back, webhook, paid', async ({
  page,
  freshCustomer,
}) => {
  test.setTimeout(90_000);
  await freshCustomer({ unpaid_wallet_order: true, addresses: 1 });
  const [order] = await orders(page, 'ecommerce');
  const number = order!.magento_order_id!;
  await page.goto('/mi-cuenta/mis-pedidos/envios?platform=ecommerce&meses=3');
  await page.getByRole('button', { name: `Pagar ahora: pedido ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  await expect(page.getByText('Total a pagar')).toBeVisible();
  await expect(page.getByText('Total pagado')).toHaveCount(0);
  await expectAccessible(page, 'unpaid wallet order');
  await page.getByRole('button', { name: 'Pagar ahora' }).click();
  // The wallet's hosted checkout of the order's own preference.
  await expect(page).toHaveURL(/\/api\/sandbox\/wallet\/checkout\/pref-/);
  const { username } = await customerId(page);
  const detail = await (await page.request.get(`/api/v1/api-composer/customers/${username}/orders/${number}`)).json();
  expect(page.url()).toContain(detail.mercado_pago_preference_id as string);
  await page.getByRole('button', { name: 'Pagar con dinero en cuenta' }).click();
  // Back on the shop's payment page, which follows the order's status (the webhook confirmed it).
  await expect(page).toHaveURL(/\/pago\//);
  await expect(page.getByText('¡Pago recibido! Tu pedido está confirmado.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  await expect(page.getByText('Pago confirmado').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar ahora' })).toHaveCount(0);
  await expect(page.getByText('Total pagado')).toBeVisible();
});

test('point 2: money states never contradict: refunds, failed orders, the card page notes, pending guides', async ({
  page,
  login,
}) => {
  test.setTimeout(90_000);
  await login('socia@demo.mx');
  const web = await orders(page, 'ecommerce');
  const open = (o: Row) => page.goto(`/mi-cuenta/mis-pedidos/envios?order_id=${o.magento_order_id}&platform=ecommerce`);

  const refund = web.find((o) => o.status === 'canceled_refund_pending')!;
  await open(refund);
  const payment = page.getByRole('region', { name: 'Pago' });
  await expect(payment.getByText('Reembolso en proceso')).toBeVisible();
  await expect(payment.getByText('Pagado', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Volver a comprar' })).toBeVisible();
  await expectAccessible(page, 'refund order');

  const failed = web.find((o) => o.status === 'failed')!;
  await open(failed);
  await expect(page.getByText(/No es necesario que realices un nuevo pago/)).toBeVisible();
  await expect(page.getByText('Sin pagar')).toHaveCount(0);
  await expect(page.getByText('Pago en confirmación')).toBeVisible();

  // An unpaid card order: 'Pagar ahora' leads to the card form, which shows no transfer or cash note.
  const unpaid = web.find((o) => o.status === 'created' && o.magento_order_id)!;
  await open(unpaid);
  await page.getByRole('link', { name: 'Pagar ahora' }).click();
  await expect(page.getByLabel('Número de tarjeta')).toBeVisible();
  await expect(page.getByText('Las transferencias bancarias solo se acreditan en días hábiles.')).toHaveCount(0);
  await expect(page.getByText('El pago en efectivo en tienda se acredita de 1 a 2 días hábiles.')).toHaveCount(0);
  await expectAccessible(page, 'card payment page');

  // A return guide waiting for its payment can be paid.
  await page.goto('/mi-cuenta/mis-devoluciones/guias-pendientes');
  await page.getByRole('link', { name: 'Pagar ahora' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido / })).toBeVisible();
  await page.getByRole('link', { name: 'Pagar ahora' }).click();
  // Its payment page gives the voucher to pay with, not only the advice to pay in cash (decision 0615).
  const voucher = page.getByRole('region', { name: 'Tu referencia para pagar en tienda' });
  await expect(voucher.getByText(/^Referencia: \d{14}$/)).toBeInViewport();
  await expect(voucher.getByRole('img', { name: /^Código de barras de la referencia \d{14}$/ })).toBeVisible();
});

test('point 2: the bag says a missing address beside the field and adds one inline; no $0.00 balance option', async ({
  page,
  freshCustomer,
}) => {
  test.setTimeout(90_000);
  await freshCustomer({ addresses: 0 });
  expect((await page.request.post('/api/bag/items', { data: { sku: '210002-25', qty: 1 } })).status()).toBe(200);
  await page.goto('/bolsa');
  await expect(page.getByText('Aún no tienes una dirección guardada.')).toBeVisible();
  await expect(page.getByText('Saldo en tienda')).toHaveCount(0);
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  const add = page.getByRole('button', { name: 'Agregar dirección' });
  await expect(add).toHaveAccessibleDescription('Elige una dirección de envío.');
  await expect(add).toBeFocused();
  await expect(page).toHaveURL(/\/bolsa$/);
  expect(await orders(page, 'ecommerce')).toHaveLength(0);
  await expectAccessible(page, 'bag, missing address');

  await add.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Código postal').fill('45050');
  await dialog.getByLabel('Colonia').selectOption({ label: 'Jardines Del Sol' });
  await dialog.getByLabel('Calle').fill('Avenida Patria');
  await dialog.getByLabel('Número exterior').fill('1201');
  await dialog.getByLabel('Celular de contacto').fill('523312345678');
  await dialog.getByLabel('Referencias').fill('Frente al parque, casa blanca');
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Dirección de envío')).toHaveValue(/\d+/);

  // A pickup without a store: the message sits beside the store field.
  await page.getByLabel('Recoger en tienda').check();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  const store = page.getByRole('combobox', { name: 'Tienda' });
  await expect(store).toHaveAccessibleDescription('Elige la tienda donde recogerás tu pedido.');
  await expect(store).toBeFocused();
});

test('point 6: a pickup is scheduled with a day picker and that day’s windows, by keyboard', async ({
  page,
  freshCustomer,
}) => {
  test.setTimeout(90_000);
  await freshCustomer({ ready_pickup_order: true });
  const [order] = await orders(page, 'ecommerce');
  await page.goto(`/mi-cuenta/mis-pedidos/envios?order_id=${order!.magento_order_id}&platform=ecommerce`);
  // One 'Programar cita' on the order: the pickup block's (0601), not a second one under the title.
  await expect(page.getByRole('button', { name: 'Programar cita' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Programar cita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Programar cita' });
  const days = dialog.getByRole('group', { name: 'Día' }).getByRole('radio');
  await expect(days.first()).toBeChecked();
  const dayCount = await days.count();
  expect(dayCount).toBeGreaterThan(0);
  expect(dayCount).toBeLessThanOrEqual(5);
  // A day is read as a whole date ('lunes, 23 de noviembre'), not 'dd/mm/aaaa hh:mm'.
  await expect(days.first()).toHaveAccessibleName(/^[a-záéíóú]+, \d{1,2} de [a-z]+$/);
  const windows = dialog.getByRole('group', { name: /^Horario del / }).getByRole('radio');
  expect(await windows.count()).toBeGreaterThan(0);
  await expect(windows.first()).toHaveAccessibleName(/^\d{2}:\d{2}$/);
  await expect(dialog.getByRole('combobox')).toHaveCount(0);
  await expectAccessible(page, 'pickup day picker');

  // Keyboard: the arrow keys move between days, Tab reaches the windows, Space chooses one.
  if (dayCount > 1) {
    await days.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(days.nth(1)).toBeChecked();
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(windows.first()).toBeChecked();
  const time = (await windows.first().getAttribute('value'))!;
  const hour = (await windows.first().locator('xpath=..').innerText()).trim(); // 'HH:MM', as the label shows it
  await dialog.getByRole('button', { name: 'Confirmar cita' }).click();
  await expect(page.getByText('Tu cita quedó programada.')).toBeVisible();
  // The appointment shows on the order: the chosen window, its 15 minutes, the code, the new status.
  await expect(page.getByText('Código de entrega')).toBeVisible({ timeout: 15_000 });
  const [h = 0, m = 0] = hour.split(':').map(Number);
  const end = new Date(Date.UTC(2000, 0, 1, h, m + 15)).toISOString().slice(11, 16);
  await expect(page.getByText(`${hour} a ${end}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Cita programada').first()).toBeVisible();
  expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

test('point 7: CrediPrice references come first on a phone, copy with a confirmation, scan and go by WhatsApp', async ({
  page,
  freshMember,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await freshMember({ credit: 'active' });
  await page.goto('/mi-cuenta/crediprice?disponible=true&estado=activos&page=generar');
  const overdue = page.getByRole('group', { name: /^Crédito / }).first();
  const minimum = overdue.getByRole('radio', { name: /Pago mínimo/ });
  const amount = (await minimum.locator('xpath=..').innerText()).match(/\$[\d,]+\.\d{2}/)![0];
  await minimum.check();
  await page.getByRole('button', { name: 'Generar referencia de pago' }).click();

  const title = page.getByRole('heading', { name: `Tu referencia de pago por ${amount} está lista` });
  await expect(title).toBeInViewport();
  await expect(title).toBeFocused();
  const store = page.getByRole('article', { name: 'Tiendas Price Shoes' });
  const reference = (await store.getByText(/^Referencia: \d{12,}$/).innerText()).replace(/\D/g, '');
  await store.evaluate((el) => el.scrollIntoView());

  // What the cashier's scanner reads from the barcode drawn in the page (before the copy's toast can cover it).
  const barcode = store.getByRole('img', { name: `Código de barras de la referencia ${reference}` });
  await expect(barcode.locator('rect').nth(3)).toBeAttached();
  // Read once the page has settled (under two workers a screenshot could catch it mid-scroll and misread a bar).
  await expect.poll(async () => readCode128(decodePng(await barcode.screenshot()))).toBe(reference);

  await store.getByRole('button', { name: 'Copiar referencia Tiendas Price Shoes' }).click();
  await expect(page.getByText('Referencia copiada')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  const whatsapp = store.getByRole('link', { name: 'Enviar por WhatsApp la referencia Tiendas Price Shoes' });
  const href = new URL((await whatsapp.getAttribute('href'))!);
  expect(href.origin).toBe('https://wa.me');
  const text = href.searchParams.get('text')!;
  expect(text).toContain(`Referencia de pago: ${reference}`);
  expect(text).toContain(`Importe: ${amount}`);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expectAccessible(page, 'references on a phone');
});
