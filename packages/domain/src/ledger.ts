/**
 * The socia's ledger of a customer order (decision 0710): what her client owes her, exact to the centavo.
 *
 * - The plan (`ScheduledPayment`s: the down payment and the weekly payments, or the one cash payment) says what is
 *   due when; its amounts always add up to the order's total.
 * - What the client paid is a list of abonos, in the order they were recorded. An abono may name the payment it
 *   pays (ticking a row of the checklist) or not ('Registrar abono': any amount, oldest payments first).
 * - `allocate` spreads the abonos over the plan; `orderMoney` gives every figure of an order that a screen, ticket
 *   or list shows; `replan` keeps the plan equal to the total when items change after payments.
 *
 * Money is integer centavos; dates are Mexico City calendar dates ('YYYY-MM-DD'). Pure: no I/O.
 */
import { addDays } from './mexico-dates';
import {
  COLLECTIONS_WEEK_DAYS,
  customerTotal,
  installmentTotal,
  pendingEarnings,
  resellerTotal,
  type EarningsItem,
  type PaymentKind,
} from './customer-orders';

export interface ScheduledPayment {
  id: string;
  kind: PaymentKind;
  /** 0 for the down payment and for cash; 1..weeks for the weekly payments. */
  number: number;
  amount: number;
  dueDate: string;
}

export interface Abono {
  id: string;
  amount: number;
  /** The day the client paid. */
  date: string;
  /** The payment this abono pays (a ticked row), or null: applied to the open payments, oldest first. */
  paymentId: string | null;
}

export interface AllocatedPayment extends ScheduledPayment {
  /** What the abonos cover of it. */
  paid: number;
  /** amount − paid. */
  left: number;
  /** paid when nothing is left of it. */
  status: 'paid' | 'open';
  /** When it was paid off: the latest date of the abonos that cover it (null while open). */
  paidDate: string | null;
  /** Open and due before today: due today is not overdue. */
  overdue: boolean;
}

/** The one overdue rule (due today is not overdue); the SQL filters test themselves against it. */
export const isOverdue = (p: { status: 'paid' | 'open'; dueDate: string }, today: string): boolean =>
  p.status === 'open' && p.dueDate < today;

const KIND_ORDER: Record<PaymentKind, number> = { downpayment: 0, cash: 0, installment: 1 };

/** The plan in the order it falls due: by date, the down payment before a weekly payment, then by number. */
export function scheduleOrder(a: ScheduledPayment, b: ScheduledPayment): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.number - b.number;
}

const later = (a: string | null, b: string) => (a === null || b > a ? b : a);

/**
 * The abonos spread over the plan: first every abono that names a payment pays that payment (up to its amount),
 * then everything else (abonos that name none, and what was paid above a named payment) pays the open payments
 * oldest first. Amounts per payment depend only on the plan and the abonos, never on their dates; `unallocated` is
 * what exceeds the whole plan (0 whenever the abonos add up to at most the total, which the ledger enforces).
 */
export function allocate(
  schedule: readonly ScheduledPayment[],
  abonos: readonly Abono[],
  today = '0000-00-00',
): { payments: AllocatedPayment[]; unallocated: number } {
  const rows = [...schedule].sort(scheduleOrder);
  const paid = new Map<string, number>(rows.map((r) => [r.id, 0]));
  const lastDate = new Map<string, string | null>(rows.map((r) => [r.id, null]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pool: { amount: number; date: string }[] = [];
  for (const a of abonos) {
    const target = a.paymentId === null ? undefined : byId.get(a.paymentId);
    if (!target) {
      pool.push({ amount: a.amount, date: a.date });
      continue;
    }
    const put = Math.min(a.amount, target.amount - paid.get(target.id)!);
    if (put > 0) {
      paid.set(target.id, paid.get(target.id)! + put);
      lastDate.set(target.id, later(lastDate.get(target.id)!, a.date));
    }
    if (a.amount > put) pool.push({ amount: a.amount - put, date: a.date });
  }
  let unallocated = 0;
  for (const p of pool) {
    let rest = p.amount;
    for (const r of rows) {
      if (rest === 0) break;
      const room = r.amount - paid.get(r.id)!;
      if (room <= 0) continue;
      const put = Math.min(room, rest);
      paid.set(r.id, paid.get(r.id)! + put);
      lastDate.set(r.id, later(lastDate.get(r.id)!, p.date));
      rest -= put;
    }
    unallocated += rest;
  }
  return {
    payments: rows.map((r) => {
      const covered = paid.get(r.id)!;
      const status = covered >= r.amount ? 'paid' : 'open';
      return {
        ...r,
        paid: covered,
        left: r.amount - covered,
        status,
        paidDate: status === 'paid' ? (lastDate.get(r.id) ?? null) : null,
        overdue: isOverdue({ status, dueDate: r.dueDate }, today),
      };
    }),
    unallocated,
  };
}

/** The order's payment option as the ledger reads it: the surcharge of installments is frozen when chosen. */
export type LedgerOption = { type: 'cash' } | { type: 'installments'; installmentPercentage: number } | null;

export interface OrderMoneyInput {
  items: readonly EarningsItem[];
  option: LedgerOption;
  schedule: readonly ScheduledPayment[];
  abonos: readonly Abono[];
  today: string;
}

export interface OrderMoney {
  /** Σ price × qty of the live items: the cash price. */
  cashTotal: number;
  /** What buying in weekly payments adds (0 for cash or no option). */
  installmentCharge: number;
  /** What the client owes in all: cashTotal + installmentCharge. */
  total: number;
  /** Σ her price × qty of the live items. */
  resellerTotal: number;
  /** total − resellerTotal: what she earns on the order (the installment charge included). */
  earnings: number;
  /** Her earnings on the items she has still to buy. */
  pendingEarnings: number;
  /** Σ abonos. */
  paid: number;
  /** total − paid, never below zero. */
  left: number;
  /** What is left of the payments due before today, and the oldest of their due dates. */
  overdue: number;
  overdueSince: string | null;
  /** What is left of the payments due from today through today + 6. */
  dueThisWeek: number;
  /** The first open payment due today or later: its date and what is left of it (and of others due that day). */
  nextDue: { date: string; amount: number } | null;
  /** The plan with what the abonos cover of each payment. */
  payments: AllocatedPayment[];
}

/**
 * Every figure of a customer order, from its items, its option, its plan and its abonos: the one reading of an
 * order's money that the detail, the list, the ticket, the shared image, 'Me deben' and the bench show.
 */
export function orderMoney(input: OrderMoneyInput): OrderMoney {
  const cashTotal = customerTotal(input.items);
  const total =
    input.option?.type === 'installments' ? installmentTotal(cashTotal, input.option.installmentPercentage) : cashTotal;
  const reseller = resellerTotal(input.items);
  const { payments } = allocate(input.schedule, input.abonos, input.today);
  const paid = input.abonos.reduce((s, a) => s + a.amount, 0);
  const weekEnd = addDays(input.today, COLLECTIONS_WEEK_DAYS - 1);
  let overdue = 0;
  let overdueSince: string | null = null;
  let dueThisWeek = 0;
  let nextDue: { date: string; amount: number } | null = null;
  for (const p of payments) {
    if (p.status !== 'open') continue;
    if (p.overdue) {
      overdue += p.left;
      overdueSince ??= p.dueDate;
      continue;
    }
    if (p.dueDate <= weekEnd) dueThisWeek += p.left;
    if (nextDue === null) nextDue = { date: p.dueDate, amount: p.left };
    else if (nextDue.date === p.dueDate) nextDue.amount += p.left;
  }
  return {
    cashTotal,
    installmentCharge: total - cashTotal,
    total,
    resellerTotal: reseller,
    earnings: total - reseller,
    pendingEarnings: pendingEarnings(input.items, 'PENDING') + pendingEarnings(input.items, 'ADDED_TO_CART'),
    paid,
    left: Math.max(0, total - paid),
    overdue,
    overdueSince,
    dueThisWeek,
    nextDue,
    payments,
  };
}

/**
 * The plan after the order's total changed (items or quantities edited after it was planned; decision 0710):
 * - payments already paid off keep their amount (paid stays paid);
 * - the open ones share what is left of the new total in proportion to what they were (so the down payment stays
 *   the larger part), rounded down, the last open payment taking the centavos left over; when every payment was
 *   paid off, the last one opens again to hold the difference;
 * - refused when the client already paid more than the new total: she must undo abonos first.
 * The amounts add up to `newTotal` exactly; due dates do not move.
 */
export function replan(
  schedule: readonly ScheduledPayment[],
  abonos: readonly Abono[],
  newTotal: number,
): { ok: true; schedule: ScheduledPayment[] } | { ok: false; paid: number } {
  const paid = abonos.reduce((s, a) => s + a.amount, 0);
  if (newTotal < paid) return { ok: false, paid };
  const rows = [...schedule].sort(scheduleOrder);
  if (rows.length === 0 || rows.reduce((s, r) => s + r.amount, 0) === newTotal) return { ok: true, schedule: rows };
  const paidOff = new Set(
    allocate(rows, abonos)
      .payments.filter((p) => p.status === 'paid' && p.amount > 0)
      .map((p) => p.id),
  );
  if (paidOff.size === rows.length) paidOff.delete(rows[rows.length - 1]!.id);
  const open = rows.filter((r) => !paidOff.has(r.id));
  const openTotal = newTotal - rows.filter((r) => paidOff.has(r.id)).reduce((s, r) => s + r.amount, 0);
  const before = open.reduce((s, r) => s + r.amount, 0);
  const share = new Map<string, number>();
  let given = 0;
  open.forEach((r, i) => {
    const amount =
      i === open.length - 1
        ? openTotal - given
        : before > 0
          ? Number((BigInt(r.amount) * BigInt(openTotal)) / BigInt(before))
          : Math.floor(openTotal / open.length);
    share.set(r.id, amount);
    given += amount;
  });
  return { ok: true, schedule: rows.map((r) => (share.has(r.id) ? { ...r, amount: share.get(r.id)! } : r)) };
}

/** The plan's terms as the order shows them: the down payment and the regular weekly amount. */
export function planTerms(schedule: readonly ScheduledPayment[]): { downpayment: number; weeklyPayments: number } {
  const weekly = schedule.filter((p) => p.kind === 'installment').sort(scheduleOrder);
  return {
    downpayment: schedule.filter((p) => p.kind === 'downpayment').reduce((s, p) => s + p.amount, 0),
    weeklyPayments: weekly[0]?.amount ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------------------
// What she may record (the service persists what these rules answer)

/** Why the ledger refuses a change: the message names the figures. */
export type LedgerRefusal =
  /** More than what is left of the order ('left' is what may still be recorded). */
  | { refused: 'overLeft'; left: number }
  /** A payment paid off by 'Registrar abono' abonos, not by a tick of its own: undo the abono instead. */
  | { refused: 'coveredByAbono' }
  /** Nothing to undo. */
  | { refused: 'noAbono' };

const sum = (abonos: readonly Abono[]) => abonos.reduce((s, a) => s + a.amount, 0);

/** What may still be recorded on an order: its total minus its abonos. */
export const leftToPay = (total: number, abonos: readonly Abono[]): number => Math.max(0, total - sum(abonos));

/** 'Registrar abono': any amount above zero up to what is left. */
export function checkAbono(total: number, abonos: readonly Abono[], amount: number): LedgerRefusal | null {
  const left = leftToPay(total, abonos);
  return amount > left ? { refused: 'overLeft', left } : null;
}

/**
 * Ticking a payment of the checklist, or editing a ticked one (reseller-area.md §4 'ticking a payment marks it
 * paid with the amount and optional date'; 'editing amount or date of a paid payment resends it as paid'):
 * - a payment with a tick of its own: that abono takes the new amount and date;
 * - an open payment: a new abono naming it, of `amount` (by default what is left of it, so ticking every
 *   payment leaves exactly $0.00);
 * - a payment paid off by abonos that name none: refused (undo the abono instead).
 * The amount may not exceed what is left of the order (counting the tick it replaces).
 */
export function tickChange(
  total: number,
  schedule: readonly ScheduledPayment[],
  abonos: readonly Abono[],
  paymentId: string,
  amount?: number,
): { add: number } | { edit: string; amount: number } | LedgerRefusal {
  const own = abonos.filter((a) => a.paymentId === paymentId);
  const row = allocate(schedule, abonos).payments.find((p) => p.id === paymentId);
  if (own.length > 0) {
    const mine = own[own.length - 1]!;
    const others = abonos.filter((a) => a !== mine);
    const wanted = amount ?? mine.amount;
    const left = leftToPay(total, others);
    return wanted > left ? { refused: 'overLeft', left } : { edit: mine.id, amount: wanted };
  }
  if (row && row.status === 'paid' && row.amount > 0) return { refused: 'coveredByAbono' };
  const wanted = amount ?? row?.left ?? 0;
  const left = leftToPay(total, abonos);
  return wanted > left ? { refused: 'overLeft', left } : { add: wanted };
}

/**
 * Unticking a payment: the abonos that name it are removed, so it is open again (an open payment stays as it is).
 * A payment paid off only by abonos that name none is refused: undo the abono instead.
 */
export function untickChange(
  schedule: readonly ScheduledPayment[],
  abonos: readonly Abono[],
  paymentId: string,
): { remove: string[] } | LedgerRefusal {
  const own = abonos.filter((a) => a.paymentId === paymentId).map((a) => a.id);
  if (own.length > 0) return { remove: own };
  const row = allocate(schedule, abonos).payments.find((p) => p.id === paymentId);
  return row && row.status === 'paid' && row.amount > 0 ? { refused: 'coveredByAbono' } : { remove: [] };
}

/** 'Deshacer último abono': the last one recorded. */
export function lastAbono(abonos: readonly Abono[]): Abono | LedgerRefusal {
  return abonos[abonos.length - 1] ?? { refused: 'noAbono' };
}
