import {
  GUIDES_PAGE_SIZE,
  returnsMessages,
  type GuideStatus,
  type GuidesResponse,
  type ReturnGuide,
} from '@shop/contracts/returns';
import type { Db } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { formatDate, formatTime } from '@shop/domain/mexico-time';
import { RETURN_DAYS, guideStatus, guideStatusLabel } from '@shop/domain/returns';
import { HttpError } from '../../lib/http-errors';
import { addGuideEvents, findGuideLine, guideEvents, guideLines, returnsWarehouse, senderAddress } from './repository';
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

/** Return guides: one per unit of a return-guide line the customer bought. */
export function createReturnsService(deps: { db: Db }) {
  async function allGuides(customerId: number) {
    const lines = await guideLines(deps.db, customerId);
    const events = await guideEvents(
      deps.db,
      lines.map((l) => l.itemId),
    );
    const guides: (ReturnGuide & { createdAt: Date; itemId: number; unit: number })[] = [];
    for (const l of lines) {
      for (let unit = 1; unit <= l.qty; unit++) {
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
        });
      }
    }
    // Newest first.
    guides.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.itemId - a.itemId || b.unit - a.unit);
    return guides;
  }

  return {
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
