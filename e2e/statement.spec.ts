import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, hydrated } from './fixtures';

/**
 * A client's statement link on a phone (issue 30 point 1, decision 0770): from 'Me deben' the socia makes a link for
 * Pedro and gets it ready for WhatsApp; Pedro opens it signed out and sees what he owes her; once she turns the
 * links off it says it is no longer available. With SHOTS=1, screenshots into test-results/.
 */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `test-results/statement-${name}.png`, fullPage: true });
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at 390 px: a statement link sent from Me deben, opened signed out, then turned off', async ({
  page,
  browser,
  freshMember,
}) => {
  test.slow();
  await freshMember({ customer_orders: true });
  await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes/me-deben');
  const pedro = page.getByRole('listitem').filter({ hasText: 'Pedro Gómez' });
  const owes = await pedro
    .getByText(/^\$[\d,]+\.\d\d$/)
    .first()
    .innerText();
  await pedro.getByRole('button', { name: 'Enviar a Pedro Gómez su estado de cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Estado de cuenta' });
  const whatsapp = dialog.getByRole('link', { name: 'Enviar por WhatsApp' });
  await expect(whatsapp).toBeVisible();
  const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
  const url = /https?:\/\/\S+\/estado-de-cuenta\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(text).toMatch(/^¡Hola Pedro! Aquí puedes ver tu estado de cuenta/);
  expect(url).toBeTruthy();
  await expectAccessible(page, 'enviar estado de cuenta');
  await shot(page, 'enviar-390');

  // Pedro, on his phone, without an account.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const client = await phone.newPage();
  const response = await client.goto(new URL(url!).pathname);
  await hydrated(client);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(client.getByRole('heading', { level: 1, name: 'Estado de cuenta' })).toBeVisible();
  await expect(client.getByText('Hola, Pedro')).toBeVisible();
  await expect(client.getByText('Te falta pagar').locator('xpath=following-sibling::dd')).toHaveText(owes);
  await expect(client.getByText('Pago vencido', { exact: true })).toBeVisible();
  await expect(client.getByText('Rosaura')).toHaveCount(0);
  await expect(client.getByRole('link', { name: 'Ver su tienda' })).toHaveAttribute('href', /^\/tienda\//);
  await expectAccessible(client, 'estado de cuenta');
  expect(await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(client, 'cliente-390');

  // She turns the links off: the same link now says so.
  await dialog.getByRole('button', { name: 'Desactivar los enlaces enviados' }).click();
  await expect(page.getByText('Los enlaces enviados ya no abren su estado de cuenta.')).toBeVisible();
  await client.reload();
  await hydrated(client);
  await expect(client.getByText('Este enlace ya no está disponible. Pídele a tu socia uno nuevo.')).toBeVisible();
  await phone.close();
});
