import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dateOfDay, dayNumber, daysBetween, mexicoDate } from './mexico-dates';
import { wallTime } from './mexico-time';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('day numbers', () => {
  it('match the calendar for every day from 1900 to 2400', () => {
    for (let d = -25_567; d <= 157_000; d++) {
      const date = iso(d * 86_400_000);
      if (dayNumber(date) !== d || dateOfDay(d) !== date)
        throw new Error(`${date} is day ${dayNumber(date)}, day ${d} is ${dateOfDay(d)}`);
    }
  });

  it('add days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-21', 28)).toBe('2026-12-19');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('wall time', () => {
  it('answers the same for instants of the same second, and each caller gets its own object', () => {
    const a = wallTime(new Date('2026-11-21T18:30:15.100Z'));
    const b = wallTime(new Date('2026-11-21T18:30:15.900Z'));
    expect(b).toEqual(a);
    expect(b).not.toBe(a);
    a.day = 1;
    expect(wallTime(new Date('2026-11-21T18:30:15.500Z')).day).toBe(21);
    expect(wallTime(new Date('2026-11-21T18:30:16.000Z')).second).toBe(16);
    expect(mexicoDate(new Date('2026-11-22T05:59:59.999Z'))).toBe('2026-11-21');
    expect(mexicoDate(new Date('2026-11-22T06:00:00.000Z'))).toBe('2026-11-22');
  });
});
