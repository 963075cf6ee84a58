import {
  GUIDES_PAGE_SIZE,
  RETURN_GUIDE_ID_ART,
  RETURN_GUIDE_SKU,
  RETURN_REASON_LABELS,
  returnsMessages,
  type GuideStatus,
  type GuidesResponse,
  type ReturnGuide,
  type ReturnReason,
  type ReturnRequestBody,
} from '@shop/contracts/returns';
import type { Clock } from '@shop/domain/clock';
import { normalizeStatus } from '@shop/domain/orders';
import type { Db, DbOrTx, Tx } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { formatDate, formatTime } from '@shop/domain/mexico-time';
import { RETURN_DAYS, guideStatus, guideStatusLabel } from '@shop/domain/returns';
import { HttpError } from '../../lib/http-errors';
import {
  addGuideEvents,
  dropBagRequests,
  findGuideLine,
  guideEvents,
  guideLines,
  insertReturnRequest,
  linkRequestsToGuideOrder,
  orderItemToReturn,
  requestsOfItem,
  returnsForGuideOrders,
  returnsWarehouse,
  senderAddress,
} from './repository';
import { renderGuidePdf } from './guide-pdf';

/** The courier of return guides (its name is "not shown" by the spec: docs/decisions/0403). */
export const RETURNS_COURIER = 'Estafeta';
const DAY = 86_400_000;

export const guideId = (itemId: number, unit: number) => `${itemId}-${unit}`;
export const guideCode = (itemId: number, unit: number) => `GD${String(itemId).padStart(8, '0')}${unit}`;
function parseGuideId(id: string): { itemId: number; unit: number } | null {
  const m = /^(\d{1,12})-(\d{1,3})$/.exec(id);
  return m ? { itemId: Number(m[1]), unit: Number(m[2]) } : null;
}

/** What the returns module needs of the bag: units of the guide added in the caller's transaction. */
interface GuideBag {
  addUnits(db: DbOrTx, customerId: number, sku: string, qty: number): Promise<string>;
}

/** Return guides: one per unit of a return-guide line the customer bought. */
export function createReturnsService(deps: { db: Db; clock: Clock; bag: () => GuideBag }) {
  async function allGuides(customerId: number) {
    const lines = await guideLines(deps.db, customerId);
    const [events, returning] = await Promise.all([
      guideEvents(
        deps.db,
        lines.map((l) => l.itemId),
      ),
      returnsForGuideOrders(deps.db, [...new Set(lines.map((l) => l.orderId))]),
    ]);
    // The requests of a guide order, oldest first, are its guides' units 1..n (decision 0734).
    const forOrder = new Map<number, typeof returning>();
    for (const r of returning) forOrder.set(r.guideOrderId!, [...(forOrder.get(r.guideOrderId!) ?? []), r]);
    const unitOffset = new Map<number, number>();
    const guides: (ReturnGuide & { createdAt: Date; itemId: number; unit: number })[] = [];
    for (const l of lines) {
      const offset = unitOffset.get(l.orderId) ?? 0;
      unitOffset.set(l.orderId, offset + l.qty);
      for (let unit = 1; unit <= l.qty; unit++) {
        const forItem = forOrder.get(l.orderId)?.[offset + unit - 1];
        const own = events.filter((e) => e.orderItemId === l.itemId && e.unit === unit);
        const status = guideStatus(l.orderStatus, own.length > 0);
        const id = guideId(l.itemId, unit);
        guides.push({
          id,
          product_name: l.name,
          unit_label: l.qty > 1 ? `${unit} de ${l.qty}` : null,
          itemId: l.itemId,
          unit,
          createdAt: l.createdAt,
          pricesoft_order_id: l.pricesoftId,
          magento_order_id: l.magentoOrderId,
          status,
          status_label: guideStatusLabel(status, own.length > 0),
          pdf_url: status === 'guide_created' ? `/api/devolution-guide/guides/${id}/pdf` : null,
          order_created_at: l.createdAt.toISOString(),
          status_tracking: own
            .slice()
            .reverse()
            .map((e) => ({
              description: e.description,
              date: formatDate(e.occurredAt),
              time: formatTime(e.occurredAt),
              place: e.place,
              code: e.code,
            })),
          isUsed: own.length > 0,
          return_for: forItem
            ? {
                order_number: forItem.orderNumber,
                name: forItem.name,
                size_label: forItem.sizeLabel,
                reason: RETURN_REASON_LABELS[forItem.reason as ReturnReason] ?? forItem.reason,
              }
            : null,
        });
      }
    }
    // Newest first.
    guides.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.itemId - a.itemId || b.unit - a.unit);
    return guides;
  }

  return {
    /**
     * 'Devolver' (issue 28, decision 0734): one unit of a delivered item of her order goes back by courier. Its
     * guide goes in her bag with the request, in one transaction; she pays it like any guide.
     */
    async requestReturn(me: CustomerRow, body: ReturnRequestBody) {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const item = await orderItemToReturn(tx, me.id, body.order_id, body.sku);
        if (!item) throw new HttpError(404, returnsMessages.returnNotFound);
        if (item.idArt === RETURN_GUIDE_ID_ART || !item.sizeLabel)
          throw new HttpError(400, returnsMessages.returnDigital);
        const status = normalizeStatus(item.orderStatus);
        if (status !== 'delivered' && status !== 'collected')
          throw new HttpError(409, returnsMessages.returnNotDelivered);
        const deliveredAt = item.deliveredAt ?? item.updatedAt;
        if (now.getTime() > deliveredAt.getTime() + RETURN_DAYS * DAY)
          throw new HttpError(409, returnsMessages.returnExpired(RETURN_DAYS));
        // A unit is spoken for while its guide is in a bag or bought; a guide cancelled for lack of payment frees it.
        const live = (await requestsOfItem(tx, item.itemId)).filter((r) =>
          r.guideOrderStatus === null
            ? r.cartId !== null
            : guideStatus(r.guideOrderStatus, false) !== 'guide_creation_failed',
        );
        if (live.length >= item.qty) throw new HttpError(409, returnsMessages.returnAllRequested);
        const cartId = await deps.bag().addUnits(tx, me.id, RETURN_GUIDE_SKU, 1);
        await insertReturnRequest(tx, {
          customerId: me.id,
          orderItemId: item.itemId,
          reason: body.reason,
          cartId,
          createdAt: now,
        });
        return { message: returnsMessages.returnAdded(`${item.name} talla ${item.sizeLabel}`) };
      });
    },

    /** The bag's hooks (ShopOrderHooks): a checked-out bag links its requests; a guide taken out drops them. */
    hooks: {
      async bagCheckedOut(tx: Tx, customerId: number, cartId: string, orderId: number) {
        await linkRequestsToGuideOrder(tx, customerId, cartId, orderId);
      },
      async bagLineRemoved(tx: Tx, customerId: number, cartId: string, sku: string) {
        if (sku === RETURN_GUIDE_SKU) await dropBagRequests(tx, customerId, cartId);
      },
    },

    async list(me: CustomerRow, q: { status?: GuideStatus | undefined; page: number }): Promise<GuidesResponse> {
      const all = (await allGuides(me.id)).filter((g) => !q.status || g.status === q.status);
      const page = all.slice((q.page - 1) * GUIDES_PAGE_SIZE, q.page * GUIDES_PAGE_SIZE);
      return { total_count: all.length, guides: page.map(({ createdAt: _c, itemId: _i, unit: _u, ...g }) => g) };
    },

    /**
     * Staff: a courier event of a guide (the first one marks it used). Only a paid guide can travel;
     * an unknown guide is 404, an unpaid or cancelled one 409.
     */
    async recordEvent(id: string, e: { description: string; occurredAt: Date; place: string; code: string }) {
      const key = parseGuideId(id);
      const line = key ? await findGuideLine(deps.db, key.itemId) : undefined;
      if (!key || !line || key.unit < 1 || key.unit > line.qty) throw new HttpError(404, returnsMessages.notFound);
      const status = guideStatus(line.orderStatus, false);
      if (status !== 'guide_created') throw new HttpError(409, returnsMessages.notTravelling);
      await addGuideEvents(deps.db, key.itemId, key.unit, [e]);
      return { id, status: 'guide_used' as const };
    },

    /** The printable PDF of a generated (paid, unused) guide of the customer. */
    async pdf(me: CustomerRow, id: string): Promise<Buffer> {
      const key = parseGuideId(id);
      const guide = key
        ? (await allGuides(me.id)).find((g) => g.itemId === key.itemId && g.unit === key.unit)
        : undefined;
      if (!guide || !key) throw new HttpError(404, returnsMessages.notFound);
      if (guide.status !== 'guide_created') throw new HttpError(409, returnsMessages.notDownloadable);
      const [address, warehouse] = await Promise.all([senderAddress(deps.db, me.id), returnsWarehouse(deps.db)]);
      return renderGuidePdf({
        guideCode: guideCode(key.itemId, key.unit),
        orderNumber: guide.magento_order_id ?? guide.pricesoft_order_id ?? '',
        issuedOn: formatDate(guide.createdAt),
        validUntil: formatDate(new Date(guide.createdAt.getTime() + RETURN_DAYS * DAY)),
        courier: RETURNS_COURIER,
        contents: guide.return_for
          ? `${guide.return_for.name} talla ${guide.return_for.size_label}, del pedido ${guide.return_for.order_number} (${guide.return_for.reason})`
          : undefined,
        sender: {
          name: `${me.firstname} ${me.lastname}`,
          lines: address
            ? [
                `${address.street} ${address.externalNumber}${address.internalNumber ? ` int. ${address.internalNumber}` : ''}`,
                `${address.colony}, ${address.municipality}`,
                `${address.state}, C.P. ${address.postcode}`,
                `Tel. ${address.telephone}`,
              ]
            : [],
        },
        recipient: {
          name: `Price Shoes · Devoluciones · ${warehouse?.name ?? ''}`,
          lines: warehouse
            ? [
                warehouse.street,
                `${warehouse.colony}, ${warehouse.city}`,
                `${warehouse.state}, C.P. ${warehouse.postcode}`,
              ]
            : [],
        },
      });
    },
  };
}
export type ReturnsService = ReturnType<typeof createReturnsService>;
