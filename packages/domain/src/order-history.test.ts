import { describe, expect, it } from 'vitest';
import {
  appointmentWindow,
  hasFewHistoricOrders,
  monthRange,
  ordersListRequest,
  parseMonths,
  splitSemestralidad,
} from './order-history';

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
  it("reads the orders list's request from its address, the same for the page and the HTML", () => {
    const now = new Date('2026-11-21T18:00:30Z');
    const list = (query: string, fixedView?: 'apartados') =>
      ordersListRequest({
        customerId: '300001',
        search: new URLSearchParams(query),
        fixedView,
        platforms: ['ecommerce', 'physical_store'] as const,
        pageSize: 10,
        now,
      });
    // The filterable list asks for nothing until a platform is chosen; an unknown platform is none.
    expect(list('').enabled).toBe(false);
    expect(list('platform=tienda').enabled).toBe(false);
    // Without months the API applies its default ones; a page below 1 or not a number is page 1, 2.7 is 2.
    expect(list('platform=ecommerce&page=-3').params).toEqual({
      customerId: '300001',
      platform: 'ecommerce',
      view: undefined,
      from: undefined,
      to: undefined,
      hasFilterSelected: false,
      currentPage: 1,
      pageSize: 10,
    });
    expect(list('platform=ecommerce&page=2.7').page).toBe(2);
    // Chosen months end at the end of the current minute: one key for the whole minute.
    const end = Date.UTC(2026, 10, 21, 18, 1) / 1000;
    expect(list('platform=ecommerce&meses=6').params).toMatchObject({
      from: Date.UTC(2026, 4, 21, 18, 1) / 1000,
      to: end,
      hasFilterSelected: true,
    });
    expect(list('platform=ecommerce&meses=all').params).toMatchObject({ from: undefined, hasFilterSelected: true });
    // A number search needs a platform; it has no months and is paged as the list is.
    expect(list('find=123').searching).toBe(false);
    expect(list('platform=physical_store&find=123&page=4')).toMatchObject({
      enabled: true,
      searching: true,
      params: { customerId: '300001', platform: 'physical_store', find: '123', currentPage: 4, pageSize: 10 },
    });
    // A sub-route that lists its view asks for it without a platform.
    expect(list('', 'apartados')).toMatchObject({ enabled: true, params: { view: 'apartados', currentPage: 1 } });
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
