import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@shop/db/client';
import { createCoupon } from '@shop/db/factories-coupons';
import { shippingFee } from '@shop/domain/pickit-points';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ADMIN, addToBag, adminOrder, checkout, shopFixture, signedInWithAddress, stockOf } from '../../../test/shop';

// Test clock: 2026-11-21 12:00 Mexico City. The fixture's tenis cost $899.00 (customer price), category calzado.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await shopFixture(t);
});
afterEach(async () => {
  await t.close();
});

const LATER = new Date('2027-01-31T06:00:00Z');
const quote = (cookie: string, code: string) =>
  t.app.inject({ url: `/api/bag/coupon/${encodeURIComponent(code)}`, headers: { cookie } });
const ordersOf = async (customerId: number) =>
  (
    await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from orders where customer_id = ${customerId}`)
  )[0]!.n;
const listed = async (cookie: string, customerId: string) =>
  (
    (await t.app.inject({ url: `/api/customers/${customerId}/coupons`, headers: { cookie } })).json().coupons as {
      code: string;
    }[]
  ).map((c) => c.code);

async function buyerWithBag(qty: number) {
  const buyer = await signedInWithAddress(t);
  const bag = await addToBag(t, buyer.cookie, '210001-24', qty);
  const home = (code?: string) =>
    checkout(t, buyer.cookie, bag.cart_id, {
      delivery: { type: 'STANDARD_DELIVERY', address_id: buyer.address.id },
      payment: { type: 'card' },
      ...(code ? { coupon_code: code } : {}),
    });
  return { buyer, bag, home };
}

describe('coupons at checkout', () => {
  it('a fixed amount from a minimum: quoted for the bag, taken off the order, used once', async () => {
    const { buyer, home } = await buyerWithBag(1);
    await createCoupon(t.db, { customerId: buyer.customer.id, code: 'SOCIA100', expiresAt: LATER });

    const low = await quote(buyer.cookie, 'socia100');
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      message: 'Este cupón aplica en compras desde $999.00.',
      errors: [{ path: 'coupon_code', message: 'Este cupón aplica en compras desde $999.00.' }],
    });
    const refused = await home('SOCIA100');
    expect(refused.statusCode).toBe(400);
    expect(await ordersOf(buyer.customer.id)).toBe(0);
    expect(await stockOf(t, '210001-24')).toBe(5);

    await addToBag(t, buyer.cookie, '210001-24', 1); // $1,798.00
    expect((await quote(buyer.cookie, ' socia100 ')).json()).toEqual({
      code: 'SOCIA100',
      rule_name: '$100 de descuento',
      discount: 10_000,
      free_shipping: false,
    });
    const placed = await home('SOCIA100');
    expect(placed.statusCode).toBe(200);
    const subtotal = 2 * 89_900;
    expect(placed.json().order).toMatchObject({
      discount: 10_000,
      coupon_code: 'SOCIA100',
      grand_total: subtotal + shippingFee('STANDARD_DELIVERY', subtotal) - 10_000,
    });
    expect(placed.json().payment.amount).toBe(placed.json().order.grand_total);

    // The order detail shows it; Mis cupones no longer lists it; it cannot be used again.
    const number = placed.json().order.magento_order_id as string;
    const detail = await t.app.inject({
      url: `/api/v1/api-composer/customers/${buyer.customer.username}/orders/${number}?platform=ecommerce`,
      headers: { cookie: buyer.cookie },
    });
    expect(detail.json()).toMatchObject({ discount: 10_000, coupon_code: 'SOCIA100' });
    expect(await listed(buyer.cookie, buyer.customer.customerId)).toEqual([]);
    await addToBag(t, buyer.cookie, '210001-24', 2);
    expect((await quote(buyer.cookie, 'SOCIA100')).json().message).toBe(
      'Este cupón no existe, ya venció o ya lo usaste.',
    );
  });

  it('a cancelled order gives its coupon back', async () => {
    const { buyer, home } = await buyerWithBag(2);
    await createCoupon(t.db, { customerId: buyer.customer.id, code: 'SOCIA100', expiresAt: LATER });
    const number = (await home('SOCIA100')).json().order.magento_order_id as string;
    expect(await listed(buyer.cookie, buyer.customer.customerId)).toEqual([]);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/transitions`,
      headers: ADMIN,
      payload: { to: 'canceled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await adminOrder(t, number)).status).toBe('canceled');
    expect(await listed(buyer.cookie, buyer.customer.customerId)).toEqual(['SOCIA100']);
  });

  it('free shipping takes the shipping fee; a percentage counts only its category', async () => {
    const { buyer, home } = await buyerWithBag(1);
    await createCoupon(t.db, {
      customerId: buyer.customer.id,
      code: 'ENVIOGRATIS',
      discountType: 'free_shipping',
      discountValue: 0,
      minSubtotalCents: 0,
      expiresAt: LATER,
    });
    await createCoupon(t.db, {
      customerId: buyer.customer.id,
      code: 'ROPA15',
      discountType: 'percent',
      discountValue: 15,
      minSubtotalCents: 0,
      category: 'ropa',
      expiresAt: LATER,
    });
    await createCoupon(t.db, {
      customerId: buyer.customer.id,
      code: 'CALZADO15',
      discountType: 'percent',
      discountValue: 15,
      minSubtotalCents: 0,
      category: 'calzado',
      expiresAt: LATER,
    });
    expect((await quote(buyer.cookie, 'ENVIOGRATIS')).json()).toMatchObject({ discount: 0, free_shipping: true });
    expect((await quote(buyer.cookie, 'ROPA15')).json().message).toBe(
      'Este cupón no aplica a los productos de tu bolsa.',
    );
    expect((await quote(buyer.cookie, 'CALZADO15')).json()).toMatchObject({ discount: 13_485, free_shipping: false });
    const fee = shippingFee('STANDARD_DELIVERY', 89_900);
    expect(fee).toBeGreaterThan(0);
    const placed = (await home('ENVIOGRATIS')).json();
    expect(placed.order).toMatchObject({ discount: fee, grand_total: 89_900 });
  });

  it("refuses an expired coupon and another customer's code, and writes nothing", async () => {
    const { buyer, home } = await buyerWithBag(2);
    await createCoupon(t.db, {
      customerId: buyer.customer.id,
      code: 'VENCIDO',
      expiresAt: new Date('2026-11-21T17:59:59Z'),
    });
    const other = await t.customerWithSession();
    await createCoupon(t.db, { customerId: other.customer.id, code: 'AJENO100', expiresAt: LATER });
    for (const code of ['VENCIDO', 'AJENO100', 'NOEXISTE']) {
      const res = await home(code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Este cupón no existe, ya venció o ya lo usaste.');
      expect((await quote(buyer.cookie, code)).statusCode).toBe(400);
    }
    expect(await ordersOf(buyer.customer.id)).toBe(0);
    expect(await stockOf(t, '210001-24')).toBe(5);
    expect(await listed(other.cookie, other.customer.customerId)).toEqual(['AJENO100']);
    expect((await t.app.inject({ url: '/api/bag/coupon/SOCIA100' })).statusCode).toBe(401);
    expect((await quote(buyer.cookie, ' ')).json().message).toBe('Escribe el código de tu cupón.');
  });
});
