/**
 * Wall-clock time in Mexico City, computed from instants with the IANA zone (Intl) up to the end of its last daylight
 * saving time, and as UTC−6 from then on (below).
 * Timers of the spec are stated in this time: payment references valid until 22:00 the same day,
 * store opening hours, pickup windows.
 */
export const MEXICO_CITY = 'America/Mexico_City';

export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Mexico City has kept UTC−6 all year since its last daylight saving time ended, 2022-10-30 02:00 CDT (07:00 UTC),
 * by the law of that year (IANA tzdata 2022f). From that instant on the wall time is computed directly; before it,
 * with Intl and the zone's history. Intl's first use on a page loads ICU's data (20–50 ms on the main thread of a
 * fresh page, issue 16); the unit test holds the two together for every hour of 2022–2031, so a tzdata that one day
 * brings a rule back fails it.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2022, 9, 30, 7);
const FIXED_OFFSET_MS = -6 * 3_600_000;

let partsFormat: Intl.DateTimeFormat | undefined;
const zoneFormat = () =>
  (partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: MEXICO_CITY,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

let lastSecond = NaN;
let lastWall: WallTime | undefined;

export function wallTime(instant: Date): WallTime {
  const ms = instant.getTime();
  if (ms >= FIXED_OFFSET_SINCE) {
    const d = new Date(ms + FIXED_OFFSET_MS);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  }
  return zoneWallTime(instant);
}

/** The wall time by the zone's rules (Intl). */
function zoneWallTime(instant: Date): WallTime {
  // The wall time depends only on the whole second (zone offsets are whole minutes), and a busy server asks
  // for the same second many times: the last answer is kept (Intl's formatToParts costs a few µs a call).
  const second = Math.floor(instant.getTime() / 1000);
  if (second === lastSecond && lastWall) return { ...lastWall };
  const p: Record<string, number> = {};
  for (const part of zoneFormat().formatToParts(instant))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
  lastSecond = second;
  lastWall = wall;
  return { ...wall };
}

/** The instant at which Mexico City's clocks show the given wall time. */
export function fromWallTime(w: Pick<WallTime, 'year' | 'month' | 'day'> & Partial<WallTime>): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour ?? 0, w.minute ?? 0, w.second ?? 0);
  // The zone's offset at that moment (two passes settle any offset change on the way).
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const seen = wallTime(new Date(guess));
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += asUtc - seenUtc;
  }
  return new Date(guess);
}

/** Adds whole calendar days to a Mexico City date (keeps the wall time). */
export function addDays(w: WallTime, days: number): WallTime {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return { ...w, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * A payment reference is valid until 22:00 Mexico City time of the day it is issued; one issued at or
 * after 22:00 is valid until 22:00 of the next day (docs/decisions/0205-timers.md).
 */
export function referenceExpiry(issuedAt: Date): Date {
  const w = wallTime(issuedAt);
  const day = w.hour >= 22 ? addDays(w, 1) : w;
  return fromWallTime({ year: day.year, month: day.month, day: day.day, hour: 22 });
}

/** The last instant of the Mexico City day that contains `instant`. */
export function endOfDay(instant: Date): Date {
  const w = wallTime(instant);
  const next = addDays(w, 1);
  return new Date(fromWallTime({ year: next.year, month: next.month, day: next.day }).getTime() - 1000);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 'dd/mm/aaaa' in Mexico City. */
export const formatDate = (instant: Date) => {
  const w = wallTime(instant);
  return `${pad(w.day)}/${pad(w.month)}/${w.year}`;
};
/** 'HH:MM' (24 h) in Mexico City. */
export const formatTime = (instant: Date) => {
  const w = wallTime(instant);
  return `${pad(w.hour)}:${pad(w.minute)}`;
};
/** 'dd/mm/aaaa HH:MM': the spec's scheduled_formatted_date (its last 5 characters are the time). */
export const formatDateTime = (instant: Date) => `${formatDate(instant)} ${formatTime(instant)}`;
