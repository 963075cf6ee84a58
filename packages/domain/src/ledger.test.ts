import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { installmentTerms, planPayments, type EarningsItem } from './customer-orders';
import { addDays } from './mexico-dates';
import {
  allocate,
  checkAbono,
  isOverdue,
  lastAbono,
  leftToPay,
  orderMoney,
  planTerms,
  replan,
  tickChange,
  untickChange,
  type Abono,
  type ScheduledPayment,
} from './ledger';

const ORDER_DATE = '2026-11-02';
const schedule = (plan: ReturnType<typeof planPayments>): ScheduledPayment[] =>
  plan.map((p, i) => ({ id: `p${i}`, ...p }));
const store = { installmentPercentage: 10, installmentWeeks: 8, downpaymentPercentage: 200 };
let nextId = 0;
const abono = (amount: number, paymentId: string | null = null, date = ORDER_DATE): Abono => ({
  id: `a${nextId++}`,
  amount,
  date,
  paymentId,
});

describe('ticking the checklist', () => {
  // The plan: $4,724.50 in an enganche and 8 weekly payments.
  const plan = schedule(planPayments({ type: 'installments', ...installmentTerms(429_500, store) }, ORDER_DATE));
  const total = plan.reduce((s, p) => s + p.amount, 0);

  it('records each payment exactly, so ticking every row leaves $0.00', () => {
    expect(total).toBe(472_450);
    const abonos: Abono[] = [];
    for (const p of plan) {
      const change = tickChange(total, plan, abonos, p.id);
      expect(change).toEqual({ add: p.amount });
      if ('add' in change) abonos.push(abono(change.add, p.id));
    }
    expect(leftToPay(total, abonos)).toBe(0);
    expect(allocate(plan, abonos).payments.every((p) => p.status === 'paid' && p.left === 0)).toBe(true);
  });

  it('edits the tick of a paid payment instead of adding a second one', () => {
    const tick = abono(plan[0]!.amount, 'p0');
    expect(tickChange(total, plan, [tick], 'p0', plan[0]!.amount)).toEqual({ edit: tick.id, amount: plan[0]!.amount });
    expect(tickChange(total, plan, [tick], 'p0', total + 1)).toEqual({ refused: 'overLeft', left: total });
  });

  it('refuses more than what is left of the order', () => {
    expect(tickChange(total, plan, [abono(total - 100)], 'p8', 101)).toEqual({ refused: 'overLeft', left: 100 });
  });

  it('unticks by removing the tick; a payment paid off by a free abono must be undone as an abono', () => {
    const tick = abono(plan[1]!.amount, 'p1');
    expect(untickChange(plan, [tick], 'p1')).toEqual({ remove: [tick.id] });
    expect(untickChange(plan, [abono(plan[0]!.amount)], 'p0')).toEqual({ refused: 'coveredByAbono' });
    expect(untickChange(plan, [], 'p0')).toEqual({ remove: [] });
  });
});

describe('abonos of any amount', () => {
  const plan: ScheduledPayment[] = [
    { id: 'e', kind: 'downpayment', number: 0, amount: 52_316, dueDate: '2026-11-02' },
    { id: 'w1', kind: 'installment', number: 1, amount: 26_158, dueDate: '2026-11-09' },
    { id: 'w2', kind: 'installment', number: 2, amount: 26_158, dueDate: '2026-11-16' },
  ];

  it('pay the open payments oldest first, and a partly paid payment shows what is left of it', () => {
    const { payments } = allocate(plan, [abono(60_000, null, '2026-11-05')], '2026-11-12');
    expect(payments.map((p) => [p.id, p.paid, p.left, p.status, p.paidDate, p.overdue])).toEqual([
      ['e', 52_316, 0, 'paid', '2026-11-05', false],
      ['w1', 7_684, 18_474, 'open', null, true],
      ['w2', 0, 26_158, 'open', null, false],
    ]);
  });

  it('leave a ticked payment to its tick, and what a tick pays above its payment goes to the oldest open one', () => {
    const { payments } = allocate(plan, [abono(30_000, 'w2'), abono(10_000)]);
    expect(payments.map((p) => p.paid)).toEqual([10_000 + 3_842, 0, 26_158]);
  });

  it('may not exceed what is left, and the last one can be undone', () => {
    const a = [abono(100_000)];
    expect(checkAbono(104_632, a, 4_633)).toEqual({ refused: 'overLeft', left: 4_632 });
    expect(checkAbono(104_632, a, 4_632)).toBeNull();
    expect(lastAbono(a)).toBe(a[0]);
    expect(lastAbono([])).toEqual({ refused: 'noAbono' });
  });
});

describe('the overdue rule', () => {
  it('is open and due before today: due today is not overdue', () => {
    expect(isOverdue({ status: 'open', dueDate: '2026-11-19' }, '2026-11-20')).toBe(true);
    expect(isOverdue({ status: 'open', dueDate: '2026-11-20' }, '2026-11-20')).toBe(false);
    expect(isOverdue({ status: 'paid', dueDate: '2026-11-01' }, '2026-11-20')).toBe(false);
  });
});

describe("one reading of an order's money", () => {
  const items: EarningsItem[] = [
    { status: 'PURCHASED', qty: 2, price: 95_500, basePrice: 76_400 },
    { status: 'PENDING', qty: 1, price: 47_800, basePrice: 38_200 },
    { status: 'CANCELED', qty: 1, price: 99_900, basePrice: 80_000 },
  ];

  it('gives the installment charge its own figure and earnings on the total the client pays', () => {
    const terms = installmentTerms(238_800, store);
    const plan = schedule(planPayments({ type: 'installments', ...terms }, ORDER_DATE));
    const m = orderMoney({
      items,
      option: { type: 'installments', installmentPercentage: 10 },
      schedule: plan,
      abonos: [abono(plan[0]!.amount, 'p0'), abono(10_000, null, '2026-11-10')],
      today: '2026-11-17',
    });
    expect(m.cashTotal).toBe(238_800);
    expect(m.installmentCharge).toBe(23_880);
    expect(m.total).toBe(262_680);
    expect(m.resellerTotal).toBe(191_000);
    expect(m.earnings).toBe(71_680);
    expect(m.pendingEarnings).toBe(9_600);
    expect(m.paid).toBe(plan[0]!.amount + 10_000);
    expect(m.left).toBe(m.total - m.paid);
    // Week 1 (due 11-09) is partly paid and late; week 2 is due 11-16, late too; week 3 falls due on 11-23.
    expect(m.overdue).toBe(plan[1]!.amount - 10_000 + plan[2]!.amount);
    expect(m.overdueSince).toBe('2026-11-09');
    expect(m.nextDue).toEqual({ date: '2026-11-23', amount: plan[3]!.amount });
    expect(m.dueThisWeek).toBe(plan[3]!.amount);
  });

  it('reads cash as one payment of the cash total, and no option as nothing recorded', () => {
    const m = orderMoney({ items, option: null, schedule: [], abonos: [], today: ORDER_DATE });
    expect([m.total, m.installmentCharge, m.paid, m.left, m.nextDue]).toEqual([238_800, 0, 0, 238_800, null]);
  });
});

describe('edits after payments', () => {
  const terms = installmentTerms(95_500, store);
  const plan = schedule(planPayments({ type: 'installments', ...terms }, ORDER_DATE));

  it('keep what is paid off and spread the new total over the open payments', () => {
    const abonos = [abono(plan[0]!.amount, 'p0')];
    const r = replan(plan, abonos, 315_150);
    if (!r.ok) throw new Error('refused');
    expect(r.schedule[0]!.amount).toBe(plan[0]!.amount);
    expect(r.schedule.reduce((s, p) => s + p.amount, 0)).toBe(315_150);
    expect(planTerms(r.schedule).weeklyPayments).toBe(r.schedule[1]!.amount);
    expect(r.schedule.map((p) => p.dueDate)).toEqual(plan.map((p) => p.dueDate));
  });

  it('open the cash payment again when the total grows after it was paid', () => {
    const cash = schedule(planPayments({ type: 'cash', grandTotal: 95_500 }, ORDER_DATE));
    const r = replan(cash, [abono(95_500, 'p0')], 286_500);
    expect(r).toEqual({ ok: true, schedule: [{ ...cash[0], amount: 286_500 }] });
    if (r.ok) expect(allocate(r.schedule, [abono(95_500, 'p0')]).payments[0]).toMatchObject({ left: 191_000 });
  });

  it('are refused when the client already paid more than the new total', () => {
    expect(replan(plan, [abono(50_000)], 40_000)).toEqual({ ok: false, paid: 50_000 });
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties: any order, plan and sequence of abonos, ticks, unticks, edits and undos.

type Op =
  | { op: 'abono'; amount: number; day: number }
  | { op: 'tick'; row: number; amount: number | null; day: number }
  | { op: 'untick'; row: number }
  | { op: 'undo' }
  | { op: 'edit'; total: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('abono' as const), amount: fc.integer({ min: 1, max: 400_000 }), day: fc.nat(90) }),
  fc.record({
    op: fc.constant('tick' as const),
    row: fc.nat(20),
    amount: fc.option(fc.integer({ min: 1, max: 400_000 }), { nil: null }),
    day: fc.nat(90),
  }),
  fc.record({ op: fc.constant('untick' as const), row: fc.nat(20) }),
  fc.record({ op: fc.constant('undo' as const) }),
  fc.record({ op: fc.constant('edit' as const), total: fc.integer({ min: 0, max: 3_000_000 }) }),
);

describe('ledger properties', () => {
  it('keep paid + left = total, the plan equal to the total, nothing negative and overdue true to the dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.boolean(),
        fc.record({
          installmentPercentage: fc.integer({ min: 0, max: 50 }),
          installmentWeeks: fc.integer({ min: 1, max: 52 }),
          downpaymentPercentage: fc.integer({ min: 0, max: 1000 }),
        }),
        fc.array(opArb, { maxLength: 30 }),
        fc.nat(120),
        (cash, installments, defaults, ops, todayOffset) => {
          let plan = schedule(
            installments
              ? planPayments({ type: 'installments', ...installmentTerms(cash, defaults) }, ORDER_DATE)
              : planPayments({ type: 'cash', grandTotal: cash }, ORDER_DATE),
          );
          let total = plan.reduce((s, p) => s + p.amount, 0);
          let abonos: Abono[] = [];
          for (const o of ops) {
            if (o.op === 'abono') {
              if (checkAbono(total, abonos, o.amount) === null)
                abonos.push(abono(o.amount, null, addDays(ORDER_DATE, o.day)));
            } else if (o.op === 'tick') {
              const row = plan[o.row % plan.length]!;
              const c = tickChange(total, plan, abonos, row.id, o.amount ?? undefined);
              if ('add' in c && c.add > 0) abonos.push(abono(c.add, row.id, addDays(ORDER_DATE, o.day)));
              if ('edit' in c) abonos = abonos.map((a) => (a.id === c.edit ? { ...a, amount: c.amount } : a));
              if ('edit' in c) abonos = abonos.filter((a) => a.amount > 0);
            } else if (o.op === 'untick') {
              const c = untickChange(plan, abonos, plan[o.row % plan.length]!.id);
              if ('remove' in c) abonos = abonos.filter((a) => !c.remove.includes(a.id));
            } else if (o.op === 'undo') {
              const last = lastAbono(abonos);
              if (!('refused' in last)) abonos = abonos.slice(0, -1);
            } else {
              const r = replan(plan, abonos, o.total);
              if (r.ok) {
                plan = r.schedule;
                total = o.total;
              } else expect(o.total).toBeLessThan(r.paid);
            }
            const today = addDays(ORDER_DATE, todayOffset);
            const { payments, unallocated } = allocate(plan, abonos, today);
            const paid = abonos.reduce((s, a) => s + a.amount, 0);
            expect(plan.reduce((s, p) => s + p.amount, 0)).toBe(total);
            expect(paid).toBeLessThanOrEqual(total);
            expect(unallocated).toBe(0);
            expect(payments.reduce((s, p) => s + p.paid, 0)).toBe(paid);
            expect(paid + leftToPay(total, abonos)).toBe(total);
            for (const p of payments) {
              expect(Number.isInteger(p.amount) && Number.isInteger(p.paid)).toBe(true);
              expect(p.amount).toBeGreaterThanOrEqual(0);
              expect(p.paid).toBeGreaterThanOrEqual(0);
              expect(p.left).toBeGreaterThanOrEqual(0);
              expect(p.status === 'paid').toBe(p.left === 0);
              expect(p.overdue).toBe(p.left > 0 && p.dueDate < today);
            }
            const overdue = payments.filter((p) => p.overdue).reduce((s, p) => s + p.left, 0);
            expect(overdue).toBeLessThanOrEqual(total - paid);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);

  it('never give negative earnings while prices are at least her price', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .record({
              status: fc.constantFrom('PENDING', 'PURCHASED', 'CANCELED', 'ADDED_TO_CART' as const),
              qty: fc.integer({ min: 1, max: 50 }),
              basePrice: fc.integer({ min: 0, max: 500_000 }),
              margin: fc.integer({ min: 0, max: 500_000 }),
            })
            .map(({ margin, ...i }) => ({ ...i, price: i.basePrice + margin })),
          { maxLength: 20 },
        ),
        fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
        (items, pct) => {
          const m = orderMoney({
            items,
            option: pct === null ? { type: 'cash' } : { type: 'installments', installmentPercentage: pct },
            schedule: [],
            abonos: [],
            today: ORDER_DATE,
          });
          expect(m.earnings).toBeGreaterThanOrEqual(0);
          expect(m.total).toBe(m.cashTotal + m.installmentCharge);
        },
      ),
    );
  });
});
