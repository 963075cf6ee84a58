import { test, expect, expectAccessible } from './fixtures';

/** Issue 15, points 3, 4, 5, 8 and 9, on a phone. */
test.use({ viewport: { width: 390, height: 844 } });
// Several sign-ins and pages per test, on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

test('password recovery: asks for a link, reads it from the outbox, sets a new password and signs in', async ({
  page,
  freshCustomer,
}) => {
  const account = await freshCustomer();
  await page.request.post('/api/auth/logout');
  await page.goto('/');
  const password = page.getByLabel('Contraseña');
  await password.fill('secreto-visible');
  const toggle = page.getByRole('button', { name: 'Mostrar', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Ocultar', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recupera tu contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si hay una cuenta con ese correo, te enviamos un enlace')).toBeVisible();
  await expectAccessible(page);

  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/api/dev/outbox?to=${account.email}`)).json()) as {
        body: string;
      }[];
      link = mails[0]?.body.match(/https?:\/\/\S+\/restablecer-contrasena#token=[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu contraseña nueva' })).toBeVisible();
  await expect(page).toHaveURL(/\/restablecer-contrasena$/);
  await page.getByLabel(/^Contraseña nueva/).fill('corta');
  await page.getByLabel(/^Confirma tu contraseña nueva/).fill('corta');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Tu contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await page.getByLabel(/^Contraseña nueva/).fill('Huaraches de Oaxaca 7');
  await page.getByLabel(/^Confirma tu contraseña nueva/).fill('Huaraches de Oaxaca 7');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Tu contraseña se actualizó')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill('Huaraches de Oaxaca 7');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/mi-cuenta$/);
});

test('one back control per screen, title focus without a ring unless by keyboard, Generar as an action, eligibility without a line', async ({
  page,
  freshMember,
}) => {
  await freshMember({ credit: 'active' });
  // A member's /mi-cuenta is 'Hoy' on a phone; her menu is /mi-cuenta/menu (decision 0760).
  await page.goto('/mi-cuenta/menu');
  await page.getByRole('link', { name: 'CrediPrice', exact: true }).first().click();
  const title = page.getByRole('heading', { level: 1, name: 'CrediPrice' });
  await expect(title).toBeFocused();
  expect(await title.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  // One back control: CrediPrice's 'Mi Cuenta', not also the shell's 'Regresar a mi cuenta'.
  await expect(page.getByRole('link', { name: 'Mi Cuenta', exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Regresar a mi cuenta' })).toHaveCount(0);
  // 'Generar' is an action beside the title, not one of the list tabs.
  const generate = page.getByRole('link', { name: 'Generar' });
  await expect(generate).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'CrediPrice' }).getByRole('link', { name: 'Generar' })).toHaveCount(
    0,
  );
  await expectAccessible(page, 'crediprice with a line');

  // By keyboard the title does show where focus went.
  await page.goto('/mi-cuenta/menu');
  await page.getByRole('link', { name: 'Mis pedidos' }).first().focus();
  await page.keyboard.press('Enter');
  const ordersTitle = page.locator('h1[data-page-title]');
  await expect(ordersTitle).toBeFocused();
  expect(await ordersTitle.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

  // An order's detail: 'Pedidos' is the one way back on a phone.
  await page.goto('/mi-cuenta/mis-pedidos/envios?order_id=100000001&platform=ecommerce');
  await expect(page.getByRole('link', { name: 'Pedidos', exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Regresar a mi cuenta' })).toHaveCount(0);

  // The returns tabs stay on one row.
  await page.goto('/mi-cuenta/mis-devoluciones/nuevas-guias');
  const tabs = page.getByRole('navigation', { name: 'Mis guías' }).getByRole('link');
  await expect(tabs).toHaveCount(4);
  const tops = await tabs.evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await expectAccessible(page, 'returns tabs');
});

test('a member without a credit line sees whether she can apply, not five empty lists', async ({
  page,
  freshMember,
}) => {
  await freshMember({ credit: 'none' });
  await page.goto('/mi-cuenta/crediprice');
  await expect(page.getByRole('heading', { level: 1, name: 'CrediPrice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requisitos' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'CrediPrice' })).toHaveCount(0);
  await expect(page.getByText('Pagos realizados')).toHaveCount(0);
  await expectAccessible(page, 'crediprice without a line');
});

test('human labels, one phone format with tel: and WhatsApp links, guides by product, no member number for a customer', async ({
  page,
  freshMember,
  freshCustomer,
  login,
}) => {
  await freshMember({
    addresses: 1,
    balances: [
      { type: 'SALDOS', amount: 35_000, expires_in_days: 90 },
      { type: 'NOTAS CREDITO', amount: 11_460, expires_in_days: 30 },
    ],
  });
  await page.goto('/mi-cuenta/mi-saldo');
  await expect(page.getByRole('heading', { name: /Saldo a favor/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Notas de crédito/ })).toBeVisible();
  await expect(page.getByText(/SALDOS|NOTAS CREDITO/)).toHaveCount(0);
  await expectAccessible(page, 'mi saldo');

  await page.goto('/mi-cuenta/direcciones-de-envio');
  const phone = page.locator('address a[href^="tel:"]').first();
  await expect(phone).toHaveText(/^\+52 \d{2,3} \d{3,4} \d{4}$/);
  await expect(phone).toHaveAttribute('href', /^tel:\+52\d{10}$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '800 400 3030' })).toHaveAttribute('href', 'tel:8004003030');
  await expect(footer.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/52\d{10}\?text=/,
  );
  await expectAccessible(page, 'addresses');

  await login('socia@demo.mx');
  await page.goto('/mi-cuenta/mis-devoluciones/nuevas-guias');
  await expect(page.getByText('Guía de devolución').first()).toBeVisible();
  await expect(page.getByText(/Guía \d+-\d+/)).toHaveCount(0);

  await freshCustomer();
  await page.goto('/mi-cuenta/adidas');
  await expect(page.getByText('El monedero Adidas guarda las recompensas')).toBeVisible();
  await expect(page.getByText('Número de socio')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page, 'adidas for a customer');
});

test('one header with search and bag count, and the footer, on product, bag and payment pages; no join invitation for a member', async ({
  page,
  freshMember,
}) => {
  await freshMember({ addresses: 1 });
  await page.goto('/');
  // The app has replaced the static shell (its second link is not in index.html): only then does a missing
  // invitation mean something.
  await expect(page.getByRole('link', { name: 'Conoce la tienda personalizada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Conviértete en socia' })).toHaveCount(0);
  const search = page.getByRole('searchbox', { name: 'Buscar en el catálogo' });
  await search.fill('running');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=running$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «running»' })).toBeVisible();
  await expectAccessible(page, 'search results');
  await page
    .getByRole('link', { name: /Tenis Running Aire/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Tenis Running Aire/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Buscar en el catálogo' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.locator('label:has(input[name="size"]:not([disabled]))').first().click();
  await page.getByRole('button', { name: 'Agregar a bolsa' }).click();
  await expect(page.getByText('Agregado a tu bolsa.')).toBeVisible();
  const bag = page.getByRole('banner').getByRole('link', { name: 'Mi bolsa' });
  await expect(bag).toHaveAccessibleDescription('1 producto');
  await expectAccessible(page, 'product page');
  await bag.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi bolsa' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page, 'bag');
});

test('account deletion lists what would be lost', async ({ page, freshMember }) => {
  await freshMember({
    balances: [{ type: 'SALDOS', amount: 35_000, expires_in_days: 90 }],
    coupons: [{ code: 'TEMPORADA15', percent: 15, expires_in_days: 20 }],
    ready_pickup_order: true,
  });
  await page.goto('/mi-cuenta/eliminar');
  await expect(page.getByText('Perderás tu saldo en tienda de $350.00')).toBeVisible();
  await expect(page.getByText('Perderás 1 cupón que aún no usas.')).toBeVisible();
  await expect(page.getByText('Tienes 1 pedido en camino o por recoger')).toBeVisible();
  await expectAccessible(page, 'deletion warnings');
});

test('the CrediPrice application starts with what the profile knows', async ({ page, freshMember }) => {
  const account = await freshMember({ credit: 'preapproved', addresses: 1 });
  await page.goto('/crediprice');
  await page.getByRole('button', { name: 'Solicitar mi CrediPrice' }).click();
  await expect(page.getByLabel(/^Nombre\(s\)/)).toHaveValue(account.firstname);
  await expect(page.getByLabel(/^Correo electrónico/)).toHaveValue(account.email);
  if (account.mobile_telephone) await expect(page.getByLabel(/^Celular/)).toHaveValue(account.mobile_telephone);
  await expectAccessible(page, 'application prefilled');
});
