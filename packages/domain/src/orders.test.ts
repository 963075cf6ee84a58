import { describe, expect, it } from 'vitest';
import {
  paidByCashVoucher,
  DELIVERY_TYPES,
  ORDER_STATUSES,
  canTransition,
  checkTransition,
  listDeliveryMethod,
  nextStatuses,
  normalizeStatus,
  payDeadline,
  scheduleDeadline,
  showsCancelledRefundMessage,
  showsFailedMessage,
  statusIndex,
  statusLabel,
  trackerReplacement,
  TRACKER_STEPS,
  trackerKind,
  type DeliveryType,
  type OrderStatus,
} from './orders';

/**
 * The table of docs/decisions/0202-order-state-machine.md, written out by hand: "from → to : delivery types
 * (* = all)". Every pair not in it must be refused, for every delivery type.
 */
const DECISION_TABLE = `
created → pending : *
created → confirmed : *
created → canceled : *
created → failed : *
pending → confirmed : *
pending → created : *
pending → canceled : *
pending → failed : *
failed → unknown : *
failed → confirmed : *
failed → canceled_refund_pending : *
unknown → confirmed : *
unknown → canceled_refund_pending : *
confirmed → shipped : STANDARD_DELIVERY PICKIT RETURN_DELIVERY
confirmed → delivered : DIGITAL STORE
confirmed → ready : PICKUP
confirmed → canceled_refund_pending : *
shipped → delivered : STANDARD_DELIVERY PICKIT RETURN_DELIVERY
shipped → canceled_refund_pending : STANDARD_DELIVERY PICKIT RETURN_DELIVERY
ready → scheduled : PICKUP
ready → canceled : PICKUP
scheduled → collected : PICKUP
scheduled → expired : PICKUP
canceled_refund_pending → canceled_refund_succeeded : *
canceled_refund_pending → refund : *
`;

function allowedByDecision(from: OrderStatus, to: OrderStatus, delivery: DeliveryType): boolean {
  for (const line of DECISION_TABLE.trim().split('\n')) {
    const [edge, types] = line.split(' : ') as [string, string];
    const [f, t] = edge.split(' → ');
    if (f === from && t === to) return types === '*' || types.split(' ').includes(delivery);
  }
  return false;
}

describe('order transitions', () => {
  it('allows exactly the transitions of the decision record, per delivery type (every pair checked)', () => {
    const mismatches: string[] = [];
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const delivery of DELIVERY_TYPES) {
          const someActor = (['customer', 'system', 'staff', 'provider'] as const).some((a) =>
            canTransition(from, to, delivery, a),
          );
          if (someActor !== allowedByDecision(from, to, delivery))
            mismatches.push(`${from} → ${to} (${delivery}): ${someActor}`);
        }
    expect(mismatches).toEqual([]);
  });

  it('walks a home delivery, a pickup and a digital order through their whole lives', () => {
    const walk = (
      delivery: DeliveryType,
      path: [OrderStatus, 'customer' | 'system' | 'staff' | 'provider'][],
      start: OrderStatus = 'created',
    ) => {
      let at = start;
      for (const [to, actor] of path) {
        expect(checkTransition(at, to, delivery, actor), `${at} → ${to} by ${actor}`).toEqual({ ok: true });
        at = to;
      }
    };
    walk('STANDARD_DELIVERY', [
      ['pending', 'provider'],
      ['confirmed', 'provider'],
      ['shipped', 'staff'],
      ['delivered', 'staff'],
    ]);
    walk('PICKUP', [
      ['confirmed', 'provider'],
      ['ready', 'staff'],
      ['scheduled', 'customer'],
      ['collected', 'staff'],
    ]);
    walk('DIGITAL', [
      ['confirmed', 'provider'],
      ['delivered', 'system'],
    ]);
  });

  it('lets a customer only schedule a ready pickup or cancel an unpaid order', () => {
    const customerEdges = ORDER_STATUSES.flatMap((from) =>
      DELIVERY_TYPES.flatMap((d) => nextStatuses(from, d, 'customer').map((to) => `${from}→${to}`)),
    );
    expect([...new Set(customerEdges)].sort()).toEqual(['created→canceled', 'ready→scheduled']);
  });

  it('refuses a wrong actor and a wrong delivery type with a reason', () => {
    expect(checkTransition('confirmed', 'shipped', 'STANDARD_DELIVERY', 'customer')).toEqual({
      ok: false,
      reason: 'wrong_actor',
    });
    expect(checkTransition('confirmed', 'ready', 'STANDARD_DELIVERY', 'staff')).toEqual({
      ok: false,
      reason: 'wrong_delivery',
    });
    expect(checkTransition('delivered', 'shipped', 'STANDARD_DELIVERY', 'staff')).toEqual({
      ok: false,
      reason: 'not_allowed',
    });
  });

  it('has no way out of a finished order', () => {
    for (const end of ['delivered', 'collected', 'canceled', 'expired', 'canceled_refund_succeeded', 'refund'] as const)
      for (const d of DELIVERY_TYPES)
        for (const a of ['customer', 'system', 'staff', 'provider'] as const)
          expect(nextStatuses(end, d, a)).toEqual([]);
  });
});

describe('labels and tracker', () => {
  it('labels statuses as the spec does, accepting its spellings', () => {
    expect(statusLabel('confirmed')).toBe('Pago confirmado');
    expect(statusLabel('confirmed', 'list')).toBe('Confirmado');
    expect(statusLabel('cancelled')).toBe('Cancelado');
    expect(statusLabel('CANCELED')).toBe('Cancelado');
    expect(statusLabel('ready')).toBe('Programar cita');
    expect(statusLabel('scheduled')).toBe('Cita programada');
    expect(statusLabel('collected')).toBe('Recolectado');
    expect(statusLabel('expired')).toBe('Vencido');
    expect(normalizeStatus('CANCELED_REFUND_PENDING')).toBe('canceled_refund_pending');
  });

  it('fills the tracker up to the current step for each delivery type', () => {
    expect(TRACKER_STEPS[trackerKind('STANDARD_DELIVERY')][statusIndex('shipped', 'STANDARD_DELIVERY')!]).toBe(
      'Enviado',
    );
    expect(statusIndex('SHIPMENT_TRACKING', 'PICKIT')).toBe(2);
    expect(TRACKER_STEPS.pickup[statusIndex('READY', 'PICKUP')!]).toBe('Listo para programar cita');
    expect(TRACKER_STEPS.pickup[statusIndex('collected', 'PICKUP')!]).toBe('Entregado');
    expect(TRACKER_STEPS.digital[statusIndex('delivered', 'DIGITAL')!]).toBe('Generado');
    expect(statusIndex('created', 'DIGITAL')).toBe(0);
    expect(statusIndex('expired', 'PICKUP')).toBeNull();
    expect(trackerReplacement('expired')).toBe('Pedido vencido');
    expect(trackerReplacement('canceled')).toBe('Pedido cancelado');
  });

  it('shows the failed and cancelled-refund messages only without an order_id', () => {
    expect(showsFailedMessage('FAILED', null)).toBe(true);
    expect(showsFailedMessage('UNKNOWN', '')).toBe(true);
    expect(showsFailedMessage('failed', '7100001')).toBe(false);
    expect(showsCancelledRefundMessage('CANCELED_REFUND_SUCCEEDED', null)).toBe(true);
    expect(showsCancelledRefundMessage('refund', '7100001')).toBe(false);
  });

  it('maps channels and delivery types to the list delivery_method', () => {
    expect(listDeliveryMethod('ecommerce', 'STANDARD_DELIVERY')).toBe('shipping');
    expect(listDeliveryMethod('ecommerce', 'PICKUP')).toBe('pickup');
    expect(listDeliveryMethod('ecommerce', 'PICKIT')).toBe('delivery');
    expect(listDeliveryMethod('physical_store', 'STORE')).toBe('store');
    expect(listDeliveryMethod('call_center', 'STANDARD_DELIVERY')).toBe('call_center');
  });

  it('gives 5 days to pay and 3 days to schedule', () => {
    const t = new Date('2026-11-21T18:00:00Z');
    expect(payDeadline(t).toISOString()).toBe('2026-11-26T18:00:00.000Z');
    expect(scheduleDeadline(t).toISOString()).toBe('2026-11-24T18:00:00.000Z');
  });
});

describe('the cancelled-refund message (customer-account.md §4)', () => {
  const card = { payment_method: 'stripe', method_type: 'card' };
  const voucher = { payment_method: 'stripe', method_type: 'oxxo' };
  it('says only "try again later" when the card-provider payment was the cash voucher', () => {
    expect(paidByCashVoucher([voucher])).toBe(true);
    expect(paidByCashVoucher([{ payment_method: 'mercadopago', method_type: 'account_money' }, voucher])).toBe(true);
  });
  it('gives the refund notice when the card-provider payment was a card, whatever the order chose at checkout', () => {
    expect(paidByCashVoucher([card])).toBe(false);
    expect(paidByCashVoucher([])).toBe(false);
    // Another provider's 'oxxo'-like type is not the card provider's voucher.
    expect(paidByCashVoucher([{ payment_method: 'efectivo', method_type: 'oxxo' }])).toBe(false);
  });
});
