import { test, expect, expectAccessible } from './fixtures';
import { customCartsMessages } from '@shop/contracts/custom-carts-messages';

const MEMBER_ITEMS = [
  'Mis pedidos',
  'Mis devoluciones',
  'Multipedido',
  'Mis cupones',
  'Adidas',
  'Porcentaje de ganancia',
  'Descargar lista de precios',
  'Descargar catálogos',
  'Mis Clientes',
  'Mi tienda personalizada',
  'Editar mi información',
  'Órdenes de clientes',
  'CrediPrice',
  'Credencial de soci@',
  'Direcciones de envío',
  'Datos personales',
  'Eliminar Cuentas',
  'Mi saldo',
  'Ubicación en tienda',
];

test("a socia signs in with the form, lands on 'Hoy' (decision 0760) and sees the member menu", async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill('socia@demo.mx');
  await page.getByLabel('Contraseña').fill('Demo1234!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/hoy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menú de mi cuenta' });
  for (const section of ['Mi día', 'Mis compras', 'Vender', 'Mi Cuenta', 'Visita a tienda'])
    await expect(menu.getByRole('heading', { name: section })).toBeVisible();
  // socia has orders with products still to buy: 'Órdenes de clientes' carries the pending dot.
  for (const item of MEMBER_ITEMS)
    await expect(
      menu.getByRole('link', { name: new RegExp(`^${item}( NUEVO| ${customCartsMessages.pendingItemsDot})?$`) }),
    ).toBeVisible();
  await expect(
    menu.getByRole('link', { name: `Órdenes de clientes ${customCartsMessages.pendingItemsDot}` }),
  ).toBeVisible();
  await expect(menu.getByText('NUEVO')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Afíliate como soci@' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bienvenida Nuevos Socios' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('rolMember');
});

test('a wrong password keeps the visitor on the form with the Spanish message', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill('socia@demo.mx');
  await page.getByLabel('Contraseña').fill('no-es-esta-1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos.');
  await expect(page).toHaveURL(/\/$/);
});

test('a customer sees the reduced menu, the affiliate prompt, the welcome item and the order-problems banner', async ({
  page,
  login,
}) => {
  await login('cliente@demo.mx');
  await page.goto('/mi-cuenta');
  await expect(page).toHaveURL(/datos-personales$/);
  const menu = page.getByRole('navigation', { name: 'Menú de mi cuenta' });
  await expect(menu.getByRole('link', { name: 'Afíliate como soci@' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bienvenida Nuevos Socios' })).toBeVisible();
  for (const item of [
    'Mis pedidos',
    'Mis devoluciones',
    'Adidas',
    'Direcciones de envío',
    'Datos personales',
    'Eliminar Cuentas',
  ]) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  for (const hidden of [
    'Multipedido',
    'Mis cupones',
    'Porcentaje de ganancia',
    'CrediPrice',
    'Credencial de soci@',
    'Mi saldo',
    'Ubicación en tienda',
    'Mis Clientes',
  ]) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(menu.getByRole('heading', { name: 'Vender' })).toHaveCount(0);
  await expect(
    page.getByText('Uno de tus pedidos ha sido retenido, por favor comunícate con nosotros al 800 400 3030'),
  ).toBeVisible();
  // The banner names the held order, a link to its detail (issue 28).
  await page.getByRole('link', { name: 'Pedido 3000100034' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido 3000100034' })).toBeVisible();

  await page.goto('/mi-cuenta/multipedido');
  await expect(page.getByRole('heading', { name: 'Esta sección es para socias y socios' })).toBeVisible();
});

test('moving between items does not reload the page and pushes a profile event', async ({ page, login }) => {
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta/datos-personales');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('link', { name: 'Direcciones de envío', exact: true }).click();
  await expect(page).toHaveURL(/direcciones-de-envio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis direcciones de envío' })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  const events = await page.evaluate(() => window.dataLayer);
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'profile', profile_action: 'menu_click', menu_item: 'addresses' }),
  );
});

test("on a phone a member's /mi-cuenta is 'Hoy', her menu one tap away, and a tab opens full width with a way back", async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta');
  await expect(page).toHaveURL(/\/mi-cuenta\/hoy$/);
  await page.getByRole('button', { name: 'Regresar a mi cuenta' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/menu$/);
  const menu = page.getByRole('navigation', { name: 'Menú de mi cuenta' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: /Mis pedidos/ }).getByText('8')).toBeVisible();
  await expectAccessible(page, 'mobile menu');
  await menu.getByRole('link', { name: 'Datos personales', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú de mi cuenta' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Regresar a mi cuenta' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/menu$/);
  await expect(page.getByRole('navigation', { name: 'Menú de mi cuenta' })).toBeVisible();
});

test('an unknown tab shows Página no encontrada', async ({ page, login }) => {
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta/no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expectAccessible(page, '404');
});

test('a signed-out visitor to an account route goes to /', async ({ page }) => {
  await page.goto('/mi-cuenta/datos-personales');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

test('on a phone, the Pedidos back control appears when order_id is in the query', async ({ page, login }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta/datos-personales?order_id=100000123');
  await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/mis-pedidos\/envios$/);
});

test('signing out shows the leaving text, ends the session, removes the role and goes home', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill('socia@demo.mx');
  await page.getByLabel('Contraseña').fill('Demo1234!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/hoy$/);
  await page.route('**/api/auth/logout', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page.getByText('Saliendo de tu cuenta...')).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBeNull();
  expect(await page.evaluate(() => window.dataLayer)).toContainEqual(
    expect.objectContaining({ event: 'profile', profile_action: 'logout' }),
  );
  expect((await page.request.get('/api/customers/me')).status()).toBe(401);
});

test('a visitor creates an account with the form, confirms it from the e-mail and lands in the account', async ({
  page,
}) => {
  const email = `carmen.${Date.now()}@correo.mx`;
  await page.goto('/');
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await page.getByLabel(/^Nombre/).fill('Carmen');
  await page.getByLabel('Apellido paterno').fill('Vázquez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Número de celular').fill(`5233${String(Date.now()).slice(-8)}`);
  await page.getByLabel('Contraseña').fill('123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Tu contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await page.getByLabel('Contraseña').fill('Botas-de-Invierno-26');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // Not confirmed yet (decision 0704): the same words as for an e-mail that already had an account.
  await expect(page.getByRole('status').filter({ hasText: 'Revisa tu correo' })).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        body: string;
      }[];
      link = mails[0]?.body.match(/https?:\/\/\S+\/confirmar-correo#token=[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page).toHaveURL(/datos-personales$/);
  await expect(page.getByText('Hola, Carmen')).toBeVisible();
  // The link worked once.
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByText('El enlace ya no es válido')).toBeVisible();
});

test('registering an e-mail that already has an account says to check the e-mail, as for anyone (issue 17)', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await page.getByLabel(/^Nombre/).fill('Carmen');
  await page.getByLabel('Apellido paterno').fill('Vázquez');
  await page.getByLabel('Correo electrónico').fill('cliente@demo.mx');
  await page.getByLabel('Número de celular').fill(`5234${String(Date.now()).slice(-8)}`);
  await page.getByLabel('Contraseña').fill('Botas-de-Invierno-26');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Revisa tu correo' })).toBeVisible();
  await expect(page.getByText('Ya existe una cuenta')).toHaveCount(0);
  await expectAccessible(page, 'registro: revisa tu correo');
});
