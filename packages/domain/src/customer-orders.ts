/**
 * Customer orders (custom carts) of a socia: item and order statuses, earnings, the installment plan and
 * "Mis cobranzas" (reseller-area.md §3, §4, §9; docs/decisions/0501-reseller-data-model.md).
 * Money is integer centavos; dates are Mexico City calendar dates ('YYYY-MM-DD').
 */
import { addDays } from './mexico-dates';

export const ITEM_STATUSES = ['PENDING', 'PURCHASED', 'CANCELED', 'ADDED_TO_CART'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const CART_STATUSES = ['CREATED', 'PURCHASED'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

/** The list's page from its address ('?page='): a whole number from 1; anything else is page 1. */
export const listPage = (value: string | null): number => Math.max(1, Math.floor(Number(value)) || 1);

/**
 * 'Órdenes de clientes' as its address states it (decision 0710), so that Back from an order returns to the same
 * list: `page`, `buscar` (a client name), `estado` (CREATED / PURCHASED), `vencidos=1` ('Con pagos vencidos') and
 * `cliente` (one client's orders, from 'Me deben'). The page and the server (its first data in the HTML) read it
 * with this one rule.
 */
export interface OrdersListState {
  page: number;
  find: string;
  status: '' | CartStatus;
  overdue: boolean;
  contactId: string;
  /** Orders made from this day on ('YYYY-MM-DD', Mexico City; '' for no start). */
  from: string;
  /** Orders made up to this day, inclusive ('' for no end). */
  to: string;
}

export const ORDERS_LIST_PARAMS = {
  page: 'page',
  find: 'buscar',
  status: 'estado',
  overdue: 'vencidos',
  contactId: 'cliente',
  from: 'desde',
  to: 'hasta',
} as const;

/** A day of the list's range as the address gives it: 'YYYY-MM-DD', or '' for anything else. */
const listDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : '');

export function ordersListState(params: { get(name: string): string | null }): OrdersListState {
  const status = (params.get(ORDERS_LIST_PARAMS.status) ?? '').toUpperCase();
  return {
    page: listPage(params.get(ORDERS_LIST_PARAMS.page)),
    find: (params.get(ORDERS_LIST_PARAMS.find) ?? '').trim().slice(0, 50),
    status: status === 'CREATED' || status === 'PURCHASED' ? status : '',
    overdue: params.get(ORDERS_LIST_PARAMS.overdue) === '1',
    contactId: (params.get(ORDERS_LIST_PARAMS.contactId) ?? '').trim().slice(0, 64),
    from: listDay(params.get(ORDERS_LIST_PARAMS.from)),
    to: listDay(params.get(ORDERS_LIST_PARAMS.to)),
  };
}

/** Whether the list shows its first state: every order, no search or filter (the HTML carries that one). */
export const isUnfilteredList = (s: OrdersListState): boolean =>
  s.find === '' && s.status === '' && !s.overdue && s.contactId === '' && s.from === '' && s.to === '';

/** To-buy items are those neither purchased nor canceled (§4). */
export const isToBuy = (status: ItemStatus): boolean => status !== 'PURCHASED' && status !== 'CANCELED';

/** The actions of the order detail (§4). */
export type ItemAction = 'markBought' | 'delete' | 'addToBag' | 'moveToBuy';

const ACTION_TARGET: Record<ItemAction, ItemStatus> = {
  markBought: 'PURCHASED',
  delete: 'CANCELED',
  addToBag: 'ADDED_TO_CART',
  moveToBuy: 'PENDING',
};

/**
 * Allowed item transitions, from → to (decision 0501). The spec lists mark bought, delete (to-buy and
 * bought tabs), add to bag and 'Mover a productos por comprar'; the rest are refused:
 * - CANCELED is final (a deleted item is gone from every tab; nothing reopens it);
 * - PURCHASED goes back only through 'Mover a productos por comprar' (→ PENDING) or delete;
 * - an item already in the bag may be added again (she emptied her bag) or taken back to PENDING;
 * - setting an item to the status it already has is a no-op, allowed (PATCH replays are harmless),
 *   except CANCELED → CANCELED, which finds no live item.
 */
const ALLOWED: Record<ItemStatus, readonly ItemStatus[]> = {
  PENDING: ['PENDING', 'PURCHASED', 'CANCELED', 'ADDED_TO_CART'],
  ADDED_TO_CART: ['ADDED_TO_CART', 'PURCHASED', 'CANCELED', 'PENDING'],
  PURCHASED: ['PURCHASED', 'PENDING', 'CANCELED'],
  CANCELED: [],
};

export const canSetItemStatus = (from: ItemStatus, to: ItemStatus): boolean => ALLOWED[from].includes(to);

/** The status an action leads to, or null when the spec does not allow it from `from`. */
export function applyItemAction(from: ItemStatus, action: ItemAction): ItemStatus | null {
  const to = ACTION_TARGET[action];
  return canSetItemStatus(from, to) ? to : null;
}

/**
 * CREATED while an item is to buy, PURCHASED when all (live) items are bought. An order with no live item
 * (empty, or every item deleted) stays CREATED: nothing was bought (decision 0501).
 */
export function cartStatus(items: readonly { status: ItemStatus }[]): CartStatus {
  if (items.some((i) => isToBuy(i.status))) return 'CREATED';
  return items.some((i) => i.status === 'PURCHASED') ? 'PURCHASED' : 'CREATED';
}

// ---------------------------------------------------------------------------------------------------------
// Earnings (§9)

export interface EarningsItem {
  status: ItemStatus;
  qty: number;
  /** What the customer pays per unit (price_total = price × qty). */
  price: number;
  /** The socia's price per unit. */
  basePrice: number;
}

/** Canceled items count nowhere: they are no longer part of the order (decision 0501). */
const live = <T extends { status: ItemStatus }>(items: readonly T[]) => items.filter((i) => i.status !== 'CANCELED');

export const priceTotal = (i: Pick<EarningsItem, 'qty' | 'price'>): number => i.price * i.qty;

/** Σ price_total of the live items: the order's grand_total (cash). */
export const customerTotal = (items: readonly EarningsItem[]): number =>
  live(items).reduce((s, i) => s + priceTotal(i), 0);

/** Σ base_price × qty of the live items. */
export const resellerTotal = (items: readonly EarningsItem[]): number =>
  live(items).reduce((s, i) => s + i.basePrice * i.qty, 0);

/** grand_total − reseller total (grand_total of the chosen option: installments include their surcharge). */
export const earnings = (grandTotal: number, items: readonly EarningsItem[]): number =>
  grandTotal - resellerTotal(items);

/** Customer total − reseller total over the items with the given status. */
export function pendingEarnings(items: readonly EarningsItem[], status: ItemStatus): number {
  const chosen = items.filter((i) => i.status === status);
  return chosen.reduce((s, i) => s + (i.price - i.basePrice) * i.qty, 0);
}

// ---------------------------------------------------------------------------------------------------------
// Payment options and the installment plan

export type PaymentOptionType = 'cash' | 'installments';

/** The payment option an order has chosen, from its stored value; null before she chooses (or for anything else). */
export function paymentOptionOf(stored: string | null | undefined): PaymentOptionType | null {
  return stored === 'cash' || stored === 'installments' ? stored : null;
}
export type PaymentKind = 'downpayment' | 'installment' | 'cash';

/** The store's installment defaults (custom_stores columns). */
export interface InstallmentDefaults {
  /** Surcharge of buying in installments, whole percent of the cash total. */
  installmentPercentage: number;
  /** Number of weekly payments after the down payment ('{weeks}x pagos'). */
  installmentWeeks: number;
  /** Raw value: the down payment percent is raw / 1000 × 100 (customer-account.md §9). */
  downpaymentPercentage: number;
  /** A fixed down payment in centavos; when set it wins over the percentage (capped at the total). */
  downpayment?: number | null;
}

/** raw / 1000 × 100, e.g. 200 → 20 (percent). */
export const downpaymentPercent = (raw: number): number => (raw / 1000) * 100;

export interface InstallmentTerms {
  /** The installments total (cash total plus the surcharge). */
  grandTotal: number;
  downpayment: number;
  installmentWeeks: number;
  /** The regular weekly amount; the last payment absorbs the rounding (see planPayments). */
  weeklyPayments: number;
}

/** Half-up division of integers (no floating point in money). */
const divRound = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));

/** The installments total of a cash total: the surcharge (whole percent) rounded half up to the centavo. */
export const installmentTotal = (cashTotal: number, installmentPercentage: number): number =>
  cashTotal + divRound(cashTotal * installmentPercentage, 100);

/**
 * The installments option of a cash total, from the store's defaults, frozen on the order when chosen.
 * Surcharge and percentage are rounded half up to the centavo; the weekly amount is the remainder divided
 * evenly, rounded down, the last payment taking the centavos left over, so the parts add up exactly.
 */
export function installmentTerms(cashTotal: number, d: InstallmentDefaults): InstallmentTerms {
  const weeks = Math.max(1, Math.trunc(d.installmentWeeks));
  const grandTotal = installmentTotal(cashTotal, d.installmentPercentage);
  // raw / 1000 × 100 percent of the total = total × raw / 1000.
  const byPercent = divRound(grandTotal * d.downpaymentPercentage, 1000);
  const downpayment = Math.min(grandTotal, d.downpayment ?? byPercent);
  const weeklyPayments = Math.floor((grandTotal - downpayment) / weeks);
  return { grandTotal, downpayment, installmentWeeks: weeks, weeklyPayments };
}

export interface PlannedPayment {
  kind: PaymentKind;
  /** 0 for the down payment and for cash; 1..weeks for the weekly payments. */
  number: number;
  amount: number;
  dueDate: string;
}

/**
 * The payments of an option, due weekly from the order date: the down payment (or the cash payment) on the
 * order date, payment n on order date + 7n days. Amounts add up exactly to the option's total.
 */
export function planPayments(
  option: { type: 'cash'; grandTotal: number } | ({ type: 'installments' } & InstallmentTerms),
  orderDate: string,
): PlannedPayment[] {
  if (option.type === 'cash') return [{ kind: 'cash', number: 0, amount: option.grandTotal, dueDate: orderDate }];
  const out: PlannedPayment[] = [];
  if (option.downpayment > 0) {
    out.push({ kind: 'downpayment', number: 0, amount: option.downpayment, dueDate: orderDate });
  }
  const rest = option.grandTotal - option.downpayment;
  for (let n = 1; n <= option.installmentWeeks; n++) {
    const amount =
      n === option.installmentWeeks
        ? rest - option.weeklyPayments * (option.installmentWeeks - 1)
        : option.weeklyPayments;
    out.push({ kind: 'installment', number: n, amount, dueDate: addDays(orderDate, 7 * n) });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Labels (§4)

export const paymentLabels = {
  downpayment: 'Enganche',
  installment: 'Nº pago',
  cash: 'Contado',
  installmentsOption: (weeks: number) => `${weeks}x pagos`,
} as const;

/** 'Enganche' for a down payment, otherwise 'Nº pago' followed by its number; 'Contado' for cash. */
export function paymentLabel(p: { kind: PaymentKind; number: number }): string {
  if (p.kind === 'downpayment') return paymentLabels.downpayment;
  if (p.kind === 'cash') return paymentLabels.cash;
  return `${paymentLabels.installment} ${p.number}`;
}

// ---------------------------------------------------------------------------------------------------------
// "Mis cobranzas" / 'Me deben' (the ledger's figures are ledger.ts)

/** 'Por cobrar esta semana': open payments due from today through today + 6 days (decision 0501). */
export const COLLECTIONS_WEEK_DAYS = 7;

// ---------------------------------------------------------------------------------------------------------
// Ids and search

/** The order id shown to people: its last 4 characters (§9). */
export const shortCartId = (cartId: string): string => cartId.slice(-4);

/**
 * The search key of a client name: lower case, accents and other marks removed, spaces collapsed, so that
 * 'María José' is found by 'maria jos' (the list search is case- and accent-insensitive).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
