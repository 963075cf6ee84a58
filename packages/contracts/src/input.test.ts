import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCalendarDay } from './input';

/** The reading isCalendarDay replaced: the text parsed as a UTC midnight and printed back the same. */
const byDate = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};
const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('isCalendarDay', () => {
  it('takes the days of the calendar and refuses the others', () => {
    for (const day of [
      '2026-01-31',
      '2026-02-28',
      '2024-02-29',
      '2000-02-29',
      '2026-04-30',
      '2026-12-31',
      '0000-02-29',
    ])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      '2026-02-29',
      '1900-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-01',
      '26-01-01',
      '2026-01-01T00:00',
      ' 2026-01-01',
      '',
      '２０２６-01-01',
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it('agrees with parsing the day as a date and printing it back, for any year, month and day numbers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (y, m, d) => {
          const day = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          expect(isCalendarDay(day)).toBe(byDate(day));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('agrees with it for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        expect(isCalendarDay(text)).toBe(byDate(text));
      }),
    );
  });
});
