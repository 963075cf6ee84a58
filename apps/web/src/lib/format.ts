import { formatDate as formatMexicoShortDate } from '@shop/domain/mexico-time';

/**
 * Dates, one formatter per meaning. Money is formatted by `formatMoney` of `@shop/domain/money` (the one MXN
 * formatter of the shop, the API's too).
 */

const longDate = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Mexico_City',
});
const longCalendarDate = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An instant's Mexico City day, long: '21 de noviembre de 2026'. */
export const formatLongDate = (instant: string | Date) => longDate.format(new Date(instant));

/** An instant's Mexico City day, short: '21/11/2026' (the same rule the API writes). */
export const formatShortDate = (instant: string | Date) => formatMexicoShortDate(new Date(instant));

/** A date-only value ('2027-06-30'), long and without a time-zone shift: '30 de junio de 2027'. */
export function formatCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return longCalendarDate.format(new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)));
}
