import { test, expect, expectAccessible } from './fixtures';
import { formatPhone } from '@shop/domain/phone';

const SHOTS = process.env.E2E_SCREENSHOTS;

for (const [width, height, digit] of [
  [1280, 900, '1'],
  [390, 844, '2'],
] as const)
  test(`a socia adds a client with the code from the outbox, edits her, registers an order for her and deletes her (${width} px)`, async ({
    page,
    freshMember,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await freshMember({ custom_store: true });
    const phone = `525${digit}${String(Date.now()).slice(-8)}`;
    await page.goto('/mi-cuenta/mis-clientes');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis clientes' })).toBeVisible();
    await expect(page.getByText('Todavía no tienes clientes, intenta agregar uno.')).toBeVisible();
    await expectAccessible(page, 'mis clientes vacío');

    // Add: the client's phone is confirmed with the code she received by SMS.
    await page.getByRole('button', { name: 'Añadir nuevo cliente' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El cliente nombre es obligatorio')).toBeVisible();
    await expect(page.getByText('El apellido nombre es obligatorio')).toBeVisible();
    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Apellido').fill('Hernández');
    await page.getByLabel('Celular').fill(phone);
    await page.getByLabel('E-mail').fill('lucia@correo.mx');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Enviamos un código de 6 dígitos al celular de tu cliente.')).toBeVisible();
    const [sms] = (await (await page.request.get(`/api/dev/outbox?to=${phone}`)).json()) as { body: string }[];
    const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    await page.getByLabel('Código que recibió tu cliente').fill(code);
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(page.getByText('Celular confirmado')).toBeVisible();
    await expectAccessible(page, 'nuevo cliente');
    // One back control on the form's screen: its own, not the account shell's as well (decision 0611).
    await expect(page.getByRole('button', { name: 'Regresar a Mis clientes' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Regresar a mi cuenta/ })).toBeHidden();
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/client-form-${page.viewportSize()!.width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cliente añadido con éxito')).toBeVisible();
    const client = (name: RegExp) =>
      width > 767
        ? page.getByRole('row', { name })
        : page.getByRole('listitem').filter({ hasText: name }).and(page.locator(':not([data-sonner-toast])'));
    await expect(client(/Lucía Hernández/)).toContainText(formatPhone(phone));
    expect(await page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === 'add_new_client'))).toBe(true);

    // Edit: read-only until the edit icon; then an address from the postal-code catalogue.
    await page.getByRole('button', { name: 'Editar Lucía Hernández' }).click();
    await expect(page.getByLabel('Nombre')).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Editar cliente' }).click();
    await page.getByLabel('Nombre').fill('Lucy');
    await page.getByRole('button', { name: 'Añadir dirección' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir dirección' });
    await dialog.getByLabel('Código postal').fill('06700');
    await expect(dialog.getByLabel('Municipio')).toHaveValue('Cuauhtémoc');
    await dialog.getByLabel('Colonia').selectOption({ label: 'Roma Norte' });
    await dialog.getByLabel('Calle').fill('Orizaba');
    await dialog.getByLabel('Número exterior').fill('12');
    await expectAccessible(page, 'dirección de cliente');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/Orizaba 12, Roma Norte/)).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    // An edit toasts the spec's text, with what was saved under it (decision 0740); the add's toast may still show.
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Guardamos los cambios de Lucy Hernández.' }),
    ).toContainText('Cliente añadido con éxito');
    await expect(client(/Lucy Hernández/)).toContainText('Orizaba 12');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/clients-${page.viewportSize()!.width}.png`, fullPage: true });

    // Register an order for her: items, then payment, then register.
    await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes/registrar-pedido');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrar nuevo pedido' })).toBeVisible();
    // The client combobox: typing filters her clients, the arrows move, Enter picks; 'Añadir nuevo cliente' is last.
    const clientBox = page.getByRole('combobox', { name: 'Cliente', exact: true });
    await clientBox.click();
    const options = page.getByRole('listbox', { name: 'Tus clientes' });
    await expect(options.getByRole('option', { name: `Lucy Hernández · ${formatPhone(phone)}` })).toBeVisible();
    await expect(options.getByRole('option').last()).toHaveText(/Añadir nuevo cliente/);
    await clientBox.fill('zzz');
    await expect(options.getByText('No encontramos clientes con «zzz».')).toBeVisible();
    await clientBox.fill('lucy');
    await expect(options.getByRole('option')).toHaveCount(2);
    await clientBox.press('ArrowDown');
    await expect(clientBox).toHaveAttribute('aria-activedescendant', /.+/);
    await expectAccessible(page, 'registrar pedido: elegir cliente');
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/register-combobox-${page.viewportSize()!.width}.png`, fullPage: true });
    await clientBox.press('Enter');
    await expect(clientBox).toHaveValue(`Lucy Hernández · ${formatPhone(phone)}`);
    await expect(clientBox).toHaveAttribute('aria-expanded', 'false');
    await page.getByLabel('ID de producto 1').fill('210001');
    await expect(page.getByLabel('Talla 1')).toBeEnabled();
    await page.getByLabel('Talla 1').selectOption({ index: 1 });
    await expect(page.getByRole('radio', { name: /Contado/ })).toBeDisabled();
    await page.getByRole('button', { name: 'Actualizar pedido' }).click();
    await expect(page.getByRole('list', { name: 'Productos del pedido' })).toContainText('1 pz');
    await page.getByRole('radio', { name: /Contado/ }).check();
    await expect(page.getByRole('radio', { name: /Contado/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Registrar pedido' })).toBeEnabled();
    // Let the button's colour transition end before axe measures its contrast.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await expectAccessible(page, 'registrar pedido');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/register-${page.viewportSize()!.width}.png`, fullPage: true });
    const registered = page.waitForResponse((r) => r.url().endsWith('/register') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Registrar pedido' }).click();
    const { cart } = (await (await registered).json()) as { cart: { cart_id: string } };
    await expect(page.getByRole('link', { name: 'Ir a mis órdenes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Registrar otro pedido' })).toBeVisible();
    await expectAccessible(page, 'pedido registrado');

    // She finds it in 'Órdenes de clientes': her client's name, its number and its total.
    await page.getByRole('link', { name: 'Ir a mis órdenes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de clientes' })).toBeVisible();
    const ticket = cart.cart_id.slice(-4);
    const order =
      width > 767
        ? page.getByRole('row').filter({ hasText: 'Lucy Hernández' })
        : page.getByRole('listitem').filter({ hasText: 'Lucy Hernández' });
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(ticket);
    await expect(order.getByRole('link', { name: `Ver detalle ${ticket}` })).toBeVisible();
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/orders-after-register-${page.viewportSize()!.width}.png`,
        fullPage: true,
      });

    // Delete her, with the confirmation.
    await page.goto('/mi-cuenta/mis-clientes');
    await page.getByRole('button', { name: 'Eliminar Lucy Hernández' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar cliente' });
    await expectAccessible(page, 'eliminar cliente');
    await confirm.getByRole('button', { name: 'Eliminar cliente' }).click();
    await expect(page.getByText('Todavía no tienes clientes, intenta agregar uno.')).toBeVisible();
  });
