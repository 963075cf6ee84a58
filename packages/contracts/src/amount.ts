/**
 * The one reading of an amount of money as a person types it in Mexico (decision 0710): '261.58', '$1,250',
 * '1,250.50', '$ 300', '300 MXN' → exact centavos. Zod-free, so a page that only formats money loads no zod; the
 * form, the route schemas and the CrediPrice 'Otra cantidad' field all call it.
 *
 * - '.' is the decimal point, with at most two decimals (centavos); ',' only separates thousands, in groups of three.
 * - '$', spaces and a trailing 'MXN' / 'pesos' are ignored; anything else (letters, a NUL byte, a sign, a second
 *   point, an exponent) is refused.
 * - Zero and amounts above AMOUNT_MAX_CENTS are refused: no amount a socia records is that large, and every
 *   amount fits PostgreSQL's `integer`.
 */

/** $9,999,999.99: within int4 (2,147,483,647 centavos) with room for sums of several amounts. */
export const AMOUNT_MAX_CENTS = 999_999_999;
/** Longest text read as an amount ('$ 9,999,999.99 MXN' is 18 characters). */
export const AMOUNT_MAX_LENGTH = 24;

export const amountMessages = {
  invalid: 'Ingresa un monto válido, por ejemplo 261.58',
  required: 'Ingresa el monto',
  decimals: 'El monto puede tener hasta dos decimales (centavos)',
  decimalComma: 'Usa punto para los centavos, por ejemplo 261.58',
  zero: 'El monto debe ser mayor a $0.00',
  tooLarge: 'El monto es demasiado grande',
  /** More than what the order still owes (the ledger's rule, checked where the order is known). */
  overLeft: (left: string) => `El monto es mayor que lo que falta por pagar (${left})`,
} as const;

export type AmountReading = { ok: true; cents: number } | { ok: false; message: string };

const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/;
const PLAIN = /^\d+(?:\.\d{1,2})?$/;

/** Reads a typed amount; `{ok: false, message}` says in Spanish what is wrong with it. */
export function readAmount(text: string): AmountReading {
  if (text.length > AMOUNT_MAX_LENGTH) return { ok: false, message: amountMessages.invalid };
  const t = text
    .trim()
    .replace(/\s*(?:mxn|pesos?)$/i, '')
    .replace(/^\$/, '')
    .replace(/\s+/g, '');
  if (t === '') return { ok: false, message: amountMessages.required };
  if (!GROUPED.test(t) && !PLAIN.test(t)) {
    if (/^\d+(?:,\d{3})*\.\d{3,}$/.test(t)) return { ok: false, message: amountMessages.decimals };
    if (/^\d+,\d{1,2}$/.test(t)) return { ok: false, message: amountMessages.decimalComma };
    return { ok: false, message: amountMessages.invalid };
  }
  const [whole = '', frac = ''] = t.replace(/,/g, '').split('.');
  // Long runs of digits cannot be exact numbers: refused before any arithmetic.
  if (whole.replace(/^0+/, '').length > 7) return { ok: false, message: amountMessages.tooLarge };
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (cents === 0) return { ok: false, message: amountMessages.zero };
  if (cents > AMOUNT_MAX_CENTS) return { ok: false, message: amountMessages.tooLarge };
  return { ok: true, cents };
}

/** 26158 → '261.58': what an amount field shows for an amount it already holds (no '$', no thousands commas). */
export function amountText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
