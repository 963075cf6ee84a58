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

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus n calendar months, the day clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
