import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createStore } from '@shop/db/factories';
import { createContact, createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { contacts, customCartItems, customCarts, customStores, customers } from '@shop/db/schema/index';
import { customerPrice } from '@shop/domain/customer-prices';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let socia: { customer: { id: number; customerId: string }; cookie: string };
let other: { customer: { id: number }; cookie: string };
let customer: { customer: { id: number }; cookie: string };
let storeId: string;
let otherStoreId: string;
let sku: string;
let productId: string;

let PNG: Buffer;
const editBody = {
  welcome_message: '¡Hola! Bienvenida a mi tienda',
  phone: '525512345678',
  email: 'tienda@demo.mx',
  display_inventory_darkstore: true,
  display_inventory_favorite_store: false,
};
const marginsBody = {
  earnings_margin: 40,
  earnings_margin_1: 50,
  earnings_margin_2: 40,
  earnings_margin_3: 30,
  earnings_margin_4: 20,
  custom_range_margin: 0,
};

beforeAll(async () => {
  PNG = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#8f1746' } })
    .png()
    .toBuffer();
  t = await createTestApp();
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  socia = await t.customerWithSession({ member: true });
  other = await t.customerWithSession({ member: true });
  customer = await t.customerWithSession();
  storeId = (
    await createCustomStore(t.db, {
      customerId: socia.customer.id,
      earningsMargin: 25,
      phone: '525598765432',
      email: 'privado@demo.mx',
    })
  ).storeId;
  otherStoreId = (await createCustomStore(t.db, { customerId: other.customer.id })).storeId;
  const { product, skus } = await createProduct(t.db, { priceCents: 89_900, memberPriceCents: 70_000, stock: 3 });
  sku = skus[0]!.sku;
  productId = product.id;
});
afterAll(() => t.close());

const storeRow = async (id: string) => (await t.db.select().from(customStores).where(eq(customStores.storeId, id)))[0]!;

describe('the public store', () => {
  it('answers only public fields of a store', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/api-composer/custom-stores/${storeId}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'downpayment',
      'downpayment_percentage',
      'installment_percentage',
      'installment_weeks',
      'phone',
      'photo',
      'store_id',
      'welcome_message',
    ]);
    expect(res.body).not.toContain('privado@demo.mx');
    expect(res.body).not.toContain('earnings_margin');
  });

  it('answers a friendly 404 for an unknown store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api-composer/custom-stores/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos esa tienda.');
    const long = await t.app.inject({ method: 'GET', url: `/api/api-composer/custom-stores/${'a'.repeat(80)}` });
    expect(long.statusCode).toBe(400);
  });

  it('lists the catalogue at her customer prices, never the member price', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tienda/${storeId}/productos` });
    expect(res.statusCode).toBe(200);
    const product = res.json().products.find((p: { sizes: { sku: string }[] }) => p.sizes.some((s) => s.sku === sku));
    expect(product.price).toBe(customerPrice(70_000, { earningsMargin: 25 }));
    expect(res.body).not.toContain('70000');
    expect(res.body).not.toContain('89900');
    expect(product.sizes[0].available).toBe(true);
  });

  it("answers a product page at her customer price with each size's availability, and nothing private", async () => {
    const res = await t.app.inject({ url: `/api/tienda/${storeId}/productos/${productId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      'color',
      'description',
      'image_urls',
      'name',
      'price',
      'product_id',
      'sizes',
    ]);
    expect(res.json().price).toBe(customerPrice(70_000, { earningsMargin: 25 }));
    expect(res.json().sizes).toContainEqual({ sku, size_label: expect.any(String), available: true });
    expect(res.body).not.toContain('70000');
    expect(res.body).not.toContain('89900');

    const missing = await t.app.inject({ url: `/api/tienda/${storeId}/productos/NOEXISTE` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Este producto ya no está en la tienda.');
    expect((await t.app.inject({ url: `/api/tienda/no-existe/productos/${productId}` })).statusCode).toBe(404);
    for (const bad of ['a'.repeat(41), '%00']) {
      const r = await t.app.inject({ url: `/api/tienda/${storeId}/productos/${bad}` });
      expect(r.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, bad).toBeLessThan(500);
    }
  });

  it('sends an order that waits for her as a request: her draft with PENDING items, no client yet', async () => {
    const clientsBefore = (await t.db.select().from(contacts).where(eq(contacts.memberId, socia.customer.id))).length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tienda/${storeId}/pedidos`,
      remoteAddress: '10.1.0.1',
      payload: {
        first_name: 'Lucía',
        last_name: 'Hernández',
        phone: '525511112222',
        payment_option: 'installments',
        items: [{ sku, qty: 2 }],
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.grand_total).toBe(customerPrice(70_000, { earningsMargin: 25 }) * 2);
    expect(body.installment_grand_total).toBeGreaterThan(body.grand_total);
    expect(body.whatsapp_phone).toBe('525598765432');
    expect(body.status_token).toMatch(/^[\w-]{32}$/);
    const carts = await t.db.select().from(customCarts).where(eq(customCarts.memberId, socia.customer.id));
    const cart = carts.find((c) => c.cartId.endsWith(body.ticket))!;
    expect(cart).toMatchObject({
      source: 'public_store',
      draft: true,
      contactId: null,
      selectedPayment: 'installments',
    });
    const items = await t.db.select().from(customCartItems).where(eq(customCartItems.cartId, cart.cartId));
    expect(items.map((i) => [i.sku, i.qty, i.status])).toEqual([[sku, 2, 'PENDING']]);
    // No client is made until she accepts.
    expect((await t.db.select().from(contacts).where(eq(contacts.memberId, socia.customer.id))).length).toBe(
      clientsBefore,
    );
  });

  it('a request giving her client’s phone with another name shows that client beside it; the typed name is kept', async () => {
    await createContact(t.db, {
      memberId: socia.customer.id,
      firstName: 'Rosa',
      lastName: 'Pérez',
      phone: '525533334444',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tienda/${storeId}/pedidos`,
      remoteAddress: '10.1.0.2',
      payload: {
        first_name: 'Rosita',
        last_name: 'P',
        phone: '525533334444',
        payment_option: 'cash',
        items: [{ sku, qty: 1 }],
      },
    });
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({ url: '/api/custom-store-requests', headers: { cookie: socia.cookie } });
    const request = list
      .json<{ requests: { first_name: string; phone: string; match: { first_name: string } | null }[] }>()
      .requests.find((r) => r.phone === '525533334444')!;
    expect(request.first_name).toBe('Rosita');
    expect(request.match?.first_name).toBe('Rosa');
    const mine = await t.db.select().from(contacts).where(eq(contacts.memberId, socia.customer.id));
    expect(mine.filter((c) => c.phone === '525533334444')).toHaveLength(1);
  });

  it('refuses bad orders with a Spanish message and writes nothing', async () => {
    const before = (await t.db.select().from(customCarts)).length;
    const bad = [
      {
        first_name: 'Ana\u0000',
        last_name: 'Ruiz',
        phone: '525511112222',
        payment_option: 'cash',
        items: [{ sku, qty: 1 }],
      },
      { first_name: 'Ana', last_name: 'Ruiz', phone: '5511', payment_option: 'cash', items: [{ sku, qty: 1 }] },
      {
        first_name: 'Ana',
        last_name: 'Ruiz',
        phone: '525511112222',
        payment_option: 'cash',
        items: [{ sku, qty: 2 ** 31 }],
      },
      {
        first_name: 'Ana',
        last_name: 'Ruiz',
        phone: '525511112222',
        payment_option: 'cash',
        items: [{ sku, qty: 2 ** 53 }],
      },
      {
        first_name: 'x'.repeat(10_000),
        last_name: 'Ruiz',
        phone: '525511112222',
        payment_option: 'cash',
        items: [{ sku, qty: 1 }],
      },
      {
        first_name: 'Ana',
        last_name: 'Ruiz',
        phone: '525511112222',
        payment_option: 'fiado',
        items: [{ sku, qty: 1 }],
      },
      { first_name: 'Ana', last_name: 'Ruiz', phone: '525511112222', payment_option: 'cash', items: [] },
    ];
    for (const [i, payload] of bad.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/tienda/${storeId}/pedidos`,
        remoteAddress: `10.2.0.${i}`,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[a-záéíóúñ]/i);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/tienda/no-existe/pedidos',
      remoteAddress: '10.2.1.1',
      payload: {
        first_name: 'Ana',
        last_name: 'Ruiz',
        phone: '525511112222',
        payment_option: 'cash',
        items: [{ sku, qty: 1 }],
      },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.db.select().from(customCarts)).length).toBe(before);
  });

  it('throttles orders per client address', async () => {
    const send = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tienda/${storeId}/pedidos`,
        remoteAddress: address,
        payload: {
          first_name: 'Ana',
          last_name: 'Ruiz',
          phone: '525566667777',
          payment_option: 'cash',
          items: [{ sku, qty: 1 }],
        },
      });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await send('10.3.0.1')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const throttled = await send('10.3.0.1');
    expect(throttled.json().message).toBe('Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.');
    expect((await send('10.3.0.2')).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await send('10.3.0.1')).statusCode).toBe(201);
  });
});

describe('her store', () => {
  it('edits her store and answers the photo', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/custom-store/${storeId}`,
      headers: { cookie: socia.cookie },
      payload: editBody,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photo: null });
    expect((await storeRow(storeId)).welcomeMessage).toBe(editBody.welcome_message);
  });

  it('takes her phone as its ten digits, however written, and keeps it as 52 and the ten digits (decision 0741)', async () => {
    for (const phone of ['55 8765 4321', '5587654321', '+52 (55) 8765-4321']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/custom-store/${storeId}`,
        headers: { cookie: socia.cookie },
        payload: { ...editBody, phone },
      });
      expect(res.statusCode).toBe(200);
      expect((await storeRow(storeId)).phone).toBe('525587654321');
    }
    for (const phone of ['55 8765 43ab', '55876543210', '0187654321']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/custom-store/${storeId}`,
        headers: { cookie: socia.cookie },
        payload: { ...editBody, phone },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Escribe los 10 dígitos de un celular de México');
    }
    expect((await storeRow(storeId)).phone).toBe('525587654321');
  });

  it('refuses a missing or too long welcome message, a short phone and a missing e-mail', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...editBody, welcome_message: '' }, 'Este campo es requerido'],
      [{ ...editBody, welcome_message: 'a'.repeat(161) }, 'El mensaje de bienvenida puede tener hasta 160 caracteres'],
      [{ ...editBody, phone: '52551234' }, 'Tu celular de contacto esta incompleto'],
      [{ ...editBody, email: '' }, 'Tu email de contacto es requerido'],
      [{ ...editBody, display_inventory_darkstore: 'sí' }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/custom-store/${storeId}`,
        headers: { cookie: socia.cookie },
        payload,
      });
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
  });

  it('another member / a customer cannot read, edit, upload to or set the margins of her store', async () => {
    const before = await storeRow(storeId);
    for (const who of [other, customer]) {
      const headers = { cookie: who.cookie };
      const calls = [
        t.app.inject({ method: 'GET', url: `/api/custom-store/${storeId}`, headers }),
        t.app.inject({
          method: 'PATCH',
          url: `/api/custom-store/${storeId}`,
          headers,
          payload: { ...editBody, welcome_message: 'Tienda robada' },
        }),
        t.app.inject({
          method: 'PUT',
          url: `/api/custom-store/${storeId}/photo`,
          headers: { ...headers, 'content-type': 'image/png' },
          payload: PNG,
        }),
        t.app.inject({ method: 'PUT', url: `/api/custom-store/${storeId}/margins`, headers, payload: marginsBody }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    }
    expect(await storeRow(storeId)).toEqual(before);
  });

  it('a customer cannot turn on client mode nor activate a store', async () => {
    const mode = await t.app.inject({
      method: 'PUT',
      url: '/api/client-mode',
      headers: { cookie: customer.cookie },
      payload: { client_mode: true },
    });
    expect(mode.statusCode).toBe(404);
    const act = await t.app.inject({
      method: 'POST',
      url: '/api/custom-store',
      headers: { cookie: customer.cookie },
      payload: {},
    });
    expect(act.statusCode).toBe(403);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.customer.id));
    expect(row!.clientMode).toBe(false);
    expect(
      (await t.db.select().from(customStores).where(eq(customStores.customerId, customer.customer.id))).length,
    ).toBe(0);
  });

  it('uploads a photo checked by its bytes and serves it with its content type', async () => {
    const fake = await t.app.inject({
      method: 'PUT',
      url: `/api/custom-store/${storeId}/photo`,
      headers: { cookie: socia.cookie, 'content-type': 'image/png' },
      payload: Buffer.from('<svg onload=alert(1)></svg>'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('La foto debe ser una imagen JPG, PNG o WebP');
    const big = await t.app.inject({
      method: 'PUT',
      url: `/api/custom-store/${storeId}/photo`,
      headers: { cookie: socia.cookie, 'content-type': 'image/jpeg' },
      payload: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/custom-store/${storeId}/photo`,
      headers: { cookie: socia.cookie, 'content-type': 'application/octet-stream' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(200);
    const { photo } = res.json();
    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    // Published re-encoded (decision 0724): a JPEG of the same picture, never the uploaded bytes.
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(4);
    const pub = await t.app.inject({ method: 'GET', url: `/api/api-composer/custom-stores/${storeId}` });
    expect(pub.json().photo).toBe(photo);
  });

  it('saves her margins, and her customers then see prices from them', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/custom-store/${storeId}/margins`,
      headers: { cookie: socia.cookie },
      payload: { ...marginsBody, custom_range_margin: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().earnings_margin_3).toBe(30);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, socia.customer.id));
    expect(row!.earningsMargin).toBe(40);
    const list = await t.app.inject({ method: 'GET', url: `/api/tienda/${storeId}/productos` });
    const product = list.json().products.find((p: { sizes: { sku: string }[] }) => p.sizes.some((s) => s.sku === sku));
    expect(product.price).toBe(
      customerPrice(70_000, { customRangeMargin: 1, earningsMargin3: 30, earningsMargin: 40 }),
    );
    for (const bad of [101, -1, 2.5, 2 ** 31, '40']) {
      const r = await t.app.inject({
        method: 'PUT',
        url: `/api/custom-store/${storeId}/margins`,
        headers: { cookie: socia.cookie },
        payload: { ...marginsBody, earnings_margin: bad },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Ingresa un porcentaje de 0 a 100');
    }
  });

  it('saves client mode at once', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/client-mode',
      headers: { cookie: socia.cookie },
      payload: { client_mode: true },
    });
    expect(res.json()).toEqual({ client_mode: true });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, socia.customer.id));
    expect(row!.clientMode).toBe(true);
  });

  it("while client mode is on, the catalogue shows her her customers' prices; off, her member price", async () => {
    const m = await t.customerWithSession({ member: true });
    await createCustomStore(t.db, { customerId: m.customer.id, earningsMargin: 35 });
    const prices = async (cookie?: string) => {
      const headers = cookie ? { cookie } : {};
      const full = await t.app.inject({ url: `/api/products-full/${productId}`, headers });
      const list = await t.app.inject({ url: '/api/search/products?q=', headers });
      expect(full.statusCode, full.body).toBe(200);
      expect(list.statusCode, list.body).toBe(200);
      const card = (list.json().products as { id: string; final_price: number; client_mode?: boolean }[]).find(
        (p) => p.id === productId,
      );
      return {
        full: full.json().final_price as number,
        list: card?.final_price,
        mode: full.json().client_mode ?? false,
        listMode: card?.client_mode ?? false,
      };
    };
    const toggle = (on: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/client-mode',
        headers: { cookie: m.cookie },
        payload: { client_mode: on },
      });

    expect(await prices(m.cookie)).toEqual({ full: 70_000, list: 70_000, mode: false, listMode: false });
    expect((await toggle(true)).statusCode).toBe(200);
    const theirs = customerPrice(70_000, { earningsMargin: 35 });
    expect(theirs).toBe(94_500);
    expect(await prices(m.cookie)).toEqual({ full: theirs, list: theirs, mode: true, listMode: true });
    // Nobody else's prices change: a signed-out visitor and a customer see the list price.
    expect((await prices()).full).toBe(89_900);
    expect((await prices(customer.cookie)).full).toBe(89_900);
    expect((await toggle(false)).statusCode).toBe(200);
    expect(await prices(m.cookie)).toEqual({ full: 70_000, list: 70_000, mode: false, listMode: false });
  });

  it('activates a store for a member without one, once', async () => {
    const nueva = await t.customerWithSession({ member: true });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/custom-store',
      headers: { cookie: nueva.cookie },
      payload: {},
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/custom-store',
      headers: { cookie: nueva.cookie },
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().store_id).toBe(first.json().store_id);
    const pub = await t.app.inject({ method: 'GET', url: `/api/api-composer/custom-stores/${first.json().store_id}` });
    expect(pub.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/api-composer/custom-stores?customer_id=${nueva.customer.customerId}`,
      headers: { cookie: nueva.cookie },
    });
    expect(mine.json().store_id).toBe(first.json().store_id);
  });

  it('another member cannot read her own store id through the socia customer id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api-composer/custom-stores?customer_id=${socia.customer.customerId}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(otherStoreId).not.toBe(storeId);
  });
});
