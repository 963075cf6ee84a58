import { test, expect, expectAccessible } from './fixtures';

test('a customer adds an address with a real zip code: the form unlocks, state and colonies come from SEPOMEX', async ({
  page,
  freshCustomer,
}) => {
  await freshCustomer();
  await page.goto('/mi-cuenta/direcciones-de-envio');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis direcciones de envío' })).toBeVisible();
  await expectAccessible(page, 'direcciones');

  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar dirección' });
  await expect(dialog.getByLabel('Calle')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Guardar dirección' })).toBeDisabled();

  await dialog.getByLabel('Código postal').fill('99999');
  await expect(dialog.getByText('No encontramos el código postal 99999. Revisa que esté bien escrito.')).toBeVisible();
  await expect(dialog.getByLabel('Calle')).toBeDisabled();

  await dialog.getByLabel('Código postal').fill('45050');
  await expect(dialog.getByLabel('Estado')).toHaveValue('Jalisco');
  await expect(dialog.getByLabel('Municipio')).toHaveValue('Zapopan');
  await expect(dialog.getByLabel('Calle')).toBeEnabled();
  // The first address is the default: both checkboxes are forced on.
  await expect(dialog.getByLabel('Usar como dirección de envío predeterminada')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(dialog.getByText('Tu calle es requerida')).toBeVisible();
  await expect(dialog.getByText('Tu colonia es requerida')).toBeVisible();
  await expectAccessible(page, 'formulario de dirección');

  await dialog.getByLabel('Colonia').selectOption({ label: 'Jardines Del Sol' });
  await dialog.getByLabel('Calle').fill('Avenida Patria');
  await dialog.getByLabel('Número exterior').fill('1201');
  await dialog.getByLabel('Celular de contacto').fill('523312345678');
  await dialog.getByLabel('Referencias').fill('Frente al parque, casa blanca');
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(page.getByText('Nueva dirección agregada correctamente')).toBeVisible();
  const list = page.getByRole('list', { name: 'Mis direcciones' });
  await expect(list.getByText('Col. Jardines Del Sol, C.P. 45050')).toBeVisible();
  await expect(list.getByText('Envío predeterminado')).toBeVisible();
  // The only address cannot be deleted.
  await expect(list.getByRole('button', { name: 'Eliminar la dirección Avenida Patria' })).toBeDisabled();
});

test('the customer deletes a non-default address; the default one cannot be deleted', async ({
  page,
  freshCustomer,
}) => {
  const { customer_id: customerId } = await freshCustomer({ addresses: 2 });
  const added = await page.request.put(`/api/customers/${customerId}/addresses`, {
    data: {
      street: 'Calle Jalapa',
      external_number: '88',
      zip_code: '06700',
      colony: { id: 947 },
      mobile_telephone: '525512345678',
      reference: 'Junto a la farmacia',
    },
  });
  expect(added.status()).toBe(200);
  await page.goto('/mi-cuenta/direcciones-de-envio');
  const list = page.getByRole('list', { name: 'Mis direcciones' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('button', { name: 'Eliminar la dirección Calle Colima' })).toBeDisabled();
  await list.getByRole('button', { name: 'Eliminar la dirección Calle Jalapa' }).click();
  await page.getByRole('dialog', { name: 'Eliminar dirección' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Dirección eliminada correctamente')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
});

test('a failed zip lookup offers a retry that then fills the form', async ({ page, login }) => {
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta/direcciones-de-envio');
  await expect(page.getByRole('heading', { name: 'Direcciones de envío de mis clientes' })).toBeVisible();
  let failing = true;
  await page.route('**/api/postal-codes/**', (route) => (failing ? route.abort('failed') : route.continue()));
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar dirección' });
  await dialog.getByLabel('Código postal').fill('06700');
  await expect(
    dialog.getByText('No pudimos consultar el código postal. Revisa tu conexión e inténtalo de nuevo.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Calle')).toBeDisabled();
  failing = false;
  await dialog.getByRole('button', { name: 'Reintentar' }).click();
  await expect(dialog.getByLabel('Municipio')).toHaveValue('Cuauhtémoc');
  await expect(dialog.getByLabel('Colonia')).toHaveValue('947');
  await expect(dialog.getByLabel('Calle')).toBeEnabled();
});
