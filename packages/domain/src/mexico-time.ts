/**
 * Calendar dates of the shop are Mexico City dates ('YYYY-MM-DD'), taken from an instant of the clock.
 */
export const SHOP_TIME_ZONE = 'America/Mexico_City';

const dateParts = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const dateTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Mexico City calendar date of an instant. */
export function mexicoDate(instant: Date): string {
  return dateParts.format(instant); // en-CA formats as YYYY-MM-DD
}

/** Wall-clock parts of an instant in Mexico City. */
export function mexicoParts(instant: Date) {
  const p = Object.fromEntries(dateTimeParts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour), minute: Number(p.minute), second: Number(p.second) };
}

/** The instant at which Mexico City's wall clock shows `date` at `hour`:`minute`. */
export function mexicoInstant(date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  // The zone's offset at that moment (wall clock minus UTC), applied once and checked once (DST edges).
  let instant = guess - offsetMs(new Date(guess));
  instant = guess - offsetMs(new Date(instant));
  return new Date(instant);
}

function offsetMs(instant: Date): number {
  const p = mexicoParts(instant);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant.getTime() / 1000) * 1000;
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
