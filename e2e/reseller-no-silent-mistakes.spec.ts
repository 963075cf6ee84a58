import { test, expect, expectAccessible } from './fixtures';

/**
 * Issue 28, the reseller side: the spec statements that failed (reseller-area.md §5, §8) and the places where her
 * pages quietly did the wrong thing. Each test failed before its mend.
 */
const CLIENTS = '/mi-cuenta/mis-clientes';

test.describe('spec statements', () => {
  test("§5: an empty 'Celular' in the client form says it is required, not incomplete", async ({
    page,
    freshMember,
  }) => {
    await freshMember({ custom_store: true });
    await page.goto(CLIENTS);
    await page.getByRole('button', { name: 'Añadir nuevo cliente' }).click();
    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Apellido').fill('Hernández');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Tu número de celular es requerido')).toBeVisible();
    await expect(page.getByText('Tu número de celular esta incompleto')).toBeHidden();
  });

  test("§8: saving an edited client toasts 'Cliente añadido con éxito' and names what was saved (decision 0740)", async ({
    page,
    freshMember,
  }) => {
    await freshMember({ customer_orders: true });
    await page.goto(CLIENTS);
    await page.getByRole('button', { name: 'Editar Rosaura Ávila' }).click();
    await page.getByRole('button', { name: 'Editar cliente' }).click();
    await page.getByLabel('Nombre').fill('Rosa');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Cliente añadido con éxito' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Guardamos los cambios de Rosa Ávila.');
    await expect(page.getByText('Los datos se han actualizado exitosamente')).toBeHidden();
  });
});

test.describe('one phone field (decision 0741)', () => {
  test('the store edit takes ten digits on the numeric keypad and shows her saved number grouped, not 52…', async ({
    page,
    freshMember,
  }) => {
    await freshMember({ custom_store: true });
    await page.goto('/mi-cuenta/mi-tienda-personalizada/editar');
    const phone = page.getByLabel('Celular de contacto');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await page.getByLabel('Mensaje de bienvenida').fill('¡Hola! Aquí están mis zapatos favoritos');
    await page.getByLabel('Email de contacto').fill('mitienda@demo.mx');
    await phone.fill('55 8765 43');
    await expect(page.getByText('Tu celular de contacto esta incompleto')).toBeVisible();
    await phone.fill('5587654321');
    await expect(phone).toHaveValue('55 8765 4321');
    await expect(page.getByText(/Tu celular de contacto|10 dígitos de un celular/)).toBeHidden();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Los datos se han actualizado exitosamente')).toBeVisible();
    await expectAccessible(page, 'editar tienda');
    await page.reload();
    await expect(page.getByLabel('Celular de contacto')).toHaveValue('55 8765 4321');
  });

  test('the client form keeps letters out, groups the ten digits and sends the code to 52 and the ten digits', async ({
    page,
    freshMember,
  }) => {
    await freshMember({ custom_store: true });
    await page.goto(CLIENTS);
    await page.getByRole('button', { name: 'Añadir nuevo cliente' }).click();
    const phone = page.getByLabel('Celular');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    const national = `55${String(Date.now()).slice(-8)}`;
    await phone.pressSequentially(`ab${national.slice(0, 4)}x${national.slice(4)}`);
    await expect(phone).toHaveValue(`${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Enviamos un código de 6 dígitos al celular de tu cliente.')).toBeVisible();
    const sent = (await (await page.request.get(`/api/dev/outbox?to=52${national}`)).json()) as unknown[];
    expect(sent).toHaveLength(1);
    await expectAccessible(page, 'nuevo cliente');
  });
});
