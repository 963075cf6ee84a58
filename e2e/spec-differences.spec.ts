import { expect, test } from './fixtures';

const CHECKOUT_FAILED =
  'Ha ocurrido un error y no se ha podido crear la orden. Por favor intenta nuevamente o ponte en contacto con soporte';

test('a refund paid by card gives the refund notice, whatever was chosen at checkout (customer-account §4)', async ({
  page,
  login,
}) => {
  await login('socia@demo.mx');
  // Demo order 3000100019: chosen as cash at checkout, paid by card on the payment form, then refunded.
  await page.goto('/mi-cuenta/mis-pedidos/envios?order_id=3000100019&platform=ecommerce');
  await expect(page.getByText(/no pudimos procesar tu pedido/)).toBeVisible();
  await expect(page.getByText('Te reembolsaremos el total de tu pago. Usa el código 3000100019')).toBeVisible();
  await expect(page.getByText('Por favor intenta de nuevo más tarde.')).toHaveCount(0);
});

test('when GET credit/auth does not answer, the credit token comes from POST /api/credit (customer-account §7)', async ({
  page,
  freshMember,
}) => {
  await freshMember({ credit: 'active' });
  let fallback = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/credit') fallback++;
  });
  await page.route('**/api/credit/auth', (route) => route.abort('connectionreset'));
  // Opened from her account (a CrediPrice page loaded as such carries its token in the HTML: decision 0624).
  await page.goto('/mi-cuenta');
  await page.getByRole('link', { name: 'CrediPrice', exact: true }).first().click();
  await expect(page.getByText('Crédito disponible')).toBeVisible();
  await expect(page.getByText('ERROR.')).toHaveCount(0);
  expect(fallback).toBeGreaterThanOrEqual(1);
});

test('the orders list asks with hasFilterSelected: false until the customer chooses a month filter (customer-account §7)', async ({
  page,
  login,
}) => {
  await login('cliente@demo.mx');
  const lists: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/api-composer/orders/historic' && url.searchParams.has('currentPage')) lists.push(url);
  });
  await page.goto('/mi-cuenta/mis-pedidos/envios?platform=ecommerce');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Its first page comes with the HTML (decision 0629; the server render's query cache, decision 0790), asked for
  // as the page would ask: no month range, false.
  const embedded = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('shop-query-cache')!.textContent) as {
          queries: { queryKey: unknown[] }[];
        }
      ).queries.find((q) => q.queryKey[0] === 'orders' && q.queryKey[1] === 'historic')?.queryKey[2],
  );
  expect(embedded).toMatchObject({ platform: 'ecommerce', hasFilterSelected: false });
  expect(embedded).not.toHaveProperty('from');
  // The default months still apply: the list shows the last 3 months' orders, not the older ones.
  await expect(page.getByRole('row', { name: /3000/ }).first()).toBeVisible();
  expect(lists).toEqual([]);

  // Her own choice of months is sent as a range, with true.
  await page.getByLabel('Periodo').selectOption('6');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect.poll(() => lists.at(-1)?.searchParams.get('hasFilterSelected')).toBe('true');
  expect(lists.at(-1)!.searchParams.has('from')).toBe(true);
});

test('a phone-code request without a server message says the spec’s text, not the generic one (customer-account §8)', async ({
  page,
  freshCustomer,
}) => {
  await freshCustomer();
  await page.goto('/mi-cuenta/datos-personales');
  await page.route('**/api/otps/customer/**', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Cambiar mi número' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mi número' });
  await dialog.getByLabel('Nuevo número de celular').fill('523398765432');
  await dialog.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await expect(dialog.getByText('Ha ocurrido un error inesperado. Intente nuevamente')).toBeVisible();
  await expect(page.getByText('Ha habido un problema, inténtelo de nuevo por favor.')).toHaveCount(0);

  // A 500 without a message (a proxy in front of the shop) is the same.
  await page.unroute('**/api/otps/customer/**');
  await page.route('**/api/otps/customer/**', (route) => route.fulfill({ status: 500, body: '' }));
  await dialog.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await expect(dialog.getByText('Ha ocurrido un error inesperado. Intente nuevamente')).toBeVisible();
});

test('a checkout that fails (network, 500, or a cart not created) says the spec’s checkout text (customer-account §8)', async ({
  page,
  freshCustomer,
}) => {
  await freshCustomer({ addresses: 1 });
  const inv = await (await page.request.get('/api/inventories/?product_id=210002')).json();
  const sku = inv.availabilities.find((a: { is_available_online: boolean }) => a.is_available_online).sku;
  expect((await page.request.post('/api/bag/items', { data: { sku, qty: 1 } })).status()).toBe(200);
  await page.goto('/bolsa');
  const finish = page.getByRole('button', { name: 'Finalizar compra' });

  await page.route('**/checkout', (route) => route.abort('connectionreset'));
  await finish.click();
  await expect(page.getByRole('alert').filter({ hasText: CHECKOUT_FAILED }).first()).toBeVisible();
  await page.unroute('**/checkout');

  await page.route('**/checkout', (route) => route.fulfill({ status: 500, body: '' }));
  await finish.click();
  await expect(page.getByText(CHECKOUT_FAILED).first()).toBeVisible();
  await page.unroute('**/checkout');

  // The real checkout runs, but its answer says the cart was not created: the bag empties, the text stays.
  await page.route('**/checkout', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { cart: { status: string } };
    await route.fulfill({ response, json: { ...body, cart: { ...body.cart, status: 'open' } } });
  });
  await finish.click();
  await expect(page.getByText('Tu bolsa está vacía')).toBeVisible();
  await expect(page.getByText(CHECKOUT_FAILED).first()).toBeVisible();
});
