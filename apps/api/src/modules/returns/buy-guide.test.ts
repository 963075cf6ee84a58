import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ADMIN, addToBag, checkout, shopFixture, signedInWithAddress } from '../../../test/shop';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await shopFixture(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const guides = (cookie: string, customerId: string, q = '') =>
  t.app.inject({ url: `/api/devolution-guide/guides?customerId=${customerId}${q}`, headers: { cookie } });

describe("'Comprar nueva guía' through the shop's bag and checkout", () => {
  it('a bought guide waits for payment, becomes downloadable once paid', async () => {
    const { cookie, customer } = await signedInWithAddress(t);
    const bag = await addToBag(t, cookie, '900100-UNI', 2);
    const res = await checkout(t, cookie, bag.cart_id, { delivery: { type: 'DIGITAL' }, payment: { type: 'card' } });
    expect(res.statusCode).toBe(200);
    const pending = (await guides(cookie, customer.customerId)).json();
    expect(pending.guides.map((g: { status: string; pdf_url: string | null }) => [g.status, g.pdf_url])).toEqual([
      ['payment_pending', null],
      ['payment_pending', null],
    ]);

    await t.app.shop.payments.succeed(
      (await t.app.shop.payments.byReference(res.json().payment.reference))!.id,
      'test',
    );
    const paid = (await guides(cookie, customer.customerId, '&status=guide_created')).json();
    expect(paid.total_count).toBe(2);
    expect(paid.guides[0].magento_order_id).toBe(res.json().order.magento_order_id);
    const pdf = await t.app.inject({ url: paid.guides[0].pdf_url, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The courier scans it: staff record the event; the guide is used and shows its tracking.
    const id = paid.guides[0].id as string;
    const event = {
      description: 'Entregado',
      occurred_at: t.clock.now().toISOString(),
      place: 'Querétaro, Qro.',
      code: 'DL',
    };
    const url = `/api/admin/return-guides/${id}/events`;
    expect((await t.app.inject({ method: 'POST', url, payload: event })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: event })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'POST', url, headers: ADMIN, payload: { ...event, occurred_at: 'ayer' } });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/return-guides/999999-1/events',
          headers: ADMIN,
          payload: event,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url, headers: ADMIN, payload: event })).statusCode).toBe(201);
    const used = (await guides(cookie, customer.customerId, '&status=guide_used')).json().guides;
    expect(used).toEqual([
      expect.objectContaining({
        id,
        status_label: 'Entregado',
        isUsed: true,
        pdf_url: null,
        status_tracking: [expect.objectContaining({ description: 'Entregado', code: 'DL' })],
      }),
    ]);
    expect((await guides(cookie, customer.customerId, '&status=guide_created')).json().total_count).toBe(1);
  });

  it('an unpaid guide is cancelled by the 5-day timer and reads "Cancelada por falta de pago"', async () => {
    const { cookie, customer } = await signedInWithAddress(t);
    const bag = await addToBag(t, cookie, '900100-UNI', 1);
    expect(
      (await checkout(t, cookie, bag.cart_id, { delivery: { type: 'DIGITAL' }, payment: { type: 'cash' } })).statusCode,
    ).toBe(200);
    t.clock.advance(6 * 86_400_000);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/sweeps', headers: ADMIN })).statusCode).toBe(200);
    const [guide] = (await guides(cookie, customer.customerId)).json().guides;
    expect(guide).toMatchObject({
      status: 'guide_creation_failed',
      status_label: 'Cancelada por falta de pago',
      pdf_url: null,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/return-guides/${guide.id}/events`,
      headers: ADMIN,
      payload: { description: 'Recolectado', occurred_at: t.clock.now().toISOString(), place: 'CDMX', code: 'PU' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Solo una guía pagada puede registrar movimientos de paquetería.');
  });
});
