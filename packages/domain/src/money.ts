/** Money is integer centavos everywhere in the shop, on the wire too (docs/decisions/0304-money-on-the-wire.md). */

/** Rounds amount × basisPoints / 10000 half up, in integers (amounts here are far below 2^53 / 10000). */
export function percentOf(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

const mxn = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** 123456 → '$1,234.56' (credit screens: currency with two decimals). */
export function formatMoney(cents: number): string {
  return mxn.format(cents / 100);
}
