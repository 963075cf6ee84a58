/**
 * The account's order history rules (customer-account.md §2, §9; reseller-area.md §2, §9): month filter
 * ranges, the Semestralidad CrediPrice line, the pickup window and the new-members rule. Pure.
 */
import { APPOINTMENT_MINUTES, SEMESTRALIDAD_ID_ART } from './orders';

export const DEFAULT_MONTHS = 3;
export type MonthFilter = number | 'all';

/** from/to in epoch seconds for 'N months back' (calendar months, from now); undefined for 'all'. */
export function monthRange(now: Date, months: MonthFilter): { from: number; to: number } | undefined {
  if (months === 'all') return undefined;
  const from = new Date(now.getTime());
  from.setUTCMonth(from.getUTCMonth() - months);
  return { from: Math.floor(from.getTime() / 1000), to: Math.floor(now.getTime() / 1000) };
}

/** Parses the month query value: '3' (default), 'all', or a positive number of months back. */
export function parseMonths(value: string | null | undefined): MonthFilter {
  if (value === 'all') return 'all';
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 120 ? n : DEFAULT_MONTHS;
}

/**
 * What the order list of /mi-cuenta/mis-pedidos/{view} asks GET orders/historic for, as its address states it
 * (platform, meses, find, page): one rule for the page (apps/web's orders list) and for the HTML that carries the
 * list's first page (apps/api, issue 16), so that both name the same request. Without `meses` the API applies the
 * default months (hasFilterSelected=false, decision 0682); a number search needs a platform.
 */
export interface OrdersListRequest<P extends string, V extends string> {
  /** Whether there is a list to ask for: a sub-route that lists its view, or a chosen platform. */
  enabled: boolean;
  /** An order-number search (`find` with a platform): the orders whose number starts with it, paged like the list. */
  searching: boolean;
  platform: P | undefined;
  months: MonthFilter;
  find: string;
  page: number;
  /** The query, as the list's cache key and the GET's parameters (undefined ones are not sent). */
  params: {
    customerId: string;
    platform?: P | undefined;
    find?: string | undefined;
    view?: V | undefined;
    from?: number | undefined;
    to?: number | undefined;
    hasFilterSelected?: boolean | undefined;
    currentPage?: number | undefined;
    pageSize?: number | undefined;
  };
}

export function ordersListRequest<P extends string, V extends string>(input: {
  customerId: string;
  search: URLSearchParams;
  /** The sub-route's view when it lists one directly; undefined on the filterable list ('envios'). */
  fixedView: V | undefined;
  platforms: readonly P[];
  pageSize: number;
  /** When the month range is taken: it ends at the end of this minute, so it stays one key for a minute. */
  now: Date;
}): OrdersListRequest<P, V> {
  const { customerId, search, fixedView, platforms, pageSize } = input;
  const platformParam = search.get('platform');
  const platform = platforms.find((p) => p === platformParam);
  const months = parseMonths(search.get('meses'));
  const chosen = search.has('meses');
  const find = search.get('find') ?? '';
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const searching = find !== '' && platform !== undefined;
  const enabled = fixedView !== undefined || platform !== undefined;
  // The end of the current minute: an order placed seconds ago is inside the range.
  const end = new Date((Math.floor(input.now.getTime() / 60_000) + 1) * 60_000);
  const range = chosen ? monthRange(end, months) : undefined;
  // A search is paged as the list is (customer-account §2: pages whenever the total exceeds the page size); it has
  // no month range: a number is looked for in her whole history.
  const params = searching
    ? { customerId, platform, find, currentPage: page, pageSize }
    : {
        customerId,
        platform,
        view: fixedView,
        from: range?.from,
        to: range?.to,
        hasFilterSelected: chosen,
        currentPage: page,
        pageSize,
      };
  return { enabled, searching, platform, months, find, page, params };
}

interface Line {
  id_art: string;
  price: number;
  qty_ordered: number;
}

/** 'Semestralidad CrediPrice' (id_art 112635) leaves the product list and the item count for its own summary line. */
export function splitSemestralidad<T extends Line>(products: T[], totalItemCount: number) {
  const fee = products.filter((p) => p.id_art === SEMESTRALIDAD_ID_ART);
  const feeQty = fee.reduce((n, p) => n + p.qty_ordered, 0);
  return {
    products: products.filter((p) => p.id_art !== SEMESTRALIDAD_ID_ART),
    itemCount: totalItemCount - feeQty,
    semestralidad: fee.length ? fee.reduce((sum, p) => sum + p.price * p.qty_ordered, 0) : null,
  };
}

/** The pickup window from scheduled_formatted_date ('dd/mm/aaaa HH:MM'): its last 5 characters are the start. */
export function appointmentWindow(scheduledFormattedDate: string): { date: string; start: string; end: string } {
  const start = scheduledFormattedDate.slice(-5);
  const date = scheduledFormattedDate.slice(0, -5).trim();
  const [h, m] = start.split(':').map(Number);
  const total = (h ?? 0) * 60 + (m ?? 0) + APPOINTMENT_MINUTES;
  const end = `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return { date, start, end };
}

export { hasFewHistoricOrders } from './new-members';
