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
