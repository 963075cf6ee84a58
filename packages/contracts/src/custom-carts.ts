import { z } from './zod';
import { INT4_MAX, UUID_PATTERN, blankToUndefined, centavosInput, hasNoNul, isCalendarDay } from './input';
import { AMOUNT_MAX_CENTS, AMOUNT_MAX_LENGTH, readAmount } from './amount';
import { plainCount, queryValues, withShortcut } from './shortcut';
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
const UUID = UUID_PATTERN;
/** Order, payment and contact ids are uuids: anything else is refused with a 400 before any query. */
export const uuid = z.string().trim().regex(UUID, m.notFound);
/** The longest customer_id a call may name. */
const CUSTOMER_ID_MAX = 20;
export const customerId = z.string().trim().min(1).max(CUSTOMER_ID_MAX);
/** customerId's reading of a query's value, for a shortcut (contracts/shortcut): undefined where it would refuse. */
function plainCustomerId(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const id = v.trim();
  return id.length >= 1 && id.length <= CUSTOMER_ID_MAX ? id : undefined;
}
export const cents = z.number().int().nonnegative().describe('MXN in integer centavos (26158 = $261.58)');
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Text with a NUL byte is refused (PostgreSQL text cannot hold it). */
const noNul = hasNoNul;

// ---------------------------------------------------------------------------------------------------------
// Requests

/** A calendar day the list's range takes: a real date, from the shop's first payments on to 2099. */
const LIST_DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const inListRange = (d: string) => d >= PAYMENT_DATE_MIN && d <= '2099-12-31' && isCalendarDay(d);
const listDay = z
  .string()
  .regex(LIST_DAY_SHAPE, m.dateRangeInvalid)
  .refine(inListRange, m.dateRangeInvalid)
  .describe('YYYY-MM-DD (Mexico City)');
/** The list's last page (a bound, so that its offset stays an int4). */
const LIST_PAGE_MAX = 100_000;
/** The range's order: a from after its to is refused. */
const inOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

/** GET custom-cart/'s query, as zod reads it (customCartListQuery below: with its shortcut). */
const listQuerySchema = z
  .object({
    customer_id: customerId,
    page_size: z.coerce.number().int().min(1).max(CUSTOM_CARTS_MAX_PAGE_SIZE).default(CUSTOM_CARTS_PAGE_SIZE),
    current_page: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(1),
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
    /** 'Con pagos vencidos': only orders with a payment due before today that is not paid off (decision 0710). */
    overdue: z
      .enum(['true', 'false'], { error: m.filterInvalid })
      .optional()
      .transform((v) => v === 'true'),
    /** One client's orders ('Me deben' opens them; decision 0710). */
    contact_id: z.preprocess(blankToUndefined, z.string().trim().regex(UUID, m.notFound).optional()),
    /** Orders made from this day on (Mexico City, 'YYYY-MM-DD'; issue 32's filter object). */
    from: z.preprocess(blankToUndefined, listDay.optional()),
    /** Orders made up to this day, inclusive (Mexico City, 'YYYY-MM-DD'). */
    to: z.preprocess(blankToUndefined, listDay.optional()),
  })
  .refine(inOrder, { message: m.dateRangeInvalid, path: ['to'] });
export type CustomCartListQuery = z.output<typeof listQuerySchema>;

/**
 * The list's query as listQuerySchema reads it, for plain valid input (issue 32: zod's preprocessors, coercions and
 * refinements cost the list ~10 µs a request); undefined, for zod to read, at the first thing out of the common way.
 */
function listQueryShortcut(input: unknown): CustomCartListQuery | undefined {
  const q = queryValues(input);
  if (!q) return undefined;
  const { page_size: size, current_page: page, find, status, overdue } = q;
  const customerId = plainCustomerId(q.customer_id);
  if (customerId === undefined) return undefined;
  const out: CustomCartListQuery = {
    customer_id: customerId,
    page_size: CUSTOM_CARTS_PAGE_SIZE,
    current_page: 1,
    overdue: false,
  };
  if (size !== undefined) {
    const n = typeof size === 'string' ? plainCount(size, CUSTOM_CARTS_MAX_PAGE_SIZE) : undefined;
    if (n === undefined) return undefined;
    out.page_size = n;
  }
  if (page !== undefined) {
    const n = typeof page === 'string' ? plainCount(page, LIST_PAGE_MAX) : undefined;
    if (n === undefined) return undefined;
    out.current_page = n;
  }
  if (find !== undefined) {
    if (typeof find !== 'string') return undefined;
    const text = find.trim();
    if (text !== '') {
      if (text.length < CART_SEARCH_MIN || text.length > CART_SEARCH_MAX || !noNul(text)) return undefined;
      out.find = text;
    }
  }
  if (status !== undefined) {
    if (typeof status !== 'string') return undefined;
    const value = status.trim();
    if (value !== '') {
      const upper = value.toUpperCase() as (typeof CART_STATUS_VALUES)[number];
      if (!CART_STATUS_VALUES.includes(upper)) return undefined;
      out.status = upper;
    }
  }
  if (overdue !== undefined) {
    if (overdue !== 'true' && overdue !== 'false') return undefined;
    out.overdue = overdue === 'true';
  }
  const contact = q.contact_id;
  if (contact !== undefined) {
    if (typeof contact !== 'string') return undefined;
    const value = contact.trim();
    if (value !== '') {
      if (!UUID.test(value)) return undefined;
      out.contact_id = value;
    }
  }
  for (const key of ['from', 'to'] as const) {
    const day = q[key];
    if (day === undefined) continue;
    if (typeof day !== 'string') return undefined;
    if (day.trim() === '') continue;
    if (!LIST_DAY_SHAPE.test(day) || !inListRange(day)) return undefined;
    out[key] = day;
  }
  return inOrder(out) ? out : undefined;
}

/** GET custom-cart/: customer_id, page_size, current_page, optional find (5..50), optional status (uppercased). */
export const customCartListQuery = withShortcut(listQuerySchema, listQueryShortcut);

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
export const pendingItemsResponse = z.object({
  found: z.boolean(),
  /** Orders from her store waiting for her to accept them (issue 27, decision 0721). */
  new_requests: z.number().int(),
});

/**
 * An amount of money a socia records (decision 0710): text is read as she types it in Mexico by the one parser,
 * `readAmount` ('261.58', '$1,250', '1,250.50' → centavos; the decimal point is the centavos); a JSON number is
 * integer centavos, like every amount of this API (decision 0304). Zero, signs, letters, more than two decimals
 * → 400 with the parser's Spanish message. Whether it exceeds what is left is the ledger's check.
 */
export const paymentAmount = z
  .union(
    [
      z
        .number({ error: m.amountInvalid })
        .int(m.amountInvalid)
        .min(1, m.amountInvalid)
        .max(AMOUNT_MAX_CENTS, m.amountInvalid),
      z.string({ error: m.amountInvalid }).max(AMOUNT_MAX_LENGTH, m.amountInvalid),
    ],
    { error: m.amountInvalid },
  )
  .transform((v, ctx) => {
    if (typeof v === 'number') return v;
    const read = readAmount(v);
    if (read.ok) return read.cents;
    ctx.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  })
  .meta({
    description:
      'Text: pesos as a person types them in Mexico ("261.58", "$1,250.50"; the point marks the centavos, at most 2 decimals, at most ' +
      `${AMOUNT_MAX_LENGTH} characters). Number: integer centavos (26158 = $261.58), 1 to ${AMOUNT_MAX_CENTS}.`,
  });

/** PATCH /custom-cart/payments/{paymentId}/paid: amount, optional payment_date from 2014-05-11 to `today`. */
export const paymentPaidBody = (today: string) =>
  z.object({
    /** Optional: a tick without an amount records what is left of the payment (decision 0710). */
    amount: paymentAmount.optional(),
    payment_date: z.preprocess(
      blankToUndefined,
      isoDate.refine((d) => d >= PAYMENT_DATE_MIN && d <= today, m.paymentDateInvalid).optional(),
    ),
  });
export type PaymentPaidBody = z.output<ReturnType<typeof paymentPaidBody>>;

/** 'Registrar abono' (path not shown: POST /api/custom-cart/{cartId}/abonos, decision 0710): any amount up to what is left. */
export const abonoBody = (today: string) =>
  z.object({
    amount: paymentAmount,
    payment_date: z.preprocess(
      blankToUndefined,
      isoDate.refine((d) => d >= PAYMENT_DATE_MIN && d <= today, m.paymentDateInvalid).optional(),
    ),
  });
export type AbonoBody = z.output<ReturnType<typeof abonoBody>>;
export const abonoParams = z.object({ cartId: uuid, abonoId: uuid });

/** 'Me deben' (GET /api/custom-cart/collections/clients, decision 0710). */
export const clientLedgerQuery = withShortcut(
  z.object({
    customer_id: customerId,
    current_page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  }),
  (input) => {
    const q = queryValues(input);
    const customerId = plainCustomerId(q?.customer_id);
    if (customerId === undefined) return undefined;
    const page = q!.current_page;
    if (page === undefined) return { customer_id: customerId, current_page: 1 };
    const n = typeof page === 'string' ? plainCount(page, INT4_MAX) : undefined;
    return n === undefined ? undefined : { customer_id: customerId, current_page: n };
  },
);

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
  /** The scheduled amount (centavos). */
  amount: cents,
  /** What the abonos cover of it (centavos); 0 < paid_amount < amount is a partly paid payment. */
  paid_amount: cents,
  /** amount − paid_amount (centavos). */
  left: cents,
  due_date: isoDate,
  /** The date it was paid off ('YYYY-MM-DD'), null while open. */
  date: isoDate.nullable(),
  /** paid when nothing is left of it. */
  status: z.enum(['paid', 'open']),
  /** Open and due before today (due today is not overdue). */
  overdue: z.boolean(),
  /** Paid by a tick of its own (untick and edit act on it); false when abonos of any amount paid it. */
  ticked: z.boolean(),
});
export type PaymentView = z.infer<typeof paymentView>;

export const abonoView = z.object({
  id: z.string(),
  /** Centavos. */
  amount: cents,
  date: isoDate,
  /** The payment a tick pays; null for an abono of any amount. */
  payment_id: z.string().nullable(),
  source: z.enum(['member', 'pay_link', 'report']),
  created_at: z.string(),
});
export type AbonoView = z.infer<typeof abonoView>;

export const paymentDetailView = z.object({
  paid: cents,
  left: cents,
  downpayment: cents,
  payments: z.array(paymentView),
  /** What the client paid, in the order it was recorded (the last one can be undone). */
  abonos: z.array(abonoView),
});

/** Every figure of the order, from @shop/domain/ledger orderMoney (centavos; decision 0710). */
export const orderMoneyView = z.object({
  cash_total: cents,
  installment_charge: cents,
  total: cents,
  reseller_total: cents,
  /** total − reseller_total; never negative while prices are at least her price (an int, so a wrong price shows). */
  earnings: z.number().int(),
  pending_earnings: z.number().int(),
  paid: cents,
  left: cents,
  overdue: cents,
  overdue_since: isoDate.nullable(),
  due_this_week: cents,
  next_due: z.object({ date: isoDate, amount: cents }).nullable(),
});
export type OrderMoneyView = z.infer<typeof orderMoneyView>;

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
  money: orderMoneyView,
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

/** "Mis cobranzas" (path not shown: GET /api/custom-cart/collections?customer_id=, decisions 0501, 0710). */
export const collectionsResponse = z.object({
  /** What her clients owe her in all (centavos). */
  owed: cents,
  /** What falls due from today through today + 6 (centavos). */
  due_this_week: cents,
  /** What is left of the payments due before today (centavos). */
  overdue: cents,
  /** How many clients owe her something. */
  clients: z.number().int(),
});
export type CollectionsResponse = z.infer<typeof collectionsResponse>;

/** A row of 'Me deben': one client and what she owes (centavos), most urgent first (decision 0710). */
export const clientLedgerView = z.object({
  contact: cartContactView,
  owed: cents,
  due_this_week: cents,
  overdue: cents,
  /** The oldest due date of what is overdue, null when nothing is. */
  overdue_since: isoDate.nullable(),
  /** The next payment due today or later: its date and what is left of what falls due that day. */
  next_due: z.object({ date: isoDate, amount: cents }).nullable(),
});
export type ClientLedgerView = z.infer<typeof clientLedgerView>;

export const clientLedgerResponse = z.object({
  clients: z.array(clientLedgerView),
  /** How many clients owe her something. */
  total_count: z.number().int(),
});
export type ClientLedgerResponse = z.infer<typeof clientLedgerResponse>;

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
