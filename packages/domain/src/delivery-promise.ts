/**
 * When an order arrives, or when a pickup is ready (issue 28, docs/decisions/0730): one rule from the order's
 * delivery method, status, dates and destination state. Dates are Mexico City calendar dates ('YYYY-MM-DD'); every
 * estimated date is a business day (Monday to Friday, not an official rest day). Pure: the clock's `now` comes in.
 * The words are in delivery-promise-text.ts, so a page that only shows a promise does not load this table.
 */
import { addDays, dayNumber, mexicoDate, mexicoParts } from './mexico-dates';
import type { DeliveryPromise } from './delivery-promise-text';

/** Paid before this hour (Mexico City) on a business day, an order leaves the warehouse that day. */
export const CUTOFF_HOUR = 14;
/** Business days from leaving the warehouse until a pickup order is ready at its store. */
export const PICKUP_READY_DAYS = 2;

export type Zone = 1 | 2 | 3;
/** Business days in transit from the warehouse (Querétaro) to each zone: the window's first and last day. */
export const ZONE_TRANSIT: Record<Zone, { min: number; max: number }> = {
  1: { min: 1, max: 2 },
  2: { min: 2, max: 4 },
  3: { min: 3, max: 6 },
};

/** The states by zone, by name without accents (the shipping address's region). */
const ZONE_BY_STATE: Record<string, Zone> = {};
for (const [zone, names] of [
  [
    1,
    [
      'ciudad de mexico',
      'cdmx',
      'distrito federal',
      'mexico',
      'estado de mexico',
      'morelos',
      'hidalgo',
      'tlaxcala',
      'puebla',
      'queretaro',
    ],
  ],
  [
    2,
    [
      'aguascalientes',
      'guanajuato',
      'jalisco',
      'michoacan',
      'michoacan de ocampo',
      'san luis potosi',
      'colima',
      'nayarit',
      'zacatecas',
      'veracruz',
      'veracruz de ignacio de la llave',
      'guerrero',
      'oaxaca',
      'nuevo leon',
      'coahuila',
      'coahuila de zaragoza',
      'tamaulipas',
      'durango',
      'tabasco',
    ],
  ],
  [
    3,
    [
      'baja california',
      'baja california sur',
      'sonora',
      'sinaloa',
      'chihuahua',
      'chiapas',
      'campeche',
      'yucatan',
      'quintana roo',
    ],
  ],
] as const) {
  for (const name of names) ZONE_BY_STATE[name] = zone;
}

/**
 * The zone by the postal code's first two digits (SEPOMEX assigns them by state): the code decides when the
 * address has one, the state's name otherwise; an unknown destination is zone 3 (the longest promise).
 */
const ZONE_BY_PREFIX: [number, number, Zone][] = [
  [1, 16, 1], // Ciudad de México
  [20, 20, 2], // Aguascalientes
  [21, 23, 3], // Baja California, Baja California Sur
  [24, 24, 3], // Campeche
  [25, 28, 2], // Coahuila, Colima
  [29, 30, 3], // Chiapas
  [31, 33, 3], // Chihuahua
  [34, 41, 2], // Durango, Guanajuato, Guerrero
  [42, 43, 1], // Hidalgo
  [44, 49, 2], // Jalisco
  [50, 57, 1], // Estado de México
  [58, 61, 2], // Michoacán
  [62, 62, 1], // Morelos
  [63, 63, 2], // Nayarit
  [64, 71, 2], // Nuevo León, Oaxaca
  [72, 76, 1], // Puebla, Querétaro
  [77, 77, 3], // Quintana Roo
  [78, 79, 2], // San Luis Potosí
  [80, 85, 3], // Sinaloa, Sonora
  [86, 89, 2], // Tabasco, Tamaulipas
  [90, 90, 1], // Tlaxcala
  [91, 96, 2], // Veracruz
  [97, 97, 3], // Yucatán
  [98, 99, 2], // Zacatecas
];

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.,]/g, '')
    .trim()
    .toLowerCase();

export function destinationZone(postcode: string | null | undefined, region: string | null | undefined): Zone {
  if (postcode && /^\d{5}$/.test(postcode)) {
    const prefix = Number(postcode.slice(0, 2));
    const hit = ZONE_BY_PREFIX.find(([lo, hi]) => prefix >= lo && prefix <= hi);
    if (hit) return hit[2];
  }
  return (region && ZONE_BY_STATE[plain(region)]) || 3;
}

/** Weekday of a date: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export const weekday = (date: string) => (((dayNumber(date) + 4) % 7) + 7) % 7;

/** The n-th Monday of a month ('YYYY-MM' + n). */
function nthMonday(year: number, month: number, n: number): string {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const offset = (8 - weekday(first)) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/** Official rest days (Ley Federal del Trabajo, art. 74): couriers and the warehouse do not work. */
export function isHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  const md = date.slice(5);
  if (md === '01-01' || md === '05-01' || md === '09-16' || md === '12-25') return true;
  if (md === '10-01' && (year - 2024) % 6 === 0) return true; // a new federal government takes office
  return date === nthMonday(year, 2, 1) || date === nthMonday(year, 3, 3) || date === nthMonday(year, 11, 3);
}

export const isBusinessDay = (date: string) => weekday(date) !== 0 && weekday(date) !== 6 && !isHoliday(date);

/** The date itself when it is a business day, else the next one. */
export function businessDayFrom(date: string): string {
  let d = date;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** n business days after a date (n ≥ 0; 0 gives the date itself when it is a business day, else the next one). */
export function addBusinessDays(date: string, n: number): string {
  let d = businessDayFrom(date);
  for (let i = 0; i < n; i++) d = businessDayFrom(addDays(d, 1));
  return d;
}

/** The day an order paid at `at` leaves the warehouse: that day before the cut-off on a business day, else the next. */
export function dispatchDay(at: Date): string {
  const date = mexicoDate(at);
  if (isBusinessDay(date) && mexicoParts(at).hour < CUTOFF_HOUR) return date;
  return businessDayFrom(addDays(date, 1));
}

/** What the courier reports (the seed's and the sandbox's codes): collected, out for delivery, incident, delivered. */
export const COURIER_CODES = { pickedUp: 'PU', outForDelivery: 'OD', incident: 'EX', delivered: 'DL' } as const;

export interface PromiseFacts {
  platform: string;
  deliveryType: string;
  status: string;
  orderedAt: Date;
  /** The first time it became confirmed (paid), shipped, ready (pickup), and when it was delivered or collected. */
  confirmedAt: Date | null;
  shippedAt: Date | null;
  readyAt: Date | null;
  doneAt: Date | null;
  postcode: string | null;
  region: string | null;
  /** The courier's latest event. */
  lastEvent: { code: string; at: Date } | null;
  now: Date;
}

const UNPAID = new Set(['created', 'pending']);
const HOME = new Set(['STANDARD_DELIVERY', 'PICKIT']);

/** The promise of an order, or null where there is none to make (digital, store sales, cancelled, failed). */
export function deliveryPromise(f: PromiseFacts): DeliveryPromise | null {
  if (f.platform === 'physical_store') return null;
  const status = f.status.toLowerCase();
  const today = mexicoDate(f.now);
  if (f.deliveryType === 'PICKUP') return pickupPromise(f, status, today);
  if (!HOME.has(f.deliveryType)) return null;

  if (status === 'delivered') {
    const at = f.doneAt ?? (f.lastEvent?.code === COURIER_CODES.delivered ? f.lastEvent.at : null);
    return at ? { kind: 'delivery', from: mexicoDate(at), to: mexicoDate(at), basis: 'done' } : null;
  }
  const transit = ZONE_TRANSIT[destinationZone(f.postcode, f.region)];
  const extra = f.deliveryType === 'PICKIT' ? 1 : 0;
  const window = (start: string) => ({
    from: addBusinessDays(start, transit.min),
    to: addBusinessDays(start, transit.max + extra),
  });
  if (UNPAID.has(status)) return { kind: 'delivery', ...window(dispatchDay(f.now)), basis: 'if_paid_today' };
  if (status !== 'confirmed' && status !== 'shipped') return null;

  const paidAt = f.confirmedAt ?? f.orderedAt;
  let promise: DeliveryPromise = { kind: 'delivery', ...window(dispatchDay(paidAt)), basis: 'estimate' };
  if (status === 'shipped' && f.shippedAt) {
    // Counted again from the day it left, never earlier than the estimate made when it was paid.
    const left = window(businessDayFrom(mexicoDate(f.shippedAt)));
    if (left.to > promise.to) promise = { ...promise, ...left };
  }
  const event = status === 'shipped' ? f.lastEvent : null;
  if (event) {
    const day = mexicoDate(event.at);
    if (event.code === COURIER_CODES.outForDelivery)
      promise = { kind: 'delivery', from: day, to: day, basis: 'courier' };
    else if (event.code === COURIER_CODES.incident)
      promise = {
        kind: 'delivery',
        from: addBusinessDays(addDays(day, 1), 0),
        to: addBusinessDays(day, 3),
        basis: 'courier',
      };
    else if (event.code === COURIER_CODES.pickedUp) {
      const picked = window(businessDayFrom(addDays(day, 1)));
      if (picked.to > promise.to) promise = { kind: 'delivery', ...picked, basis: 'courier' };
    }
  }
  // A window that has passed is no promise: say it is late and give the next one.
  if (promise.to < today) {
    const from = businessDayFrom(today);
    promise = { kind: 'delivery', from, to: addBusinessDays(from, 1), basis: 'late' };
  }
  return promise;
}

function pickupPromise(f: PromiseFacts, status: string, today: string): DeliveryPromise | null {
  const day = (at: Date): DeliveryPromise => ({
    kind: 'pickup',
    from: mexicoDate(at),
    to: mexicoDate(at),
    basis: 'ready',
  });
  if (status === 'collected') {
    return f.doneAt ? { ...day(f.doneAt), basis: 'done' } : null;
  }
  if (status === 'ready' || status === 'scheduled') return f.readyAt ? day(f.readyAt) : null;
  const ready = (start: string) => addBusinessDays(start, PICKUP_READY_DAYS);
  if (UNPAID.has(status)) {
    const on = ready(dispatchDay(f.now));
    return { kind: 'pickup', from: on, to: on, basis: 'if_paid_today' };
  }
  if (status !== 'confirmed') return null;
  let on = ready(dispatchDay(f.confirmedAt ?? f.orderedAt));
  let basis: 'estimate' | 'late' = 'estimate';
  if (on < today) {
    on = addBusinessDays(today, 1);
    basis = 'late';
  }
  return { kind: 'pickup', from: on, to: on, basis };
}
