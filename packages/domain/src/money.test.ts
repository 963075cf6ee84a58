import { describe, expect, it } from 'vitest';
import { formatMoney, percentOf } from './money';
import { mexicoDate, mexicoInstant } from './mexico-dates';

describe('money', () => {
  it('rounds a percentage half up to the centavo, and formats with two decimals', () => {
    expect(percentOf(17_250, 1000)).toBe(1_725);
    expect(percentOf(50_001, 500)).toBe(2_500);
    expect(percentOf(50_010, 500)).toBe(2_501);
    expect(formatMoney(123_456)).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it("formats exactly as Intl's es-MX currency format does, negatives, zero and millions included", () => {
    const intl = new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: 'MXN',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const samples = [
      0, 1, 9, 10, 99, 100, 999, 1_000, 99_999, 100_000, 123_456, 1_234_567, 100_000_000, 987_654_321_09,
    ];
    for (const cents of [...samples, ...samples.map((c) => -c).filter((c) => c < 0)])
      expect(formatMoney(cents), String(cents)).toBe(intl.format(cents / 100));
    for (let cents = -2_000; cents <= 2_000_000; cents += 997)
      expect(formatMoney(cents)).toBe(intl.format(cents / 100));
  });
});

describe('Mexico City time', () => {
  it('takes the calendar date in Mexico City, not UTC', () => {
    expect(mexicoDate(new Date('2026-11-22T05:30:00Z'))).toBe('2026-11-21');
    expect(mexicoDate(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22');
  });

  it('finds the instant of 22:00 on a Mexico City date', () => {
    expect(mexicoInstant('2026-11-21', 22).toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(mexicoInstant('2026-07-01', 22).toISOString()).toBe('2026-07-02T04:00:00.000Z');
  });
});
