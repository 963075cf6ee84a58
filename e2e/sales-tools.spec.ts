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
    expect(await barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
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
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50);
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
    await expect(search).toBeDisabled();
    await expectAccessible(page, 'ubicación con resultados');

    await page.getByLabel('ID de producto 2').fill('ZZZ998');
    await expect(search).toBeEnabled();
    await page.getByLabel('ID de producto 1').fill('ZZZ997');
    await search.click();
    await expect(page.getByText('No se encontró ninguno de los productos buscados')).toBeVisible();

    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await expect(page.getByLabel('ID de producto 1')).toHaveValue('');
    await expect(page.getByLabel('ID de producto 2')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test('a customer who is not a member gets the invitation on every sales tool', async ({ page, freshCustomer }) => {
  await freshCustomer();
  for (const path of ['mi-credencial', 'ubicacion-en-tienda']) {
    await page.goto(`/mi-cuenta/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Esta sección es para socias y socios' })).toBeVisible();
  }
});
