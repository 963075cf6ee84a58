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
