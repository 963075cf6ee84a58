import type { Page } from '@playwright/test';
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

test.describe('no silent mistakes (decision 0742)', () => {
  test('a failed client save toasts what the server said, not the taken-phone text', async ({ page, freshMember }) => {
    await freshMember({ customer_orders: true });
    await page.goto(CLIENTS);
    await page.getByRole('button', { name: 'Editar Rosaura Ávila' }).click();
    await page.getByRole('button', { name: 'Editar cliente' }).click();
    // Deleted meanwhile (another tab, another phone): the save is answered 404 with the server's own text.
    const { contacts } = (await (await page.request.get('/api/v1/contacts')).json()) as {
      contacts: { contact_id: string; first_name: string }[];
    };
    const rosaura = contacts.find((c) => c.first_name === 'Rosaura')!;
    expect((await page.request.delete(`/api/v1/contacts/${rosaura.contact_id}`)).ok()).toBe(true);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('No encontramos ese cliente.').first()).toBeVisible();
    await expect(page.getByText('Teléfono ya registrado para otro contacto')).toBeHidden();
  });

  test('a member without a store is told first that registering an order needs one, and is not asked to share it', async ({
    page,
    freshMember,
  }) => {
    await freshMember();
    await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes/registrar-pedido');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrar nuevo pedido' })).toBeVisible();
    await expect(page.getByText(/Para registrar un pedido primero necesitas tu tienda personalizada/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cliente', exact: true })).toBeHidden();
    await expectAccessible(page, 'registrar sin tienda');
    await page.getByRole('link', { name: 'Activa tu tienda' }).click();
    await expect(page.getByRole('button', { name: /Activa/ })).toBeVisible();

    await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes');
    await expect(page.getByText(/No tienes pedidos\. Todavía no tienes tu tienda personalizada\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Comparte tu tienda' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Activa tu tienda' })).toBeVisible();
  });

  test('the store landing does not tell a member who has a store to activate one', async ({ page, freshMember }) => {
    await freshMember({ custom_store: true });
    await page.goto('/tienda-personalizada');
    await expect(page.getByRole('heading', { name: 'Tu tienda ya está activa' })).toBeVisible();
    await expect(page.getByText('Activa tu tienda personalizada desde tu cuenta de socia.')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Ir a mi tienda personalizada' }).first()).toBeVisible();
  });

  test("a client's address: saving says so, deleting asks first and says so", async ({ page, freshMember }) => {
    await freshMember({ customer_orders: true });
    await page.goto(CLIENTS);
    await page.getByRole('button', { name: 'Editar Pedro Gómez' }).click();
    await page.getByRole('button', { name: 'Añadir dirección' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir dirección' });
    await dialog.getByLabel('Código postal').fill('06700');
    await expect(dialog.getByLabel('Estado')).toHaveValue('Ciudad de México');
    // The read-only box shows all of it: nothing scrolls out of sight.
    expect(await dialog.getByLabel('Estado').evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await dialog.getByLabel('Colonia').selectOption({ label: 'Roma Norte' });
    await dialog.getByLabel('Calle').fill('Tonalá');
    await dialog.getByLabel('Número exterior').fill('40');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Dirección del cliente guardada')).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar la dirección Tonalá 40' }).click();
    const ask = page.getByRole('dialog', { name: 'Eliminar dirección' });
    await expect(ask).toContainText('¿Quieres eliminar la dirección Tonalá 40 de Pedro Gómez?');
    await expectAccessible(page, 'eliminar dirección de cliente');
    await expect(page.getByText(/Tonalá 40, Roma Norte/)).toBeVisible();
    await ask.getByRole('button', { name: 'Eliminar dirección' }).click();
    await expect(page.getByText('Dirección del cliente eliminada')).toBeVisible();
    await expect(page.getByText(/Tonalá 40, Roma Norte/)).toBeHidden();
  });

  test('a client search with no match says none matches, not that she has no clients', async ({
    page,
    freshMember,
  }) => {
    await freshMember({ customer_orders: true });
    await page.goto(CLIENTS);
    await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('zzz');
    await expect(page.getByText('Ninguno de tus clientes coincide con «zzz».')).toBeVisible();
    await expect(page.getByText('Todavía no tienes clientes, intenta agregar uno.')).toBeHidden();
  });

  test("the address form's read-only state box shows all of 'Ciudad de México'", async ({ page, freshCustomer }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await freshCustomer({ addresses: 1 });
    await page.goto('/mi-cuenta/direcciones-de-envio');
    await page
      .getByRole('button', { name: /^Editar la dirección/ })
      .first()
      .click();
    const state = page.getByRole('dialog').getByLabel('Estado');
    await expect(state).toHaveValue('Ciudad de México');
    expect(await state.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  });
});

test.describe('sales tools say why (decision 0743)', () => {
  const id = (page: Page, n: number) => page.getByLabel(`ID de producto ${n}`, { exact: true });

  test('Multipedido: a pasted size that does not exist is said, and nothing goes to the bag', async ({
    page,
    freshMember,
  }) => {
    await freshMember();
    await page.goto('/mi-cuenta/multipedido');
    await expect(id(page, 1)).toHaveAttribute('inputmode', 'numeric');
    await page.getByLabel(/Pega tu lista/).fill('210004, 30, 1');
    await page.getByRole('button', { name: 'Llenar filas' }).click();
    await expect(page.getByText('La talla 30 no existe en este producto. Elige una talla.')).toBeVisible();
    await expect(page.getByLabel('Talla 1', { exact: true })).toHaveValue('');
    await expectAccessible(page, 'multipedido talla que no existe');
    await page.getByRole('button', { name: 'Agregar a bolsa' }).click();
    await expect(
      page.getByText('Completa al menos una fila con un producto disponible, su talla y la cantidad.'),
    ).toBeVisible();
    const bag = (await (await page.request.get('/api/bag')).json()) as { items: unknown[] };
    expect(bag.items).toHaveLength(0);
  });

  test('Multipedido: a product sold only in stores is explained; a stock refusal toasts its reason', async ({
    page,
    freshMember,
  }) => {
    await freshMember();
    await page.goto('/mi-cuenta/multipedido');
    await id(page, 1).fill('210005');
    await expect(
      page.getByText('Este producto solo se vende en tiendas: no se puede agregar a la bolsa.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Quitar fila 1' }).click();
    await id(page, 1).fill('210004');
    await expect(page.getByLabel('Talla 1', { exact: true })).toBeEnabled();
    await page.getByLabel('Cantidad 1', { exact: true }).fill('50');
    await page.getByRole('button', { name: 'Agregar a bolsa' }).click();
    const reason = page.getByRole('listitem').getByRole('alert');
    await expect(reason).toBeVisible();
    const text = (await reason.innerText()).trim();
    expect(text).not.toBe('Error al agregar producto');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: text })).toBeVisible();
  });

  test('Ubicación en tienda: her favourite store is chosen, a row not found does not block the search, rows are removed one by one', async ({
    page,
    login,
  }) => {
    await login('socia@demo.mx');
    await page.goto('/mi-cuenta/ubicacion-en-tienda');
    const store = page.getByRole('combobox', { name: 'Tienda' });
    await expect(store).toHaveValue('101');
    await expect(id(page, 1)).toHaveAttribute('inputmode', 'numeric');
    await id(page, 1).fill('ZZZ999');
    await page.getByRole('button', { name: 'Agregar otro producto' }).click();
    await id(page, 2).fill('210001');
    const search = page.getByRole('button', { name: 'Buscar en tienda' });
    await search.click();
    await expect(page.getByRole('table').getByRole('cell', { name: '210001', exact: true })).toBeVisible();
    await expect(page.getByText('No encontrado')).toBeVisible();
    await expect(search).toBeEnabled();
    await page.getByRole('button', { name: 'Quitar fila 1' }).click();
    await expect(id(page, 1)).toHaveValue('210001');
    await expect(id(page, 2)).toHaveCount(0);
    await expect(page.getByText('No encontrado')).toHaveCount(0);
    await expectAccessible(page, 'ubicación en tienda');
  });

  test('Lista de precios opens on her favourite store', async ({ page, login }) => {
    await login('socia@demo.mx');
    const profile = (await (await page.request.get('/api/customers/me')).json()) as {
      favoriteStore: { id: string } | null;
    };
    await page.goto('/mi-cuenta/lista-de-precios');
    await expect(page.getByRole('combobox', { name: 'Ver lista de precios de la tienda:' })).toHaveValue(
      profile.favoriteStore!.id,
    );
  });
});

test.describe('Órdenes de clientes: a way back (decision 0710)', () => {
  test('a page past the last offers the first page; por-comprar without cartId is not blank', async ({
    page,
    freshMember,
  }) => {
    await freshMember({ customer_orders: true });
    await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes?page=99');
    await page.getByRole('button', { name: 'Ir a la primera página' }).click();
    await expect(page).not.toHaveURL(/page=99/);
    await expect(page.getByRole('link', { name: /Ver detalle/ }).first()).toBeVisible();
    await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes/por-comprar');
    await expect(page.getByText('No encontramos esa orden.')).toBeVisible();
  });
});

/** Controls smaller than 24 × 24 px (WCAG 2.5.8), links inside a sentence excepted. */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="checkbox"], [role="radio"]',
    )) {
      const box = el.getBoundingClientRect();
      // Not shown (or only on focus, as the skip link): nothing to tap.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      const inSentence = el.tagName === 'A' && el.parentElement?.tagName === 'P';
      if (inSentence) continue;
      // A checkbox, radio or file input is tapped through its label too: the label is its target.
      const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
      if (labels.some((l) => l.getBoundingClientRect().width >= 24 && l.getBoundingClientRect().height >= 24)) continue;
      if (box.width < 24 || box.height < 24)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return out;
  });
}

test.describe('reach and sight on the pages changed (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('no tap target under 24 px, no axe finding, Spanish toast labels', async ({ page, freshMember }) => {
    test.slow();
    await freshMember({ customer_orders: true });
    for (const path of [
      '/mi-cuenta/mis-clientes',
      '/mi-cuenta/mi-tienda-personalizada/editar',
      '/mi-cuenta/multipedido',
      '/mi-cuenta/ubicacion-en-tienda',
      '/mi-cuenta/lista-de-precios',
      '/mi-cuenta/mi-tienda-personalizada/ordenes',
      '/mi-cuenta/mi-tienda-personalizada/ordenes/registrar-pedido',
      '/tienda-personalizada',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await smallTargets(page), path).toEqual([]);
      await expectAccessible(page, path);
    }
    await page.goto(CLIENTS);
    await page.getByRole('button', { name: 'Editar Pedro Gómez' }).click();
    await page.getByRole('button', { name: 'Editar cliente' }).click();
    expect(await smallTargets(page), 'client form').toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    await expect(page.getByRole('region', { name: /Notificaciones/ })).toBeAttached();
    await expect(toast.getByRole('button', { name: 'Cerrar aviso' })).toBeAttached();
    const close = await toast.getByRole('button', { name: 'Cerrar aviso' }).boundingBox();
    expect(Math.round(Math.min(close!.width, close!.height))).toBeGreaterThanOrEqual(24);
    await expect(page.getByText(/Close toast|Notifications/)).toHaveCount(0);
  });
});
