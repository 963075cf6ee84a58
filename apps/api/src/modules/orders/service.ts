import { shopMessages } from '@shop/contracts/shop-messages';
import type { Clock } from '@shop/domain/clock';
import {
  RELEASES_STOCK,
  checkTransition,
  isTerminal,
  normalizeStatus,
  scheduleDeadline,
  statusLabel,
  type Actor,
  type DeliveryType,
  type OrderStatus,
} from '@shop/domain/orders';
import type { Db, Tx } from '@shop/db/client';
import type { OrderRow, orders } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';
import { refundBalanceOfOrder } from '../balance/payment';
import { releaseCouponOfOrder } from '../coupons/public';
import {
  cancelOpenPaymentsOfOrder,
  clearReservations,
  countSucceededPayments,
  lockOrder,
  nextPricesoftId,
  recordHistory,
  reservedLines,
  restock,
  updateOrder,
} from './repository';

export interface TransitionResult {
  order: OrderRow;
  changed: boolean;
  /** Provider objects of payments closed by this change (cancel them at the provider after commit). */
  closedPayments: { provider: string; providerId: string | null }[];
}

/**
 * What happens elsewhere when a shop order is placed from a bag, paid, or given up: customer orders follow the
 * items their socia bought through her bag (docs/decisions/0511-customer-orders-through-the-bag.md). Each call
 * runs in the caller's transaction, so the order's change and theirs land together.
 */
export interface ShopOrderHooks {
  bagCheckedOut(tx: Tx, customerId: number, bagCartId: string, orderId: number): Promise<void>;
  shopOrderPaid(tx: Tx, customerId: number, orderId: number): Promise<void>;
  shopOrderReleased(tx: Tx, customerId: number, orderId: number): Promise<void>;
  bagLineRemoved(tx: Tx, customerId: number, bagCartId: string, sku: string): Promise<void>;
  /** Checkout found these sizes sold out: her customer orders' items in them go back; answers the clients (0760). */
  stockRanOut?(tx: Tx, customerId: number, bagCartId: string, skus: string[]): Promise<string[]>;
}

/** Several modules' hooks as one: each module's, in turn, in the caller's transaction. */
export function allHooks(...parts: Partial<ShopOrderHooks>[]): ShopOrderHooks {
  return {
    async bagCheckedOut(tx, customerId, bagCartId, orderId) {
      for (const p of parts) await p.bagCheckedOut?.(tx, customerId, bagCartId, orderId);
    },
    async shopOrderPaid(tx, customerId, orderId) {
      for (const p of parts) await p.shopOrderPaid?.(tx, customerId, orderId);
    },
    async shopOrderReleased(tx, customerId, orderId) {
      for (const p of parts) await p.shopOrderReleased?.(tx, customerId, orderId);
    },
    async bagLineRemoved(tx, customerId, bagCartId, sku) {
      for (const p of parts) await p.bagLineRemoved?.(tx, customerId, bagCartId, sku);
    },
    // Sizes sold out at checkout (decision 0760): every part's clients, each named once.
    async stockRanOut(tx, customerId, bagCartId, skus) {
      const clients: string[] = [];
      for (const p of parts) clients.push(...((await p.stockRanOut?.(tx, customerId, bagCartId, skus)) ?? []));
      return [...new Set(clients)];
    },
  };
}

/**
 * The one way an order changes status: checks the edge against the state machine, then applies its
 * effects (deadlines, ERP id, stock given back, open payments closed) in the caller's transaction.
 */
export function createOrderService(deps: { db: Db; clock: Clock; hooks?: ShopOrderHooks | undefined }) {
  async function transitionIn(
    tx: Tx,
    orderId: number,
    to: OrderStatus,
    actor: Actor,
    note?: string,
  ): Promise<TransitionResult> {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, shopMessages.orders.notFound);
    const from = normalizeStatus(order.status);
    if (from === to) return { order, changed: false, closedPayments: [] };
    const check = from ? checkTransition(from, to, order.deliveryType as DeliveryType, actor) : { ok: false as const };
    if (!check.ok)
      throw new HttpError(409, shopMessages.orders.transitionRefused(statusLabel(order.status), statusLabel(to)));

    const now = deps.clock.now();
    const set: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: now };
    if (to === 'confirmed') {
      set.payBy = null;
      // The order reaches the ERP: it gets its pricesoft id (order_id on the wire).
      if (!order.pricesoftId) {
        set.pricesoftId = await nextPricesoftId(tx);
      }
    }
    if (to === 'ready') set.scheduleBy = scheduleDeadline(now);
    if (to === 'scheduled') set.scheduleBy = null;
    if ((to === 'delivered' || to === 'collected') && order.platform === 'ecommerce') set.eligibleForSurvey = true;
    if (isTerminal(to) || to === 'failed' || to === 'unknown' || to === 'canceled_refund_pending') {
      set.payBy = null;
      set.scheduleBy = null;
      set.collectBy = null;
    }
    let closedPayments: TransitionResult['closedPayments'] = [];
    let balanceBack = 0;
    if (RELEASES_STOCK.includes(to)) {
      const lines = await reservedLines(tx, order.id);
      await clearReservations(tx, order.id);
      await restock(tx, lines);
      // A store-balance payment goes back to the parts it came from (decision 0207); other paid payments
      // are refunded by staff or the provider (canceled_refund_pending → refund / canceled_refund_succeeded).
      balanceBack = await refundBalanceOfOrder(tx, order, now);
      await releaseCouponOfOrder(tx, order.customerId, order.id);
      closedPayments = await cancelOpenPaymentsOfOrder(tx, order.id, now);
    }
    const updated = await updateOrder(tx, order.customerId, order.id, set);
    await recordHistory(tx, { orderId: order.id, from: order.status, to, actor, note: note ?? null, at: now });
    // Paid (every way of paying ends here: card and wallet webhooks, store balance, staff): the customer
    // orders' items it bought become PURCHASED; given up: they are to buy again (decision 0511).
    if (to === 'confirmed') await deps.hooks?.shopOrderPaid(tx, order.customerId, order.id);
    if (RELEASES_STOCK.includes(to)) await deps.hooks?.shopOrderReleased(tx, order.customerId, order.id);

    // A digital order is generated as soon as it is paid (tracker: Pedido registrado, Pago confirmado, Generado).
    if (to === 'confirmed' && order.deliveryType === 'DIGITAL')
      return transitionIn(tx, order.id, 'delivered', 'system', 'Generado');
    // Paid only with store balance, now given back: the refund is done ('refund': as store balance).
    if (to === 'canceled_refund_pending' && balanceBack > 0) {
      if ((await countSucceededPayments(tx, order.id)) === 0) {
        const done = await transitionIn(tx, order.id, 'refund', 'system', 'Saldo devuelto');
        return { ...done, closedPayments };
      }
    }
    return { order: updated!, changed: true, closedPayments };
  }

  return {
    transitionIn,
    /** A transition in its own transaction. */
    transition(orderId: number, to: OrderStatus, actor: Actor, note?: string) {
      return deps.db.transaction((tx) => transitionIn(tx, orderId, to, actor, note));
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
