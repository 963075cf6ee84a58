import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { customerPrice } from '@shop/domain/customer-prices';
import { formatMoney } from '@shop/domain/money';
import { test, expect, expectAccessible, hydrated } from './fixtures';

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
  // The copy's toast fades in: axe measures its contrast once it is opaque, not half-way through the fade.
  await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1');
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
  await hydrated(phone);
  await expect(phone.getByRole('heading', { name: '¡Hola! Aquí están mis zapatos favoritos' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Escríbeme por WhatsApp' })).toHaveAttribute(
    'href',
    /wa\.me\/525512345678/,
  );
  await expect(phone.getByRole('img', { name: 'Foto de la socia' })).toBeVisible();
  // The size is her choice (issue 27): the first card's first available size.
  await phone.getByLabel('Talla').first().selectOption({ index: 1 });
  await phone
    .getByRole('button', { name: /^Agregar / })
    .first()
    .click();
  await expect(phone.getByRole('link', { name: 'Mi bolsa (1)', exact: true })).toBeVisible();
  await expectAccessible(phone, 'public store');
  await phone.screenshot({ path: shot('public-390'), fullPage: true });
  await phone.getByRole('link', { name: 'Ver mi bolsa (1)' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Mi bolsa (1)' })).toBeVisible();
  await phone.getByLabel('Nombre').fill('Lucía');
  await phone.getByLabel('Apellido').fill('Hernández');
  await phone.getByLabel('Celular').fill('5511112222');
  await phone.getByLabel('Pagos semanales').check();
  await phone.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(phone.getByRole('heading', { name: '¡Pedido enviado!' })).toBeVisible();
  const ticket = (await phone.getByTestId('ticket').textContent())!.replace('#', '');
  expect(ticket).toMatch(/^[0-9a-f]{4}$/);
  await expect(phone.getByRole('link', { name: 'Avisar a mi socia por WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(ticket),
  );
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

test("client mode: the shop shows her her customers' price while it is on, her member price when off", async ({
  page,
  freshMember,
}) => {
  const account = await freshMember({ custom_store: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const product = (await (await page.request.get('/api/products-full/210001')).json()) as {
    slug: string;
    final_price: number;
  };
  const memberPrice = product.final_price;
  const storeId = (
    (await (await page.request.get(`/api/api-composer/custom-stores?customer_id=${account.customer_id}`)).json()) as {
      store_id: string;
    }
  ).store_id;
  const store = (await (await page.request.get(`/api/custom-store/${storeId}`)).json()) as Record<
    string,
    number | null
  >;
  const theirs = customerPrice(memberPrice, {
    earningsMargin: store.earnings_margin,
    earningsMargin1: store.earnings_margin_1,
    earningsMargin2: store.earnings_margin_2,
    earningsMargin3: store.earnings_margin_3,
    earningsMargin4: store.earnings_margin_4,
    customRangeMargin: store.custom_range_margin,
    psSuggestedMargin: store.ps_suggested_margin,
  });
  expect(theirs).toBeGreaterThan(memberPrice);
  const price = page.getByTestId('product-price');

  await page.goto(`/productos/${product.slug}`);
  await expect(price).toHaveText(new RegExp(`^${escape(formatMoney(memberPrice))}`));
  await expect(page.getByText('Precio de socia')).toBeVisible();

  await page.goto('/mi-cuenta/porcentajes-de-ganancia');
  const mode = page.getByRole('checkbox', { name: /Modo cliente/ });
  await expect(mode).not.toBeChecked();
  await mode.check();
  await expect(page.getByText('Los datos se han actualizado exitosamente').first()).toBeVisible();
  await expectAccessible(page, 'porcentajes con modo cliente');
  await page.screenshot({ path: shot('margins-client-mode-1280'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('margins-client-mode-390'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/productos/${product.slug}`);
  await expect(price).toHaveText(new RegExp(`^${escape(formatMoney(theirs))}`));
  await expect(page.getByText('Precio para tus clientes (Modo cliente)')).toBeVisible();
  await expect(page.getByText('Precio de socia')).toHaveCount(0);
  await page.screenshot({ path: shot('product-client-mode-1280'), fullPage: true });

  await page.goto('/mi-cuenta/porcentajes-de-ganancia');
  await expect(mode).toBeChecked();
  await mode.uncheck();
  await expect(page.getByText('Los datos se han actualizado exitosamente').first()).toBeVisible();
  await page.goto(`/productos/${product.slug}`);
  await expect(price).toHaveText(new RegExp(`^${escape(formatMoney(memberPrice))}`));
});

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const)
  test(`a visitor searches her catalogue, opens a product page, fills her bag and sends it (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const storeId = 'lupita-hernandez';
    const catalogue = (await (await page.request.get(`/api/tienda/${storeId}/productos`)).json()) as {
      total: number;
      page_size: number;
      products: { product_id: string; name: string; price: number; sizes: { available: boolean }[] }[];
    };
    expect(catalogue.total).toBeGreaterThan(catalogue.page_size);
    const wanted = catalogue.products.find((p) => p.sizes.some((z) => z.available))!;
    await page.goto(`/tienda/${storeId}`);
    await expect(page.getByRole('img', { name: 'Foto de la socia' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Páginas del catálogo' })).toBeVisible();
    await page.screenshot({ path: shot(`public-home-${width}`), fullPage: true });

    const search = page.getByRole('searchbox', { name: 'Buscar en el catálogo' });
    await search.fill('zzzzzz');
    await search.press('Enter');
    await expect(page.getByText('No encontramos productos con «zzzzzz».')).toBeVisible();
    await search.fill(wanted.name);
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: `Resultados para «${wanted.name}»` })).toBeVisible();
    await expectAccessible(page, 'public store search');
    await page.getByRole('link', { name: wanted.name, exact: true }).first().click();

    await expect(page.getByRole('heading', { level: 1, name: wanted.name })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('producto')).toBe(wanted.product_id);
    await expect(page.getByText(formatMoney(wanted.price), { exact: true })).toBeVisible();
    // The gallery (shared with the shop's product page): a thumbnail shows its picture large.
    const picture = page.getByRole('img', { name: wanted.name, exact: true });
    const first = await picture.getAttribute('src');
    await page.getByRole('button', { name: 'Ver imagen 2' }).click();
    await expect(page.getByRole('button', { name: 'Ver imagen 2' })).toHaveAttribute('aria-pressed', 'true');
    await expect(picture).not.toHaveAttribute('src', first!);
    const sizes = page.getByRole('group', { name: 'Elige tu talla' }).getByRole('radio');
    expect(await sizes.count()).toBe(wanted.sizes.length);
    await page.getByRole('button', { name: 'Agregar a mi bolsa' }).click();
    await expect(page.getByRole('alert')).toHaveText('Elige tu talla');
    await page
      .getByRole('group', { name: 'Elige tu talla' })
      .locator('label:not(:has(input:disabled))')
      .first()
      .click();
    await page.getByRole('button', { name: 'Agregar a mi bolsa' }).click();
    await expect(page.getByText('Agregado a tu bolsa.')).toBeVisible();
    await expectAccessible(page, 'public product page');
    await page.screenshot({ path: shot(`public-product-${width}`), fullPage: true });

    await page.getByRole('link', { name: 'Ver mi bolsa', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi bolsa (1)' })).toBeVisible();
    await page.getByRole('button', { name: `Una pieza más de ${wanted.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi bolsa (2)' })).toBeVisible();
    await expect(page.getByText(`Total de contado: ${formatMoney(wanted.price * 2)}`)).toBeVisible();
    await page.getByLabel('Nombre').fill('Marta');
    await page.getByLabel('Apellido').fill('Ruiz');
    await page.getByLabel('Celular').fill(`55${String(Date.now()).slice(-8)}`);
    await expectAccessible(page, 'public bag');
    await page.screenshot({ path: shot(`public-bag-${width}`), fullPage: true });
    // Back goes to the product page, forward to the bag again (the views are in the address).
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: wanted.name })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi bolsa (2)' })).toBeVisible();
    await page.getByLabel('Nombre').fill('Marta');
    await page.getByLabel('Apellido').fill('Ruiz');
    await page.getByLabel('Celular').fill(`55${String(Date.now()).slice(-8)}`);
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¡Pedido enviado!' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText(`${wanted.name}`);
    await expect(page.getByText(`Total de contado: ${formatMoney(wanted.price * 2)}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Avisar a mi socia por WhatsApp' })).toBeVisible();
    await expectAccessible(page, 'public confirmation');
    await page.screenshot({ path: shot(`public-confirmation-${width}`), fullPage: true });
  });

test('at 390 px a client chooses a size, sees the weekly plan before sending, reopens her order; the socia accepts it (issue 27)', async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const storeId = 'lupita-hernandez';
  const store = (await (await page.request.get(`/api/api-composer/custom-stores/${storeId}`)).json()) as {
    installment_weeks: number;
  };
  await page.goto(`/tienda/${storeId}`);
  const card = page
    .locator('li')
    .filter({ has: page.getByRole('button', { name: /^Agregar .* a mi bolsa$/ }) })
    .first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  // No size is chosen for her: 'Agregar' without one asks for it.
  await card.getByRole('button', { name: `Agregar ${name} a mi bolsa` }).click();
  await expect(card.getByRole('alert')).toHaveText('Elige tu talla');
  await expect(page.getByRole('link', { name: 'Mi bolsa (0)', exact: true })).toBeVisible();
  const select = card.getByLabel('Talla');
  await select.selectOption({ index: 1 });
  const size = (await select.locator('option:checked').textContent())!;
  await card.getByRole('button', { name: `Agregar ${name} a mi bolsa` }).click();
  await expect(page.getByRole('link', { name: 'Mi bolsa (1)', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Mi bolsa (1)', exact: true }).click();
  await expect(page.getByText(`${name}, talla ${size}`)).toBeVisible();

  // Pagos semanales: the enganche, the weekly amount, the weeks and the total with the charge, before sending.
  await page.getByRole('radio', { name: /Pagos semanales/ }).check();
  const plan = page.getByRole('region', { name: 'Tu plan de pagos semanales' });
  await expect(plan).toContainText('Enganche (al recibir tu pedido)');
  await expect(plan).toContainText(new RegExp(`${store.installment_weeks} pagos semanales de \\$`));
  await expect(plan).toContainText('Total en pagos semanales');
  const planTotal = (await plan.locator('dd').last().textContent())!;
  await page.getByLabel('Nombre').fill('Sofía');
  await page.getByLabel('Apellido').fill('Márquez');
  const phone = `55${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Celular').fill(phone);
  await expectAccessible(page, 'public bag with the weekly plan');
  await page.screenshot({ path: shot('public-plan-390'), fullPage: true });
  await page.getByRole('button', { name: 'Enviar pedido' }).click();

  // After sending: what happens next, the link to reopen her order, WhatsApp.
  await expect(page.getByRole('heading', { level: 1, name: '¡Pedido enviado!' })).toBeVisible();
  await expect(page.getByText(`Total en pagos semanales: ${planTotal}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: '¿Qué sigue?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Avisar a mi socia por WhatsApp' })).toBeVisible();
  await expectAccessible(page, 'public confirmation with next steps');
  await page.screenshot({ path: shot('public-next-390'), fullPage: true });
  const statusUrl = (await page.getByRole('link', { name: 'Ver cómo va mi pedido' }).getAttribute('href'))!;
  await page.goto(statusUrl);
  await expect(page.getByRole('status')).toHaveText('Tu socia aún no revisa tu pedido. Te avisará cuando lo acepte.');
  await expectAccessible(page, 'order status page');
  await page.screenshot({ path: shot('public-status-390'), fullPage: true });

  // The socia sees it as a new order of her store, accepts it, and the client's page says so.
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes');
  await page.getByRole('link', { name: /pedidos? nuevos? de tu tienda/ }).click();
  const request = page.getByRole('listitem').filter({ hasText: `52${phone}` });
  await expect(request).toContainText('Sofía Márquez');
  await expect(request).toContainText('Clienta nueva');
  await expectAccessible(page, 'new orders of her store');
  await page.screenshot({ path: shot('requests-390'), fullPage: true });
  await request.getByRole('button', { name: 'Aceptar pedido' }).click();
  await expect(request.getByRole('link', { name: 'Ver la orden' })).toBeVisible();
  await page.goto(statusUrl);
  await expect(page.getByRole('status')).toHaveText(
    'Tu socia aceptó tu pedido. Ella te dirá cuándo y cómo te lo entrega.',
  );
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
