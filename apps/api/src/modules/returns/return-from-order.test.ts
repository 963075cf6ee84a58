import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '@shop/db/factories-shop';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { checkout, shopFixture, signedInWithAddress } from '../../../test/shop';
import { pdfText } from '../../../test/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await shopFixture(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

/** A web order of two units of 210001 talla 24, delivered `deliveredDaysAgo` days ago (or still on its way). */
async function deliveredOrder(customerId: number, deliveredDaysAgo: number | null) {
  const now = t.clock.now().getTime();
  const path =
    deliveredDaysAgo === null
      ? (['created', 'confirmed', 'shipped'] as const)
      : (['created', 'confirmed', 'shipped', 'delivered'] as const);
  const start = now - ((deliveredDaysAgo ?? 0) + 3) * DAY;
  return createOrder(t.db, {
    customerId,
    path: [...path],
    createdAt: new Date(start),
    stepAt: (i) => new Date(start + i * DAY),
    items: [
      {
        idArt: '210001',
        sku: '210001-24',
        name: 'Tenis Running Aire Rosa',
        priceCents: 89900,
        qtyOrdered: 2,
        sizeLabel: '24',
      },
    ],
  });
}

const ask = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/devolution-guide/returns', headers: { cookie }, payload });
const bagOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/bag', headers: { cookie } })).json<{
    cart_id: string | null;
    items: { sku: string; qty: number }[];
  }>();
const guides = async (cookie: string, customerId: string) =>
  (await t.app.inject({ url: `/api/devolution-guide/guides?customerId=${customerId}`, headers: { cookie } })).json<{
    guides: {
      status: string;
      return_for: { order_number: string; name: string; size_label: string; reason: string } | null;
    }[];
  }>();

describe("'Devolver' on a delivered order's item (issue 28, decision 0734)", () => {
  it('puts a guide for that item in her bag; the bought guide says which item it sends back', async () => {
    const { cookie, customer } = await signedInWithAddress(t);
    const order = await deliveredOrder(customer.id, 2);
    const number = order.magentoOrderId!;
    const res = await ask(cookie, { order_id: number, sku: '210001-24', reason: 'size' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(
      'Agregamos a tu bolsa una guía de devolución para Tenis Running Aire Rosa talla 24. Al pagarla podrás imprimirla en Mis devoluciones.',
    );
    // The second unit too; a third is refused (two were delivered), and the bag holds two guides.
    expect((await ask(cookie, { order_id: number, sku: '210001-24', reason: 'damaged' })).statusCode).toBe(201);
    const third = await ask(cookie, { order_id: number, sku: '210001-24', reason: 'other' });
    expect([third.statusCode, third.json().message]).toEqual([
      409,
      'Ya pediste guía para todas las piezas de este producto.',
    ]);
    const bag = await bagOf(cookie);
    expect(bag.items).toEqual([expect.objectContaining({ sku: '900100-UNI', qty: 2 })]);

    const bought = await checkout(t, cookie, bag.cart_id!, {
      delivery: { type: 'DIGITAL' },
      payment: { type: 'card' },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const list = await guides(cookie, customer.customerId);
    // Newest first: unit 2 (the second request), then unit 1.
    expect(list.guides.map((g) => g.return_for)).toEqual([
      { order_number: number, name: 'Tenis Running Aire Rosa', size_label: '24', reason: 'Llegó dañado o con defecto' },
      { order_number: number, name: 'Tenis Running Aire Rosa', size_label: '24', reason: 'No me quedó la talla' },
    ]);
    // Once paid, its printed guide says what the parcel holds.
    const intent = await t.app.shop.payments.byReference(bought.json().payment.reference);
    await t.app.shop.payments.succeed(intent!.id, 'test');
    const paid = await t.app.inject({
      url: `/api/devolution-guide/guides?customerId=${customer.customerId}&status=guide_created`,
      headers: { cookie },
    });
    const pdf = await t.app.inject({ url: paid.json().guides[0].pdf_url, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Contenido: Tenis Running Aire Rosa talla 24, del pedido');
    // Both units are spoken for while their guides are bought.
    expect((await ask(cookie, { order_id: number, sku: '210001-24', reason: 'size' })).statusCode).toBe(409);
  });

  it('a guide taken out of the bag frees its unit; a guide bought in the shop has no item', async () => {
    const { cookie, customer } = await signedInWithAddress(t);
    const order = await deliveredOrder(customer.id, 1);
    const number = order.magentoOrderId!;
    expect((await ask(cookie, { order_id: number, sku: '210001-24', reason: 'size' })).statusCode).toBe(201);
    expect((await ask(cookie, { order_id: number, sku: '210001-24', reason: 'size' })).statusCode).toBe(201);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/bag/items/900100-UNI', headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect((await ask(cookie, { order_id: number, sku: '210001-24', reason: 'not_expected' })).statusCode).toBe(201);
    const bag = await bagOf(cookie);
    expect(bag.items).toEqual([expect.objectContaining({ sku: '900100-UNI', qty: 1 })]);
    await checkout(t, cookie, bag.cart_id!, { delivery: { type: 'DIGITAL' }, payment: { type: 'card' } });
    expect((await guides(cookie, customer.customerId)).guides.map((g) => g.return_for?.reason)).toEqual([
      'No es lo que esperaba',
    ]);
  });

  it('an order not delivered yet, one delivered over 30 days ago, a guide or an unknown item: said, nothing added', async () => {
    const { cookie, customer } = await signedInWithAddress(t);
    const onItsWay = await deliveredOrder(customer.id, null);
    const old = await deliveredOrder(customer.id, 31);
    const cases: [object, number, string][] = [
      [
        { order_id: onItsWay.magentoOrderId, sku: '210001-24', reason: 'size' },
        409,
        'Podrás devolver este producto cuando tu pedido se haya entregado.',
      ],
      [
        { order_id: old.magentoOrderId, sku: '210001-24', reason: 'size' },
        409,
        'El plazo para devolver este producto por paquetería terminó (30 días desde la entrega). Puedes llevarlo a cualquier tienda.',
      ],
      [
        { order_id: old.magentoOrderId, sku: '210002-25', reason: 'size' },
        404,
        'No encontramos ese producto en tus pedidos.',
      ],
      [{ order_id: old.magentoOrderId, sku: '210001-24', reason: 'porque sí' }, 400, 'Elige por qué lo devuelves.'],
      [
        { order_id: 'abc', sku: '210001-24', reason: 'size' },
        400,
        'Indica el pedido del producto que quieres devolver.',
      ],
      [
        { order_id: '2'.repeat(21), sku: '210001-24', reason: 'size' },
        400,
        'Indica el pedido del producto que quieres devolver.',
      ],
      [{ order_id: '1', sku: 'a\u0000b', reason: 'size' }, 400, 'La solicitud contiene caracteres no permitidos.'],
      [
        { order_id: 2 ** 31, sku: 'x'.repeat(5000), reason: 'size' },
        400,
        'Indica el pedido del producto que quieres devolver.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await ask(cookie, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload).slice(0, 80)).toEqual([status, message]);
    }
    expect((await bagOf(cookie)).items).toEqual([]);
  });

  it("another customer's order is not found and nothing changes; signed out is 401", async () => {
    const owner = await signedInWithAddress(t);
    const order = await deliveredOrder(owner.customer.id, 1);
    const stranger = await signedInWithAddress(t);
    const res = await ask(stranger.cookie, { order_id: order.magentoOrderId, sku: '210001-24', reason: 'size' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'No encontramos ese producto en tus pedidos.']);
    expect((await bagOf(stranger.cookie)).items).toEqual([]);
    expect((await bagOf(owner.cookie)).items).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/devolution-guide/returns',
      payload: { order_id: order.magentoOrderId, sku: '210001-24', reason: 'size' },
    });
    expect(anonymous.statusCode).toBe(401);
    // The owner can still ask: the stranger's attempt took nothing.
    expect(
      (await ask(owner.cookie, { order_id: order.magentoOrderId, sku: '210001-24', reason: 'size' })).statusCode,
    ).toBe(201);
  });
});
