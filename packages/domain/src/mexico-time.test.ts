import { describe, expect, it } from 'vitest';
import { endOfDay, formatDateTime, fromWallTime, referenceExpiry } from './mexico-time';

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
});
