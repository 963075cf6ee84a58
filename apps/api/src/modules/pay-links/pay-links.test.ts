import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createStore } from '@shop/db/factories';
import { createContact, createCustomCart, createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { PAY_LINK_LIMITS } from '@shop/contracts/pay-link-messages';
import type { PayLinkActivity, PayLinkPaymentView, PaymentReportsResponse } from '@shop/contracts/pay-links';
import type { BalanceResponse } from '@shop/contracts/balance';
import type { StatementLinkResponse, StatementResponse } from '@shop/contracts/statements';
import { signPayload } from '../payments/providers';
import { createTestApp, type TestApp } from '../../../test/helpers';

/**
 * Paying from a statement link and reporting a payment made elsewhere (issue 30 points 2–4, decisions 0771, 0772):
 * through the card provider's sandbox (card, SPEI transfer, cash voucher) and its signed webhooks, the abono is
 * recorded once, never above what is left, credited to her 'Mi saldo' with a movement, and she is told.
 */
let t: TestApp;
interface Account {
  customer: { id: number; customerId: string; email: string; username: string; mobileTelephone: string | null };
  cookie: string;
}
let socia: Account;
let other: Account;
let storeId: string;
let product: { id: string; skus: { sku: string }[] };
let ipSeq = 0;
const ip = () => `203.0.113.${(ipSeq++ % 250) + 1}`;

const call = (who: Account | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: ip(),
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function client(member: Account, store: string, firstName: string, prices: number[]) {
  const contactId = (await createContact(t.db, { memberId: member.customer.id, firstName, lastName: 'Prueba' }))
    .contactId;
  for (const [i, price] of prices.entries())
    await createCustomCart(t.db, {
      memberId: member.customer.id,
      storeId: store,
      contactId,
      createdAt: new Date(Date.UTC(2026, 10, 10 + i, 18)),
      orderDate: `2026-11-${10 + i}`,
      items: [
        {
          sku: product.skus[0]!.sku,
          productId: product.id,
          qty: 1,
          customerPriceCents: price,
          basePriceCents: Math.round(price * 0.8),
        },
      ],
      payment: { type: 'cash', paid: 0 },
    });
  return contactId;
}

async function linkFor(member: Account, contactId: string) {
  const res = await call(member, 'POST', '/api/statement-links', {
    customer_id: member.customer.customerId,
    contact_id: contactId,
  });
  expect(res.statusCode).toBe(201);
  return res.json<StatementLinkResponse>().url.split('/estado-de-cuenta/')[1]!;
}

const statement = async (token: string) =>
  (await call(null, 'GET', `/api/estado-de-cuenta/${token}`)).json<StatementResponse>();
const pay = (token: string, amount: string | number, method: 'card' | 'bank_transfer' | 'cash') =>
  call(null, 'POST', `/api/estado-de-cuenta/${token}/pagos`, { amount, method });

/** The money arrives at the provider (its own sandbox page), which sends its signed webhook. */
async function arrive(view: PayLinkPaymentView) {
  if (view.method === 'card') {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/card/v1/payment_intents/${view.card!.intent_id}/confirm`,
      payload: {
        client_secret: view.card!.client_secret,
        payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } },
      },
    });
    expect(res.statusCode).toBe(200);
    return;
  }
  const url = new URL(view.method === 'cash' ? view.voucher!.url : view.transfer!.url, 'http://x');
  const res = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}/pay`,
    payload: `client_secret=${encodeURIComponent(url.searchParams.get('client_secret')!)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(303);
}

async function ledger(memberId: number, contactId: string) {
  const [row] = await queryRows<{ paid: number; total: number; abonos: number }>(
    t.db,
    sql`select coalesce(sum(a.amount_cents), 0)::int as paid,
          (select coalesce(sum(p.amount_cents), 0)::int from custom_cart_payments p
             join custom_carts c2 on c2.cart_id = p.cart_id where c2.contact_id = ${contactId}::uuid) as total,
          count(a.abono_id)::int as abonos
        from custom_carts c left join custom_cart_abonos a on a.cart_id = c.cart_id
        where c.member_id = ${memberId} and c.contact_id = ${contactId}::uuid`,
  );
  return row!;
}
const saldo = async (who: Account) =>
  (await call(who, 'GET', `/api/balance/${encodeURIComponent(who.customer.username)}`)).json<BalanceResponse>();
const collected = async (who: Account) => {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select coalesce(sum(balance_cents), 0)::int as n from partial_balances
        where customer_id = ${who.customer.id} and expiration_date = '9999-12-31'`,
  );
  return row!.n;
};
const outbox = (to: string) =>
  queryRows<{ channel: string; body: string; subject: string }>(
    t.db,
    sql`select channel, body, subject from outbox where "to" = ${to} order by created_at`,
  );

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://tienda.example.mx' } });
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  socia = await t.customerWithSession({ member: true });
  other = await t.customerWithSession({ member: true });
  storeId = (await createCustomStore(t.db, { customerId: socia.customer.id })).storeId;
  await createCustomStore(t.db, { customerId: other.customer.id });
  const made = await createProduct(t.db, { priceCents: 119_900, memberPriceCents: 95_100, stock: 50 });
  product = { id: made.product.id, skus: made.skus };
});
afterAll(() => t.close());
// Tests move the clock by days: sessions are signed in again for each.
beforeEach(async () => {
  for (const who of [socia, other]) who.cookie = await t.signIn(who.customer.email, 'Demo1234!');
});

describe('paying from the statement link (issue 30)', () => {
  it('records exactly $261.58 once by each method, in the ledger and in her Mi saldo, and tells her', async () => {
    const lucia = await client(socia, storeId, 'Lucía', [50_000, 40_000]);
    const token = await linkFor(socia, lucia);
    const before = await collected(socia);
    const sent = (await outbox(socia.customer.email)).length;
    for (const [i, method] of (['cash', 'bank_transfer', 'card'] as const).entries()) {
      t.clock.advance(60_000);
      const started = await pay(token, '261.58', method);
      expect(started.statusCode).toBe(201);
      const view = started.json<PayLinkPaymentView>();
      expect(view).toMatchObject({ amount: 26_158, status: 'pending', method });
      if (method === 'cash') expect(view.voucher!.number).toMatch(/^\d{14}$/);
      if (method === 'bank_transfer') expect(view.transfer!.clabe).toMatch(/^\d{18}$/);
      await arrive(view);
      // The webhook already confirmed it: the statement shows it at once.
      const seen = await call(null, 'GET', `/api/estado-de-cuenta/${token}/pagos/${view.payment_id}`);
      expect(seen.json<PayLinkPaymentView>().status).toBe('succeeded');
      expect((await statement(token)).owed).toBe(90_000 - 26_158 * (i + 1));
      expect((await ledger(socia.customer.id, lucia)).paid).toBe(26_158 * (i + 1));
      expect((await collected(socia)) - before).toBe(26_158 * (i + 1));
    }
    // Oldest installment first: the $500.00 order is paid off, the $400.00 one received the rest.
    const body = await statement(token);
    expect(body.orders.map((o) => [o.total, o.paid])).toEqual([[40_000, 28_474]]);
    const abonos = await queryRows<{ source: string; amount_cents: number }>(
      t.db,
      sql`select a.source, a.amount_cents from custom_cart_abonos a join custom_carts c using (cart_id)
          where c.contact_id = ${lucia}::uuid`,
    );
    // The third payment covered the end of the first order and the start of the second: one abono on each.
    expect(abonos.every((a) => a.source === 'pay_link')).toBe(true);
    expect(abonos.map((a) => a.amount_cents).sort((a, b) => a - b)).toEqual(
      [23_842, 26_158, 26_158, 2_316].sort((a, b) => a - b),
    );
    const mine = await saldo(socia);
    expect(mine.movements.slice(0, 3).map((m) => m.amount)).toEqual([26_158, 26_158, 26_158]);
    expect(mine.movements[0]!.description).toMatch(/^Pago de Lucía Prueba con tarjeta desde su estado de cuenta$/);
    const told = (await outbox(socia.customer.email)).slice(sent);
    expect(told).toHaveLength(3);
    expect(told[0]!.subject).toBe('Lucía Prueba te pagó $261.58');
    const sms = await outbox(socia.customer.mobileTelephone!);
    expect(sms.filter((m) => m.body.includes('te pagó $261.58'))).toHaveLength(3);
    // The client sees her payments.
    const activity = (await call(null, 'GET', `/api/estado-de-cuenta/${token}/pagos`)).json<PayLinkActivity>();
    expect(activity.payments.filter((p) => p.status === 'succeeded')).toHaveLength(3);
  });

  it('changes nothing on a replayed, forged, unsigned or stale webhook', async () => {
    const marta = await client(socia, storeId, 'Marta', [30_000]);
    const token = await linkFor(socia, marta);
    const view = (await pay(token, '100', 'cash')).json<PayLinkPaymentView>();
    const intentId = new URL(view.voucher!.url, 'http://x').pathname.split('/').pop()!;
    // A forged "succeeded" for the open voucher: signed with a wrong secret, unsigned, stale.
    const event = JSON.stringify({
      id: 'evt_forged_1',
      type: 'payment_intent.succeeded',
      created: 1,
      data: { object: { id: intentId, metadata: {} } },
    });
    const now = Math.floor(t.clock.now().getTime() / 1000);
    for (const signature of [
      signPayload('whsec_wrong', event, now),
      undefined,
      signPayload(t.config.cardWebhookSecret, event, now - 3600),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/card',
        payload: event,
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      });
      expect(res.statusCode).toBe(400);
    }
    // Correctly signed, but the provider says the voucher is not paid: nothing either.
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/card',
      payload: event,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(t.config.cardWebhookSecret, event, now),
      },
    });
    expect(signed.statusCode).toBe(200);
    expect((await ledger(socia.customer.id, marta)).paid).toBe(0);
    // The real payment, then every event the sandbox sent replayed: still once.
    await arrive(view);
    const events = await queryRows<{ body: string }>(
      t.db,
      sql`select body from sandbox_events where provider = 'card'`,
    );
    for (const e of events) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/card',
        payload: e.body,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signPayload(t.config.cardWebhookSecret, e.body, now),
        },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await ledger(socia.customer.id, marta)).toMatchObject({ paid: 10_000, abonos: 1 });
    // Two tabs and the webhook at once: the provider has the money (its webhook lost), five readers confirm it
    // together, one wins.
    const twin = (await pay(token, '50', 'cash')).json<PayLinkPaymentView>();
    const twinIntent = new URL(twin.voucher!.url, 'http://x').pathname.split('/').pop()!;
    await t.db.execute(sql`update sandbox_card_intents set status = 'succeeded' where id = ${twinIntent}`);
    await Promise.all(
      Array.from({ length: 5 }, () => call(null, 'GET', `/api/estado-de-cuenta/${token}/pagos/${twin.payment_id}`)),
    );
    expect(await ledger(socia.customer.id, marta)).toMatchObject({ paid: 15_000, abonos: 2 });
  });

  it('never records more than what is left: two tabs racing past the balance leave a surplus, not a negative', async () => {
    const ana = await client(socia, storeId, 'Ana', [26_158]);
    const token = await linkFor(socia, ana);
    expect((await pay(token, '261.59', 'cash')).statusCode).toBe(400);
    const a = (await pay(token, '261.58', 'cash')).json<PayLinkPaymentView>();
    const b = (await pay(token, '261.58', 'card')).json<PayLinkPaymentView>();
    const before = await collected(socia);
    await Promise.all([arrive(a), arrive(b)]);
    expect(await ledger(socia.customer.id, ana)).toMatchObject({ paid: 26_158, total: 26_158 });
    const rows = await queryRows<{ applied_cents: number; surplus_cents: number }>(
      t.db,
      sql`select applied_cents, surplus_cents from statement_payments where contact_id = ${ana}::uuid`,
    );
    expect(rows.reduce((s, r) => s + r.applied_cents, 0)).toBe(26_158);
    expect(rows.reduce((s, r) => s + r.surplus_cents, 0)).toBe(26_158);
    // Both payments are her money: both in Mi saldo; the notice says what to give back.
    expect((await collected(socia)) - before).toBe(52_316);
    expect((await statement(token)).owed).toBe(0);
    expect((await pay(token, '1', 'cash')).statusCode).toBe(409);
  });

  it('expires a voucher unpaid at its time, and a late payment the provider confirms still counts once', async () => {
    const eva = await client(socia, storeId, 'Eva', [20_000]);
    const token = await linkFor(socia, eva);
    const view = (await pay(token, '50', 'cash')).json<PayLinkPaymentView>();
    t.clock.advance(3 * 86_400_000);
    const late = await call(null, 'GET', `/api/estado-de-cuenta/${token}/pagos/${view.payment_id}`);
    expect(late.json<PayLinkPaymentView>().status).toBe('expired');
    // The voucher page says it expired and cannot be paid.
    const url = new URL(view.voucher!.url, 'http://x');
    await t.app.inject({
      method: 'POST',
      url: `${url.pathname}/pay`,
      payload: `client_secret=${encodeURIComponent(url.searchParams.get('client_secret')!)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await ledger(socia.customer.id, eva)).paid).toBe(0);
    // The provider took the money of another voucher but its webhook was lost; days later, past our expiry, the
    // statement asks the provider: the payment counts, once (the money arrived), and a late replay adds nothing.
    const lost = (await pay(token, '75', 'cash')).json<PayLinkPaymentView>();
    const lostIntent = new URL(lost.voucher!.url, 'http://x').pathname.split('/').pop()!;
    await t.db.execute(sql`update sandbox_card_intents set status = 'succeeded' where id = ${lostIntent}`);
    t.clock.advance(3 * 86_400_000);
    const activity = (await call(null, 'GET', `/api/estado-de-cuenta/${token}/pagos`)).json<PayLinkActivity>();
    expect(activity.payments.find((p) => p.payment_id === lost.payment_id)?.status).toBe('succeeded');
    expect(
      (await call(null, 'GET', `/api/estado-de-cuenta/${token}/pagos/${lost.payment_id}`)).json<PayLinkPaymentView>()
        .status,
    ).toBe('succeeded');
    expect(await ledger(socia.customer.id, eva)).toMatchObject({ paid: 7_500, abonos: 1 });
  });

  it('answers 404 and reveals nothing for another client, another socia, a revoked or expired link', async () => {
    const rosa = await client(socia, storeId, 'Rosa', [10_000]);
    const otherStore = (
      await queryRows<{ store_id: string }>(
        t.db,
        sql`select store_id from custom_stores where customer_id = ${other.customer.id}`,
      )
    )[0]!.store_id;
    const eli = await client(other, otherStore, 'Eli', [10_000]);
    const rosaToken = await linkFor(socia, rosa);
    const eliToken = await linkFor(other, eli);
    const rosaPay = (await pay(rosaToken, '10', 'cash')).json<PayLinkPaymentView>();
    // Rosa's payment through Eli's link (another socia's client): 404, nothing of it.
    const cross = await call(null, 'GET', `/api/estado-de-cuenta/${eliToken}/pagos/${rosaPay.payment_id}`);
    expect(cross.statusCode).toBe(404);
    expect(cross.body).not.toContain('10.00');
    // A second client of the same socia: her link does not see Rosa's payment either.
    const paz = await client(socia, storeId, 'Paz', [10_000]);
    const pazToken = await linkFor(socia, paz);
    expect((await call(null, 'GET', `/api/estado-de-cuenta/${pazToken}/pagos/${rosaPay.payment_id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(null, 'GET', `/api/estado-de-cuenta/${pazToken}/pagos`)).json<PayLinkActivity>().payments,
    ).toEqual([]);
    // Revoked: every route of the link is the statement's 404.
    await call(socia, 'DELETE', `/api/statement-links/${rosa}?customer_id=${socia.customer.customerId}`);
    const gone = await call(null, 'GET', `/api/estado-de-cuenta/${rosaToken}`);
    expect(gone.statusCode).toBe(404);
    for (const res of [
      await pay(rosaToken, '10', 'cash'),
      await call(null, 'GET', `/api/estado-de-cuenta/${rosaToken}/pagos`),
      await call(null, 'GET', `/api/estado-de-cuenta/${rosaToken}/pagos/${rosaPay.payment_id}`),
      await call(null, 'POST', `/api/estado-de-cuenta/${rosaToken}/reportes`, {
        amount: '10',
        paid_date: '2026-11-20',
        tracking_key: 'ABC123456',
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(gone.body);
    }
    // Expired: after its 30 days.
    t.clock.advance(31 * 86_400_000);
    expect((await pay(pazToken, '10', 'cash')).statusCode).toBe(404);
    // Bad input: 400 with a Spanish message, never a 500.
    socia.cookie = await t.signIn(socia.customer.email, 'Demo1234!');
    const fresh = await linkFor(socia, paz);
    for (const bad of [
      { amount: '261,58', method: 'cash' },
      { amount: 'abc', method: 'cash' },
      { amount: 2 ** 31, method: 'cash' },
      { amount: '10', method: 'bitcoin' },
      { amount: 'a\u0000b', method: 'cash' },
      { amount: 'x'.repeat(5000), method: 'card' },
      { amount: 0, method: 'card' },
    ]) {
      const res = await call(null, 'POST', `/api/estado-de-cuenta/${fresh}/pagos`, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[a-záéíóúñ]/i);
    }
  });

  it('caps how many payments a link and an address can open', async () => {
    const flo = await client(socia, storeId, 'Flor', [90_000]);
    const token = await linkFor(socia, flo);
    const codes: number[] = [];
    for (let i = 0; i < PAY_LINK_LIMITS.paymentsPerLinkHour + 3; i++)
      codes.push((await pay(token, '1', 'cash')).statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(PAY_LINK_LIMITS.paymentsPerLinkHour);
    expect(codes.at(-1)).toBe(429);
    const [n] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from statement_payments where contact_id = ${flo}::uuid`,
    );
    expect(n!.n).toBe(PAY_LINK_LIMITS.paymentsPerLinkHour);
    // One address trying many links: PAY_LINK_LIMITS.paymentsPerAddressHour, then it waits.
    const from = '198.51.100.77';
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push(await linkFor(socia, await client(socia, storeId, `Flood${i}`, [90_000])));
    const fromOne: number[] = [];
    for (let i = 0; i < PAY_LINK_LIMITS.paymentsPerAddressHour + 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/estado-de-cuenta/${tokens[i % 3]}/pagos`,
        remoteAddress: from,
        payload: { amount: '1', method: 'cash' },
      });
      fromOne.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(fromOne.filter((c) => c === 201)).toHaveLength(PAY_LINK_LIMITS.paymentsPerAddressHour);
    expect(fromOne.slice(-2)).toEqual([429, 429]);
  });
});

describe('reporting a payment made elsewhere (issue 30 point 3)', () => {
  it('waits for her: only a confirmed report becomes an abono; a rejected one changes nothing; hers alone', async () => {
    const ines = await client(socia, storeId, 'Inés', [60_000]);
    const token = await linkFor(socia, ines);
    const noProof = await call(null, 'POST', `/api/estado-de-cuenta/${token}/reportes`, {
      amount: '261.58',
      paid_date: '2026-11-21',
    });
    expect(noProof.statusCode).toBe(400);
    const made = await call(null, 'POST', `/api/estado-de-cuenta/${token}/reportes`, {
      amount: '261.58',
      paid_date: '2026-11-21',
      tracking_key: 'MBAN01002611210001',
    });
    expect(made.statusCode).toBe(201);
    const second = await call(null, 'POST', `/api/estado-de-cuenta/${token}/reportes`, {
      amount: '50',
      paid_date: '2026-11-20',
      tracking_key: 'MBAN01002611200002',
    });
    expect((await ledger(socia.customer.id, ines)).paid).toBe(0);
    const list = await call(socia, 'GET', `/api/payment-reports?customer_id=${socia.customer.customerId}`);
    const reports = list.json<PaymentReportsResponse>().reports.filter((r) => r.contact.contact_id === ines);
    expect(reports.map((r) => r.amount)).toEqual([26_158, 5_000]);
    // Another socia sees none of them and cannot decide them.
    const theirs = await call(other, 'GET', `/api/payment-reports?customer_id=${other.customer.customerId}`);
    expect(theirs.json<PaymentReportsResponse>().reports).toEqual([]);
    const id = made.json<{ report_id: string }>().report_id;
    expect(
      (
        await call(other, 'POST', `/api/payment-reports/${id}`, {
          customer_id: other.customer.customerId,
          decision: 'confirm',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(socia, 'POST', `/api/payment-reports/${id}`, {
          customer_id: socia.customer.customerId,
          decision: 'confirm',
        })
      ).json(),
    ).toEqual({ status: 'confirmed', applied: 26_158 });
    // Twice is a 404: still one abono.
    expect(
      (
        await call(socia, 'POST', `/api/payment-reports/${id}`, {
          customer_id: socia.customer.customerId,
          decision: 'confirm',
        })
      ).statusCode,
    ).toBe(404);
    const rejected = await call(
      socia,
      'POST',
      `/api/payment-reports/${second.json<{ report_id: string }>().report_id}`,
      {
        customer_id: socia.customer.customerId,
        decision: 'reject',
      },
    );
    expect(rejected.json()).toEqual({ status: 'rejected', applied: 0 });
    expect(await ledger(socia.customer.id, ines)).toMatchObject({ paid: 26_158, abonos: 1 });
    const [abono] = await queryRows<{ source: string }>(
      t.db,
      sql`select a.source from custom_cart_abonos a join custom_carts c using (cart_id) where c.contact_id = ${ines}::uuid`,
    );
    expect(abono!.source).toBe('report');
    // A report is no money through the shop: Mi saldo is not credited.
    const activity = (await call(null, 'GET', `/api/estado-de-cuenta/${token}/pagos`)).json<PayLinkActivity>();
    expect(activity.reports.map((r) => r.status).sort()).toEqual(['confirmed', 'rejected']);
  });

  it('takes a photo of the receipt through the photo pipeline, refuses what is not a picture, and is capped', async () => {
    const sara = await client(socia, storeId, 'Sara', [60_000]);
    const token = await linkFor(socia, sara);
    const made = await call(null, 'POST', `/api/estado-de-cuenta/${token}/reportes`, {
      amount: '100',
      paid_date: '2026-11-21',
      with_photo: true,
    });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ report_id: string }>().report_id;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/estado-de-cuenta/${token}/reportes/${id}/foto`,
      payload: Buffer.from('<html>not a picture</html>'),
      headers: { 'content-type': 'image/png' },
    });
    expect(refused.statusCode).toBe(415);
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secreto' } } })
      .toBuffer();
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/estado-de-cuenta/${token}/reportes/${id}/foto`,
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(ok.statusCode).toBe(200);
    const photo = await call(socia, 'GET', `/api/payment-reports/${id}/photo?customer_id=${socia.customer.customerId}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.includes(Buffer.from('secreto'))).toBe(false);
    expect(
      (await call(other, 'GET', `/api/payment-reports/${id}/photo?customer_id=${other.customer.customerId}`))
        .statusCode,
    ).toBe(404);
    // Per link: PAY_LINK_LIMITS.reportsPerLinkDay a day.
    const codes: number[] = [];
    for (let i = 0; i < PAY_LINK_LIMITS.reportsPerLinkDay + 1; i++)
      codes.push(
        (
          await call(null, 'POST', `/api/estado-de-cuenta/${token}/reportes`, {
            amount: '1',
            paid_date: '2026-11-21',
            tracking_key: 'ABC1234567',
          })
        ).statusCode,
      );
    expect(codes.filter((c) => c === 201)).toHaveLength(PAY_LINK_LIMITS.reportsPerLinkDay - 1);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('the ledger under any sequence of payments, replays and expiries (property)', () => {
  it('never counts a payment twice, never goes below zero, and Mi saldo equals the confirmed payments', async () => {
    const member = await t.customerWithSession({ member: true });
    const store = (await createCustomStore(t.db, { customerId: member.customer.id })).storeId;
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            op: fc.constantFrom('pay', 'replay', 'expire', 'open'),
            amount: fc.integer({ min: 1, max: 40_000 }),
            method: fc.constantFrom<'card' | 'bank_transfer' | 'cash'>('card', 'bank_transfer', 'cash'),
            pick: fc.nat(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (steps) => {
          round++;
          member.cookie = await t.signIn(member.customer.email, 'Demo1234!');
          const contact = await client(member, store, `Prop${round}`, [30_000, 25_000]);
          const token = await linkFor(member, contact);
          const open: PayLinkPaymentView[] = [];
          const baseSaldo = await collected(member);
          for (const s of steps) {
            const owed = (await statement(token)).owed;
            if (s.op === 'open' || open.length === 0) {
              if (owed === 0) continue;
              const res = await pay(token, Math.min(s.amount, owed), s.method);
              if (res.statusCode === 201) open.push(res.json<PayLinkPaymentView>());
              continue;
            }
            const target = open[s.pick % open.length]!;
            if (s.op === 'pay') {
              const now = await call(null, 'GET', `/api/estado-de-cuenta/${token}/pagos/${target.payment_id}`);
              if (now.json<PayLinkPaymentView>().status === 'pending') await arrive(target);
            } else if (s.op === 'replay') {
              const events = await queryRows<{ body: string }>(
                t.db,
                sql`select body from sandbox_events where provider = 'card' order by created_at desc limit 5`,
              );
              const stamp = Math.floor(t.clock.now().getTime() / 1000);
              for (const e of events)
                await t.app.inject({
                  method: 'POST',
                  url: '/api/payments/webhooks/card',
                  payload: e.body,
                  headers: {
                    'content-type': 'application/json',
                    'stripe-signature': signPayload(t.config.cardWebhookSecret, e.body, stamp),
                  },
                });
            } else {
              t.clock.advance(2 * 86_400_000);
              await call(null, 'GET', `/api/estado-de-cuenta/${token}/pagos`);
            }
          }
          const rows = await queryRows<{ status: string; amount_cents: number; applied_cents: number }>(
            t.db,
            sql`select status, amount_cents, applied_cents from statement_payments where contact_id = ${contact}::uuid`,
          );
          const confirmed = rows.filter((r) => r.status === 'succeeded');
          const book = await ledger(member.customer.id, contact);
          // Each confirmed payment's applied part is in the ledger once; nothing else is.
          expect(book.paid).toBe(confirmed.reduce((s, r) => s + r.applied_cents, 0));
          expect(book.paid).toBeLessThanOrEqual(book.total);
          expect((await statement(token)).owed).toBeGreaterThanOrEqual(0);
          expect((await collected(member)) - baseSaldo).toBe(confirmed.reduce((s, r) => s + r.amount_cents, 0));
          const [moves] = await queryRows<{ n: number; dup: number }>(
            t.db,
            sql`select count(*)::int as n, (count(*) - count(distinct statement_payment_id))::int as dup
                from balance_movements m join statement_payments p on p.payment_id = m.statement_payment_id
                where p.contact_id = ${contact}::uuid`,
          );
          expect(moves).toEqual({ n: confirmed.length, dup: 0 });
        },
      ),
      { numRuns: 12 },
    );
  });
});
