import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { addToBag, adminOrder, checkout, shopFixture, signedInWithAddress, stockOf } from '../../../test/shop';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('catalogue', () => {
  it('shows a product by slug with its sizes, member price and availability per size', async () => {
    const { tenis } = await shopFixture(t);
    const res = await t.app.inject({ url: `/api/products-full/${tenis.product.slug}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: '210001', name: 'Tenis Running Aire Rosa', price: 89900, final_price: 89900 });
    expect(body.children.map((c: { size_label: string }) => c.size_label)).toEqual(['23 MX', '24 MX', '25 MX']);
    expect(body.tier_prices).toEqual([{ customer_group_id: 4, value: 76400 }]);

    const { cookie } = await t.customerWithSession({ member: true });
    const asMember = await t.app.inject({ url: '/api/products-full/210001', headers: { cookie } });
    expect(asMember.json().final_price).toBe(76400);

    const inv = await t.app.inject({ url: '/api/inventories/?product_id=210002' });
    expect(inv.json().availabilities).toEqual([
      { sku: '210002-25', size: '25', size_label: '25 MX', is_available_online: true, is_available_pickup: false },
      { sku: '210002-26', size: '26', size_label: '26 MX', is_available_online: true, is_available_pickup: false },
    ]);
    const img = await t.app.inject({ url: '/api/catalog/images/210001/1.svg' });
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<title>Tenis Running Aire Rosa</title>');
    expect((await t.app.inject({ url: '/api/products-full/nada-que-ver' })).json().message).toBe(
      'No encontramos este producto.',
    );
  });

  it('lists the stores and a menu of departments', async () => {
    await shopFixture(t);
    const stores = (await t.app.inject({ url: '/api/stores/' })).json();
    expect(stores.map((s: { id: string }) => s.id)).toEqual(['1', '101', '102']);
    expect(stores[0].is_default).toBe(true);
    const menu = (await t.app.inject({ url: '/api/search/menu' })).json().menu;
    expect(menu[0]).toMatchObject({ name: 'Mujer', children: [{ name: 'Calzado' }] });
  });
});

describe('bag', () => {
  it('adds, changes and removes lines; refuses what is not available with the spec message', async () => {
    await shopFixture(t);
    const { cookie } = await t.customerWithSession();
    const bag = await addToBag(t, cookie, '210001-24', 2);
    expect(bag.items).toMatchObject([{ sku: '210001-24', qty: 2 }]);

    const tooMany = await t.app.inject({
      method: 'PATCH',
      url: '/api/bag/items/210001-24',
      headers: { cookie },
      payload: { qty: 6 },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('El producto que estas intentando agregar no está disponible.');

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/bag/items/210001-24',
      headers: { cookie },
      payload: { qty: 5 },
    });
    expect(changed.json()).toMatchObject({ items_count: 5, subtotal: 5 * 89900 });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/bag/items',
      headers: { cookie },
      payload: { sku: 'NO-EXISTE', qty: 1 },
    });
    expect(unknown.statusCode).toBe(409);
    const badQty = await t.app.inject({
      method: 'POST',
      url: '/api/bag/items',
      headers: { cookie },
      payload: { sku: '210001-24', qty: 0 },
    });
    expect(badQty.statusCode).toBe(400);
    expect(badQty.json().message).toBe('La cantidad debe ser de 1 a 50 piezas.');

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/bag/items/210001-24', headers: { cookie } });
    expect(removed.json().items).toEqual([]);
  });

  it('a customer cannot read or change another customer’s bag', async () => {
    await shopFixture(t);
    const ana = await t.customerWithSession();
    const luis = await t.customerWithSession();
    await addToBag(t, ana.cookie, '210001-23', 1);
    expect((await t.app.inject({ url: '/api/bag', headers: { cookie: luis.cookie } })).json().items).toEqual([]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/bag/items/210001-23',
      headers: { cookie: luis.cookie },
    });
    expect(del.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/bag', headers: { cookie: ana.cookie } })).json().items).toHaveLength(1);
  });
});

describe('checkout', () => {
  it('turns the bag into an order, reserves stock in the same transaction and reports the cart as created', async () => {
    await shopFixture(t);
    const { cookie, address } = await signedInWithAddress(t);
    const bag = await addToBag(t, cookie, '210001-25', 2);
    const res = await checkout(t, cookie, bag.cart_id, {
      delivery: { type: 'STANDARD_DELIVERY', address_id: address.id },
      payment: { type: 'card' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cart).toEqual({ cart_id: bag.cart_id, status: 'created' });
    expect(body.order).toMatchObject({
      status: 'created',
      grand_total: 2 * 89900,
      delivery_method: 'shipping',
      order_id: null,
    });
    expect(body.payment).toMatchObject({ type: 'card', status: 'requires_payment_method', amount: 179800 });
    expect(body.payment.client_secret).toMatch(/_secret_/);
    expect(await stockOf(t, '210001-25')).toBe(3);
    // The bag is empty again and a repeated checkout answers with the same order, taking no more stock.
    expect((await t.app.inject({ url: '/api/bag', headers: { cookie } })).json().items).toEqual([]);
    const again = await checkout(t, cookie, bag.cart_id, {
      delivery: { type: 'STANDARD_DELIVERY', address_id: address.id },
      payment: { type: 'card' },
    });
    expect(again.json().order.magento_order_id).toBe(body.order.magento_order_id);
    expect(await stockOf(t, '210001-25')).toBe(3);
    expect(await count('orders')).toBe(1);
  });

  it('charges shipping under $999 and takes pickup stock from the chosen store', async () => {
    await shopFixture(t);
    const { cookie } = await t.customerWithSession();
    const bag = await addToBag(t, cookie, '210001-23', 1);
    const res = await checkout(t, cookie, bag.cart_id, {
      delivery: { type: 'PICKUP', store_id: '101' },
      payment: { type: 'cash' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ grand_total: 89900, delivery_method: 'pickup', status: 'pending' });
    expect(res.json().payment.voucher_url).toMatch(/^\/api\/sandbox\/card\/vouchers\//);
    expect(await stockOf(t, '210001-23', '101')).toBe(1);
    expect(await stockOf(t, '210001-23', '1')).toBe(5);

    const { cookie: c2, address } = await signedInWithAddress(t);
    const bag2 = await addToBag(t, c2, '210001-24', 1);
    const home = await checkout(t, c2, bag2.cart_id, {
      delivery: { type: 'STANDARD_DELIVERY', address_id: address.id },
      payment: { type: 'bank_transfer' },
    });
    expect(home.json().order.grand_total).toBe(89900 + 9900);
    expect(home.json().payment.instruction_url).toMatch(/^\/api\/sandbox\/card\/instructions\//);
  });

  it('refuses bad input with a Spanish message and writes nothing', async () => {
    await shopFixture(t);
    const { cookie } = await t.customerWithSession();
    const bag = await addToBag(t, cookie, '210001-23', 1);
    const noAddress = await checkout(t, cookie, bag.cart_id, {
      delivery: { type: 'STANDARD_DELIVERY' },
      payment: { type: 'card' },
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe('Elige una dirección de envío.');
    const digital = await checkout(t, cookie, bag.cart_id, {
      delivery: { type: 'DIGITAL' },
      payment: { type: 'card' },
    });
    expect(digital.statusCode).toBe(400);
    const warehouse = await checkout(t, cookie, bag.cart_id, {
      delivery: { type: 'PICKUP', store_id: '1' },
      payment: { type: 'card' },
    });
    expect(warehouse.json().message).toBe('Esta tienda no ofrece recolección de pedidos.');
    const badPayment = await checkout(t, cookie, bag.cart_id, {
      delivery: { type: 'PICKUP', store_id: '101' },
      payment: { type: 'bitcoin' },
    });
    expect(badPayment.json().message).toBe('Elige un método de pago válido.');
    expect(await count('orders')).toBe(0);
    expect(await stockOf(t, '210001-23', '101')).toBe(2);
  });

  it('fails with the spec message when the stock ran out after the item was added, and keeps the bag', async () => {
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    const luis = await signedInWithAddress(t);
    const bagAna = await addToBag(t, ana.cookie, '210002-25', 1);
    const bagLuis = await addToBag(t, luis.cookie, '210002-25', 1);
    const first = await checkout(t, ana.cookie, bagAna.cart_id, {
      delivery: { type: 'STANDARD_DELIVERY', address_id: ana.address.id },
      payment: { type: 'card' },
    });
    expect(first.statusCode).toBe(200);
    const second = await checkout(t, luis.cookie, bagLuis.cart_id, {
      delivery: { type: 'STANDARD_DELIVERY', address_id: luis.address.id },
      payment: { type: 'card' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Ha ocurrido un error y no se ha podido crear la orden. Por favor intenta nuevamente o ponte en contacto con soporte',
    );
    expect((await t.app.inject({ url: '/api/bag', headers: { cookie: luis.cookie } })).json().items).toHaveLength(1);
    expect(await stockOf(t, '210002-25')).toBe(0);
  });

  it('a customer cannot check out another customer’s bag or use another customer’s address', async () => {
    await shopFixture(t);
    const ana = await signedInWithAddress(t);
    const luis = await signedInWithAddress(t);
    const bag = await addToBag(t, ana.cookie, '210001-23', 1);
    const stolen = await checkout(t, luis.cookie, bag.cart_id, {
      delivery: { type: 'STANDARD_DELIVERY', address_id: luis.address.id },
      payment: { type: 'card' },
    });
    expect(stolen.statusCode).toBe(404);
    const otherAddress = await checkout(t, ana.cookie, bag.cart_id, {
      delivery: { type: 'STANDARD_DELIVERY', address_id: luis.address.id },
      payment: { type: 'card' },
    });
    expect(otherAddress.statusCode).toBe(400);
    expect(await count('orders')).toBe(0);
    expect(await stockOf(t, '210001-23')).toBe(5);
  });

  it('sells a digital return guide without stock or shipping, generated once paid', async () => {
    await shopFixture(t);
    const { cookie } = await t.customerWithSession();
    const bag = await addToBag(t, cookie, '900100-UNI', 1);
    const res = await checkout(t, cookie, bag.cart_id, { delivery: { type: 'DIGITAL' }, payment: { type: 'card' } });
    expect(res.json().order).toMatchObject({ grand_total: 9900, delivery_method: 'digital' });
    await t.app.shop.payments.succeed(
      (await t.app.shop.payments.byReference(res.json().payment.reference))!.id,
      'test',
    );
    const order = await adminOrder(t, res.json().order.magento_order_id);
    expect(order.history.map((h) => h.to)).toEqual(['created', 'confirmed', 'delivered']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('checkout under contention (PostgreSQL)', () => {
  it('50 concurrent checkouts for the last unit: exactly one order, stock never below zero', async () => {
    await shopFixture(t);
    const buyers = [];
    for (let i = 0; i < 50; i++) {
      const b = await signedInWithAddress(t);
      const bag = await addToBag(t, b.cookie, '210002-26', 1);
      buyers.push({ ...b, cartId: bag.cart_id });
    }
    const results = await Promise.all(
      buyers.map((b) =>
        checkout(t, b.cookie, b.cartId, {
          delivery: { type: 'STANDARD_DELIVERY', address_id: b.address.id },
          payment: { type: 'card' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(await count('orders')).toBe(1);
    expect(await stockOf(t, '210002-26')).toBe(0);
  }, 120_000);

  it('checkouts sharing sizes in opposite orders all succeed (no deadlock)', async () => {
    await shopFixture(t);
    const { createProduct } = await import('@shop/db/factories-shop');
    await createProduct(t.db, {
      id: '230001',
      name: 'Sandalia Huarache Artesanal Café',
      sizes: ['24', '25'],
      stock: 100,
    });
    const buyers = [];
    for (let i = 0; i < 20; i++) {
      const b = await signedInWithAddress(t);
      const [first, second] = i % 2 ? ['230001-24', '230001-25'] : ['230001-25', '230001-24'];
      await addToBag(t, b.cookie, first, 1);
      t.clock.advance(1000); // the bag keeps its lines in the order they were added
      const bag = await addToBag(t, b.cookie, second, 1);
      buyers.push({ ...b, cartId: bag.cart_id });
    }
    const results = await Promise.all(
      buyers.map((b) =>
        checkout(t, b.cookie, b.cartId, {
          delivery: { type: 'STANDARD_DELIVERY', address_id: b.address.id },
          payment: { type: 'card' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await stockOf(t, '230001-24')).toBe(80);
    expect(await stockOf(t, '230001-25')).toBe(80);
  }, 120_000);
});
