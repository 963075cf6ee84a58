import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CREDIT_CONTRACT, contractFigures } from './credit-contract';

describe('the CrediPrice contract figures (decision 0733)', () => {
  it('a $15,000 line: $2,250 financing, $17,250 in 8 weekly payments of $2,156.25', () => {
    expect(contractFigures(1_500_000)).toEqual({
      line: 1_500_000,
      financing: 225_000,
      total: 1_725_000,
      weekly: 215_625,
      lastWeekly: 215_625,
    });
  });
  it('property: the payments add up to the total and never exceed the largest line', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 5_000_000 }), (cents) => {
        const f = contractFigures(cents);
        expect(f.weekly * (CREDIT_CONTRACT.weeks - 1) + f.lastWeekly).toBe(f.total);
        expect(f.lastWeekly - f.weekly).toBeGreaterThanOrEqual(0);
        expect(f.lastWeekly - f.weekly).toBeLessThan(CREDIT_CONTRACT.weeks);
        expect(f.line).toBeLessThanOrEqual(CREDIT_CONTRACT.maxLineCents);
        expect(f.total).toBe(f.line + f.financing);
      }),
    );
  });
});
