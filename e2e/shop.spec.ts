import { decodePng, readCode128 } from '../apps/api/test/code128';
import { test, expect, expectAccessible } from './fixtures';

const ADMIN = { authorization: 'Bearer demo-admin-token' };

test('from the product page to a delivered order: bag, checkout, card payment, staff moves, account', async ({
  page,
  freshMember,
}) => {
  await freshMember({ addresses: 1 });
  await page.goto('/');
  await page
    .getByRole('link', { name: /Tenis Running Aire/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Tenis Running Aire/ })).toBeVisible();
  await expectAccessible(page, 'product page');
  const picture = page.getByRole('img', { name: /Tenis Running Aire/ }).first();
  const first = await picture.getAttribute('src');
  await page.getByRole('button', { name: 'Ver imagen 2' }).click();
  await expect(picture).not.toHaveAttribute('src', first!);

  // No size chosen: the page asks for one.
  await page.getByRole('button', { name: 'Agregar a bolsa' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Elige tu talla' })).toBeVisible();
  await page.locator('label:has(input[name="size"]:not([disabled]))').first().click();
  await page.getByRole('button', { name: 'Agregar a bolsa' }).click();
  await expect(page.getByText('Agregado a tu bolsa.')).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Mi bolsa/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Mi bolsa' })).toBeVisible();
  await expect(page.getByText(/Tenis Running Aire/).first()).toBeVisible();
  await expectAccessible(page, 'bag');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();

  // The payment form: a declined card shows the provider's message and the button works again.
  await expect(page.getByRole('heading', { name: 'Pago de tu pedido' })).toBeVisible();
  await expectAccessible(page, 'payment form');
  await page.getByLabel('Nombre en la tarjeta').fill('Guadalupe Hernández');
  await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: /^Pagar/ });
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tu tarjeta fue rechazada.' })).toBeVisible();
  await expect(pay).toBeEnabled();
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByText('¡Pago recibido! Tu pedido está confirmado.')).toBeVisible();

  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const order = reference.split('-')[0]!;
  const shown = await page.request.get(`/api/admin/orders/${order}`, { headers: ADMIN });
  expect((await shown.json()).status).toBe('confirmed');
  for (const to of ['shipped', 'delivered']) {
    const res = await page.request.post(`/api/admin/orders/${order}/transitions`, { headers: ADMIN, data: { to } });
    expect(res.status(), await res.text()).toBe(200);
  }
  expect((await (await page.request.get(`/api/admin/orders/${order}`, { headers: ADMIN })).json()).status).toBe(
    'delivered',
  );

  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  await expect(page).toHaveURL(new RegExp(`order_id=${order}`));
});

test('on a phone a bank transfer and a cash voucher show their reference first: copy, barcode, WhatsApp; paying confirms', async ({
  page,
  freshCustomer,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await freshCustomer({ addresses: 1 });
  const product = await (await page.request.get('/api/products-full/210002')).json();
  const inv = await (await page.request.get('/api/inventories/?product_id=210002')).json();
  const sku = inv.availabilities.find((a: { is_available_online: boolean }) => a.is_available_online).sku;
  expect((await page.request.post('/api/bag/items', { data: { sku, qty: 1 } })).status()).toBe(200);
  await page.goto('/bolsa');
  await expect(page.getByText(product.name)).toBeVisible();
  await page.getByLabel('Transferencia SPEI').check();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByText('Paga con una transferencia bancaria')).toBeVisible();
  await expect(page.getByText('Las transferencias bancarias solo se acreditan en días hábiles.')).toBeVisible();
  await expect(page.getByText('Estado del pedido: Pendiente')).toBeVisible();
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const total = (await page.getByText(/Total \$/).innerText()).match(/\$[\d,]+\.\d{2}/)![0];

  // Transfer (decision 0615): the account and the reference on the first screen, the CLABE copied, no barcode.
  const transfer = page.getByRole('region', { name: 'Datos para tu transferencia' });
  await expect(transfer.getByText(`Referencia: ${reference}`)).toBeInViewport();
  const clabe = (await transfer.getByText(/^\d{18}$/).innerText()).trim();
  await transfer.getByRole('button', { name: 'Copiar CLABE' }).click();
  await expect(page.getByText('CLABE copiada')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clabe);
  await expect(transfer.getByRole('img')).toHaveCount(0);
  const shared = new URL(
    (await transfer
      .getByRole('link', { name: 'Enviar por WhatsApp la referencia Transferencia bancaria' })
      .getAttribute('href'))!,
  ).searchParams.get('text')!;
  expect(shared).toContain(`Referencia de pago: ${reference}`);
  expect(shared).toContain(`CLABE: ${clabe}`);
  expect(shared).toContain(`Importe: ${total}`);
  await expectAccessible(page, 'transfer reference on a phone');

  // Changed to cash from the method chooser at the top: the voucher number with a barcode the cashier's scanner reads.
  await page.getByRole('button', { name: 'Efectivo en OXXO y tiendas' }).click();
  await expect(page.getByText('Paga en efectivo en una tienda de conveniencia')).toBeVisible();
  const cash = page.getByRole('region', { name: 'Tu referencia para pagar en tienda' });
  const number = (await cash.getByText(/^Referencia: \d{14,}$/).innerText()).replace(/\D/g, '');
  await expect(cash.getByText(/^Referencia:/)).toBeInViewport();
  const barcode = cash.getByRole('img', { name: `Código de barras de la referencia ${number}` });
  await expect(barcode.locator('rect').nth(3)).toBeAttached();
  expect(readCode128(decodePng(await barcode.screenshot()))).toBe(number);
  await cash.getByRole('button', { name: 'Copiar referencia Tiendas de conveniencia' }).click();
  await expect(page.getByText('Referencia copiada')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
  await expect(
    cash.getByRole('link', { name: 'Enviar por WhatsApp la referencia Tiendas de conveniencia' }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expectAccessible(page, 'cash reference on a phone');

  // The store (the provider's voucher page, same number) takes the cash: the order's state changes on this page.
  const [store] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Ver referencia de pago' }).click(),
  ]);
  await expect(store.getByText(number)).toBeVisible();
  await store.getByRole('button', { name: 'Simular pago en tienda' }).click();
  await expect(store.getByText('Pago recibido.')).toBeVisible();
  await expect(page.getByText('Estado del pedido: Pago confirmado')).toBeVisible({ timeout: 12_000 });
});

test('3-D Secure and the wallet: the hosted pages approve and the order is paid', async ({ page, freshCustomer }) => {
  await freshCustomer({ addresses: 1 });
  const addresses = (await (await page.request.get('/api/customers/me')).json()).addresses;
  expect(addresses.length).toBeGreaterThan(0);

  // Card that asks for authentication.
  await page.request.post('/api/bag/items', { data: { sku: '210002-25', qty: 1 } });
  await page.goto('/bolsa');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await page.getByLabel('Nombre en la tarjeta').fill('Lucía Ramírez');
  await page.getByLabel('Número de tarjeta').fill('4000002500003155');
  await page.getByLabel('Vencimiento (MM/AA)').fill('11/29');
  await page.getByLabel('CVC').fill('321');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('heading', { name: 'Autenticación de tu pago' })).toBeVisible();
  await expectAccessible(page, '3-D Secure page');
  await page.getByRole('button', { name: 'Autorizar pago' }).click();
  await expect(page.getByText('¡Pago recibido! Tu pedido está confirmado.')).toBeVisible();

  // Wallet: checkout goes to its hosted checkout, approving comes back to the account.
  await page.request.post('/api/bag/items', { data: { sku: '210002-26', qty: 1 } });
  await page.goto('/bolsa');
  await page.getByLabel('Mercado Pago').check();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { name: 'Paga tu pedido' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar con dinero en cuenta' }).click();
  await expect(page).toHaveURL(/\/pago\/\d+-\d+$/);
  await expect(page.getByText('Estado del pedido: Pago confirmado')).toBeVisible();
  const order = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!).split('-')[0];
  const shown = await page.request.get(`/api/admin/orders/${order}`, { headers: ADMIN });
  expect((await shown.json()).status).toBe('confirmed');
});

test('store balance: offered with the available amount, refused when short, pays the order when it covers it', async ({
  page,
  freshMember,
}) => {
  // The demo socia's balance parts: $1,039.50 usable, one VALES part expired (decision 0207).
  await freshMember({
    addresses: 1,
    balances: [
      { type: 'SALDOS', amount: 35_000, expires_in_days: 180 },
      { type: 'VALES', amount: 20_000, expires_in_days: 30 },
      { type: 'NOTAS CREDITO', amount: 48_950, expires_in_days: 90 },
      { type: 'VALES', amount: 15_000, expires_in_days: -5 },
    ],
  });
  const inv = await (await page.request.get('/api/inventories/?product_id=210001')).json();
  const sku = inv.availabilities.find((a: { is_available_online: boolean }) => a.is_available_online).sku;
  expect((await page.request.post('/api/bag/items', { data: { sku, qty: 2 } })).status()).toBe(200);
  await page.goto('/bolsa');
  const option = page.getByLabel('Saldo en tienda');
  await expect(page.getByText(/Saldo disponible: \$1,039\.50/)).toBeVisible();
  await option.check();
  await expectAccessible(page, 'bag with store balance');

  // Two pairs cost more than the balance: the server refuses and nothing is bought.
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^Tu saldo disponible \(\$1,039\.50\) no alcanza para pagar el total de tu pedido/ }),
  ).toBeVisible();

  // One pair is covered: the order is paid at once and its detail shows the balance parts used.
  await page.getByLabel('Cantidad').selectOption('1');
  await expect(page.getByText('Productos (1)')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-pedidos\/envios\?order_id=\d+/);
  const order = new URL(page.url()).searchParams.get('order_id')!;
  const shown = await (await page.request.get(`/api/admin/orders/${order}`, { headers: ADMIN })).json();
  expect(shown.status).toBe('confirmed');
  expect(shown.payments).toMatchObject([{ payment_method: 'saldo', status: 'succeeded' }]);
  // Named by what they are, without the shop's record ids (issue 28: 'Vales 5').
  await expect(page.getByText(/^Vales: \$[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(page.getByText(/^(Vales|Saldo en tienda|Notas de Cambio) \d/)).toHaveCount(0);

  // Staff cancel it: the balance comes back whole and the order closes as refunded.
  const res = await page.request.post(`/api/admin/orders/${order}/transitions`, {
    headers: ADMIN,
    data: { to: 'canceled_refund_pending' },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await (await page.request.get(`/api/admin/orders/${order}`, { headers: ADMIN })).json()).status).toBe(
    'refund',
  );
  const me = await (await page.request.get('/api/customers/me')).json();
  expect((await (await page.request.get(`/api/balance/${me.username}`)).json()).total_balance).toBe(103_950);
});

test('a coupon at checkout: a wrong code says why, the right one takes its discount off, a cancellation gives it back', async ({
  page,
  freshMember,
}) => {
  await freshMember({ addresses: 1, coupons: [{ code: 'TEMPORADA15', percent: 15, expires_in_days: 20 }] });
  const inv = await (await page.request.get('/api/inventories/?product_id=210001')).json();
  const sku = inv.availabilities.find((a: { is_available_online: boolean }) => a.is_available_online).sku;
  expect((await page.request.post('/api/bag/items', { data: { sku, qty: 1 } })).status()).toBe(200);
  const bag = await (await page.request.get('/api/bag')).json();
  await page.goto('/bolsa');

  const field = page.getByLabel('Cupón de descuento');
  await field.fill('NOEXISTE');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Este cupón no existe, ya venció o ya lo usaste.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('temporada15');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupón TEMPORADA15 aplicado.')).toBeVisible();
  const discount = Math.floor((bag.subtotal * 1500 + 5000) / 10000);
  const money = (c: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(c / 100);
  await expect(page.getByText('Cupón de descuento (TEMPORADA15)')).toBeVisible();
  await expect(page.getByText(`−${money(discount)}`)).toBeVisible();
  await expectAccessible(page, 'bag with a coupon');

  const [placedRes] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/checkout') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Finalizar compra' }).click(),
  ]);
  const placed = await placedRes.json();
  expect(placed.order).toMatchObject({ discount, coupon_code: 'TEMPORADA15' });
  expect(placed.payment.amount).toBe(placed.order.grand_total);
  await expect(page.getByRole('heading', { name: 'Pago de tu pedido' })).toBeVisible();
  const me = await (await page.request.get('/api/customers/me')).json();
  const customerId = me.custom_attributes.find(
    (a: { attribute_code: string }) => a.attribute_code === 'customer_id',
  ).value;
  const codes = async () =>
    ((await (await page.request.get(`/api/customers/${customerId}/coupons`)).json()).coupons as { code: string }[]).map(
      (c) => c.code,
    );
  expect(await codes()).not.toContain('TEMPORADA15');

  // Staff cancel the unpaid order: the coupon is usable again.
  const res = await page.request.post(`/api/admin/orders/${placed.order.magento_order_id}/transitions`, {
    headers: ADMIN,
    data: { to: 'canceled' },
  });
  expect(res.status()).toBe(200);
  expect(await codes()).toContain('TEMPORADA15');
});
