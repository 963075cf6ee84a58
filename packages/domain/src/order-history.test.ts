import { describe, expect, it } from 'vitest';
import { appointmentWindow, hasFewHistoricOrders, monthRange, parseMonths, splitSemestralidad } from './order-history';

describe('order history', () => {
  it('turns N months back into an epoch-seconds range ending now; all has no range', () => {
    const now = new Date('2026-11-21T18:00:00Z');
    expect(monthRange(now, 3)).toEqual({
      from: Date.UTC(2026, 7, 21, 18) / 1000,
      to: Date.UTC(2026, 10, 21, 18) / 1000,
    });
    expect(monthRange(now, 'all')).toBeUndefined();
  });
  it('defaults the month filter to 3', () => {
    expect(parseMonths(null)).toBe(3);
    expect(parseMonths('x')).toBe(3);
    expect(parseMonths('all')).toBe('all');
    expect(parseMonths('12')).toBe(12);
  });
  it('takes the Semestralidad CrediPrice line out of the products and the count', () => {
    const r = splitSemestralidad(
      [
        { id_art: '210004', price: 89900, qty_ordered: 2 },
        { id_art: '112635', price: 14900, qty_ordered: 1 },
      ],
      3,
    );
    expect(r.products.map((p) => p.id_art)).toEqual(['210004']);
    expect(r.itemCount).toBe(2);
    expect(r.semestralidad).toBe(14900);
    expect(splitSemestralidad([{ id_art: '1', price: 1, qty_ordered: 1 }], 1).semestralidad).toBeNull();
  });
  it('gives a 15-minute window from the last 5 characters of the appointment', () => {
    expect(appointmentWindow('22/11/2026 12:15')).toEqual({ date: '22/11/2026', start: '12:15', end: '12:30' });
    expect(appointmentWindow('22/11/2026 23:50').end).toBe('00:05');
  });
  it('welcomes members with fewer than 2 historic orders', () => {
    expect(hasFewHistoricOrders(0)).toBe(true);
    expect(hasFewHistoricOrders(1)).toBe(true);
    expect(hasFewHistoricOrders(2)).toBe(false);
  });
});
