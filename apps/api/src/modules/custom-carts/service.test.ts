import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createStore } from '@shop/db/factories';
import { createContact, createCustomStore } from '@shop/db/factories-reseller';
import { createProduct } from '@shop/db/factories-shop';
import { customerPrice } from '@shop/domain/customer-prices';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCustomCartsService, type CustomCartsService } from './service';

let t: TestApp;
let carts: CustomCartsService;
let socia: { id: number };
let other: { id: number };
let sku: string;
let contactId: string;

beforeAll(async () => {
  t = await createTestApp();
  carts = createCustomCartsService({ db: t.db, clock: t.clock });
  await createStore(t.db, { id: '1', name: 'Centro de distribución en línea', isDefault: true, pickup: false });
  socia = await createCustomer(t.db, { member: true });
  other = await createCustomer(t.db, { member: true });
  await createCustomStore(t.db, { customerId: socia.id, earningsMargin: 25 });
  await createCustomStore(t.db, { customerId: other.id });
  const { skus } = await createProduct(t.db, { priceCents: 89_900, memberPriceCents: 70_000, stock: 3 });
  sku = skus[0]!.sku;
  contactId = (await createContact(t.db, { memberId: socia.id, firstName: 'Lucía', lastName: 'Hernández' })).contactId;
});
afterAll(() => t.close());

describe('custom-cart core (shared by customer orders, the public store and register order)', () => {
  it('makes an order for her client, priced at her member price and her customer price', async () => {
    const cart = await carts.createCart(socia.id, { contactId, source: 'member' });
    expect(cart.contactId).toBe(contactId);
    const loaded = await carts.addItems(socia.id, cart.cartId, [{ sku, qty: 2 }]);
    const item = loaded!.items[0]!;
    expect(item.basePriceCents).toBe(70_000);
    expect(item.priceCents).toBe(customerPrice(70_000, { earningsMargin: 25 }));
    expect(loaded!.cart.grandTotalCents).toBe(item.priceCents * 2);
    expect(loaded!.cart.status).toBe('CREATED');
    expect(item.isAvailableOnline).toBe(true);
  });

  it('replaces the items and plans installments from her store defaults that add up to the total', async () => {
    const cart = await carts.createCart(socia.id, { contactId, source: 'member' });
    await carts.addItems(socia.id, cart.cartId, [{ sku, qty: 3 }]);
    await carts.replaceItems(socia.id, cart.cartId, [{ sku, qty: 1 }]);
    const loaded = await carts.choosePayment(socia.id, cart.cartId, 'installments');
    expect(loaded!.items).toHaveLength(1);
    const total = loaded!.cart.installmentGrandTotalCents!;
    expect(loaded!.payments.reduce((sum, p) => sum + p.amountCents, 0)).toBe(total);
    expect(loaded!.payments[0]!.kind).toBe('downpayment');
  });

  it('another member cannot add to, read or price her order, nor use her client', async () => {
    const cart = await carts.createCart(socia.id, { contactId, source: 'member' });
    await expect(carts.addItems(other.id, cart.cartId, [{ sku, qty: 1 }])).rejects.toMatchObject({ statusCode: 404 });
    await expect(carts.choosePayment(other.id, cart.cartId, 'cash')).rejects.toMatchObject({ statusCode: 404 });
    expect(await carts.load(other.id, cart.cartId)).toBeNull();
    await expect(carts.createCart(other.id, { contactId, source: 'member' })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await carts.load(socia.id, cart.cartId))!.items).toHaveLength(0);
  });

  it('a customer without a store cannot make one; an unknown sku is refused and nothing is written', async () => {
    const customer = await createCustomer(t.db);
    await expect(carts.createCart(customer.id, { source: 'member' })).rejects.toMatchObject({ statusCode: 404 });
    const cart = await carts.createCart(socia.id, { source: 'public_store' });
    await expect(carts.addItems(socia.id, cart.cartId, [{ sku: 'no-such-sku', qty: 1 }])).rejects.toMatchObject({
      statusCode: 400,
    });
    expect((await carts.load(socia.id, cart.cartId))!.items).toHaveLength(0);
  });
});
