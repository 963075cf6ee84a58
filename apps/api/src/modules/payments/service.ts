import type { CheckoutPaymentType, PaymentAction } from '@shop/contracts/checkout';
import type { CardIntentResponse } from '@shop/contracts/payments';
import { shopMessages } from '@shop/contracts/shop-messages';
import type { Clock } from '@shop/domain/clock';
import { referenceExpiry } from '@shop/domain/mexico-time';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { OrderRow, PaymentRow } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';
import { orderLines } from '../account-orders/public';
import { debitBalanceForOrder } from '../balance/payment';
import { cancelOpenPaymentsOfOrder, findOwnOrder, lockOrder, lockOrderStatus } from '../orders/public';
import type { OrderService } from '../orders/service';
import type { CardEvent, CardIntent, CardProvider, WalletEvent, WalletProvider } from './providers';
import {
  countOrderPayments,
  findOrderPreferenceId,
  findOwnPayment,
  findPaymentByProviderId,
  findPaymentByReference,
  insertPayment,
  latestPaymentOfOrder,
  markPaymentSucceeded,
  orderIdOfPayment,
  ownsWalletPreference,
  recordWebhookEvent,
  setOrderPreferenceId,
  updateOpenPayment,
  updatePayment,
  webhookEventSeen,
} from './repository';

/** How each checkout payment type is paid (docs/decisions/0204-payment-providers.md). */
const METHOD: Record<
  Exclude<CheckoutPaymentType, 'store_balance'>,
  { provider: 'card' | 'wallet'; paymentMethod: string; methodType: string }
> = {
  card: { provider: 'card', paymentMethod: 'stripe', methodType: 'card' },
  bank_transfer: { provider: 'card', paymentMethod: 'stripe', methodType: 'customer_balance' },
  cash: { provider: 'card', paymentMethod: 'stripe', methodType: 'oxxo' },
  wallet: { provider: 'wallet', paymentMethod: 'mercadopago', methodType: 'account_money' },
};

export function createPaymentService(deps: {
  db: Db;
  clock: Clock;
  card: CardProvider;
  wallet: WalletProvider;
  orders: OrderService;
  /** Flag purchase_with_balance_crediprice: store balance is a payment type. */
  storeBalanceEnabled: boolean;
  log: { warn: (o: object, m: string) => void; info: (o: object, m: string) => void };
}) {
  const { db, clock } = deps;

  function typeOf(p: PaymentRow): CheckoutPaymentType {
    if (p.provider === 'wallet') return 'wallet';
    if (p.methodType === 'customer_balance') return 'bank_transfer';
    if (p.methodType === 'oxxo') return 'cash';
    if (p.methodType === 'store_balance') return 'store_balance';
    return 'card';
  }

  /** What the payment form needs for a payment: read live from its provider. */
  async function action(p: PaymentRow): Promise<PaymentAction> {
    const base: PaymentAction = {
      reference: p.reference,
      type: typeOf(p),
      status: p.status,
      amount: p.amountCents,
      client_secret: null,
      voucher_url: null,
      instruction_url: null,
      init_point: null,
      expires_at: p.expiresAt?.toISOString() ?? null,
      message: p.lastError,
    };
    if (p.provider === 'card' && p.providerId) {
      const intent = await deps.card.retrieveIntent(p.providerId);
      if (intent) {
        base.client_secret = intent.client_secret;
        base.voucher_url = intent.payment_method.voucher_url;
        base.instruction_url = intent.payment_method.customer_balance?.instruction_url ?? null;
      }
    }
    if (p.provider === 'wallet' && p.providerId)
      base.init_point = (await deps.wallet.getPreference(p.providerId))?.init_point ?? null;
    return base;
  }

  /**
   * Opens a payment of the given type for an unpaid order: our row first, then the provider's object.
   * A provider failure leaves the order unpaid with the failure on the payment (the customer retries).
   */
  async function start(
    order: OrderRow,
    type: CheckoutPaymentType,
    payer: { email: string; name: string },
  ): Promise<PaymentAction> {
    if (type === 'store_balance') return payWithBalance(order.id);
    if (!['created', 'pending'].includes(order.status)) throw new HttpError(409, shopMessages.payment.notPayable);
    const m = METHOD[type];
    const now = clock.now();
    // A new payment method replaces the order's open ones: their references can no longer be paid.
    const replaced = await cancelOpenPaymentsOfOrder(db, order.id, now);
    await cancelAtProviders(replaced);
    const n = await countOrderPayments(db, order.id);
    const reference = `${order.magentoOrderId ?? order.id}-${n + 1}`;
    const expiresAt =
      m.methodType === 'customer_balance' || m.methodType === 'oxxo'
        ? minDate(referenceExpiry(now), order.payBy)
        : null;
    const row = await insertPayment(db, {
      orderId: order.id,
      reference,
      ...m,
      amountCents: order.grandTotalCents,
      status: 'pending',
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    try {
      let providerId: string;
      let status: string;
      if (m.provider === 'card') {
        const intent = await deps.card.createIntent({
          amountCents: order.grandTotalCents,
          methodType: m.methodType as CardIntent['payment_method']['type'],
          reference,
          expiresAt,
        });
        providerId = intent.id;
        status = intent.status;
      } else {
        const lines = await orderLines(db, order.id);
        const items = lines.map((l) => ({
          title: `${l.name} ${l.sizeLabel}`.trim(),
          quantity: l.qtyOrdered,
          unit_price: l.priceCents,
        }));
        const extra = order.grandTotalCents - items.reduce((s, i) => s + i.unit_price * i.quantity, 0);
        if (extra !== 0) items.push({ title: extra > 0 ? 'Envío' : 'Descuento', quantity: 1, unit_price: extra });
        const pref = await deps.wallet.createPreference({
          externalReference: reference,
          items,
          payer,
          // Back to the payment page, which follows the order's status.
          backUrl: `/pago/${encodeURIComponent(reference)}`,
        });
        providerId = pref.id;
        status = 'requires_payment_method';
        await setOrderPreferenceId(db, order.id, pref.id);
      }
      const updated = await updatePayment(db, row.id, { providerId, status, updatedAt: clock.now() });
      // A voucher or transfer reference is out: the order waits for the money.
      if (status === 'requires_action' && order.status === 'created')
        await deps.orders.transition(order.id, 'pending', 'provider', `Referencia ${reference}`);
      return action(updated!);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      deps.log.warn({ err, reference }, 'payment provider refused to open a payment');
      const failed = await updatePayment(db, row.id, {
        status: 'failed',
        lastError: shopMessages.payment.failed,
        updatedAt: clock.now(),
      });
      return action(failed!);
    }
  }

  /**
   * 'Cambiar método de pago' to store balance for an unpaid order: in one transaction (lock order: the
   * order row, its payments, then the balance parts) the open references are closed, the balance is
   * debited and the order confirmed (docs/decisions/0207-store-balance-payment.md).
   */
  async function payWithBalance(orderId: number): Promise<PaymentAction> {
    if (!deps.storeBalanceEnabled) throw new HttpError(400, shopMessages.checkout.balanceUnavailable);
    const replaced: { provider: string; providerId: string | null }[] = [];
    const paid = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || !['created', 'pending'].includes(order.status))
        throw new HttpError(409, shopMessages.payment.notPayable);
      const closed = await cancelOpenPaymentsOfOrder(tx, order.id, clock.now());
      replaced.push(...closed);
      const row = await debitBalanceForOrder(tx, order, clock.now());
      await deps.orders.transitionIn(tx, order.id, 'confirmed', 'provider', `Pago ${row.reference} (saldo en tienda)`);
      return row;
    });
    await cancelAtProviders(replaced);
    return action(paid);
  }

  /** Marks a payment paid and confirms its order. Exactly one caller wins when several race. */
  async function succeed(paymentId: number, source: string) {
    const cancelAfter: { provider: string; providerId: string | null }[] = [];
    const won = await db.transaction(async (tx) => {
      // Lock order: the order row first, then its payments (as the sweeps and transitions do).
      const orderId = await orderIdOfPayment(tx, paymentId);
      if (orderId === undefined) return false;
      const order = await lockOrderStatus(tx, orderId);
      const paid = await markPaymentSucceeded(tx, paymentId, clock.now());
      if (!paid) return false;
      if (order && ['created', 'pending'].includes(order.status)) {
        await deps.orders.transitionIn(tx, paid.orderId, 'confirmed', 'provider', `Pago ${paid.reference} (${source})`);
        // Other open payments of the order (an older reference) are no longer needed.
        const others = await cancelOpenPaymentsOfOrder(tx, paid.orderId, clock.now());
        cancelAfter.push(...others);
      } else {
        deps.log.warn(
          { reference: paid.reference, status: order?.status },
          'payment received for an order that no longer waits for one: refund it',
        );
      }
      return true;
    });
    await cancelAtProviders(cancelAfter);
    return won;
  }

  async function cancelAtProviders(list: { provider: string; providerId: string | null }[]) {
    for (const p of list)
      if (p.provider === 'card' && p.providerId) await deps.card.cancelIntent(p.providerId).catch(() => {});
  }

  const byReference = (reference: string) => findPaymentByReference(db, reference);
  const otherCardListeners: ((event: CardEvent) => Promise<void>)[] = [];

  return {
    /** The order's newest payment. */
    latest: (orderId: number) => latestPaymentOfOrder(db, orderId),
    /** A payment of the customer by its reference, with its order's status; anyone else's is simply not found. */
    async ownPayment(customerId: number, reference: string) {
      const payment = await findOwnPayment(db, customerId, reference);
      if (!payment) throw new HttpError(404, shopMessages.payment.notFound);
      return payment;
    },
    /**
     * GET payments/stripe-payment-intent/{reference}: the card provider's intent of one of the customer's payments;
     * another's payment, or one not made through the card provider, is not found.
     */
    async ownCardIntent(customerId: number, reference: string): Promise<CardIntentResponse> {
      const p = await findOwnPayment(db, customerId, reference);
      const intent = p && p.provider === 'card' && p.providerId ? await deps.card.retrieveIntent(p.providerId) : null;
      if (!intent) throw new HttpError(404, shopMessages.payment.notFound);
      return {
        client_secret: intent.client_secret,
        status: intent.status,
        payment_method: intent.payment_method,
        last_payment_error: intent.last_payment_error,
      };
    },
    /** Opens a payment for one of the customer's orders (by its web number); anyone else's is not found. */
    async startForOwnOrder(customer: CustomerRow, magentoOrderId: string, type: CheckoutPaymentType) {
      const order = await findOwnOrder(db, customer.id, magentoOrderId);
      if (!order) throw new HttpError(404, shopMessages.orders.notFound);
      const opened = await start(order, type, {
        email: customer.email,
        name: `${customer.firstname} ${customer.lastname}`,
      });
      return { order, action: opened };
    },
    /** The wallet preference id of one of the customer's orders, if it has one. */
    preferenceIdOfOwnOrder: (customerId: number, orderId: number) => findOrderPreferenceId(db, customerId, orderId),
    /** Whether a wallet preference belongs to a payment of one of the customer's orders. */
    ownsWalletPreference: (customerId: number, preferenceId: string) =>
      ownsWalletPreference(db, customerId, preferenceId),
    /** Whether a provider's webhook event was already handled. */
    webhookEventSeen: (provider: string, eventId: string) => webhookEventSeen(db, provider, eventId),
    /** Records a handled webhook event; false when another delivery recorded it first. */
    recordWebhookEvent: (provider: string, eventId: string, type: string) =>
      recordWebhookEvent(db, { provider, eventId, type, receivedAt: clock.now() }),
    /**
     * Verified card events for intents that are no order's payment go to these listeners (the statement link's
     * payments, decision 0771); a listener acts on the provider's current state, not on the event.
     */
    onOtherCardEvent: (listener: (event: CardEvent) => Promise<void>) => void otherCardListeners.push(listener),
    start,
    action,
    succeed,
    cancelAtProviders,
    byReference,
    async handleCardEvent(event: CardEvent) {
      const intent = event.data.object;
      // Matched by the provider's intent id (decision 0720). A reference alone is trusted only for a payment whose
      // intent id is not saved yet (the event outran the save), and only when the provider itself has that intent,
      // carrying that reference.
      let payment = await findPaymentByProviderId(db, intent.id);
      const reference = intent.metadata.reference;
      if (!payment && reference) {
        const candidate = await byReference(reference);
        const live = candidate && !candidate.providerId ? await deps.card.retrieveIntent(intent.id) : null;
        if (live?.metadata.reference === reference) payment = candidate;
      }
      if (!payment) {
        // Not an order's payment: a client's payment from a statement link (decision 0771), if its module listens.
        for (const listener of otherCardListeners) await listener(event);
        return;
      }
      if (event.type === 'payment_intent.succeeded') {
        // Trust the provider's current state, not only the event (events may arrive out of order).
        const live = await deps.card.retrieveIntent(intent.id);
        if (live?.status === 'succeeded') await succeed(payment.id, 'webhook');
      } else if (event.type === 'payment_intent.payment_failed') {
        await updateOpenPayment(db, payment.id, {
          status: 'requires_payment_method',
          lastError: intent.last_payment_error?.message ?? shopMessages.payment.failed,
          updatedAt: clock.now(),
        });
      } else if (event.type === 'payment_intent.canceled') {
        await updateOpenPayment(db, payment.id, { status: 'expired', updatedAt: clock.now() });
      }
    },
    async handleWalletEvent(event: WalletEvent) {
      const wp = await deps.wallet.getPayment(event.data.id);
      if (!wp) return;
      const payment = await byReference(wp.external_reference);
      if (!payment) return;
      if (wp.status === 'approved') await succeed(payment.id, 'webhook');
      else if (wp.status === 'pending') {
        const [p] = await updateOpenPayment(db, payment.id, {
          status: 'pending',
          methodType: wp.payment_type_id,
          expiresAt: referenceExpiry(clock.now()),
          updatedAt: clock.now(),
        });
        if (p) await deps.orders.transition(p.orderId, 'pending', 'provider', `Ficha ${wp.id}`).catch(() => {});
      } else {
        await updateOpenPayment(db, payment.id, {
          status: 'requires_payment_method',
          lastError: shopMessages.payment.failed,
          updatedAt: clock.now(),
        });
      }
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

const minDate = (a: Date, b: Date | null) => (b && b < a ? b : a);
