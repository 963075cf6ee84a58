import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createTestApp, TEST_SECRETS, type TestApp } from '../../../test/helpers';
import { addToBag, checkout, shopFixture, signedInWithAddress } from '../../../test/shop';
import { DEMO_WEBHOOK_SECRETS } from '../../config';
import { signPayload } from './providers';
import { safeReturnPath } from './hosted-page';

// Two apps for the whole file (one outside demo mode, one in it): building an app per test is slow here.
let live: TestApp;
let demo: TestApp;
let t: TestApp | undefined;
beforeAll(async () => {
  live = await createTestApp({ env: { DEMO: 'false' } });
  demo = await createTestApp();
  await shopFixture(live);
}, 180_000);
afterAll(async () => {
  await live?.close();
  await demo?.close();
});

const now = () => Math.floor(t!.clock.now().getTime() / 1000);
const post = (provider: 'card' | 'wallet', body: string, signature: string) =>
  t!.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${provider}`,
    headers: {
      'content-type': 'application/json',
      [provider === 'card' ? 'stripe-signature' : 'x-signature']: signature,
    },
    payload: body,
  });

async function openCardPayment() {
  const buyer = await signedInWithAddress(t!);
  const bag = await addToBag(t!, buyer.cookie, '210001-24', 1);
  const res = await checkout(t!, buyer.cookie, bag.cart_id, {
    delivery: { type: 'STANDARD_DELIVERY', address_id: buyer.address.id },
    payment: { type: 'card' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ payment: { reference: string } }>().payment;
}
const paymentStatus = async (reference: string) =>
  (await queryRows<{ status: string }>(t!.db, sql`select status from payments where reference = ${reference}`))[0]!
    .status;

describe('webhooks outside demo mode (issue 17)', () => {
  it('a cancellation forged with the sandbox’s default secret is refused and the payment stays open', async () => {
    t = live;
    const payment = await openCardPayment();
    const before = await paymentStatus(payment.reference);
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.canceled',
      created: now(),
      data: { object: { id: 'pi_unknown', metadata: { reference: payment.reference } } },
    });
    const forged = await post('card', body, signPayload(DEMO_WEBHOOK_SECRETS.card, body, now()));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Firma del webhook inválida.');
    const wallet = JSON.stringify({ id: 'evt_w', type: 'payment', action: 'payment.updated', data: { id: '1' } });
    expect((await post('wallet', wallet, signPayload(DEMO_WEBHOOK_SECRETS.wallet, wallet, now()))).statusCode).toBe(
      400,
    );
    expect(await paymentStatus(payment.reference)).toBe(before);
    // Signed with the configured secret, an event naming an intent the provider never made for it changes nothing:
    // events are matched by the provider's intent id, never by a reference alone (issue 27).
    const unknown = await post('card', body, signPayload(TEST_SECRETS.CARD_WEBHOOK_SECRET, body, now()));
    expect(unknown.statusCode).toBe(200);
    expect(await paymentStatus(payment.reference)).toBe(before);
    // The payment's own intent is taken.
    const intentId = (
      await queryRows<{ provider_id: string }>(
        t.db,
        sql`select provider_id from payments where reference = ${payment.reference}`,
      )
    )[0]!.provider_id;
    const own = JSON.stringify({
      id: 'evt_own',
      type: 'payment_intent.canceled',
      created: now(),
      data: { object: { id: intentId, metadata: { reference: payment.reference } } },
    });
    const real = await post('card', own, signPayload(TEST_SECRETS.CARD_WEBHOOK_SECRET, own, now()));
    expect(real.statusCode).toBe(200);
    expect(await paymentStatus(payment.reference)).toBe('expired');
  }, 120_000);

  it('malformed events with a valid signature are 400s in Spanish, never 500s', async () => {
    t = demo;
    const bodies = [
      'no es json',
      '[]',
      'null',
      '{}',
      '{"id":"evt_1"}',
      '{"id":"evt_1","type":"payment_intent.canceled","data":null}',
      '{"id":"evt_1","type":"payment_intent.canceled","data":{"object":"x"}}',
      '{"id":"evt_1","type":"payment_intent.canceled","data":{"object":{"id":5}}}',
      '{"id":"evt\\u0000","type":"payment_intent.canceled","data":{"object":{"id":"pi_1"}}}',
      '{"id":"evt_1","type":"payment_intent.canceled","data":{"object":{"id":"pi_1","metadata":{"reference":7}}}}',
      `{"id":"${'e'.repeat(5000)}","type":"x","data":{"object":{"id":"pi_1"}}}`,
      '{"id":"evt_1","type":"payment_intent.payment_failed","data":{"object":{"id":"pi_1","last_payment_error":"x"}}}',
    ];
    for (const body of bodies) {
      const card = await post('card', body, signPayload(DEMO_WEBHOOK_SECRETS.card, body, now()));
      expect(card.statusCode, body).toBe(400);
      expect(card.json()).toEqual({ message: 'Firma del webhook inválida.' });
      const wallet = await post('wallet', body, signPayload(DEMO_WEBHOOK_SECRETS.wallet, body, now()));
      expect(wallet.statusCode, body).toBe(400);
    }
  }, 120_000);
});

describe('the 3-D Secure sandbox sends back to this site only (issue 17)', () => {
  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/.//evil.example/..',
    ' /evil',
    '',
  ])('%j goes to the fallback', (value) => {
    expect(safeReturnPath(value, '/mi-cuenta')).toBe('/mi-cuenta');
  });

  it.each([
    ['/mi-cuenta/mis-pedidos/100001?pago=ok', '/mi-cuenta/mis-pedidos/100001?pago=ok'],
    ['/pago/ñ', '/pago/%C3%B1'],
    ['/a/../b', '/b'],
  ])('%j stays on this site as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('the hosted page’s redirect never leaves the site', async () => {
    t = demo;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card/authenticate/pi_nadie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'client_secret=x&return_url=%2F%09%2Fevil.example',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(String(res.headers.location ?? '')).not.toMatch(/evil/);
  }, 120_000);
});

describe('provider ids in paths (issue 17)', () => {
  it('a non-ASCII wallet ticket id is a 400 in Spanish, not a 500 from the Location header', async () => {
    t = demo;
    for (const id of ['%F0%9F%98%80', '%C3%B1', 'a%0Db', 'a%20b']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/sandbox/wallet/tickets/${id}/pay` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('No encontramos este pago.');
      expect(res.headers.location).toBeUndefined();
    }
    const unknown = await t.app.inject({ method: 'POST', url: '/api/sandbox/wallet/tickets/pay-0000/pay' });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/api/sandbox/wallet/tickets/pay-0000');
  }, 120_000);
});
