import { z } from 'zod';
import { messages } from './messages';

/**
 * Shared building blocks for numbers that reach the database (decision 0640). Every integer a request carries
 * lands in an `integer` (int4) column or is compared with one, so it is bounded by int4 here, at the edge: a
 * 2^31 or 2^53 is a 400 in Spanish, never a PostgreSQL 'out of range' (a 500).
 */
export const INT4_MAX = 2_147_483_647;

const outOfRange = messages.generic.numberOutOfRange;

/** An integer from a form or a query string ('12'), within int4. */
export const int4Coerced = z.coerce
  .number()
  .int(outOfRange)
  .min(-INT4_MAX - 1, outOfRange)
  .max(INT4_MAX, outOfRange);

/** A row id sent in a body: positive and within int4. */
export const idNumber = z.number().int(outOfRange).min(1, outOfRange).max(INT4_MAX, outOfRange);

/** A row id taken from a path or a query string ('42'): positive and within int4. */
export const idParam = z.coerce.number().int(outOfRange).min(1, outOfRange).max(INT4_MAX, outOfRange);

/** An amount in centavos sent by a client (up to 21 million pesos, int4). */
export const centavosInput = z
  .number()
  .int(outOfRange)
  .min(0, outOfRange)
  .max(INT4_MAX, outOfRange)
  .describe('MXN in integer centavos (26158 = $261.58)');

/** A blank text field ('', '   ') is an absent one: for optional fields that a form sends empty. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A UUID as the shop makes them (cart, contact and request ids), any case. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * 'YYYY-MM-DD' names a day of the (proleptic Gregorian) calendar: not 2026-02-30, not 2026-13-01. By arithmetic, not
 * by parsing a Date and printing it back (1.6 µs, run twice by every date-range page of her orders: issue 32); the
 * tests check it against that reading.
 */
export const isCalendarDay = (d: string) => {
  const parts = DAY.exec(d);
  if (!parts) return false;
  const year = Number(parts[1]);
  const month = Number(parts[2]);
  const day = Number(parts[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!);
};

/** No NUL character: PostgreSQL text cannot hold one (the error handler refuses it in any request too). */
export const hasNoNul = (s: string) => !s.includes('\u0000');
