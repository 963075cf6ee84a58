import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spreadPayment, type OpenInstallment } from './pay-link';

/** A client's payment over her orders (decision 0771): oldest installment first, never above what is left. */
describe('spreadPayment', () => {
  it('pays the oldest installment first across orders, the older order first on the same day', () => {
    const open: OpenInstallment[] = [
      { cartId: 'b', dueDate: '2026-11-12', left: 10_000 },
      { cartId: 'a', dueDate: '2026-11-05', left: 26_158 },
      { cartId: 'a', dueDate: '2026-11-12', left: 5_000 },
    ];
    expect(spreadPayment(open, 30_000)).toEqual({
      // The orders in the order given (the oldest first): b's installment of the 12th before a's.
      abonos: [
        { cartId: 'b', amount: 3_842 },
        { cartId: 'a', amount: 26_158 },
      ],
      applied: 30_000,
      surplus: 0,
    });
    expect(spreadPayment(open, 50_000)).toEqual({
      abonos: [
        { cartId: 'b', amount: 10_000 },
        { cartId: 'a', amount: 31_158 },
      ],
      applied: 41_158,
      surplus: 8_842,
    });
  });

  it('applies exactly min(amount, left), each order at most its own left, the rest is the surplus', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cartId: fc.constantFrom('a', 'b', 'c'),
            dueDate: fc.constantFrom('2026-11-01', '2026-11-08', '2026-11-15'),
            left: fc.integer({ min: 0, max: 50_000 }),
          }),
          { maxLength: 12 },
        ),
        fc.integer({ min: 1, max: 200_000 }),
        (open, amount) => {
          const total = open.reduce((s, i) => s + i.left, 0);
          const r = spreadPayment(open, amount);
          expect(r.applied).toBe(Math.min(amount, total));
          expect(r.applied + r.surplus).toBe(amount);
          expect(r.abonos.reduce((s, a) => s + a.amount, 0)).toBe(r.applied);
          for (const a of r.abonos) {
            expect(a.amount).toBeGreaterThan(0);
            expect(a.amount).toBeLessThanOrEqual(
              open.filter((i) => i.cartId === a.cartId).reduce((s, i) => s + i.left, 0),
            );
          }
          // What was applied covers the installments oldest first with nothing left over.
          let rest = r.applied;
          const sorted = [...open].filter((i) => i.left > 0).sort((x, y) => x.dueDate.localeCompare(y.dueDate));
          for (const i of sorted) {
            if (rest <= 0) break;
            rest -= Math.min(i.left, rest);
          }
          expect(rest).toBe(0);
        },
      ),
    );
  });
});
