import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCoupon } from '@shop/db/factories-coupons';
import { createTestApp, type TestApp } from '../../../test/helpers';

// Test clock: 2026-11-21 12:00 Mexico City.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function memberWithCoupons() {
  const { customer, cookie } = await t.customerWithSession({ member: true });
  await createCoupon(t.db, { customerId: customer.id, code: 'SOCIA100', expiresAt: new Date('2027-01-06T05:59:00Z') });
  await createCoupon(t.db, {
    customerId: customer.id,
    code: 'ENVIOGRATIS',
    ruleName: 'Envío gratis',
    ruleDescription: 'Envío sin costo.',
    expiresAt: new Date('2026-11-21T18:30:00Z'),
  });
  await createCoupon(t.db, { customerId: customer.id, code: 'BUENFIN20', expiresAt: new Date('2026-11-21T17:59:59Z') });
  return { customer, cookie };
}

describe('GET customers/{customer_id}/coupons', () => {
  it('lists the coupons still valid, the soonest to expire first, with the Spanish expiry', async () => {
    const { customer, cookie } = await memberWithCoupons();
    const res = await t.app.inject({ url: `/api/customers/${customer.customerId}/coupons`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      coupons: [
        {
          code: 'ENVIOGRATIS',
          rule_name: 'Envío gratis',
          rule_description: 'Envío sin costo.',
          expiration_date: '21-Nov-2026 12:30 pm',
        },
        {
          code: 'SOCIA100',
          rule_name: '$100 de descuento',
          rule_description: '$100 de descuento en compras en línea desde $999.00.',
          expiration_date: '05-Ene-2027 11:59 pm',
        },
      ],
    });
    t.clock.advance(60 * 60 * 1000);
    const later = await t.app.inject({ url: `/api/customers/${customer.customerId}/coupons`, headers: { cookie } });
    expect(later.json().coupons.map((c: { code: string }) => c.code)).toEqual(['SOCIA100']);
  });

  it('answers an empty list to a customer without coupons', async () => {
    const { customer, cookie } = await t.customerWithSession();
    const res = await t.app.inject({ url: `/api/customers/${customer.customerId}/coupons`, headers: { cookie } });
    expect(res.json()).toEqual({ coupons: [] });
  });

  it("a customer cannot read another customer's coupons", async () => {
    const { customer } = await memberWithCoupons();
    const intruder = await t.customerWithSession();
    const res = await t.app.inject({
      url: `/api/customers/${customer.customerId}/coupons`,
      headers: { cookie: intruder.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SOCIA100');
  });
});
