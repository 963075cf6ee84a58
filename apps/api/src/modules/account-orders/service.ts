import { orderMessages, type HistoricQuery, type OrderDetail, type OrderSummary } from '@shop/contracts/account-orders';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { formatDate, formatTime } from '@shop/domain/mexico-time';
import type { Clock } from '@shop/domain/clock';
import { DEFAULT_MONTHS, monthRange } from '@shop/domain/order-history';
import {
  listDeliveryMethod,
  statusIndex,
  statusLabel,
  trackerReplacement,
  type DeliveryType,
  type Platform,
} from '@shop/domain/orders';
import { deliveryPromise } from '@shop/domain/delivery-promise';
import { promiseText } from '@shop/domain/delivery-promise-text';
import { mexicoDate } from '@shop/domain/mexico-dates';
import { HttpError } from '../../lib/http-errors';
import type { CustomerOf } from '../../lib/sql-parts-repository';
import {
  findOwnOrderByKey,
  listOrdersPage,
  orderLines,
  orderPayments,
  orderStatusDates,
  orderTracking,
  type OrderKey,
  type StatusDates,
} from './repository';

const instant = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The facts of an order the delivery promise reads, from its row and its status history (decision 0730). */
function promiseOf(
  o: { platform: string; delivery_type: string; status: string; created_at: Date | string },
  dates: StatusDates,
  place: { postcode: string | null; region: string | null },
  event: { code: string; at: Date | string } | null,
  now: Date,
) {
  const promise = deliveryPromise({
    platform: o.platform,
    deliveryType: o.delivery_type,
    status: o.status,
    orderedAt: new Date(o.created_at),
    confirmedAt: instant(dates.confirmed_at),
    shippedAt: instant(dates.shipped_at),
    readyAt: instant(dates.ready_at),
    doneAt: instant(dates.done_at),
    postcode: place.postcode,
    region: place.region,
    lastEvent: event ? { code: event.code, at: new Date(event.at) } : null,
    now,
  });
  // Worded here, on the shop's clock, so the pages load no date wording of their own (the detail's 120 KB budget).
  return promise && { ...promise, text: promiseText(promise, mexicoDate(now)) };
}

type Log = { warn: (o: object, m: string) => void };

/** Payments closed without money moving are history, not part of what the customer paid with. */
const CLOSED = new Set(['canceled', 'expired']);

/**
 * The account's orders (list, search, historic count, detail, in-store return barcode). Every read carries
 * the signed-in customer's id in its WHERE clause.
 */
export function createAccountOrdersService(deps: { db: Db; log: Log; clock: Clock }) {
  return {
    /**
     * GET orders/historic: by her key, or by her session checked in the same statement (decision 0780: 401 without
     * a live session, 404 for another customerId).
     */
    async historic(who: CustomerOf, q: HistoricQuery): Promise<{ data: OrderSummary[]; total_count: number }> {
      // hasFilterSelected (customer-account.md §7, docs/decisions/0682): 'false' says the customer chose no month
      // filter, so a page without from/to gets the default one (the last DEFAULT_MONTHS months); 'true' says
      // she chose it, and no from/to then means her whole history ('Todos'). Absent: as sent (the count call).
      const range =
        q.from === undefined && q.to === undefined && q.hasFilterSelected === 'false'
          ? monthRange(deps.clock.now(), DEFAULT_MONTHS)
          : { from: q.from, to: q.to };
      const filter = {
        who,
        platform: q.platform,
        find: q.find,
        view: q.view,
        ...(q.find ? {} : { from: range?.from, to: range?.to }),
      };
      const { rows, total } = await listOrdersPage(deps.db, filter, { size: q.pageSize, number: q.currentPage });
      const now = deps.clock.now();
      return {
        total_count: total,
        data: rows.map((r) => ({
          entity_id: Number(r.id),
          platform: r.platform as Platform,
          magento_order_id: r.magento_order_id,
          pricesoft_id: r.pricesoft_id,
          created_at: r.created_iso,
          grand_total: r.grand_total_cents,
          status: r.status,
          status_label: statusLabel(r.status, 'list'),
          delivery_method: listDeliveryMethod(r.platform as Platform, r.delivery_type as DeliveryType),
          store_name: r.store_name,
          store_id: r.store_id,
          caja: r.caja,
          delivery_promise: promiseOf(
            r,
            r,
            r,
            r.event_code && r.event_at ? { code: r.event_code, at: r.event_at } : null,
            now,
          ),
        })),
      };
    },

    async detail(me: CustomerRow, key: OrderKey): Promise<OrderDetail> {
      const found = await findOwnOrderByKey(deps.db, me.id, key);
      if (!found) throw new HttpError(404, orderMessages.notFound);
      const { order: o, storeName } = found;
      if (o.deliveryType === 'PICKUP' && !o.storeId)
        deps.log.warn({ code: 'MISSING_STORE_ID', entity_id: o.id }, 'MISSING_STORE_ID: pickup order without store_id');
      const [lines, pays, events, dates] = await Promise.all([
        orderLines(deps.db, o.id),
        orderPayments(deps.db, o.id),
        orderTracking(deps.db, o.id),
        orderStatusDates(deps.db, o.id),
      ]);
      const live = pays.filter((p) => !CLOSED.has(p.status));
      const shownPayments = live.length ? live : pays.slice(-1);
      const delivery = o.deliveryType as DeliveryType;
      return {
        entity_id: o.id,
        platform: o.platform as Platform,
        magento_order_id: o.magentoOrderId,
        order_id: o.pricesoftId,
        pricesoftId: o.pricesoftId,
        order_date: o.createdAt.toISOString(),
        status: o.status,
        status_label: statusLabel(o.status),
        statusIndex: trackerReplacement(o.status) ? null : statusIndex(o.status, delivery),
        virtual: delivery === 'DIGITAL',
        delivery_type: o.deliveryType,
        payment_type: o.paymentType,
        total_price: o.grandTotalCents,
        subtotal_price: o.subtotalCents,
        shipping_price: o.shippingCents,
        devolution_guide_price: o.devolutionGuideCents,
        discount: o.discountCents,
        coupon_code: o.couponCode,
        promotions: o.promotions,
        total_item_count: lines.reduce((n, l) => n + l.qtyOrdered, 0),
        store_id: o.storeId,
        store_name: storeName,
        caja: o.caja,
        mercado_pago_preference_id: o.mercadoPagoPreferenceId,
        eligible_for_survey: o.eligibleForSurvey,
        colony: o.colony,
        shipping_address: o.shippingAddress ?? null,
        delivery: {
          method: o.deliveryType,
          courierName: o.courierName,
          guideNumber: o.guideNumber,
          guideStatus: events.map((e) => ({
            description: e.description,
            date: formatDate(e.occurredAt),
            time: formatTime(e.occurredAt),
            place: e.place,
            code: e.code,
          })),
        },
        products: lines.map((l) => ({
          id_art: l.idArt,
          sku: l.sku,
          name: l.name,
          price: l.priceCents,
          image: l.image,
          qty_ordered: l.qtyOrdered,
          color: l.color,
          size_label: l.sizeLabel,
        })),
        payment: shownPayments.map((p) => ({
          payment_method: p.paymentMethod,
          method_type: p.methodType,
          amount: p.amountCents,
          reference: p.reference,
          status: p.status,
          details: p.details,
        })),
        customer: { firstname: me.firstname },
        delivery_promise: promiseOf(
          { platform: o.platform, delivery_type: o.deliveryType, status: o.status, created_at: o.createdAt },
          dates,
          { postcode: o.shippingAddress?.postcode ?? null, region: o.shippingAddress?.region ?? null },
          events[0] ? { code: events[0].code, at: events[0].occurredAt } : null,
          deps.clock.now(),
        ),
      };
    },

    /** The text of the 'Devolución en Tienda' Code128 barcode; only once the order was handed over. */
    async barcode(me: CustomerRow, key: OrderKey): Promise<{ barcode: string }> {
      const found = await findOwnOrderByKey(deps.db, me.id, key);
      if (!found) throw new HttpError(404, orderMessages.notFound);
      if (!['delivered', 'collected'].includes(found.order.status))
        throw new HttpError(409, orderMessages.notDelivered);
      return { barcode: `DEV${String(found.order.id).padStart(9, '0')}` };
    },
  };
}
export type AccountOrdersService = ReturnType<typeof createAccountOrdersService>;
