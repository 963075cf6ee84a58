/**
 * The order state machine (docs/decisions/0202-order-state-machine.md): statuses, their labels
 * (customer-account.md §4), the allowed transitions the server enforces, the tracker steps per delivery
 * type, and the deadlines of the spec's timers. Pure: no I/O, time passed in.
 */

export const PLATFORMS = ['ecommerce', 'call_center', 'physical_store'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const DELIVERY_TYPES = ['STANDARD_DELIVERY', 'PICKUP', 'PICKIT', 'DIGITAL', 'RETURN_DELIVERY', 'STORE'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Statuses the machine produces (wire values are these lowercase codes). */
export const ORDER_STATUSES = [
  'created',
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'ready',
  'scheduled',
  'collected',
  'canceled',
  'expired',
  'failed',
  'unknown',
  'canceled_refund_pending',
  'canceled_refund_succeeded',
  'refund',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Accepts the spec's spellings (FAILED, CANCELED_REFUND_PENDING, 'cancelled') and gives the machine's code. */
export function normalizeStatus(value: string): OrderStatus | null {
  const lower = value.trim().toLowerCase();
  if (lower === 'cancelled') return 'canceled';
  return isOrderStatus(lower) ? lower : null;
}

/** customer-account.md §4: detail labels; the list shows 'Confirmado' for confirmed. */
const LABELS: Record<OrderStatus, string> = {
  created: 'Creado',
  pending: 'Pendiente',
  confirmed: 'Pago confirmado',
  shipped: 'Enviado',
  delivered: 'Entregado',
  ready: 'Programar cita',
  scheduled: 'Cita programada',
  collected: 'Recolectado',
  canceled: 'Cancelado',
  expired: 'Vencido',
  // Not labelled by the spec (decision 0202): the failed-order and refund messages explain these.
  failed: 'En confirmación',
  unknown: 'En confirmación',
  canceled_refund_pending: 'Cancelado',
  canceled_refund_succeeded: 'Cancelado',
  refund: 'Cancelado',
};

export function statusLabel(status: string, where: 'detail' | 'list' = 'detail'): string {
  const s = normalizeStatus(status);
  if (!s) return status;
  if (s === 'confirmed' && where === 'list') return 'Confirmado';
  return LABELS[s];
}

/** Who may ask for a transition. The server checks both the edge and the actor. */
export type Actor = 'customer' | 'system' | 'staff' | 'provider';

interface Edge {
  from: OrderStatus;
  to: OrderStatus;
  /** Delivery types on which the edge exists; all when absent. */
  delivery?: readonly DeliveryType[];
  actors: readonly Actor[];
}

const SHIPPED_TYPES = ['STANDARD_DELIVERY', 'PICKIT', 'RETURN_DELIVERY'] as const;
const HANDED_OVER_TYPES = ['DIGITAL', 'STORE'] as const;

/** The allowed transitions. Anything not listed is refused. */
export const TRANSITIONS: readonly Edge[] = [
  // Paying.
  { from: 'created', to: 'pending', actors: ['provider', 'system'] },
  { from: 'created', to: 'confirmed', actors: ['provider', 'staff'] },
  { from: 'pending', to: 'confirmed', actors: ['provider', 'staff'] },
  { from: 'pending', to: 'created', actors: ['system', 'provider'] }, // the reference expired or was declined: choose a payment method again
  { from: 'created', to: 'canceled', actors: ['system', 'staff', 'customer'] }, // 5 days without payment, or cancelled before paying
  { from: 'pending', to: 'canceled', actors: ['system', 'staff'] },
  // Paid but the ERP did not confirm (FAILED/UNKNOWN): no new payment is needed.
  { from: 'created', to: 'failed', actors: ['system', 'provider', 'staff'] }, // staff: the ERP rejected a paid order
  { from: 'pending', to: 'failed', actors: ['system', 'provider', 'staff'] },
  { from: 'failed', to: 'unknown', actors: ['system', 'staff'] },
  { from: 'failed', to: 'confirmed', actors: ['staff', 'system'] },
  { from: 'unknown', to: 'confirmed', actors: ['staff', 'system'] },
  { from: 'failed', to: 'canceled_refund_pending', actors: ['staff'] },
  { from: 'unknown', to: 'canceled_refund_pending', actors: ['staff'] },
  // Fulfilment.
  { from: 'confirmed', to: 'shipped', delivery: SHIPPED_TYPES, actors: ['staff'] },
  { from: 'shipped', to: 'delivered', delivery: SHIPPED_TYPES, actors: ['staff'] },
  { from: 'confirmed', to: 'delivered', delivery: HANDED_OVER_TYPES, actors: ['staff', 'system'] },
  { from: 'confirmed', to: 'ready', delivery: ['PICKUP'], actors: ['staff'] },
  { from: 'ready', to: 'scheduled', delivery: ['PICKUP'], actors: ['customer'] },
  { from: 'scheduled', to: 'collected', delivery: ['PICKUP'], actors: ['staff'] },
  { from: 'ready', to: 'canceled', delivery: ['PICKUP'], actors: ['system', 'staff'] }, // 3 days without an appointment
  { from: 'scheduled', to: 'expired', delivery: ['PICKUP'], actors: ['system', 'staff'] }, // appointment day over, not collected
  // Cancelling a paid order refunds it.
  { from: 'confirmed', to: 'canceled_refund_pending', actors: ['staff'] },
  { from: 'shipped', to: 'canceled_refund_pending', delivery: SHIPPED_TYPES, actors: ['staff'] }, // returned to sender
  { from: 'canceled_refund_pending', to: 'canceled_refund_succeeded', actors: ['staff', 'provider'] }, // back on the card
  // As store balance / credit notes; system when the order was paid with store balance and got it back (0207).
  { from: 'canceled_refund_pending', to: 'refund', actors: ['staff', 'system'] },
];

/** Statuses an order may start in, per channel (docs/decisions/0202). */
export const INITIAL_STATUSES: Record<Platform, readonly OrderStatus[]> = {
  ecommerce: ['created', 'pending', 'confirmed'],
  call_center: ['created', 'confirmed'],
  physical_store: ['delivered', 'confirmed'],
};

export type TransitionCheck = { ok: true } | { ok: false; reason: 'not_allowed' | 'wrong_delivery' | 'wrong_actor' };

export function checkTransition(
  from: OrderStatus,
  to: OrderStatus,
  delivery: DeliveryType,
  actor: Actor,
): TransitionCheck {
  const edges = TRANSITIONS.filter((e) => e.from === from && e.to === to);
  if (edges.length === 0) return { ok: false, reason: 'not_allowed' };
  const forDelivery = edges.filter((e) => !e.delivery || e.delivery.includes(delivery));
  if (forDelivery.length === 0) return { ok: false, reason: 'wrong_delivery' };
  if (!forDelivery.some((e) => e.actors.includes(actor))) return { ok: false, reason: 'wrong_actor' };
  return { ok: true };
}

export const canTransition = (from: OrderStatus, to: OrderStatus, delivery: DeliveryType, actor: Actor) =>
  checkTransition(from, to, delivery, actor).ok;

/** The statuses reachable from `from` for a delivery type and actor. */
export const nextStatuses = (from: OrderStatus, delivery: DeliveryType, actor: Actor): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => canTransition(from, to, delivery, actor));

/** Statuses in which the order holds stock: leaving to one of RELEASES_STOCK gives it back. */
export const RELEASES_STOCK: readonly OrderStatus[] = ['canceled', 'expired', 'canceled_refund_pending'];
export const isTerminal = (s: OrderStatus) =>
  ['delivered', 'collected', 'canceled', 'expired', 'canceled_refund_succeeded', 'refund'].includes(s);

// ---- Tracker (customer-account.md §4) ----

export type TrackerKind = 'home' | 'pickup' | 'digital';
export const TRACKER_STEPS: Record<TrackerKind, readonly string[]> = {
  home: ['Registrado', 'Pago confirmado', 'Enviado', 'Entregado'],
  pickup: ['Pedido registrado', 'Pago confirmado', 'Listo para programar cita', 'Cita programada', 'Entregado'],
  digital: ['Pedido registrado', 'Pago confirmado', 'Generado'],
};

export function trackerKind(delivery: DeliveryType): TrackerKind {
  if (delivery === 'PICKUP') return 'pickup';
  if (delivery === 'DIGITAL') return 'digital';
  return 'home';
}

/**
 * statusIndex: the last filled step of the tracker for this status (spec: steps up to the current index are
 * filled). null where the tracker is replaced ('Pedido vencido' / 'Pedido cancelado') or not shown.
 * 'shipment_tracking' (a courier update) counts as Enviado.
 */
export function statusIndex(status: string, delivery: DeliveryType): number | null {
  const s = status.trim().toLowerCase() === 'shipment_tracking' ? 'shipped' : normalizeStatus(status);
  if (!s) return null;
  const kind = trackerKind(delivery);
  const table: Record<TrackerKind, Partial<Record<OrderStatus, number>>> = {
    home: { created: 0, pending: 0, failed: 0, unknown: 0, confirmed: 1, shipped: 2, delivered: 3 },
    pickup: {
      created: 0,
      pending: 0,
      failed: 0,
      unknown: 0,
      confirmed: 1,
      ready: 2,
      scheduled: 3,
      collected: 4,
      delivered: 4,
    },
    digital: { created: 0, pending: 0, failed: 0, unknown: 0, confirmed: 1, delivered: 2 },
  };
  return table[kind][s] ?? null;
}

/** 'Pedido vencido' / 'Pedido cancelado' replace the tracker for these. */
export function trackerReplacement(status: string): 'Pedido vencido' | 'Pedido cancelado' | null {
  const s = normalizeStatus(status);
  if (s === 'expired') return 'Pedido vencido';
  if (s === 'canceled' || s === 'canceled_refund_pending' || s === 'canceled_refund_succeeded' || s === 'refund')
    return 'Pedido cancelado';
  return null;
}

/** The failed-order message applies (FAILED or UNKNOWN and no order_id). */
export const showsFailedMessage = (status: string, orderId: string | null | undefined) =>
  ['failed', 'unknown'].includes(status.toLowerCase()) && !orderId;
/** The cancelled-refund message applies. */
export const showsCancelledRefundMessage = (status: string, orderId: string | null | undefined) =>
  ['canceled', 'canceled_refund_succeeded', 'canceled_refund_pending', 'refund'].includes(status.toLowerCase()) &&
  !orderId;

/** The card provider's payment method name on an order's payments (card, bank transfer and cash voucher). */
const CARD_PROVIDER_METHOD = 'stripe';

/**
 * customer-account.md §4: the cancelled-refund message only says to try again later when the card-provider
 * payment was the convenience-store cash voucher (its payment intent's method type 'oxxo'). Decided by that
 * payment, not by the order's payment_type: a customer who chose cash at checkout and then paid by card on the
 * payment form gets her refund notice (docs/decisions/0680).
 */
export const paidByCashVoucher = (payments: readonly { payment_method: string; method_type: string }[]) =>
  payments.some((p) => p.payment_method === CARD_PROVIDER_METHOD && p.method_type === 'oxxo');

/** The list row's delivery_method (spec: shipping, pickup, digital, delivery, store, call_center). */
export function listDeliveryMethod(platform: Platform, delivery: DeliveryType): string {
  if (platform === 'physical_store') return 'store';
  if (platform === 'call_center') return 'call_center';
  switch (delivery) {
    case 'PICKUP':
      return 'pickup';
    case 'DIGITAL':
      return 'digital';
    case 'PICKIT':
      return 'delivery';
    case 'STORE':
      return 'store';
    default:
      return 'shipping';
  }
}

// ---- Timers (customer-account.md §9; docs/decisions/0205-timers.md) ----

const DAY = 24 * 60 * 60 * 1000;
export const PAY_DAYS = 5;
export const SCHEDULE_DAYS = 3;
export const APPOINTMENT_MINUTES = 15;

export const payDeadline = (createdAt: Date) => new Date(createdAt.getTime() + PAY_DAYS * DAY);
export const scheduleDeadline = (readyAt: Date) => new Date(readyAt.getTime() + SCHEDULE_DAYS * DAY);
export const SEMESTRALIDAD_ID_ART = '112635';
