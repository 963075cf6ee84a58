import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addBusinessDays,
  deliveryPromise,
  destinationZone,
  dispatchDay,
  isBusinessDay,
  isHoliday,
  type PromiseFacts,
} from './delivery-promise';
import { promiseText } from './delivery-promise-text';
import { mexicoDate, mexicoInstant } from './mexico-dates';

const at = (date: string, hour = 10) => mexicoInstant(date, hour);
const facts = (over: Partial<PromiseFacts>): PromiseFacts => ({
  platform: 'ecommerce',
  deliveryType: 'STANDARD_DELIVERY',
  status: 'confirmed',
  orderedAt: at('2025-11-24', 9),
  confirmedAt: at('2025-11-24', 9),
  shippedAt: null,
  readyAt: null,
  doneAt: null,
  postcode: '03100',
  region: 'Ciudad de México',
  lastEvent: null,
  now: at('2025-11-24', 12),
  ...over,
});

describe('the delivery promise (decision 0730)', () => {
  it('zones the destination by postal code, else by state name, else the longest', () => {
    expect(destinationZone('03100', null)).toBe(1);
    expect(destinationZone('44100', 'Jalisco')).toBe(2);
    expect(destinationZone('97000', null)).toBe(3);
    expect(destinationZone(null, 'Querétaro')).toBe(1);
    expect(destinationZone(null, 'Nuevo León')).toBe(2);
    expect(destinationZone('', 'Atlántida')).toBe(3);
  });

  it('knows business days: weekends and official rest days are not', () => {
    expect(isBusinessDay('2025-11-22')).toBe(false); // Saturday
    expect(isHoliday('2025-11-17')).toBe(true); // third Monday of November
    expect(isHoliday('2026-02-02')).toBe(true); // first Monday of February
    expect(isHoliday('2025-12-25')).toBe(true);
    expect(isBusinessDay('2025-11-18')).toBe(true);
    expect(addBusinessDays('2025-11-14', 1)).toBe('2025-11-18'); // Friday + 1 skips the weekend and Monday 17
  });

  it('dispatches the same day before 14:00 on a business day, else the next business day', () => {
    expect(dispatchDay(at('2025-11-25', 13))).toBe('2025-11-25');
    expect(dispatchDay(at('2025-11-25', 15))).toBe('2025-11-26');
    expect(dispatchDay(at('2025-11-28', 16))).toBe('2025-12-01');
  });

  it("a Mexico City order paid on Tuesday morning arrives Wednesday or Thursday: the issue's sentence", () => {
    const p = deliveryPromise(facts({ confirmedAt: at('2025-11-25', 9), now: at('2025-11-25', 12) }))!;
    expect(p).toEqual({ kind: 'delivery', from: '2025-11-26', to: '2025-11-27', basis: 'estimate' });
    const q = deliveryPromise(facts({ confirmedAt: at('2025-11-26', 9), now: at('2025-11-26', 12) }))!;
    expect(promiseText(q, '2025-11-26')).toBe('Llega entre el jueves 27 y el viernes 28 de noviembre');
  });

  it('an unpaid order promises from today; a pickup gives one ready date', () => {
    const unpaid = deliveryPromise(facts({ status: 'created', confirmedAt: null, now: at('2025-11-26', 12) }))!;
    expect(promiseText(unpaid, '2025-11-26')).toBe(
      'Si pagas hoy, llega entre el jueves 27 y el viernes 28 de noviembre',
    );
    const pickup = deliveryPromise(
      facts({ deliveryType: 'PICKUP', confirmedAt: at('2025-11-26', 9), now: at('2025-11-26', 12) }),
    )!;
    expect(pickup).toEqual({ kind: 'pickup', from: '2025-11-28', to: '2025-11-28', basis: 'estimate' });
    expect(promiseText(pickup, '2025-11-26')).toBe('Lista para recoger el viernes 28 de noviembre');
    const ready = deliveryPromise(
      facts({ deliveryType: 'PICKUP', status: 'ready', readyAt: at('2025-11-26', 9), now: at('2025-11-26', 12) }),
    )!;
    expect(promiseText(ready, '2025-11-26')).toBe('Lista para recoger desde hoy, miércoles 26 de noviembre');
  });

  it('is revised when the courier reports: out for delivery today, an incident later, delivered on its day', () => {
    const shipped = { status: 'shipped', shippedAt: at('2025-11-25', 18), now: at('2025-11-27', 9) };
    const out = deliveryPromise(facts({ ...shipped, lastEvent: { code: 'OD', at: at('2025-11-27', 8) } }))!;
    expect(out).toEqual({ kind: 'delivery', from: '2025-11-27', to: '2025-11-27', basis: 'courier' });
    expect(promiseText(out, '2025-11-27')).toBe('Llega hoy, jueves 27 de noviembre');
    const incident = deliveryPromise(facts({ ...shipped, lastEvent: { code: 'EX', at: at('2025-11-27', 8) } }))!;
    expect(incident).toMatchObject({ from: '2025-11-28', to: '2025-12-02', basis: 'courier' });
    expect(promiseText(incident, '2025-11-27')).toBe(
      'Llega entre el viernes 28 de noviembre y el martes 2 de diciembre',
    );
    const done = deliveryPromise(facts({ status: 'delivered', doneAt: at('2025-11-27', 13), now: at('2025-11-30') }))!;
    expect(promiseText(done, '2025-11-30')).toBe('Entregado el jueves 27 de noviembre');
  });

  it('never shows a window that has passed: a late order says so and gives the next one', () => {
    const p = deliveryPromise(
      facts({ confirmedAt: at('2025-11-03'), orderedAt: at('2025-11-03'), now: at('2025-11-26') }),
    )!;
    expect(p).toEqual({ kind: 'delivery', from: '2025-11-26', to: '2025-11-27', basis: 'late' });
    expect(promiseText(p, '2025-11-26')).toBe(
      'Tu pedido se retrasó. Llega entre el miércoles 26 y el jueves 27 de noviembre',
    );
  });

  it('makes no promise for digital goods, store sales, cancelled or failed orders', () => {
    expect(deliveryPromise(facts({ deliveryType: 'DIGITAL' }))).toBeNull();
    expect(deliveryPromise(facts({ platform: 'physical_store', deliveryType: 'STORE' }))).toBeNull();
    for (const status of ['canceled', 'expired', 'failed', 'refund', 'canceled_refund_succeeded'])
      expect(deliveryPromise(facts({ status }))).toBeNull();
  });

  it('property: an estimated window is ordered, made of business days and never before the order date', () => {
    const day0 = Date.UTC(2024, 0, 1);
    const instant = (minutes: number) => new Date(day0 + minutes * 60_000);
    const arb = fc.record({
      ordered: fc.integer({ min: 0, max: 3 * 365 * 24 * 60 }),
      toPay: fc.integer({ min: 0, max: 10 * 24 * 60 }),
      toShip: fc.integer({ min: 0, max: 10 * 24 * 60 }),
      toEvent: fc.integer({ min: 0, max: 10 * 24 * 60 }),
      toNow: fc.integer({ min: 0, max: 40 * 24 * 60 }),
      status: fc.constantFrom('created', 'pending', 'confirmed', 'shipped', 'ready', 'scheduled'),
      delivery: fc.constantFrom('STANDARD_DELIVERY', 'PICKIT', 'PICKUP'),
      postcode: fc.oneof(
        fc.constant(null),
        fc.integer({ min: 1000, max: 99999 }).map((n) => String(n).padStart(5, '0')),
      ),
      code: fc.constantFrom(null, 'GC', 'PU', 'TR', 'OD', 'EX'),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const orderedAt = instant(a.ordered);
        const confirmedAt = instant(a.ordered + a.toPay);
        const shippedAt = instant(a.ordered + a.toPay + a.toShip);
        const eventAt = instant(a.ordered + a.toPay + a.toShip + a.toEvent);
        const now = instant(a.ordered + a.toPay + a.toShip + a.toEvent + a.toNow);
        const p = deliveryPromise({
          platform: 'ecommerce',
          deliveryType: a.delivery,
          status: a.status,
          orderedAt,
          confirmedAt: ['created', 'pending'].includes(a.status) ? null : confirmedAt,
          shippedAt: a.status === 'shipped' ? shippedAt : null,
          readyAt: ['ready', 'scheduled'].includes(a.status) ? shippedAt : null,
          doneAt: null,
          postcode: a.postcode,
          region: null,
          lastEvent: a.code && a.status === 'shipped' ? { code: a.code, at: eventAt } : null,
          now,
        });
        // Only a status its delivery method cannot have goes without a promise.
        const impossible = a.delivery === 'PICKUP' ? a.status === 'shipped' : ['ready', 'scheduled'].includes(a.status);
        if (!p) return impossible;
        const ordered = mexicoDate(orderedAt);
        expect(p.from <= p.to).toBe(true);
        expect(p.from >= ordered).toBe(true);
        if (p.basis !== 'ready' && p.basis !== 'done' && !(p.basis === 'courier' && p.from === p.to)) {
          expect(isBusinessDay(p.from) && isBusinessDay(p.to)).toBe(true);
        }
        // What the customer is promised is never already over, unless it happened (ready, out for delivery).
        if (p.basis === 'estimate' || p.basis === 'if_paid_today' || p.basis === 'late')
          expect(p.to >= mexicoDate(now)).toBe(true);
        return true;
      }),
      { numRuns: 2000 },
    );
  });
});
