import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** The pino lines the shop serving this worker has written so far (e2e/start-server.mjs keeps them). */
function shopLog(shopURL: string): Record<string, unknown>[] {
  const port = new URL(shopURL).port;
  return readFileSync(`.data-e2e-${port}.log`, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

test('a failed order read in the browser reaches the shop log exactly once, with the failed call’s request id', async ({
  page,
  freshCustomer,
  shopURL,
}) => {
  const account = await freshCustomer();
  const failed = page.waitForResponse((r) => r.url().includes('/orders/3999999999') && r.status() === 404);
  await page.goto('/mi-cuenta/mis-pedidos/envios?order_id=3999999999&platform=ecommerce');
  const requestId = (await failed).headers()['x-request-id']!;
  expect(requestId).toMatch(/^[\w-]{8,64}$/);
  await expect(page.getByText('Pedido no encontrado')).toBeVisible();

  // The server wrote it through pino: the page, her customer id (nothing personal) and the failed call's id.
  await expect.poll(() => shopLog(shopURL).filter((l) => l.failed_request_id === requestId).length).toBe(1);
  const line = shopLog(shopURL).find((l) => l.failed_request_id === requestId)!;
  expect(line).toMatchObject({
    source: 'web',
    level: 50,
    event: 'Failed to fetch order details',
    page: '/mi-cuenta/mis-pedidos/envios',
    customer_id: account.customer_id,
    status: 404,
  });
  expect(JSON.stringify(line)).not.toContain(account.email);
  // Nothing else (a second render, a retry, the window's error handler) sent it again.
  await page.waitForTimeout(1000);
  expect(shopLog(shopURL).filter((l) => l.failed_request_id === requestId)).toHaveLength(1);
});

test('a notification preference that cannot be saved is only logged: no message, the switch stays as saved', async ({
  page,
  freshMember,
  shopURL,
}) => {
  const account = await freshMember({ stock_alerts: true });
  await page.goto('/mi-cuenta/datos-personales');
  const settings = page.getByRole('region', { name: 'Configuraciones' });
  const whatsapp = settings.getByRole('switch', { name: 'Avisarme por WhatsApp' });
  const email = settings.getByRole('switch', { name: 'Avisarme por correo electrónico' });
  await expect(email).toBeVisible();
  const before = await whatsapp.isChecked();
  // The network drops the save (the server never sees it).
  await page.route('**/stock-alert-preferences', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
  );
  await (before ? email : whatsapp).click();
  await expect
    .poll(
      () =>
        shopLog(shopURL).filter(
          (l) => l.event === 'Notification preference not saved' && l.customer_id === account.customer_id,
        ).length,
    )
    .toBe(1);
  expect(await whatsapp.isChecked()).toBe(before);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
