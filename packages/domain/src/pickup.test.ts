import { describe, expect, it } from 'vitest';
import { isValidWindow, openingHours, windowStarts } from './pickup';

describe('pickup windows', () => {
  const now = new Date('2026-11-21T18:00:00Z'); // 12:00 in Mexico City
  const until = new Date('2026-11-24T18:00:00Z'); // 3 days later

  it('offers 15-minute windows inside opening hours, an hour ahead at the earliest, until the deadline', () => {
    const starts = windowStarts(now, until, 'Lunes a domingo de 10:00 a 21:00');
    expect(starts[0]!.toISOString()).toBe('2026-11-21T19:00:00.000Z'); // 13:00
    expect(starts.every((s) => s.getUTCMinutes() % 15 === 0)).toBe(true);
    // the last window of a day starts at 20:45 local (02:45 UTC next day)
    expect(starts.some((s) => s.toISOString() === '2026-11-22T02:45:00.000Z')).toBe(true);
    expect(starts.some((s) => s.toISOString() === '2026-11-22T03:00:00.000Z')).toBe(false);
    expect(starts.at(-1)!.getTime()).toBeLessThanOrEqual(until.getTime());
  });

  it('refuses a time that is not a window start', () => {
    expect(isValidWindow(new Date('2026-11-22T17:00:00Z'), now, until, '')).toBe(true); // 11:00
    expect(isValidWindow(new Date('2026-11-22T17:05:00Z'), now, until, '')).toBe(false);
    expect(isValidWindow(new Date('2026-11-22T12:00:00Z'), now, until, '')).toBe(false); // 06:00, closed
    expect(isValidWindow(new Date('2026-11-25T17:00:00Z'), now, until, '')).toBe(false); // after the deadline
  });

  it('reads opening hours from the store text', () => {
    expect(openingHours('Lunes a sábado de 9:30 a 20:00')).toEqual({ open: 570, close: 1200 });
  });
});
