import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatLongDate, formatShortDate, formatWeekdayDate } from './format';

describe('date formatters', () => {
  it("write what Intl's es-MX long date writes, on the Mexico City day, for every day of 2022–2027", () => {
    const longDate = new Intl.DateTimeFormat('es-MX', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Mexico_City',
    });
    const longCalendarDate = new Intl.DateTimeFormat('es-MX', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // 05:30 UTC is still the previous day in Mexico City: the day shown is hers.
    for (let ms = Date.UTC(2022, 0, 1, 5, 30); ms < Date.UTC(2028, 0, 1); ms += 86_400_000) {
      const instant = new Date(ms);
      expect(formatLongDate(instant), instant.toISOString()).toBe(longDate.format(instant));
      expect(formatLongDate(instant.toISOString())).toBe(longDate.format(instant));
      const isoDate = instant.toISOString().slice(0, 10);
      expect(formatCalendarDate(isoDate)).toBe(longCalendarDate.format(new Date(`${isoDate}T00:00:00Z`)));
    }
    expect(formatLongDate('2026-11-22T05:30:00Z')).toBe('21 de noviembre de 2026');
    expect(formatShortDate('2026-11-22T05:30:00Z')).toBe('21/11/2026');
    expect(formatCalendarDate('2027-06-30')).toBe('30 de junio de 2027');
  });

  it("writes a date with its weekday as Intl's es-MX does, for every day of 2026–2027", () => {
    const weekday = new Intl.DateTimeFormat('es-MX', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 86_400_000) {
      const isoDate = new Date(ms).toISOString().slice(0, 10);
      expect(formatWeekdayDate(isoDate)).toBe(weekday.format(new Date(ms)).replace(',', ''));
    }
    expect(formatWeekdayDate('2026-11-27')).toBe('viernes 27 de noviembre');
  });
});
