import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CheckoutPaymentType, PaymentAction } from '@shop/contracts/checkout';
import { shopMessages } from '@shop/contracts/shop-messages';
import type { Clock } from '@shop/domain/clock';
import { referenceExpiry } from '@shop/domain/mexico-time';
import type { Db } from '@shop/db/client';
import { queryRows } from '@shop/db/client';
import { orderItems, orders, payments, type OrderRow, type PaymentRow } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';
import { debitBalanceForOrder } from '../balance/payment';
import type { OrderService } from '../orders/service';
import type { CardEvent, CardIntent, CardProvider, WalletEvent, WalletProvider } from './providers';

const OPEN = ['pending', 'requires_payment_method', 'requires_action'];

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
    const replaced = await db
      .update(payments)
      .set({ status: 'canceled', updatedAt: now })
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, OPEN)))
      .returning({ provider: payments.provider, providerId: payments.providerId });
    await cancelAtProviders(replaced);
    const [n] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments where order_id = ${order.id}`,
    );
    const reference = `${order.magentoOrderId ?? order.id}-${(n?.n ?? 0) + 1}`;
    const expiresAt =
      m.methodType === 'customer_balance' || m.methodType === 'oxxo'
        ? minDate(referenceExpiry(now), order.payBy)
        : null;
    const [row] = await db
      .insert(payments)
      .values({
        orderId: order.id,
        reference,
        ...m,
        amountCents: order.grandTotalCents,
        status: 'pending',
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
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
        const lines = await db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.id));
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
        await db.update(orders).set({ mercadoPagoPreferenceId: pref.id }).where(eq(orders.id, order.id));
      }
      const [updated] = await db
        .update(payments)
        .set({ providerId, status, updatedAt: clock.now() })
        .where(eq(payments.id, row!.id))
        .returning();
      // A voucher or transfer reference is out: the order waits for the money.
      if (status === 'requires_action' && order.status === 'created')
        await deps.orders.transition(order.id, 'pending', 'provider', `Referencia ${reference}`);
      return action(updated!);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      deps.log.warn({ err, reference }, 'payment provider refused to open a payment');
      const [failed] = await db
        .update(payments)
        .set({ status: 'failed', lastError: shopMessages.payment.failed, updatedAt: clock.now() })
        .where(eq(payments.id, row!.id))
        .returning();
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
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order || !['created', 'pending'].includes(order.status))
        throw new HttpError(409, shopMessages.payment.notPayable);
      const closed = await tx
        .update(payments)
        .set({ status: 'canceled', updatedAt: clock.now() })
        .where(and(eq(payments.orderId, order.id), inArray(payments.status, OPEN)))
        .returning({ provider: payments.provider, providerId: payments.providerId });
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
      const [target] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
      if (!target) return false;
      const [order] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, target.orderId))
        .for('update');
      const [paid] = await tx
        .update(payments)
        .set({ status: 'succeeded', lastError: null, expiresAt: null, updatedAt: clock.now() })
        .where(and(eq(payments.id, paymentId), sql`${payments.status} <> 'succeeded'`))
        .returning();
      if (!paid) return false;
      if (order && ['created', 'pending'].includes(order.status)) {
        await deps.orders.transitionIn(tx, paid.orderId, 'confirmed', 'provider', `Pago ${paid.reference} (${source})`);
        // Other open payments of the order (an older reference) are no longer needed.
        const others = await tx
          .update(payments)
          .set({ status: 'canceled', updatedAt: clock.now() })
          .where(and(eq(payments.orderId, paid.orderId), inArray(payments.status, OPEN)))
          .returning({ provider: payments.provider, providerId: payments.providerId });
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

  async function byProviderId(providerId: string) {
    const [row] = await db.select().from(payments).where(eq(payments.providerId, providerId)).limit(1);
    return row;
  }
  async function byReference(reference: string) {
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
    return row;
  }

  return {
    /** The order's newest payment. */
    async latest(orderId: number) {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.id))
        .limit(1);
      return row;
    },
    start,
    action,
    succeed,
    cancelAtProviders,
    byReference,
    async handleCardEvent(event: CardEvent) {
      const intent = event.data.object;
      const payment =
        (await byProviderId(intent.id)) ??
        (intent.metadata.reference ? await byReference(intent.metadata.reference) : undefined);
      if (!payment) return;
      if (event.type === 'payment_intent.succeeded') {
        // Trust the provider's current state, not only the event (events may arrive out of order).
        const live = await deps.card.retrieveIntent(intent.id);
        if (live?.status === 'succeeded') await succeed(payment.id, 'webhook');
      } else if (event.type === 'payment_intent.payment_failed') {
        await db
          .update(payments)
          .set({
            status: 'requires_payment_method',
            lastError: intent.last_payment_error?.message ?? shopMessages.payment.failed,
            updatedAt: clock.now(),
          })
          .where(and(eq(payments.id, payment.id), inArray(payments.status, OPEN)));
      } else if (event.type === 'payment_intent.canceled') {
        await db
          .update(payments)
          .set({ status: 'expired', updatedAt: clock.now() })
          .where(and(eq(payments.id, payment.id), inArray(payments.status, OPEN)));
      }
    },
    async handleWalletEvent(event: WalletEvent) {
      const wp = await deps.wallet.getPayment(event.data.id);
      if (!wp) return;
      const payment = await byReference(wp.external_reference);
      if (!payment) return;
      if (wp.status === 'approved') await succeed(payment.id, 'webhook');
      else if (wp.status === 'pending') {
        const [p] = await db
          .update(payments)
          .set({
            status: 'pending',
            methodType: wp.payment_type_id,
            expiresAt: referenceExpiry(clock.now()),
            updatedAt: clock.now(),
          })
          .where(and(eq(payments.id, payment.id), inArray(payments.status, OPEN)))
          .returning();
        if (p) await deps.orders.transition(p.orderId, 'pending', 'provider', `Ficha ${wp.id}`).catch(() => {});
      } else {
        await db
          .update(payments)
          .set({ status: 'requires_payment_method', lastError: shopMessages.payment.failed, updatedAt: clock.now() })
          .where(and(eq(payments.id, payment.id), inArray(payments.status, OPEN)));
      }
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

const minDate = (a: Date, b: Date | null) => (b && b < a ? b : a);
