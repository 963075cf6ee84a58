import { z } from './zod';
import {
  ORDER_PLATFORMS,
  ORDER_SEARCH_PATTERN,
  ORDER_VIEWS,
  ORDERS_MAX_PAGE_SIZE,
  ORDERS_PAGE_SIZE,
  orderMessages,
} from './account-orders-messages';

/**
 * The account's orders (customer-account.md §2 'Orders: list and detail', §3 Order summary / Order detail;
 * reseller-area.md §2 'Order history header', §5, §7 historic orders). Field names are the spec's, on the wire.
 * Money is integer centavos.
 */

/** The API's service and repository read these from here; the web reads them from the zod-free module. */
export { orderMessages, type OrderPlatform, type OrderView } from './account-orders-messages';

const epochSeconds = z.coerce
  .number({ error: orderMessages.range })
  .int({ error: orderMessages.range })
  .min(0, { error: orderMessages.range })
  .max(4_102_444_800, { error: orderMessages.range });

/**
 * GET /api/v1/api-composer/orders/historic in its three forms: (customerId, platform, pageSize, currentPage,
 * from, to), (customerId, find, platform) and (customerId) for total_count. The account's list and search
 * use the same call (docs/decisions/0401).
 */
export const historicQuery = z
  .object({
    customerId: z
      .string({ error: orderMessages.customerId })
      .trim()
      .min(1, { error: orderMessages.customerId })
      .max(20, { error: orderMessages.customerId }),
    platform: z.enum(ORDER_PLATFORMS, { error: orderMessages.platform }).optional(),
    find: z.string().trim().regex(ORDER_SEARCH_PATTERN, { error: orderMessages.search }).optional(),
    pageSize: z.coerce
      .number({ error: orderMessages.pageSize })
      .int({ error: orderMessages.pageSize })
      .min(1, { error: orderMessages.pageSize })
      .max(ORDERS_MAX_PAGE_SIZE, { error: orderMessages.pageSize })
      .default(ORDERS_PAGE_SIZE),
    currentPage: z.coerce
      .number({ error: orderMessages.page })
      .int({ error: orderMessages.page })
      .min(1, { error: orderMessages.page })
      .max(100_000, { error: orderMessages.page })
      .default(1),
    from: epochSeconds.optional(),
    to: epochSeconds.optional(),
    view: z.enum(ORDER_VIEWS, { error: orderMessages.view }).optional(),
    hasFilterSelected: z.enum(['true', 'false']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: orderMessages.range });
    if (q.find !== undefined && !q.platform)
      ctx.addIssue({ code: 'custom', path: ['platform'], message: orderMessages.searchNeedsPlatform });
  });
export type HistoricQuery = z.infer<typeof historicQuery>;

/**
 * When it arrives or is ready (issue 28, decision 0730): Mexico City dates, worded by @shop/domain/delivery-promise-text;
 * null where there is nothing to promise (digital, store sales, cancelled).
 */
export const deliveryPromiseSchema = z.object({
  kind: z.enum(['delivery', 'pickup']),
  from: z.string(),
  to: z.string(),
  basis: z.enum(['if_paid_today', 'estimate', 'courier', 'late', 'ready', 'done']),
  /** The sentence the pages show ('Llega entre el jueves 27 y el viernes 28 de noviembre'), worded on the shop's today. */
  text: z.string(),
});

/** Order summary (list row), customer-account.md §3. */
export const orderSummary = z.object({
  entity_id: z.number().int(),
  platform: z.enum(ORDER_PLATFORMS),
  magento_order_id: z.string().nullable(),
  pricesoft_id: z.string().nullable(),
  created_at: z.string(),
  grand_total: z.number().int(),
  status: z.string(),
  status_label: z.string(),
  delivery_method: z.string(),
  store_name: z.string().nullable(),
  store_id: z.string().nullable(),
  caja: z.string().nullable(),
  delivery_promise: deliveryPromiseSchema.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const historicResponse = z.object({ data: z.array(orderSummary), total_count: z.number().int() });
export type HistoricResponse = z.infer<typeof historicResponse>;

/** GET /api/v1/api-composer/customers/:username/orders/:orderId */
export const orderDetailParams = z.object({
  username: z.string().trim().min(1).max(40),
  orderId: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, { error: orderMessages.notFound }),
});
export const orderDetailQuery = z
  .object({
    platform: z.enum(ORDER_PLATFORMS, { error: orderMessages.platform }).default('ecommerce'),
    caja: z.string().trim().max(10).optional(),
    store: z.string().trim().max(20).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.platform === 'physical_store' && (!q.caja || !q.store))
      ctx.addIssue({ code: 'custom', path: ['caja'], message: orderMessages.storeNeeded });
  });

export const guideTrackingEvent = z.object({
  description: z.string(),
  date: z.string(),
  time: z.string(),
  place: z.string(),
  code: z.string(),
});
export type GuideTrackingEvent = z.infer<typeof guideTrackingEvent>;

export const orderProduct = z.object({
  id_art: z.string(),
  sku: z.string(),
  name: z.string(),
  price: z.number().int(),
  image: z.string(),
  qty_ordered: z.number().int(),
  color: z.string(),
  size_label: z.string(),
});
export type OrderProduct = z.infer<typeof orderProduct>;

export const orderPayment = z.object({
  payment_method: z.string(),
  /** card | customer_balance | oxxo | ticket | account_money | store_balance | cash */
  method_type: z.string(),
  amount: z.number().int(),
  reference: z.string(),
  status: z.string(),
  details: z.array(z.object({ id: z.string(), type: z.enum(['V', 'S', 'N']), amount: z.number().int() })),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** Order detail, customer-account.md §3. */
export const orderDetail = z.object({
  entity_id: z.number().int(),
  platform: z.enum(ORDER_PLATFORMS),
  magento_order_id: z.string().nullable(),
  /** The ERP id; null for orders that never reached it (FAILED, some refunds). */
  order_id: z.string().nullable(),
  pricesoftId: z.string().nullable(),
  order_date: z.string(),
  status: z.string(),
  status_label: z.string(),
  /** The tracker step reached; null where the tracker is replaced or not shown. */
  statusIndex: z.number().int().nullable(),
  virtual: z.boolean(),
  delivery_type: z.string(),
  payment_type: z.string(),
  total_price: z.number().int(),
  subtotal_price: z.number().int(),
  shipping_price: z.number().int(),
  devolution_guide_price: z.number().int(),
  discount: z.number().int(),
  coupon_code: z.string().nullable(),
  promotions: z.array(z.object({ promo_id: z.string(), title: z.string(), value: z.number().int() })),
  total_item_count: z.number().int(),
  store_id: z.string().nullable(),
  store_name: z.string().nullable(),
  caja: z.string().nullable(),
  mercado_pago_preference_id: z.string().nullable(),
  eligible_for_survey: z.boolean(),
  colony: z.string().nullable(),
  shipping_address: z
    .object({
      firstname: z.string(),
      lastname: z.string(),
      street: z.array(z.string()),
      city: z.string(),
      region: z.string(),
      postcode: z.string(),
    })
    .nullable(),
  delivery: z.object({
    method: z.string(),
    courierName: z.string().nullable(),
    guideNumber: z.string().nullable(),
    guideStatus: z.array(guideTrackingEvent),
  }),
  products: z.array(orderProduct),
  payment: z.array(orderPayment),
  customer: z.object({ firstname: z.string() }),
  delivery_promise: deliveryPromiseSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** GET /api/v1/orders/:orderId/customer/:username/barcode: the text drawn as Code128 ('Devolución en Tienda'). */
export const barcodeResponse = z.object({ barcode: z.string() });
