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
