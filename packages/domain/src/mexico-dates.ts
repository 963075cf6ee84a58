/**
 * Calendar dates of the shop are Mexico City dates ('YYYY-MM-DD'), taken from an instant of the clock.
 * Built on mexico-time.ts, the one place that converts between instants and Mexico City wall time.
 */
import { fromWallTime, MEXICO_CITY, wallTime } from './mexico-time';

export const SHOP_TIME_ZONE = MEXICO_CITY;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Mexico City calendar date of an instant. */
export function mexicoDate(instant: Date): string {
  const w = wallTime(instant);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Wall-clock parts of an instant in Mexico City. */
export const mexicoParts = (instant: Date) => wallTime(instant);

/** The instant at which Mexico City's wall clock shows `date` at `hour`:`minute`. */
export function mexicoInstant(date: string, hour: number, minute = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return fromWallTime({ year, month, day, hour, minute, second: 0 });
}

/**
 * A 'YYYY-MM-DD' date as a day number (days since 1970-01-01, proleptic Gregorian), and back. Pure integer
 * arithmetic (H. Hinnant's days_from_civil / civil_from_days), so date maths in hot loops allocates no Date.
 */
export function dayNumber(date: string): number {
  let y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  if (m <= 2) y -= 1;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export function dateOfDay(dayNum: number): string {
  const z = dayNum + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** 'YYYY-MM-DD' plus n calendar months, the day clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}
