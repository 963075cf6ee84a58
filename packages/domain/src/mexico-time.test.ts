import { describe, expect, it } from 'vitest';
import { endOfDay, formatDateTime, fromWallTime, referenceExpiry, wallTime } from './mexico-time';

describe('Mexico City time', () => {
  it('a reference issued in the morning is valid until 22:00 Mexico City the same day', () => {
    // 09:30 in Mexico City (UTC-6) is 15:30 UTC.
    expect(referenceExpiry(new Date('2026-11-21T15:30:00Z')).toISOString()).toBe('2026-11-22T04:00:00.000Z');
  });

  it('a reference issued at 23:10 Mexico City (already the next UTC day) is valid until 22:00 of the following day', () => {
    expect(referenceExpiry(new Date('2026-11-22T05:10:00Z')).toISOString()).toBe('2026-11-23T04:00:00.000Z');
  });

  it('formats the scheduled date so that its last five characters are the local time', () => {
    const formatted = formatDateTime(new Date('2026-11-24T17:15:00Z'));
    expect(formatted).toBe('24/11/2026 11:15');
    expect(formatted.slice(-5)).toBe('11:15');
  });

  it('converts wall time to instants and finds the end of the local day', () => {
    expect(fromWallTime({ year: 2026, month: 7, day: 1, hour: 10 }).toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(endOfDay(new Date('2026-11-24T17:15:00Z')).toISOString()).toBe('2026-11-25T05:59:59.000Z');
  });

  it("gives the zone's wall time (Intl, tzdata) for every hour from before the last daylight saving time to 2031", () => {
    const zone = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Mexico_City',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const byZone = (instant: Date) => {
      const p: Record<string, number> = {};
      for (const part of zone.formatToParts(instant)) if (part.type !== 'literal') p[part.type] = Number(part.value);
      return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
    };
    // Summer 2022 (CDT, UTC−5), the switch back on 2022-10-30 and every hour since, with odd minutes and seconds.
    for (let ms = Date.UTC(2022, 6, 1); ms < Date.UTC(2031, 0, 1); ms += 3_600_000 + 61_000) {
      const instant = new Date(ms);
      expect(wallTime(instant), instant.toISOString()).toEqual(byZone(instant));
    }
    expect(wallTime(new Date('2022-10-30T06:59:59Z')).hour).toBe(1); // 01:59:59 CDT
    expect(wallTime(new Date('2022-10-30T07:00:00Z')).hour).toBe(1); // 01:00:00 CST
  });
});
