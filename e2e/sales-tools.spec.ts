import { test, expect, expectAccessible } from './fixtures';

test.describe('Mi credencial', () => {
  test('the card shows her name in uppercase, SOCIO, the validity, the line and the notice; the PDF downloads', async ({
    page,
    freshMember,
  }) => {
    const me = await freshMember();
    await page.goto('/mi-cuenta/mi-credencial');
    await expect(page.getByRole('heading', { level: 1, name: 'Credencial de soci@' })).toBeVisible();
    const card = page.getByTestId('credential');
    const name = card.getByTestId('credential-name');
    await expect(name).toContainText(me.firstname.toLocaleUpperCase('es-MX'));
    const shown = await name.innerText();
    expect(shown).toBe(shown.toLocaleUpperCase('es-MX'));
    await expect(card.getByText(`SOCIO: ${me.username}`)).toBeVisible();
    await expect(card.getByText(/^Vigencia hasta \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(
      card.getByText('Esta credencial no es una tarjeta de crédito. Es personal e intransferible.'),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: /^800/ })).toBeVisible();
    const barcode = card.getByRole('img', { name: `Código de barras del número de socio ${me.username}` });
    await expect(barcode).toBeVisible();
    // The barcode is an image the browser decodes: wait for it rather than read it the moment it is attached.
    await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(card.getByTestId('credential-qr')).toHaveCount(0);
    await expectAccessible(page, 'credencial');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar credencial (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`credencial-${me.username}.pdf`);
  });

  test('on a phone the QR code is shown', async ({ page, freshMember }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const me = await freshMember();
    await page.goto('/mi-cuenta/mi-credencial');
    const qr = page.getByRole('img', { name: `Código QR del número de socio ${me.username}` });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50);
    await expectAccessible(page, 'credencial móvil');
  });
});

test.describe('Ubicación en tienda', () => {
  test('finds products in a store, marks the ones not found and clears the search', async ({ page, freshMember }) => {
    await freshMember();
    await page.goto('/mi-cuenta/ubicacion-en-tienda');
    await expect(page.getByRole('heading', { level: 1, name: 'Ubicación en tienda' })).toBeVisible();
    const store = page.getByRole('combobox', { name: 'Tienda' });
    await expect(store.locator('option', { hasText: 'Price Shoes Insurgentes' })).toHaveCount(1);
    await expect(store.locator('option', { hasText: 'Centro de distribución en línea' })).toHaveCount(0);
    const search = page.getByRole('button', { name: 'Buscar en tienda' });
    await expect(search).toBeDisabled();
    await store.selectOption({ label: 'Price Shoes Insurgentes' });

    const first = page.getByLabel('ID de producto 1');
    await first.pressSequentially('2100-01 x');
    await expect(first).toHaveValue('210001X');
    await first.fill('');
    await first.pressSequentially('210001');
    await page.getByRole('button', { name: 'Agregar otro producto' }).click();
    await page.getByLabel('ID de producto 2').fill('ZZZ999');
    await search.click();

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Nave' })).toBeVisible();
    for (const h of ['ID', 'Tallas', 'Tramo', 'Pasillo'])
      await expect(table.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: '210001', exact: true })).toBeVisible();
    await expect(page.getByText('No encontrado')).toBeVisible();
    // One row not found does not block the others (decision 0743).
    await expect(search).toBeEnabled();
    await expectAccessible(page, 'ubicación con resultados');

    await page.getByLabel('ID de producto 2').fill('ZZZ998');
    await expect(search).toBeEnabled();
    await page.getByLabel('ID de producto 1').fill('ZZZ997');
    await search.click();
    await expect(page.getByText('No se encontró ninguno de los productos buscados')).toBeVisible();
    // None found: every row is marked and the search waits until one is edited (§4).
    await expect(search).toBeDisabled();

    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await expect(page.getByLabel('ID de producto 1')).toHaveValue('');
    await expect(page.getByLabel('ID de producto 2')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test('a customer who is not a member gets the invitation on every sales tool', async ({ page, freshCustomer }) => {
  await freshCustomer();
  for (const path of ['mi-credencial', 'ubicacion-en-tienda', 'multipedido', 'lista-de-precios', 'catalogos']) {
    await page.goto(`/mi-cuenta/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Esta sección es para socias y socios' })).toBeVisible();
  }
});

test.describe('Multipedido', () => {
  test('three rows land in the bag; coming soon is not found; larger quantities are ignored', async ({
    page,
    freshMember,
  }) => {
    await freshMember();
    await page.goto('/mi-cuenta/multipedido');
    await expect(page.getByRole('heading', { level: 1, name: 'Multipedido' })).toBeVisible();
    const id = (n: number) => page.getByLabel(`ID de producto ${n}`, { exact: true });
    const size = (n: number) => page.getByLabel(`Talla ${n}`, { exact: true });
    const qty = (n: number) => page.getByLabel(`Cantidad ${n}`, { exact: true });

    await id(1).pressSequentially('210001');
    await expect(size(1)).toBeEnabled();
    const firstSize = await size(1).locator('option').first().getAttribute('value');
    await expect(size(1)).toHaveValue(firstSize!);
    await qty(1).fill('2');
    await qty(1).fill('80');
    await expect(qty(1)).toHaveValue('2');

    for (const [n, productId] of [
      [2, '210002'],
      [3, '210003'],
      [4, '210018'],
    ] as const) {
      await page.getByRole('button', { name: 'Agregar otra fila' }).click();
      await id(n).fill(productId);
    }
    await expect(size(3)).toBeEnabled();
    await expect(page.getByText('No encontrado')).toBeVisible();
    await expectAccessible(page, 'multipedido');
    await page.getByRole('button', { name: 'Quitar fila 4' }).click();
    await expect(page.getByText('No encontrado')).toHaveCount(0);

    await page.getByRole('button', { name: 'Agregar a bolsa' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se agregaron 3 productos a tu bolsa' })).toBeVisible();
    const bag = (await (await page.request.get('/api/bag')).json()) as { items: { sku: string; qty: number }[] };
    expect(bag.items).toHaveLength(3);
    expect(bag.items.find((i) => i.sku === firstSize)?.qty).toBe(2);
    await expect(id(1)).toHaveValue('');
    await expect(id(2)).toHaveCount(0);
    await page.getByRole('link', { name: 'Ver mi bolsa' }).click();
    await expect(page).toHaveURL(/\/bolsa$/);
  });

  test('a pasted list fills the rows with their sizes; deleting the last row leaves an empty one', async ({
    page,
    freshMember,
  }) => {
    await freshMember();
    const inv = (await (await page.request.get('/api/inventories/?product_id=210004')).json()) as {
      availabilities: { sku: string; size: string; is_available_online: boolean }[];
    };
    const second = inv.availabilities.filter((a) => a.is_available_online)[1]!;
    await page.goto('/mi-cuenta/multipedido');
    await page.getByLabel(/Pega tu lista/).fill(`210004, ${second.size}, 3\n210005, , 1`);
    await page.getByRole('button', { name: 'Llenar filas' }).click();
    await expect(page.getByLabel('ID de producto 1', { exact: true })).toHaveValue('210004');
    await expect(page.getByLabel('Talla 1', { exact: true })).toHaveValue(second.sku);
    await expect(page.getByLabel('Cantidad 1', { exact: true })).toHaveValue('3');
    await expect(page.getByLabel('ID de producto 2', { exact: true })).toHaveValue('210005');

    await page.getByRole('button', { name: 'Quitar fila 2' }).click();
    await page.getByRole('button', { name: 'Quitar fila 1' }).click();
    await expect(page.getByLabel('ID de producto 1', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Cantidad 1', { exact: true })).toHaveValue('1');
  });
});

test('Lista de precios: a store’s lists open in a new tab as real files', async ({ page, freshMember }) => {
  await freshMember();
  await page.goto('/mi-cuenta/lista-de-precios');
  await expect(page.getByRole('heading', { level: 1, name: 'Descargar lista de precios' })).toBeVisible();
  const store = page.getByRole('combobox', { name: 'Ver lista de precios de la tienda:' });
  await store.selectOption({ label: 'Price Shoes Monterrey' });
  const pdf = page.getByRole('link', { name: /Lista de precios Price Shoes Monterrey \(PDF\)/ });
  await expect(pdf).toHaveAttribute('target', '_blank');
  await expectAccessible(page, 'lista de precios');
  const popup = page.waitForEvent('popup');
  await pdf.click();
  await (await popup).close();
  expect(await page.evaluate(() => window.dataLayer?.some((e) => e.event === 'price_list'))).toBe(true);
  const csv = await page.request.get(
    (await page.getByRole('link', { name: /Monterrey \(hoja de cálculo CSV\)/ }).getAttribute('href'))!,
  );
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split('\r\n')[0]).toBe(
    '\uFEFFid_producto,producto,color,tallas,precio_publico,precio_socia',
  );
});

test('Descarga Catálogos: view and download the PDF catalogues', async ({ page, freshMember }) => {
  await freshMember();
  await page.goto('/mi-cuenta/catalogos');
  await expect(page.getByRole('heading', { level: 1, name: 'Descarga Catálogos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Catálogo Price Shoes (precio socia)' })).toBeVisible();
  await expectAccessible(page, 'catálogos');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar Catálogo Price Shoes (precio socia)' }).click();
  expect((await download).suggestedFilename()).toBe('catalogo-price-shoes.pdf');
  const view = await page.request.get(
    (await page.getByRole('link', { name: /^Ver Mi catálogo para clientes/ }).getAttribute('href'))!,
  );
  expect(view.headers()['content-type']).toBe('application/pdf');
});
