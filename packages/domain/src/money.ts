/**
 * Money is integer centavos everywhere inside the shop. On the wire it travels as pesos with at most two
 * decimals (a JSON number such as 1234.5): `toPesos` here, `pesosToCents` (contracts/credit) for what comes in.
 */

/** 123456 → 1234.56 (the division of an integer by 100 prints back as the exact two-decimal text). */
export function toPesos(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in centavos: ${cents}`);
  return cents / 100;
}

/** Rounds amount × basisPoints / 10000 half up, in integers (amounts here are far below 2^53 / 10000). */
export function percentOf(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 123456 → '$1,234.56' (credit screens: currency with two decimals). */
export function formatMoney(cents: number): string {
  return mxn.format(cents / 100);
}
