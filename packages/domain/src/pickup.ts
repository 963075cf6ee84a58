/**
 * Pickup appointment windows (customer-account.md §4/§9): 15-minute windows inside the store's opening
 * hours (Mexico City time), from the next window at least an hour ahead until the scheduling deadline.
 */
import { addDays, fromWallTime, wallTime } from './mexico-time';
import { APPOINTMENT_MINUTES } from './orders';

export const WINDOW_MS = APPOINTMENT_MINUTES * 60_000;
export const MIN_LEAD_MS = 60 * 60_000;
/** Appointments one store takes in the same window. */
export const WINDOW_CAPACITY = 3;

/** Opening hours from the store's text ('… de 10:00 a 21:00'); 10:00–21:00 when it says nothing usable. */
export function openingHours(text: string): { open: number; close: number } {
  const m = /(\d{1,2}):(\d{2})\D+(\d{1,2}):(\d{2})/.exec(text);
  if (!m) return { open: 600, close: 1260 };
  return { open: Number(m[1]) * 60 + Number(m[2]), close: Number(m[3]) * 60 + Number(m[4]) };
}

/** Window starts (instants) between now + lead and `until`, inside opening hours. */
export function windowStarts(now: Date, until: Date, hoursText: string): Date[] {
  const { open, close } = openingHours(hoursText);
  const earliest = now.getTime() + MIN_LEAD_MS;
  const result: Date[] = [];
  let day = wallTime(now);
  for (let d = 0; d < 8; d++) {
    for (let minute = open; minute + APPOINTMENT_MINUTES <= close; minute += APPOINTMENT_MINUTES) {
      const start = fromWallTime({
        year: day.year,
        month: day.month,
        day: day.day,
        hour: Math.floor(minute / 60),
        minute: minute % 60,
      });
      if (start.getTime() >= earliest && start.getTime() <= until.getTime()) result.push(start);
    }
    day = addDays(day, 1);
  }
  return result;
}

export function isValidWindow(start: Date, now: Date, until: Date, hoursText: string): boolean {
  return windowStarts(now, until, hoursText).some((w) => w.getTime() === start.getTime());
}
