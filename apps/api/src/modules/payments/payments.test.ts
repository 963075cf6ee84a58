import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { addToBag, adminOrder, checkout, shopFixture, signedInWithAddress } from '../../../test/shop';
import { signPayload } from './providers';
import { TEST_CARDS } from './card-sandbox';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await shopFixture(t);
});
afterEach(async () => {
  await t.close();
});

async function placeOrder(
  type: 'card' | 'bank_transfer' | 'cash' | 'wallet',
  who?: Awaited<ReturnType<typeof signedInWithAddress>>,
) {
  const buyer = who ?? (await signedInWithAddress(t));
  const bag = await addToBag(t, buyer.cookie, '210001-24', 1);
  const res = await checkout(t, buyer.cookie, bag.cart_id, {
    delivery: { type: 'STANDARD_DELIVERY', address_id: buyer.address.id },
    payment: { type },
  });
  expect(res.statusCode).toBe(200);
  return {
    buyer,
    ...res.json<{
      order: { magento_order_id: string; status: string };
      payment: { reference: string; client_secret: string; init_point: string | null };
    }>(),
  };
}

const intentId = (clientSecret: string) => clientSecret.split('_secret_')[0]!;
const confirmCard = (clientSecret: string, number: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sandbox/card/v1/payment_intents/${intentId(clientSecret)}/confirm`,
    payload: {
      client_secret: clientSecret,
      payment_method: { card: { number, exp_month: 12, exp_year: 2030, cvc: '123' } },
      ...extra,
    },
  });
const intentOf = (cookie: string, reference: string) =>
  t.app.inject({ url: `/api/payments/stripe-payment-intent/${reference}`, headers: { cookie } });

describe('card payments', () => {
  it('a good card confirms the order through the signed webhook; the intent reads succeeded', async () => {
    const { buyer, order, payment } = await placeOrder('card');
    const before = await intentOf(buyer.cookie, payment.reference);
    expect(before.json()).toMatchObject({
      status: 'requires_payment_method',
      client_secret: payment.client_secret,
      payment_method: { type: 'card' },
    });

    const res = await confirmCard(payment.client_secret, TEST_CARDS.success);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('succeeded');
    const after = await adminOrder(t, order.magento_order_id);
    expect(after.status).toBe('confirmed');
    expect(after.order_id).toMatch(/^\d+$/);
    expect((await intentOf(buyer.cookie, payment.reference)).json()).toMatchObject({
      status: 'succeeded',
      payment_method: { brand: 'visa' },
    });
  });

  it('a declined card leaves the order unpaid with the provider message; a second try with a good card works', async () => {
    const { buyer, order, payment } = await placeOrder('card');
    const declined = await confirmCard(payment.client_secret, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Tu tarjeta fue rechazada.');
    expect((await adminOrder(t, order.magento_order_id)).status).toBe('created');
    expect((await intentOf(buyer.cookie, payment.reference)).json()).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { message: 'Tu tarjeta fue rechazada.' },
    });
    expect((await confirmCard(payment.client_secret, TEST_CARDS.success)).json().status).toBe('succeeded');
    expect((await adminOrder(t, order.magento_order_id)).status).toBe('confirmed');
  });

  it('3-D Secure: the hosted page approves or declines', async () => {
    const { order, payment } = await placeOrder('card');
    const res = await confirmCard(payment.client_secret, TEST_CARDS.authenticationRequired, {
      return_url: '/pago/resultado',
    });
    expect(res.json().status).toBe('requires_action');
    const url = res.json().next_action.redirect_to_url.url as string;
    const page = await t.app.inject({ url });
    expect(page.body).toContain('Autorizar pago');
    const approve = await t.app.inject({
      method: 'POST',
      url: url.split('?')[0]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `client_secret=${payment.client_secret}&outcome=approve&return_url=${encodeURIComponent('https://malicioso.example/')}`,
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe('/'); // never redirects off the site
    expect((await adminOrder(t, order.magento_order_id)).status).toBe('confirmed');
  });

  it('bank transfer: the order waits (pending) until the funds arrive on the hosted instructions page', async () => {
    const { buyer, order, payment } = await placeOrder('bank_transfer');
    expect(order.status).toBe('pending');
    const intent = (await intentOf(buyer.cookie, payment.reference)).json();
    const url = intent.payment_method.customer_balance.instruction_url as string;
    const page = await t.app.inject({ url });
    expect(page.body).toContain('Las transferencias bancarias solo se acreditan en días hábiles.');
    // The payment page gets the same account and reference as the bank's page, without opening it.
    const shown = async () =>
      (await t.app.inject({ url: `/api/payments/${payment.reference}`, headers: { cookie: buyer.cookie } })).json();
    const { instructions } = await shown();
    expect(instructions).toMatchObject({ kind: 'bank_transfer', number: payment.reference, bank_name: 'BBVA México' });
    expect(instructions.clabe).toMatch(/^\d{18}$/);
    expect(page.body).toContain(`<code>${instructions.clabe}</code>`);
    const [path, query] = url.split('?') as [string, string];
    await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: query,
    });
    expect((await adminOrder(t, order.magento_order_id)).status).toBe('confirmed');
    expect((await shown()).instructions).toBeNull(); // paid: nothing left to pay with
  });

  it('cash: the payment carries the voucher number the hosted voucher shows, for the cashier to scan', async () => {
    const { buyer, payment } = await placeOrder('cash');
    const res = await t.app.inject({ url: `/api/payments/${payment.reference}`, headers: { cookie: buyer.cookie } });
    const { instructions, external_resource_url } = res.json();
    expect(instructions).toEqual({
      kind: 'cash',
      number: payment.reference.replace(/\D/g, '').padEnd(14, '0'),
      bank_name: null,
      clabe: null,
    });
    const voucher = await t.app.inject({ url: external_resource_url });
    expect(voucher.body).toContain(`<code>${instructions.number}</code>`);
  });

  it('a customer cannot read another customer’s payment intent or payment', async () => {
    const { payment } = await placeOrder('card');
    const other = await t.customerWithSession();
    expect((await intentOf(other.cookie, payment.reference)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/payments/${payment.reference}`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    const change = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${payment.reference.split('-')[0]}/payments`,
      headers: { cookie: other.cookie },
      payload: { type: 'cash' },
    });
    expect(change.statusCode).toBe(404);
    const [{ n }] = (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from payments`)) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });
});

describe('webhooks', () => {
  const lastEvent = async () =>
    (
      await queryRows<{ id: string; body: string }>(
        t.db,
        sql`select id, body from sandbox_events where provider = 'card' order by created_at desc, id desc limit 1`,
      )
    )[0]!;
  const post = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/card',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  const now = () => Math.floor(t.clock.now().getTime() / 1000);

  it('refuses a bad, a stale or a missing signature and changes nothing', async () => {
    const { order, payment } = await placeOrder('card');
    // A forged "succeeded" event for this intent, signed with the wrong secret.
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      created: now(),
      data: {
        object: {
          id: intentId(payment.client_secret),
          status: 'succeeded',
          metadata: { reference: payment.reference },
        },
      },
    });
    const forged = await post(body, signPayload('whsec_wrong', body, now()));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Firma del webhook inválida.');
    const stale = await post(body, signPayload('whsec_demo_card_sandbox', body, now() - 3600));
    expect(stale.statusCode).toBe(400);
    expect((await post(body, '')).statusCode).toBe(400);
    expect((await adminOrder(t, order.magento_order_id)).status).toBe('created');
  });

  it('an event replayed later is acknowledged and changes nothing', async () => {
    const { order, payment } = await placeOrder('card');
    await confirmCard(payment.client_secret, TEST_CARDS.success);
    const event = await lastEvent();
    const replay = await post(event.body, signPayload('whsec_demo_card_sandbox', event.body, now()));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const history = (await adminOrder(t, order.magento_order_id)).history.map((h) => h.to);
    expect(history).toEqual(['created', 'confirmed']);
  });

  it('a correctly signed event cannot confirm an intent the provider does not report as paid', async () => {
    const { order, payment } = await placeOrder('card');
    const body = JSON.stringify({
      id: 'evt_lie',
      type: 'payment_intent.succeeded',
      created: now(),
      data: { object: { id: intentId(payment.client_secret), status: 'succeeded', metadata: {} } },
    });
    expect((await post(body, signPayload('whsec_demo_card_sandbox', body, now()))).statusCode).toBe(200);
    expect((await adminOrder(t, order.magento_order_id)).status).toBe('created');
  });

  it('concurrent confirmations of one payment: exactly one wins', async () => {
    const { order, payment } = await placeOrder('card');
    await confirmCard(payment.client_secret, TEST_CARDS.success);
    const event = await lastEvent();
    // The same success delivered as many distinct events at once, plus direct confirmations.
    const bodies = Array.from({ length: 8 }, (_, i) => event.body.replace(event.id, `${event.id}_${i}`));
    const p = (await t.app.shop.payments.byReference(payment.reference))!;
    const results = await Promise.all([
      ...bodies.map((b) => post(b, signPayload('whsec_demo_card_sandbox', b, now()))),
      ...Array.from({ length: 4 }, () => t.app.shop.payments.succeed(p.id, 'race')),
    ]);
    expect(results.filter((r) => r === true)).toHaveLength(0); // the webhook already won before the race
    const after = await adminOrder(t, order.magento_order_id);
    expect(after.history.filter((h) => h.to === 'confirmed')).toHaveLength(1);
  });

  it('concurrent first confirmations: exactly one caller wins', async () => {
    const { order, payment } = await placeOrder('card');
    const p = (await t.app.shop.payments.byReference(payment.reference))!;
    const wins = await Promise.all(Array.from({ length: 10 }, () => t.app.shop.payments.succeed(p.id, 'race')));
    expect(wins.filter(Boolean)).toHaveLength(1);
    const after = await adminOrder(t, order.magento_order_id);
    expect(after.status).toBe('confirmed');
    expect(after.history.filter((h) => h.to === 'confirmed')).toHaveLength(1);
  });
});

describe('wallet payments', () => {
  it('preference → hosted checkout → approve moves the order; GET preferences/{id} answers init_point', async () => {
    const { buyer, order, payment } = await placeOrder('wallet');
    expect(payment.init_point).toMatch(/^\/api\/sandbox\/wallet\/checkout\/pref-/);
    const prefId = payment.init_point!.split('/').pop()!;
    const pref = await t.app.inject({ url: `/api/payments/preferences/${prefId}`, headers: { cookie: buyer.cookie } });
    expect(pref.json()).toEqual({ id: prefId, init_point: payment.init_point });
    const page = await t.app.inject({ url: payment.init_point! });
    expect(page.body).toContain('Pagar con dinero en cuenta');
    const paid = await t.app.inject({
      method: 'POST',
      url: payment.init_point!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=approve',
    });
    expect(paid.statusCode).toBe(303);
    expect((await adminOrder(t, order.magento_order_id)).status).toBe('confirmed');
  });

  it('a cash ticket leaves the order pending with external_resource_url until it is paid', async () => {
    const { buyer, order, payment } = await placeOrder('wallet');
    await t.app.inject({
      method: 'POST',
      url: payment.init_point!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=ticket',
    });
    expect((await adminOrder(t, order.magento_order_id)).status).toBe('pending');
    const ref = await t.app.inject({ url: `/api/payments/${payment.reference}`, headers: { cookie: buyer.cookie } });
    const ticket = ref.json().external_resource_url as string;
    expect(ticket).toMatch(/^\/api\/sandbox\/wallet\/tickets\//);
    await t.app.inject({ method: 'POST', url: `${ticket}/pay` });
    expect((await adminOrder(t, order.magento_order_id)).status).toBe('confirmed');
  });

  it('a declined wallet payment keeps the order unpaid; another customer cannot read the preference', async () => {
    const { order, payment } = await placeOrder('wallet');
    await t.app.inject({
      method: 'POST',
      url: payment.init_point!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=reject',
    });
    expect((await adminOrder(t, order.magento_order_id)).status).toBe('created');
    const other = await t.customerWithSession();
    const prefId = payment.init_point!.split('/').pop()!;
    expect(
      (await t.app.inject({ url: `/api/payments/preferences/${prefId}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/payments/preferences',
      headers: { cookie: other.cookie },
      payload: { order_id: order.magento_order_id, order_type: 'ecommerce', channel: 'web' },
    });
    expect(create.statusCode).toBe(404);
  });
});
