/**
 * Money is integer centavos everywhere inside the shop. On the wire it travels as pesos with at most two
 * decimals (a JSON number such as 1234.5): `toPesos` and `parsePesos` are the only two crossings.
 */

/** 123456 → 1234.56 (the division of an integer by 100 prints back as the exact two-decimal text). */
export function toPesos(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in centavos: ${cents}`);
  return cents / 100;
}

const PESOS = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * '1234.5', '1234.50', 1234.5 → 123450 centavos, read from the decimal text (no floating-point maths).
 * Null for anything that is not a non-negative amount with at most two decimals.
 */
export function parsePesos(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = PESOS.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
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
