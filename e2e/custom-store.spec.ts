import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { test, expect, expectAccessible } from './fixtures';

const shot = (name: string) => `test-results/custom-store-${name}.png`;

test('her store page: the QR code decodes to her link, and the share modal shares it', async ({ page, login }) => {
  await login('socia@demo.mx');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/mi-cuenta/mi-tienda-personalizada');
  const link = await page.getByTestId('store-link').textContent();
  expect(link).toMatch(/\/tienda\/[^/]+$/);
  await expect(page.getByRole('button', { name: /Cupones de descuento/ })).toBeDisabled();
  await expect(page.getByText('Próximamente')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Conoce más' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: shot('home-1280'), fullPage: true });

  const qr = PNG.sync.read(await page.getByTestId('store-qr').screenshot());
  const decoded = jsQR(new Uint8ClampedArray(qr.data), qr.width, qr.height);
  expect(decoded?.data).toBe(link);

  await page.getByRole('button', { name: 'Compartir enlace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartir enlace' });
  await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`wa\\.me/\\?text=.*${encodeURIComponent(link!)}`),
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copiar link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'custom_shop_share'));
  expect(events).toEqual([{ event: 'custom_shop_share', share_type: 'Copiar link' }]);
  await expectAccessible(page, 'share modal');
  await page.screenshot({ path: shot('share-1280') });
});

test('a member without a store activates it, edits and saves it; a 390 px visitor sends her an order', async ({
  page,
  freshMember,
  browser,
}) => {
  await freshMember();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mi-cuenta/mi-tienda-personalizada');
  await expect(page.getByRole('button', { name: /Activa/ })).toBeVisible();
  await page.screenshot({ path: shot('landing-390'), fullPage: true });
  await expectAccessible(page, 'landing');
  await page.getByRole('button', { name: /Activa/ }).click();
  const link = (await page.getByTestId('store-link').textContent())!;
  await page.screenshot({ path: shot('home-390'), fullPage: true });

  await page.getByRole('link', { name: 'Editar mi información' }).click();
  await expect(page.getByRole('heading', { name: 'Editar la información de mi tienda' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Guardar' });
  await page.getByLabel('Mensaje de bienvenida').fill('');
  await expect(page.getByText('Este campo es requerido')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Mensaje de bienvenida').fill('¡Hola! Aquí están mis zapatos favoritos');
  await page.getByLabel('Celular de contacto').fill('5255123');
  await expect(page.getByText('Tu celular de contacto esta incompleto')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Celular de contacto').fill('525512345678');
  await page.getByLabel('Email de contacto').fill('mitienda@demo.mx');
  await page.getByLabel(/Elige una foto/).setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(page.getByRole('img', { name: 'Foto de mi tienda' })).toBeVisible();
  await expectAccessible(page, 'edit');
  await save.click();
  await expect(page.getByText('Los datos se han actualizado exitosamente')).toBeVisible();
  expect(await page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === 'custom_shop_changes'))).toBe(true);
  await page.screenshot({ path: shot('edit-390'), fullPage: true });

  await page.goto('/mi-cuenta/porcentajes-de-ganancia');
  await page.getByLabel('Porcentaje de ganancia (%)').fill('40');
  await expect(page.getByRole('cell', { name: '$500.00' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$700.00' })).toBeVisible();
  await expectAccessible(page, 'margins');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Los datos se han actualizado exitosamente').first()).toBeVisible();
  await page.screenshot({ path: shot('margins-390'), fullPage: true });

  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await visitor.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: '¡Hola! Aquí están mis zapatos favoritos' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Escríbeme por WhatsApp' })).toHaveAttribute(
    'href',
    /wa\.me\/525512345678/,
  );
  await expect(phone.getByRole('img', { name: 'Foto de la socia' })).toBeVisible();
  await phone
    .getByRole('button', { name: /^Agregar / })
    .first()
    .click();
  await expect(phone.getByRole('heading', { name: 'Mi bolsa (1)' })).toBeVisible();
  await expectAccessible(phone, 'public store');
  await phone.screenshot({ path: shot('public-390'), fullPage: true });
  await phone.getByLabel('Nombre').fill('Lucía');
  await phone.getByLabel('Apellido').fill('Hernández');
  await phone.getByLabel('Celular (10 dígitos)').fill('5511112222');
  await phone.getByLabel('Pagos semanales').check();
  await phone.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(phone.getByRole('heading', { name: '¡Pedido enviado!' })).toBeVisible();
  const ticket = (await phone.getByTestId('ticket').textContent())!.replace('#', '');
  expect(ticket).toMatch(/^[0-9a-f]{4}$/);
  await expect(phone.getByRole('link', { name: 'Avísale por WhatsApp' })).toHaveAttribute('href', new RegExp(ticket));
  await expectAccessible(phone, 'confirmation');
  await phone.screenshot({ path: shot('confirmation-390'), fullPage: true });
  await visitor.close();

  const unknown = await page.goto('/tienda/no-existe');
  expect(unknown?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'No encontramos esta tienda.' })).toBeVisible();
});

/** A 2×2 PNG, made here (the browser re-encodes it as JPEG before the upload). */
function tinyPng(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return PNG.sync.write(png);
}
