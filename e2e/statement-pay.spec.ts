import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, hydrated } from './fixtures';

/**
 * Paying from the statement link on a phone (issue 30 point 2, decision 0771): Pedro opens the link his socia sent,
 * pays $261.58 with a cash voucher (OXXO y tiendas), the store takes his cash (the provider's sandbox page), and the
 * statement shows it; the socia sees it in 'Mis cobranzas', in the order's abonos and in her 'Mi saldo'. Pedro then
 * tells of a transfer made elsewhere, which waits in 'Me deben' until she confirms it. With SHOTS=1, screenshots
 * into test-results/.
 */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `test-results/statement-pay-${name}.png`, fullPage: true });
}
const money = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at 390 px: Pedro pays $261.58 by cash voucher from his statement and his socia sees it', async ({
  page,
  browser,
  freshMember,
}) => {
  test.slow();
  const socia = await freshMember({ customer_orders: true });
  await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes');
  const cobranzas = page.getByRole('region', { name: 'Mis cobranzas' });
  const owedBox = cobranzas.getByText('Te deben en total').locator('xpath=following-sibling::dd');
  await expect(owedBox).toHaveText(/^\$[\d,]+\.\d\d$/);
  const owedBefore = money(await owedBox.innerText());

  await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes/me-deben');
  const pedro = page.getByRole('listitem').filter({ hasText: 'Pedro Gómez' });
  await pedro.getByRole('button', { name: 'Enviar a Pedro Gómez su estado de cuenta' }).click();
  const whatsapp = page
    .getByRole('dialog', { name: 'Estado de cuenta' })
    .getByRole('link', { name: 'Enviar por WhatsApp' });
  const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
  const url = /https?:\/\/\S+\/estado-de-cuenta\/[A-Za-z0-9_-]{43}/.exec(text)![0];

  // Pedro, signed out, on his phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const client = await phone.newPage();
  await client.goto(new URL(url).pathname);
  await hydrated(client);
  const owedDd = client.getByText('Te falta pagar').locator('xpath=following-sibling::dd');
  await expect(owedDd).toHaveText(/^\$[\d,]+\.\d\d$/);
  const pedroOwes = money(await owedDd.innerText());
  await client.getByRole('button', { name: 'Pagar en línea' }).click();
  await client.getByRole('radio', { name: 'Otra cantidad' }).check();
  await client.getByLabel('Cantidad en pesos').fill('261.58');
  await client.getByRole('radio', { name: 'Efectivo en OXXO y tiendas' }).check();
  await expectAccessible(client, 'pagar desde el estado de cuenta');
  await shot(client, 'elegir-390');
  await client.getByRole('button', { name: 'Continuar con $261.58' }).click();
  await expect(client.getByRole('heading', { name: 'Tu ficha para pagar en efectivo' })).toBeVisible();
  await expect(client.getByText(/^\d{14}$/)).toBeVisible();
  await expectAccessible(client, 'ficha de pago');
  expect(await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(client, 'ficha-390');

  // At the store: the provider's voucher page takes the cash (sandbox), and sends its signed webhook.
  const [voucher] = await Promise.all([
    phone.waitForEvent('page'),
    client.getByRole('link', { name: 'Ver ficha para imprimir' }).click(),
  ]);
  await voucher.getByRole('button', { name: 'Simular pago en tienda' }).click();
  await expect(voucher.getByText('Pago recibido.')).toBeVisible();
  await voucher.close();

  await client.getByRole('button', { name: 'Revisar si ya llegó mi pago' }).click();
  await expect(client.getByText('¡Listo! Recibimos tu pago de $261.58. Ya está en tu estado de cuenta.')).toBeVisible();
  await expect(owedDd).toHaveText(formatted(pedroOwes - 26_158));
  await expect(client.getByRole('region', { name: 'Tus pagos en línea' }).getByText('Recibido')).toBeVisible();
  await shot(client, 'pagado-390');

  // Then he tells of a transfer he made elsewhere.
  await client.getByRole('button', { name: 'Cerrar' }).click();
  await client.getByRole('button', { name: 'Ya pagué por otro medio' }).click();
  await client.getByLabel('Cantidad que pagaste').fill('100');
  await client.getByLabel('Clave de rastreo SPEI (opcional)').fill('MBAN01002611210001');
  await expectAccessible(client, 'avisar de un pago');
  await client.getByRole('button', { name: 'Enviar aviso' }).click();
  await expect(client.getByText('Listo, le avisamos a tu socia.', { exact: false })).toBeVisible();
  await shot(client, 'aviso-390');
  // The same page on a computer's width.
  await client.setViewportSize({ width: 1280, height: 900 });
  await client.getByRole('button', { name: 'Cerrar' }).click();
  await client.getByRole('button', { name: 'Pagar en línea' }).click();
  await expectAccessible(client, 'pagar a 1280 px');
  await shot(client, 'pagar-1280');

  // The socia: 'Mis cobranzas' went down by exactly $261.58, the order's abonos say Pedro paid online.
  await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes');
  await expect(owedBox).toHaveText(formatted(owedBefore - 26_158));
  await shot(page, 'cobranzas-390');
  await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes/me-deben');
  const reports = page.getByRole('region', { name: 'Pagos que te avisaron' });
  await expect(reports.getByText(/Pedro Gómez te pagó \$100\.00/)).toBeVisible();
  await expectAccessible(page, 'me deben con avisos');
  await shot(page, 'me-deben-390');
  await reports.getByRole('button', { name: 'Confirmar el pago de $100.00 de Pedro Gómez' }).click();
  await expect(page.getByText('Anotamos el abono de $100.00.')).toBeVisible();
  await expect(reports).toHaveCount(0);

  await page.goto('/mi-cuenta/mi-tienda-personalizada/ordenes');
  await expect(owedBox).toHaveText(formatted(owedBefore - 26_158 - 10_000));
  // Her Mi saldo: one movement for Pedro's payment.
  await page.goto('/mi-cuenta/mi-saldo');
  await expect(
    page.getByText('Pago de Pedro Gómez en efectivo (OXXO y tiendas) desde su estado de cuenta'),
  ).toBeVisible();
  await expect(page.getByText('+$261.58')).toHaveCount(1);
  await shot(page, 'mi-saldo-390');
  expect(socia.email).toBeTruthy();
  await phone.close();
});

function formatted(cents: number) {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
