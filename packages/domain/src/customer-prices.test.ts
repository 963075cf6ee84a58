import { describe, expect, it } from 'vitest';
import { customerPrice, DEFAULT_EARNINGS_MARGIN, marginFor, marginRange, unitEarnings } from './customer-prices';

describe('customer prices from her margins', () => {
  it('adds earnings_margin to the member price and rounds up to whole pesos', () => {
    expect(customerPrice(39_900, { earningsMargin: 25 })).toBe(49_900); // 498.75 → 499
    expect(customerPrice(40_000, { earningsMargin: 25 })).toBe(50_000);
    expect(unitEarnings(39_900, { earningsMargin: 25 })).toBe(10_000);
  });

  it('uses the range margins by member price when custom_range_margin is on', () => {
    const m = {
      customRangeMargin: 1,
      earningsMargin: 25,
      earningsMargin1: 40,
      earningsMargin2: 30,
      earningsMargin3: 20,
      earningsMargin4: 15,
    };
    expect([29_999, 30_000, 60_000, 100_000].map(marginRange)).toEqual([1, 2, 3, 4]);
    expect(marginFor(29_999, m)).toBe(40);
    expect(marginFor(59_999, m)).toBe(30);
    expect(marginFor(99_999, m)).toBe(20);
    expect(marginFor(150_000, m)).toBe(15);
    expect(marginFor(150_000, { ...m, customRangeMargin: 0 })).toBe(25);
  });

  it('falls back to earnings_margin, then ps_suggested_margin, then the default when a margin is missing', () => {
    expect(marginFor(50_000, { customRangeMargin: 1, earningsMargin: 22 })).toBe(22);
    expect(marginFor(50_000, { psSuggestedMargin: 35 })).toBe(35);
    expect(marginFor(50_000, {})).toBe(DEFAULT_EARNINGS_MARGIN);
    expect(customerPrice(10_000, {})).toBe(13_000);
  });
});
