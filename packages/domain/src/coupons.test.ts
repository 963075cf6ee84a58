import { describe, expect, it } from 'vitest';
import { couponDiscount, formatCouponExpiry } from './coupons';

describe('coupon expiry', () => {
  it('reads dd-Mon-yyyy hh:mm am/pm in Spanish, on the Mexico City clock', () => {
    expect(formatCouponExpiry(new Date('2026-12-01T05:59:00Z'))).toBe('30-Nov-2026 11:59 pm');
    expect(formatCouponExpiry(new Date('2027-01-05T06:05:00Z'))).toBe('05-Ene-2027 12:05 am');
    expect(formatCouponExpiry(new Date('2026-08-15T18:30:00Z'))).toBe('15-Ago-2026 12:30 pm');
    expect(formatCouponExpiry(new Date('2026-04-03T15:00:00Z'))).toBe('03-Abr-2026 09:00 am');
  });
});

describe('coupon discount', () => {
  const lines = [
    { category: 'calzado', amount: 89_900 },
    { category: 'ropa', amount: 32_900 },
  ];
  it('takes a percentage of the eligible products, rounded half up', () => {
    expect(couponDiscount({ type: 'percent', value: 20, minSubtotal: 0, category: null }, lines, 9_900)).toEqual({
      ok: true,
      discount: 24_560,
      freeShipping: false,
    });
    expect(couponDiscount({ type: 'percent', value: 15, minSubtotal: 0, category: 'calzado' }, lines, 0)).toEqual({
      ok: true,
      discount: 13_485,
      freeShipping: false,
    });
    expect(
      couponDiscount(
        { type: 'percent', value: 15, minSubtotal: 0, category: null },
        [{ category: 'ropa', amount: 333 }],
        0,
      ),
    ).toEqual({ ok: true, discount: 50, freeShipping: false });
  });
  it('takes a fixed amount from a minimum, never more than the products cost', () => {
    expect(couponDiscount({ type: 'amount', value: 10_000, minSubtotal: 99_900, category: null }, lines, 0)).toEqual({
      ok: true,
      discount: 10_000,
      freeShipping: false,
    });
    expect(
      couponDiscount({ type: 'amount', value: 10_000, minSubtotal: 99_900, category: 'calzado' }, lines, 0),
    ).toEqual({ ok: false, reason: 'below_minimum', minSubtotal: 99_900 });
    expect(couponDiscount({ type: 'amount', value: 50_000, minSubtotal: 0, category: 'ropa' }, lines, 0)).toEqual({
      ok: true,
      discount: 32_900,
      freeShipping: false,
    });
  });
  it('waives the shipping fee, and refuses a bag without products of its category', () => {
    expect(couponDiscount({ type: 'free_shipping', value: 0, minSubtotal: 0, category: null }, lines, 9_900)).toEqual({
      ok: true,
      discount: 9_900,
      freeShipping: true,
    });
    expect(couponDiscount({ type: 'percent', value: 10, minSubtotal: 0, category: 'accesorios' }, lines, 0)).toEqual({
      ok: false,
      reason: 'no_eligible_items',
      minSubtotal: 0,
    });
  });
});
