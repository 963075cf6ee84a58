import { MONTHS } from '@shop/domain/months';
import { formatDate as formatMexicoShortDate, wallTime } from '@shop/domain/mexico-time';

/**
 * Dates, one formatter per meaning. Money is formatted by `formatMoney` of `@shop/domain/money` (the one MXN
 * formatter of the shop, the API's too).
 */

// What Intl's es-MX long date writes ('21 de noviembre de 2026'; format.test.ts holds them together), without Intl:
// a page's first use of Intl loads ICU's data, 20–50 ms on the main thread (issue 16).

const longDay = (year: number, month: number, day: number) => `${day} de ${MONTHS[month - 1]} de ${year}`;

/** An instant's Mexico City day, long: '21 de noviembre de 2026'. */
export function formatLongDate(instant: string | Date): string {
  const w = wallTime(new Date(instant));
  return longDay(w.year, w.month, w.day);
}

/** An instant's Mexico City day, short: '21/11/2026' (the same rule the API writes). */
export const formatShortDate = (instant: string | Date) => formatMexicoShortDate(new Date(instant));

/** A date-only value ('2027-06-30'), long and without a time-zone shift: '30 de junio de 2027'. */
export function formatCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1));
  return longDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** A date-only value with its weekday, without the year: '2026-11-27' → 'viernes 27 de noviembre' (reminders). */
export function formatWeekdayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1));
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]}`;
}
