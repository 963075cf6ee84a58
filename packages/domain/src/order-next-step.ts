/**
 * The one main action an order offers in its current state (issue 15, docs/decisions/0601): pay an unpaid
 * web order, schedule a pickup that is ready, track a shipment, return a delivered order, buy a closed one
 * again; otherwise only its detail. And the payment state a customer reads beside the money
 * (docs/decisions/0602), so a cancelled order with a refund never reads 'Pagado'. Pure: no I/O.
 */
import { normalizeStatus, type OrderStatus } from './orders';

export type OrderNextStep = 'pay' | 'schedule' | 'track' | 'return' | 'buy-again' | 'detail';

const CLOSED: readonly OrderStatus[] = [
  'canceled',
  'expired',
  'canceled_refund_pending',
  'canceled_refund_succeeded',
  'refund',
];

export function orderNextStep(o: { platform: string; status: string; delivery: string }): OrderNextStep {
  const s = normalizeStatus(o.status);
  if (!s) return 'detail';
  const web = o.platform === 'ecommerce';
  if (web && (s === 'created' || s === 'pending')) return 'pay';
  if (web && s === 'ready' && (o.delivery === 'PICKUP' || o.delivery === 'pickup')) return 'schedule';
  if (s === 'shipped') return 'track';
  if (s === 'delivered' || s === 'collected')
    return o.delivery === 'DIGITAL' || o.delivery === 'digital' ? 'buy-again' : 'return';
  if (CLOSED.includes(s)) return 'buy-again';
  return 'detail';
}

/** What the customer reads about the money of an order, by its status (not the payment row alone). */
export type MoneyState = 'unpaid' | 'confirming' | 'paid' | 'refund-pending' | 'refunded' | 'not-charged';

export function orderMoneyState(status: string, anyPaymentSucceeded: boolean): MoneyState {
  const s = normalizeStatus(status);
  if (s === 'created' || s === 'pending') return 'unpaid';
  // The failed-order message says no new payment is needed: the money is being confirmed.
  if (s === 'failed' || s === 'unknown') return 'confirming';
  if (s === 'canceled_refund_pending' || s === 'refund') return 'refund-pending';
  if (s === 'canceled_refund_succeeded') return 'refunded';
  if (s === 'canceled' || s === 'expired') return anyPaymentSucceeded ? 'refund-pending' : 'not-charged';
  return 'paid';
}

/** An order's money state as its detail reads it: by its status and whether any of its payments succeeded. */
export const orderMoneyStateOf = (o: { status: string; payment: readonly { status: string }[] }): MoneyState =>
  orderMoneyState(
    o.status,
    o.payment.some((p) => p.status === 'succeeded'),
  );

/** Whether an order's payment section reads a payment's card intent: a card provider's payment, while unpaid. */
export const readsCardIntent = (paymentMethod: string, money: MoneyState) =>
  paymentMethod === 'stripe' && money === 'unpaid';

/**
 * The payments whose card intent an order's detail reads at load (its payment section, shown for web orders; a
 * store's and the call centre's have none): the server embeds these in the detail's HTML (decision 0631).
 */
export function cardIntentReferences(o: {
  platform: string;
  status: string;
  payment: readonly { status: string; payment_method: string; reference: string }[];
}): string[] {
  if (o.platform === 'physical_store' || o.platform === 'call_center') return [];
  const money = orderMoneyStateOf(o);
  return o.payment.filter((p) => readsCardIntent(p.payment_method, money)).map((p) => p.reference);
}
