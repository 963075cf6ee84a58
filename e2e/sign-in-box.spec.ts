import { test, expect } from './fixtures';

// Issue 16, decision 0625: home's sign-in forms (react-hook-form) load when the visitor shows an intent; until then
// a placeholder with the same markup stands in, and what she did there carries over to the live form.
const FORMS_CHUNK = /\/assets\/(login-form|register-form)-[^/]*\.js$/;

test('home loads the sign-in forms only on intent', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => FORMS_CHUNK.test(url))).toEqual([]);
  await page.getByLabel('Correo electrónico').focus();
  await expect.poll(() => requested.some((url) => FORMS_CHUNK.test(url))).toBe(true);
});

test('typed and sent before the forms arrive, the sign-in still goes through', async ({ page }) => {
  await page.route(FORMS_CHUNK, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/');
  await page.getByLabel('Correo electrónico').fill('socia@demo.mx');
  await page.getByLabel('Contraseña').fill('Demo1234!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta\/hoy$/); // a member lands on 'Hoy' (decision 0760)
});

test('a password shown before the forms arrive stays shown, with the focus on the toggle', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FORMS_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const password = page.getByLabel('Contraseña');
  await password.fill('secreto-visible');
  await page.getByRole('button', { name: 'Mostrar', exact: true }).click();
  release();
  const hide = page.getByRole('button', { name: 'Ocultar', exact: true });
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[src*="login-form"]').length)).toBe(0);
  await expect(password).toHaveValue('secreto-visible');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(hide).toBeFocused();
});

test('the Acceso tabs follow the arrow keys', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Iniciar sesión' }).focus();
  await page.keyboard.press('ArrowRight');
  const register = page.getByRole('tab', { name: 'Crear cuenta' });
  await expect(register).toBeFocused();
  await expect(register).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Crear cuenta' })).toBeVisible();
});

test('what she types in the search box before the code arrives stays there, with her focus', async ({ page }) => {
  // The code is held back until she has typed: the static header's box is the one she types in.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/home-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Buscar en el catálogo' });
  await search.fill('tenis');
  release();
  await expect(page.getByRole('link', { name: 'Conoce la tienda personalizada' })).toBeVisible();
  await expect(search).toHaveValue('tenis');
  await expect(search).toBeFocused();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/buscar\?q=tenis$/);
});
