import { test, expect, expectAccessible } from './fixtures';

test('a customer whose app account is deactivated reactivates it from Datos personales', async ({
  page,
  freshCustomer,
}) => {
  await freshCustomer({ deactivated_in_app: true });
  await page.goto('/mi-cuenta/datos-personales');
  const section = page.getByRole('region', { name: 'Cuenta mobile desactivada' });
  await expect(section).toBeVisible();
  await expectAccessible(page, 'mobile account deactivated');
  await section.getByRole('button', { name: 'Reactivar' }).click();
  await expect(page.getByText('Tu usuario ha sido activado.')).toBeVisible();
  await expect(section).toHaveCount(0);
  const me = await (await page.request.get('/api/customers/me')).json();
  expect(me.custom_attributes).toContainEqual({ attribute_code: 'deleted_in_app', value: '0' });
});
