import { test, expect, expectAccessible } from './fixtures';

test('a customer deletes the account: reason, typed BORRAR, sign-out; the e-mail is free again', async ({
  page,
  freshCustomer,
}) => {
  const { email, password } = await freshCustomer();
  await page.goto('/mi-cuenta/eliminar');
  await expect(page.getByRole('heading', { level: 1, name: 'Eliminar cuenta' })).toBeVisible();
  await expectAccessible(page, 'eliminar: intro');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Elige el motivo por el que quieres eliminar tu cuenta')).toBeVisible();
  await page.getByLabel('Otro').check();
  await page.getByLabel('Cuéntanos el motivo').fill('Ya no compro zapatos en línea');
  await expectAccessible(page, 'eliminar: motivo');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByLabel('Palabra de confirmación').fill('borra');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByText('palabra incorrecta')).toBeVisible();
  await expectAccessible(page, 'eliminar: confirmación');
  await page.getByLabel('Palabra de confirmación').fill('borrar');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);

  const me = await page.request.get('/api/customers/me');
  expect(me.status()).toBe(401);
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(401);
  const again = await page.request.post('/api/auth/register', {
    data: {
      firstname: 'Paola',
      lastname: 'Luna',
      email,
      mobile_telephone: `5282${String(Date.now() % 1e8).padStart(8, '0')}`,
      password: 'Mocasines-Cafe-5',
    },
  });
  expect(again.status()).toBe(202);
});
