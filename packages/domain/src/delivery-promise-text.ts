/**
 * The words of an order's promise (delivery-promise.ts, docs/decisions/0730), as the list cards, the detail and the
 * tracking block show it: 'Llega entre el jueves 27 y el viernes 28 de noviembre'. Small and table-free, so the
 * pages that show a promise load only this.
 */

import { MONTHS } from './months';

/**
 * kind: delivered to an address (home or pickup point) or collected at a store. basis: 'if_paid_today' (not paid
 * yet), 'estimate' (from the payment), 'courier' (revised by what the courier reported), 'late' (the first window
 * passed: the next one), 'ready' (a pickup that is ready now), 'done' (delivered or collected on that date).
 */
export interface DeliveryPromise {
  kind: 'delivery' | 'pickup';
  /** Mexico City dates, 'YYYY-MM-DD'; from ≤ to, the same date for a pickup. */
  from: string;
  to: string;
  basis: 'if_paid_today' | 'estimate' | 'courier' | 'late' | 'ready' | 'done';
}

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

function parts(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { weekday: WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!, day: d, month: MONTHS[m - 1]!, year: y };
}

/** 'jueves 27 de noviembre' (the year only when it is not the current one). */
export function longDate(date: string, today: string): string {
  const p = parts(date);
  const year = date.slice(0, 4) === today.slice(0, 4) ? '' : ` de ${p.year}`;
  return `${p.weekday} ${p.day} de ${p.month}${year}`;
}

/** 'el jueves 27 y el viernes 28 de noviembre', or across months 'el viernes 28 de noviembre y el lunes 1 de diciembre'. */
function between(from: string, to: string, today: string): string {
  const a = parts(from);
  if (from.slice(0, 7) === to.slice(0, 7)) return `el ${a.weekday} ${a.day} y el ${longDate(to, today)}`;
  return `el ${longDate(from, today)} y el ${longDate(to, today)}`;
}

/** The sentence of a promise; `today` is the Mexico City date ('hoy' and the year follow it). */
export function promiseText(p: DeliveryPromise, today: string): string {
  const on = (date: string) => (date === today ? `hoy, ${longDate(date, today)}` : `el ${longDate(date, today)}`);
  if (p.kind === 'pickup') {
    if (p.basis === 'done') return `Recogido ${on(p.from)}`;
    if (p.basis === 'ready') return `Lista para recoger desde ${on(p.from)}`;
    if (p.basis === 'if_paid_today') return `Si pagas hoy, estará lista para recoger ${on(p.from)}`;
    if (p.basis === 'late') return `Tu pedido se retrasó: estará lista para recoger ${on(p.from)}`;
    return `Lista para recoger ${on(p.from)}`;
  }
  if (p.basis === 'done') return `Entregado ${on(p.from)}`;
  const when = p.from === p.to ? `Llega ${on(p.from)}` : `Llega entre ${between(p.from, p.to, today)}`;
  if (p.basis === 'if_paid_today') return `Si pagas hoy, ${when.charAt(0).toLowerCase()}${when.slice(1)}`;
  if (p.basis === 'late') return `Tu pedido se retrasó. ${when}`;
  return when;
}
