import { describe, expect, it } from 'vitest';
import {
  applyItemAction,
  canSetItemStatus,
  cartStatus,
  customerTotal,
  downpaymentPercent,
  earnings,
  installmentTerms,
  isToBuy,
  isUnfilteredList,
  ordersListState,
  ITEM_STATUSES,
  paymentLabel,
  paymentLabels,
  pendingEarnings,
  planPayments,
  resellerTotal,
  searchKey,
  shortCartId,
  type EarningsItem,
} from './customer-orders';

describe('item statuses and transitions (§4)', () => {
  it('counts as to buy only items neither purchased nor canceled', () => {
    expect(ITEM_STATUSES.filter(isToBuy)).toEqual(['PENDING', 'ADDED_TO_CART']);
  });

  it('marks bought, deletes, adds to the bag and moves back to buy as the spec says', () => {
    expect(applyItemAction('PENDING', 'markBought')).toBe('PURCHASED');
    expect(applyItemAction('ADDED_TO_CART', 'markBought')).toBe('PURCHASED');
    expect(applyItemAction('PENDING', 'delete')).toBe('CANCELED');
    expect(applyItemAction('PURCHASED', 'delete')).toBe('CANCELED');
    expect(applyItemAction('PENDING', 'addToBag')).toBe('ADDED_TO_CART');
    expect(applyItemAction('PURCHASED', 'moveToBuy')).toBe('PENDING');
  });

  it('refuses what the spec does not allow: nothing leaves CANCELED, a bought item is not added to the bag', () => {
    for (const action of ['markBought', 'delete', 'addToBag', 'moveToBuy'] as const) {
      expect(applyItemAction('CANCELED', action)).toBeNull();
    }
    expect(applyItemAction('PURCHASED', 'addToBag')).toBeNull();
    expect(canSetItemStatus('PURCHASED', 'ADDED_TO_CART')).toBe(false);
    expect(canSetItemStatus('PENDING', 'PENDING')).toBe(true);
  });
});

describe('order status (§4)', () => {
  it('is CREATED while an item is to buy and PURCHASED when all are bought', () => {
    expect(cartStatus([{ status: 'PURCHASED' }, { status: 'PENDING' }])).toBe('CREATED');
    expect(cartStatus([{ status: 'PURCHASED' }, { status: 'ADDED_TO_CART' }])).toBe('CREATED');
    expect(cartStatus([{ status: 'PURCHASED' }, { status: 'CANCELED' }])).toBe('PURCHASED');
  });
  it('stays CREATED with no live item (empty or all deleted)', () => {
    expect(cartStatus([])).toBe('CREATED');
    expect(cartStatus([{ status: 'CANCELED' }])).toBe('CREATED');
  });
});

describe('earnings (§9)', () => {
  const items: EarningsItem[] = [
    { status: 'PURCHASED', qty: 2, price: 50_000, basePrice: 40_000 },
    { status: 'PENDING', qty: 1, price: 30_000, basePrice: 24_000 },
    { status: 'CANCELED', qty: 1, price: 99_900, basePrice: 80_000 },
  ];
  it('sums price_total and base_price × qty over the live items', () => {
    expect(customerTotal(items)).toBe(130_000);
    expect(resellerTotal(items)).toBe(104_000);
    expect(earnings(130_000, items)).toBe(26_000);
  });
  it('gives the pending earnings of the items with a given status', () => {
    expect(pendingEarnings(items, 'PENDING')).toBe(6_000);
    expect(pendingEarnings(items, 'PURCHASED')).toBe(20_000);
    expect(pendingEarnings(items, 'ADDED_TO_CART')).toBe(0);
  });
});

describe('installment plan', () => {
  const store = { installmentPercentage: 10, installmentWeeks: 8, downpaymentPercentage: 200 };
  it('reads the down payment percent as raw / 1000 × 100', () => {
    expect(downpaymentPercent(200)).toBe(20);
    expect(downpaymentPercent(150)).toBe(15);
  });

  it('adds the surcharge, takes the down payment and splits the rest weekly, adding up exactly', () => {
    const terms = installmentTerms(99_999, store);
    expect(terms.grandTotal).toBe(109_999); // 99,999 + 10,000 (9,999.9 rounded half up)
    expect(terms.downpayment).toBe(22_000); // 20 % of 109,999 = 21,999.8 → 22,000
    expect(terms.weeklyPayments).toBe(10_999); // 87,999 / 8 = 10,999.875 → 10,999
    const plan = planPayments({ type: 'installments', ...terms }, '2026-11-02');
    expect(plan).toHaveLength(9);
    expect(plan.reduce((s, p) => s + p.amount, 0)).toBe(109_999);
    expect(plan[0]).toEqual({ kind: 'downpayment', number: 0, amount: 22_000, dueDate: '2026-11-02' });
    expect(plan[1]).toMatchObject({ number: 1, amount: 10_999, dueDate: '2026-11-09' });
    expect(plan[8]).toMatchObject({ number: 8, amount: 11_006, dueDate: '2026-12-28' });
  });

  it('uses a fixed down payment when the store has one, and plans cash as one payment on the order date', () => {
    expect(installmentTerms(50_000, { ...store, downpayment: 10_000 }).downpayment).toBe(10_000);
    expect(planPayments({ type: 'cash', grandTotal: 50_000 }, '2026-11-02')).toEqual([
      { kind: 'cash', number: 0, amount: 50_000, dueDate: '2026-11-02' },
    ]);
  });

  it('labels payments as the spec does', () => {
    expect(paymentLabel({ kind: 'downpayment', number: 0 })).toBe('Enganche');
    expect(paymentLabel({ kind: 'installment', number: 3 })).toBe('Nº pago 3');
    expect(paymentLabel({ kind: 'cash', number: 0 })).toBe('Contado');
    expect(paymentLabels.installmentsOption(8)).toBe('8x pagos');
  });
});

describe('ids and search', () => {
  it('shows the last 4 characters and matches names without case or accents', () => {
    expect(shortCartId('cc_8f2a9b1c')).toBe('9b1c');
    expect(searchKey('  María   JOSÉ Núñez ')).toBe('maria jose nunez');
  });
});

describe('ordersListState (the list in its address)', () => {
  it('reads the date range and takes a list with a range as filtered', () => {
    const state = ordersListState(new URLSearchParams('desde=2026-11-01&hasta=2026-11-15&vencidos=1'));
    expect(state).toMatchObject({ from: '2026-11-01', to: '2026-11-15', overdue: true, page: 1 });
    expect(isUnfilteredList(state)).toBe(false);
    expect(ordersListState(new URLSearchParams('desde=ayer&hasta=2026-1-5'))).toMatchObject({ from: '', to: '' });
    expect(isUnfilteredList(ordersListState(new URLSearchParams('')))).toBe(true);
  });
});
