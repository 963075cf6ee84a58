import { z } from './zod';
import { guideTrackingEvent } from './account-orders';

/** Return guides (customer-account.md §2 'Returns', §3 Return guide, §4, §9; docs/decisions/0403). */
export const GUIDE_STATUSES = ['guide_created', 'payment_pending', 'guide_creation_failed', 'guide_used'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

/** customer-account.md §9: return guides, 10 per page, newest first. */
export const GUIDES_PAGE_SIZE = 10;
/** The return guide is sold as this product (its page is /productos/guia-de-devolucion). */
export const RETURN_GUIDE_ID_ART = '900100';
export const RETURN_GUIDE_SLUG = 'guia-de-devolucion';
/** The guide's one size, what the bag holds. */
export const RETURN_GUIDE_SKU = '900100-UNI';

export const returnsMessages = {
  customerId: 'Indica tu customerId.',
  status: 'Elige un estado de guía válido.',
  page: 'La página debe ser un número entero mayor o igual a 1.',
  notFound: 'No encontramos esta guía.',
  notDownloadable: 'Solo puedes descargar las guías generadas que aún no has utilizado.',
  notTravelling: 'Solo una guía pagada puede registrar movimientos de paquetería.',
  empty: 'No tienes guías en esta sección.',
  emptyTracking: 'Aún no tienes devoluciones en camino.',
  failed: 'Ha ocurrido un error, por favor intente más tarde',
  /** 'Devolver' on a delivered order's item (issue 28, decision 0734). */
  returnOrder: 'Indica el pedido del producto que quieres devolver.',
  returnItem: 'Indica el producto que quieres devolver.',
  returnReason: 'Elige por qué lo devuelves.',
  returnNotFound: 'No encontramos ese producto en tus pedidos.',
  returnNotDelivered: 'Podrás devolver este producto cuando tu pedido se haya entregado.',
  returnExpired: (days: number) =>
    `El plazo para devolver este producto por paquetería terminó (${days} días desde la entrega). Puedes llevarlo a cualquier tienda.`,
  returnDigital: 'Los productos digitales no se devuelven por paquetería.',
  returnAllRequested: 'Ya pediste guía para todas las piezas de este producto.',
  returnAdded: (item: string) =>
    `Agregamos a tu bolsa una guía de devolución para ${item}. Al pagarla podrás imprimirla en Mis devoluciones.`,
} as const;

/** Why she sends it back (the first three are the common ones; 'other' needs no text). */
export const RETURN_REASONS = ['size', 'not_expected', 'damaged', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  size: 'No me quedó la talla',
  not_expected: 'No es lo que esperaba',
  damaged: 'Llegó dañado o con defecto',
  other: 'Otro motivo',
};

/** POST /api/devolution-guide/returns: one unit of a delivered order's item, sent back by courier. */
export const returnRequestBody = z.object({
  order_id: z
    .string({ error: returnsMessages.returnOrder })
    .trim()
    .regex(/^\d{1,20}$/, { error: returnsMessages.returnOrder }),
  sku: z
    .string({ error: returnsMessages.returnItem })
    .trim()
    .min(1, { error: returnsMessages.returnItem })
    .max(60, { error: returnsMessages.returnItem })
    .regex(/^[\w.-]+$/, { error: returnsMessages.returnItem }),
  reason: z.enum(RETURN_REASONS, { error: returnsMessages.returnReason }),
});
export type ReturnRequestBody = z.infer<typeof returnRequestBody>;
export const returnRequestResponse = z.object({ message: z.string() });

/** What a guide bought through 'Devolver' is for. */
export const guideReturnFor = z.object({
  order_number: z.string(),
  name: z.string(),
  size_label: z.string(),
  reason: z.string(),
});

export const guidesQuery = z.object({
  customerId: z
    .string({ error: returnsMessages.customerId })
    .trim()
    .min(1, { error: returnsMessages.customerId })
    .max(20, { error: returnsMessages.customerId }),
  status: z.enum(GUIDE_STATUSES, { error: returnsMessages.status }).optional(),
  page: z.coerce
    .number({ error: returnsMessages.page })
    .int({ error: returnsMessages.page })
    .min(1, { error: returnsMessages.page })
    .max(10_000, { error: returnsMessages.page })
    .default(1),
});

export const returnGuide = z.object({
  id: z.string(),
  /** The guide's product, as bought ('Guía de devolución'): what the customer calls it (issue 15). */
  product_name: z.string(),
  /** '1 de 2' when one purchase holds several guides, else null. */
  unit_label: z.string().nullable(),
  pricesoft_order_id: z.string().nullable(),
  magento_order_id: z.string().nullable(),
  status: z.enum(GUIDE_STATUSES),
  status_label: z.string(),
  pdf_url: z.string().nullable(),
  order_created_at: z.string(),
  status_tracking: z.array(guideTrackingEvent),
  isUsed: z.boolean(),
  /** The delivered item this guide sends back, when it was bought with 'Devolver' (decision 0734). */
  return_for: guideReturnFor.nullable(),
});
export type ReturnGuide = z.infer<typeof returnGuide>;

export const guidesResponse = z.object({ guides: z.array(returnGuide), total_count: z.number().int() });
export type GuidesResponse = z.infer<typeof guidesResponse>;

/** Staff: POST /api/admin/return-guides/:id/events, a courier event of a guide. */
export const guideEventBody = z.object({
  description: z.string().trim().min(1).max(200),
  occurred_at: z.iso.datetime({ offset: true }),
  place: z.string().trim().min(1).max(200),
  code: z.string().trim().min(1).max(20),
});
