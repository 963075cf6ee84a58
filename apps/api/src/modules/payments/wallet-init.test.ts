/**
 * Issue 19 point 4: an unpaid wallet order (as the demo's) is paid from its mercado_pago_preference_id:
 * the detail carries the id, GET payments/preferences/{id} answers the hosted checkout, and paying there
 * redirects back, delivers the signed webhook and confirms the order. Another customer gets 404 and
 * nothing changes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { attachWalletPreference, createOrder } from '@shop/db/factories-shop';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { adminOrder, shopFixture } from '../../../test/shop';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await shopFixture(t);
});
afterEach(async () => {
  await t.close();
});

async function unpaidWalletOrder() {
  const owner = await t.customerWithSession();
  const order = await createOrder(t.db, {
    customerId: owner.customer.id,
    path: ['created'],
    paymentType: 'wallet',
    createdAt: t.clock.now(),
    items: [{ idArt: '210001', sku: '210001-24', name: 'Tenis Running Aire Rosa', priceCents: 89900, sizeLabel: '24' }],
    shippingCents: 9900,
    payment: {
      provider: 'wallet',
      paymentMethod: 'mercadopago',
      methodType: 'account_money',
      status: 'requires_payment_method',
    },
  });
  const preferenceId = await attachWalletPreference(t.db, order.id, t.clock.now());
  return { owner, order, preferenceId, number: order.magentoOrderId! };
}

const detail = (cookie: string, username: string, number: string) =>
  t.app.inject({ url: `/api/v1/api-composer/customers/${username}/orders/${number}`, headers: { cookie } });
const sandboxPayments = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from sandbox_wallet_payments`))[0]!.n;

describe('paying an unpaid wallet order from its preference id', () => {
  it('the detail gives the id; its init_point pays through the sandbox: redirect back, webhook, confirmed', async () => {
    const { owner, preferenceId, number } = await unpaidWalletOrder();
    const username = owner.customer.username;
    const before = await detail(owner.cookie, username, number);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ status: 'created', mercado_pago_preference_id: preferenceId });

    const pref = await t.app.inject({
      url: `/api/payments/preferences/${preferenceId}`,
      headers: { cookie: owner.cookie },
    });
    expect(pref.statusCode).toBe(200);
    const { init_point } = pref.json<{ init_point: string }>();
    expect(init_point).toBe(`/api/sandbox/wallet/checkout/${preferenceId}`);

    const page = await t.app.inject({ url: init_point });
    expect(page.body).toContain('$998.00'); // the order's lines and shipping, as the real checkout lists them
    const paid = await t.app.inject({
      method: 'POST',
      url: init_point,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=approve',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/pago\//);
    expect((await adminOrder(t, number)).status).toBe('confirmed');
    const after = await detail(owner.cookie, username, number);
    expect(after.json<{ payment: { status: string }[] }>().payment.map((p) => p.status)).toContain('succeeded');
  });

  it('another customer cannot initialise it: 404 for the preference and the order, nothing changes', async () => {
    const { owner, preferenceId, number } = await unpaidWalletOrder();
    const other = await t.customerWithSession();
    const pref = await t.app.inject({
      url: `/api/payments/preferences/${preferenceId}`,
      headers: { cookie: other.cookie },
    });
    expect(pref.statusCode).toBe(404);
    expect(pref.body).not.toContain('checkout');
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/payments/preferences',
      headers: { cookie: other.cookie },
      payload: { order_id: number, order_type: 'ecommerce', channel: 'web' },
    });
    expect(create.statusCode).toBe(404);
    expect((await detail(other.cookie, other.customer.username, number)).statusCode).toBe(404);
    expect((await detail(other.cookie, owner.customer.username, number)).statusCode).toBe(404);
    // Nothing changed: same preference, no new payment, the order still waits.
    expect((await detail(owner.cookie, owner.customer.username, number)).json()).toMatchObject({
      status: 'created',
      mercado_pago_preference_id: preferenceId,
    });
    expect(await sandboxPayments()).toBe(0);
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from payments`);
    expect(rows[0]!.n).toBe(1);
  });

  it('a preference id that is not a preference of hers, or absurd, is 404, never a 500', async () => {
    const { owner } = await unpaidWalletOrder();
    const nul = await t.app.inject({ url: '/api/payments/preferences/%00', headers: { cookie: owner.cookie } });
    expect([400, 404]).toContain(nul.statusCode);
    for (const id of ['pref-nope', 'x'.repeat(80), '2147483648']) {
      const res = await t.app.inject({ url: `/api/payments/preferences/${id}`, headers: { cookie: owner.cookie } });
      expect(res.statusCode).toBe(404);
    }
    const long = await t.app.inject({
      url: `/api/payments/preferences/${'x'.repeat(81)}`,
      headers: { cookie: owner.cookie },
    });
    expect(long.statusCode).toBe(400);
  });
});
