import { z } from './zod';
import { centavosInput } from './input';
import {
  CART_SEARCH_MAX,
  CART_SEARCH_MIN,
  CUSTOM_CARTS_MAX_PAGE_SIZE,
  CUSTOM_CARTS_PAGE_SIZE,
  customCartsMessages as m,
  ITEM_QTY_MAX,
  PAYMENT_DATE_MIN,
} from './custom-carts-messages';

/**
 * Wire schemas of the customer orders (custom carts): reseller-area.md §3 and §7, customer-account.md §3
 * (Order checkout) and §7. Field names are the spec's; money is integer centavos; dates 'YYYY-MM-DD' or ISO
 * instants (decision 0501).
 */

export const ITEM_STATUS_VALUES = ['PENDING', 'PURCHASED', 'CANCELED', 'ADDED_TO_CART'] as const;
export const CART_STATUS_VALUES = ['CREATED', 'PURCHASED'] as const;
export const PAYMENT_OPTION_TYPES = ['cash', 'installments'] as const;
export const CART_SOURCES = ['member', 'public_store'] as const;

const id = z.string().trim().min(1).max(64);
/** Order, payment and contact ids are uuids: anything else is refused with a 400 before any query. */
const uuid = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, m.notFound);
const customerId = z.string().trim().min(1).max(20);
const cents = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Text with a NUL byte is refused (PostgreSQL text cannot hold it). */
const noNul = (s: string) => !s.includes('\u0000');
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

// ---------------------------------------------------------------------------------------------------------
// Requests

/** GET custom-cart/: customer_id, page_size, current_page, optional find (5..50), optional status (uppercased). */
export const customCartListQuery = z.object({
  customer_id: customerId,
  page_size: z.coerce.number().int().min(1).max(CUSTOM_CARTS_MAX_PAGE_SIZE).default(CUSTOM_CARTS_PAGE_SIZE),
  current_page: z.coerce.number().int().min(1).max(100_000).default(1),
  find: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(CART_SEARCH_MIN, m.searchTooShort)
      .max(CART_SEARCH_MAX)
      .refine(noNul, m.searchTooShort)
      .optional(),
  ),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toUpperCase()) : v),
    z.enum(CART_STATUS_VALUES, { error: m.statusRequired }).optional(),
  ),
});
export type CustomCartListQuery = z.output<typeof customCartListQuery>;

/** The list's filter form: the status select requires a value ('' = all). */
export const cartStatusFilter = z.enum(['', ...CART_STATUS_VALUES], { error: m.statusRequired });

export const customCartParams = z.object({ cartId: uuid });
export const cartIdParams = z.object({ cart_id: uuid });
export const paymentParams = z.object({ paymentId: uuid });

const itemQty = z
  .number({ error: m.qtyInvalid })
  .int(m.qtyInvalid)
  .min(1, m.qtyInvalid)
  .max(ITEM_QTY_MAX, m.qtyInvalid);
const sku = z.string().trim().min(1).max(40).refine(noNul, m.itemNotFound);

/** PATCH custom-cart/{cartId}/items: a list of {sku, qty, status}; answers the updated cart. */
export const cartItemsPatchBody = z
  .array(z.object({ sku, qty: itemQty, status: z.enum(ITEM_STATUS_VALUES) }))
  .min(1)
  .max(100);
export type CartItemsPatchBody = z.output<typeof cartItemsPatchBody>;

/** DELETE custom-cart/{cart_id}/items: a list of skus. */
export const cartItemsDeleteBody = z.array(sku).min(1).max(100);

/**
 * POST custom-cart/{cart_id}/items. The server takes base_price and customer_price from the catalogue and
 * her margins (the body's values are checked, never trusted); sku picks the size (decision 0501).
 */
export const cartItemAddBody = z.object({
  product_id: z.string().trim().min(1).max(10),
  sku,
  qty: itemQty,
  color: z.string().max(60).optional(),
  base_price: centavosInput.optional(),
  image_urls: z.array(z.string().max(500)).max(10).optional(),
  name: z.string().max(200).optional(),
  size_label: z.string().max(20).optional(),
  customer_price: centavosInput.optional(),
});
export type CartItemAddBody = z.output<typeof cartItemAddBody>;

/** POST custom-cart: store_id and socia_customer_id. */
export const customCartCreateBody = z.object({ store_id: id, socia_customer_id: customerId });

/** GET custom-cart/pending-items?customer_id= → {found}. */
export const pendingItemsQuery = z.object({ customer_id: customerId });
export const pendingItemsResponse = z.object({ found: z.boolean() });

/**
 * The payment amount as typed: non-word and non-space characters stripped (§5), then whole pesos, answered
 * in centavos. '$1,250' → 125000. A number is taken as centavos already (decision 0501).
 */
export const paymentAmount = z.union(
  [
    z
      .number({ error: m.amountInvalid })
      .int(m.amountInvalid)
      .positive(m.amountInvalid)
      .max(100_000_000, m.amountInvalid),
    z
      .string({ error: m.amountInvalid })
      .max(40, m.amountInvalid)
      .transform((s) => s.replace(/[^\w\s]/g, '').replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{1,7}$/, m.amountInvalid))
      .transform((s) => Number(s) * 100)
      .pipe(z.number().positive(m.amountInvalid)),
  ],
  { error: m.amountInvalid },
);

/** PATCH /custom-cart/payments/{paymentId}/paid: amount, optional payment_date from 2014-05-11 to `today`. */
export const paymentPaidBody = (today: string) =>
  z.object({
    amount: paymentAmount,
    payment_date: z.preprocess(
      blankToUndefined,
      isoDate.refine((d) => d >= PAYMENT_DATE_MIN && d <= today, m.paymentDateInvalid).optional(),
    ),
  });
export type PaymentPaidBody = z.output<ReturnType<typeof paymentPaidBody>>;

/** POST custom-cart/{cart_id}/checkout (customer-account.md §3, §7). */
export const cartCheckoutBody = z.object({
  delivery: z.object({ type: z.string().trim().min(1).max(40) }),
  payment: z.object({ type: z.string().trim().min(1).max(40) }),
  contact_id: uuid,
  customer_notes: z.string().max(500).optional(),
  checkout_type: z.string().trim().min(1).max(40),
});

/**
 * Register the order on the cart with the client's data (path not shown: POST /api/custom-cart/{cart_id}/register,
 * decision 0501). Answers {cart: {cart_id}}.
 */
export const registerOrderBody = z.object({
  contact_id: id,
  selected_payment: z.enum(PAYMENT_OPTION_TYPES),
  delivery_method: z.enum(['member', 'online']).optional(),
  customer_notes: z.string().max(500).optional(),
});
export const registerOrderResponse = z.object({ cart: z.object({ cart_id: z.string() }) });

// ---------------------------------------------------------------------------------------------------------
// Responses

export const cartContactView = z.object({
  contact_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});

export const installmentView = z.object({
  downpayment: cents,
  installment_weeks: z.number().int(),
  weekly_payments: cents,
});

export const cartItemView = z.object({
  sku: z.string(),
  product_id: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string(),
  size_label: z.string(),
  image_urls: z.array(z.string()),
  qty: z.number().int(),
  price: cents,
  price_total: cents,
  base_price: cents,
  customer_price: cents,
  status: z.enum(ITEM_STATUS_VALUES),
  is_available_online: z.boolean(),
  is_available_pickup: z.boolean(),
  installment: installmentView.nullable(),
});
export type CartItemView = z.infer<typeof cartItemView>;

export const paymentView = z.object({
  id: z.string(),
  /** downpayment | installment | cash: the label ('Enganche', 'Nº pago', 'Contado') comes from the domain. */
  kind: z.enum(['downpayment', 'installment', 'cash']),
  number: z.number().int(),
  amount: cents,
  due_date: isoDate,
  /** The date it was paid ('YYYY-MM-DD'), null while open. */
  date: isoDate.nullable(),
  status: z.enum(['paid', 'open']),
  overdue: z.boolean(),
});
export type PaymentView = z.infer<typeof paymentView>;

export const paymentDetailView = z.object({
  paid: cents,
  left: cents,
  downpayment: cents,
  payments: z.array(paymentView),
});

export const paymentOptionView = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cash'), grand_total: cents, payment_detail: paymentDetailView.nullable() }),
  z.object({
    type: z.literal('installments'),
    grand_total: cents,
    installment_weeks: z.number().int(),
    weekly_payments: cents,
    downpayment: cents,
    payment_detail: paymentDetailView.nullable(),
  }),
]);

export const customCartView = z.object({
  cart_id: z.string(),
  /** Her store (its public link goes on the shared ticket: /tienda/{store_id}; decision 0512). */
  store_id: z.string(),
  order_id: z.string().nullable(),
  order_created_at: z.string(),
  grand_total: cents,
  status: z.enum(CART_STATUS_VALUES),
  source: z.enum(CART_SOURCES),
  contact: cartContactView.nullable(),
  cart_items: z.array(cartItemView),
  selected_payment_option: z
    .object({ type: z.enum(PAYMENT_OPTION_TYPES), payment_detail: paymentDetailView })
    .nullable(),
  payment_options: z.array(paymentOptionView),
});
export type CustomCartView = z.infer<typeof customCartView>;

/** A list row: the cart without its items and options (the table shows client, order, date, total, status). */
export const customCartSummaryView = customCartView
  .pick({ cart_id: true, order_id: true, order_created_at: true, grand_total: true, status: true, contact: true })
  .extend({ overdue: z.boolean() });

export const customCartListResponse = z.object({
  custom_carts: z.array(customCartSummaryView),
  total_count: z.number().int(),
});
export type CustomCartListResponse = z.infer<typeof customCartListResponse>;

/** "Mis cobranzas" (path not shown: GET /api/custom-cart/collections?customer_id=, decision 0501). */
export const collectionsResponse = z.object({
  owed: cents,
  due_this_week: cents,
  overdue: cents,
  overdue_cart_ids: z.array(z.string()),
});
export type CollectionsResponse = z.infer<typeof collectionsResponse>;

// ---------------------------------------------------------------------------------------------------------
// Register order (issue 13; decision 0531)

/** POST /api/register-order/carts: a new order for her client (or none yet). */
export const registerCartCreateBody = z.object({ contact_id: id.optional() });
/** PUT /api/register-order/carts/{cart_id}/items: the entered rows replace the cart's items. */
export const registerItemsBody = z
  .array(
    z.object({
      sku: z
        .string()
        .trim()
        .regex(/^[\w.-]{1,40}$/),
      qty: itemQty,
    }),
  )
  .min(1)
  .max(20);
/** PUT /api/register-order/carts/{cart_id}/payment. */
export const registerPaymentBody = z.object({ type: z.enum(PAYMENT_OPTION_TYPES) });

export const registerCartView = z.object({
  cart_id: z.string(),
  contact_id: z.string().nullable(),
  items: z.array(
    z.object({
      sku: z.string(),
      product_id: z.string(),
      name: z.string(),
      size_label: z.string(),
      qty: z.number().int(),
      price: cents,
      price_total: cents,
      is_available_online: z.boolean(),
      is_available_pickup: z.boolean(),
    }),
  ),
  grand_total: cents,
  payment_options: z.object({
    cash: z.object({ grand_total: cents }),
    installments: z.object({
      grand_total: cents,
      downpayment: cents,
      installment_weeks: z.number().int(),
      weekly_payments: cents,
    }),
  }),
  selected_payment: z.enum(PAYMENT_OPTION_TYPES).nullable(),
});
export type RegisterCartView = z.infer<typeof registerCartView>;
