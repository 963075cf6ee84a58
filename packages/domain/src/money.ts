/** Money is integer centavos everywhere in the shop, on the wire too (docs/decisions/0304-money-on-the-wire.md). */

/** Rounds amount × basisPoints / 10000 half up, in integers (amounts here are far below 2^53 / 10000). */
export function percentOf(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

/**
 * 123456 → '$1,234.56', -5 → '-$0.05': what `Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })`
 * writes (the unit test holds the two together), in integer arithmetic. Not Intl itself: a page's first use of Intl
 * loads ICU's data, 20–50 ms on the main thread of a fresh page (issue 16), and the centavos need no division.
 */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const pesos = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${pesos}.${String(abs % 100).padStart(2, '0')}`;
}
