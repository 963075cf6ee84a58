import { test, expect, expectAccessible } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

async function codeSentTo(request: APIRequestContext, to: string) {
  let code: string | undefined;
  await expect(async () => {
    const messages = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      body: string;
    }[];
    code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
  }).toPass();
  return code!;
}

test('a customer changes the phone with the code sent by SMS (read from the outbox)', async ({
  page,
  freshCustomer,
}) => {
  await freshCustomer();
  await page.goto('/mi-cuenta/datos-personales');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
  await expectAccessible(page, 'datos-personales');

  await page.getByRole('button', { name: 'Cambiar mi número' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mi número' });
  await dialog.getByLabel('Nuevo número de celular').fill('5233');
  await dialog.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await expect(dialog.getByText('Tu número de celular esta incompleto')).toBeVisible();
  await dialog.getByLabel('Nuevo número de celular').fill('523398765432');
  await dialog.getByRole('button', { name: 'Enviar código por SMS' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirmar mi número' });
  await expect(confirm.getByText('52******5432')).toBeVisible();
  await expectAccessible(page, 'confirmar mi número');
  await confirm.getByLabel('Código de verificación').fill('123');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Por favor ingresa 6 digitos.')).toBeVisible();
  await expect(confirm.getByText('Tu código esta incompleto')).toBeVisible();

  const code = await codeSentTo(page.request, '523398765432');
  const wrong = code === '000000' ? '111111' : '000000';
  await confirm.getByLabel('Código de verificación').fill(wrong);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm.getByText('Código incorrecto.')).toBeVisible();

  await confirm.getByLabel('Código de verificación').fill(code);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Tu número de celular se actualizó correctamente')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('+52 33 9876 5432')).toBeVisible();
  // The token was spent and removed from local storage.
  expect(await page.evaluate(() => localStorage.getItem('manage-profile-update-token'))).toBeNull();
});

test('a customer changes the e-mail with the code sent to the new address; the old address is told', async ({
  page,
  freshCustomer,
}) => {
  const account = await freshCustomer();
  await page.goto('/mi-cuenta/datos-personales');
  await page.getByRole('button', { name: 'Cambiar mi correo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar mi correo' });
  const next = `nuevo.${Date.now().toString(36)}@correo.mx`;
  await dialog.getByLabel('Nuevo correo electrónico').fill(next.toUpperCase());
  await dialog.getByRole('button', { name: 'Enviar código por correo' }).click();
  await expect(dialog.getByText(/Enviamos un código a/)).toBeVisible();
  await expectAccessible(page, 'cambiar mi correo');
  await dialog.getByLabel('Código de verificación').fill(await codeSentTo(page.request, next));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Tu correo electrónico se actualizó correctamente')).toBeVisible();
  await expect(page.getByText(next, { exact: true })).toBeVisible();
  const notice = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(account.email)}`)).json()) as {
    subject: string;
  }[];
  expect(notice[0]?.subject).toBe('Tu correo electrónico cambió');
});

test('a customer changes the password: the old one stops working', async ({ page, browser, freshCustomer }) => {
  const account = await freshCustomer();
  await page.goto('/mi-cuenta/datos-personales');
  await page.getByRole('button', { name: 'Editar contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar contraseña' });
  await dialog.getByLabel('Contraseña actual').fill(account.password);
  await dialog.getByLabel(/^Nueva contraseña/).fill('Tacones-Rojos-31');
  await dialog.getByLabel('Confirma tu nueva contraseña').fill('Tacones-Rojos-30');
  await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(dialog.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectAccessible(page, 'editar contraseña');

  await dialog.getByLabel('Confirma tu nueva contraseña').fill('Tacones-Rojos-31');
  await dialog.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Su contraseña se actualizó correctamente')).toBeVisible();

  const other = await browser.newContext();
  const old = await other.request.post(new URL('/api/auth/login', page.url()).toString(), {
    data: { email: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
  const fresh = await other.request.post(new URL('/api/auth/login', page.url()).toString(), {
    data: { email: account.email, password: 'Tacones-Rojos-31' },
  });
  expect(fresh.status()).toBe(200);
  await other.close();
});

test('a member sees her member number and the stock-alert settings; exactly one switch is on', async ({
  page,
  freshMember,
}) => {
  await freshMember({ stock_alerts: true });
  await page.goto('/mi-cuenta/datos-personales');
  await expect(page.getByText('Número de socio')).toBeVisible();
  const settings = page.getByRole('region', { name: 'Configuraciones' });
  await expect(settings).toBeVisible();
  const whatsapp = settings.getByRole('switch', { name: 'Avisarme por WhatsApp' });
  const email = settings.getByRole('switch', { name: 'Avisarme por correo electrónico' });
  await expect(whatsapp).toBeChecked();
  await expect(email).not.toBeChecked();
  await whatsapp.click();
  await expect(email).toBeChecked();
  await expect(whatsapp).not.toBeChecked();
  // The switch turns at once; the save's toast comes with the answer. The check runs once it is there (axe read
  // a fading-in toast's contrast mid-animation when it arrived during the check).
  await expect(page.getByText('Tus preferencias de avisos se guardaron correctamente')).toBeVisible();
  await expectAccessible(page, 'configuraciones');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Avisarme por correo electrónico' })).toBeChecked();
  await page.getByRole('switch', { name: 'Avisarme por WhatsApp' }).click();
  await expect(page.getByRole('switch', { name: 'Avisarme por WhatsApp' })).toBeChecked();
});

test('a customer without subscriptions sees no Configuraciones; the favourite store modal saves pickup', async ({
  page,
  freshCustomer,
}) => {
  await freshCustomer();
  await page.goto('/mi-cuenta/datos-personales');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Configuraciones' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cambiar mi tienda favorita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mi tienda favorita' });
  await dialog.getByLabel('Entregar a mi domicilio').uncheck();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Al menos un valor es requerido')).toBeVisible();
  await dialog.getByLabel('Recoger en tienda').check();
  await dialog.getByLabel('Tienda favorita').selectOption({ label: 'Price Shoes Guadalajara Centro (Guadalajara)' });
  await expectAccessible(page, 'tienda favorita');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Tienda favorita: Price Shoes Guadalajara Centro')).toBeVisible();
});
