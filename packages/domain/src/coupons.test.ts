import { describe, expect, it } from 'vitest';
import { formatCouponExpiry } from './coupons';

describe('coupon expiry', () => {
  it('reads dd-Mon-yyyy hh:mm am/pm in Spanish, on the Mexico City clock', () => {
    expect(formatCouponExpiry(new Date('2026-12-01T05:59:00Z'))).toBe('30-Nov-2026 11:59 pm');
    expect(formatCouponExpiry(new Date('2027-01-05T06:05:00Z'))).toBe('05-Ene-2027 12:05 am');
    expect(formatCouponExpiry(new Date('2026-08-15T18:30:00Z'))).toBe('15-Ago-2026 12:30 pm');
    expect(formatCouponExpiry(new Date('2026-04-03T15:00:00Z'))).toBe('03-Abr-2026 09:00 am');
  });
});
