import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { customStores } from './custom-stores';
import { contacts } from './contacts';
import { products, skus } from './catalog';
import { carts } from './bag';
import { orders } from './orders';

/**
 * Customer orders (custom carts) of a member, their items and the client's payments (reseller-area.md §3, §4;
 * docs/decisions/0501-reseller-data-model.md). Statuses and money rules are @shop/domain/customer-orders.
 * Money is integer centavos. Owned by issue 11.
 */
export const customCarts = pgTable(
  'custom_carts',
  {
    /** cart_id on the wire; people see its last 4 characters. */
    cartId: uuid('cart_id').primaryKey().defaultRandom(),
    /** The member (customers.id): the owner in every `where`. */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => customStores.storeId, { onDelete: 'cascade' }),
    /** The client; null while a registered order has none yet, or after the client was deleted. */
    contactId: uuid('contact_id').references(() => contacts.contactId, { onDelete: 'set null' }),
    /** The shop order number once she checked the order out (order_id on the wire). */
    orderId: text('order_id'),
    /** CREATED | PURCHASED, kept equal to cartStatus(items) by every write of items. */
    status: text('status').notNull().default('CREATED'),
    /** member: registered by her; public_store: sent from /tienda/{store_id}. */
    source: text('source').notNull().default('member'),
    /** Σ price × qty of the live items (cash grand_total), kept by every write of items. */
    grandTotalCents: integer('grand_total_cents').notNull().default(0),
    /** cash | installments; null until chosen. */
    selectedPayment: text('selected_payment'),
    /** The installment terms, frozen when the option is chosen (store defaults may change later). */
    installmentGrandTotalCents: integer('installment_grand_total_cents'),
    downpaymentCents: integer('downpayment_cents'),
    installmentWeeks: integer('installment_weeks'),
    weeklyPaymentCents: integer('weekly_payment_cents'),
    installmentPercentage: integer('installment_percentage'),
    /** Raw store value (percent = raw / 1000 × 100). */
    downpaymentPercentage: integer('downpayment_percentage'),
    /** member | online (register order: member-type when her store shows darkstore inventory). */
    deliveryMethod: text('delivery_method'),
    customerNotes: text('customer_notes'),
    /**
     * An order being registered for a client ('Registrar pedido' creates it at 'Actualizar pedido'): hidden from
     * her lists, the pending dot, 'Mis cobranzas' and the deletion warnings until `register` clears it; drafts
     * untouched for 24 h are deleted by the timers sweep (decision 0532).
     */
    draft: boolean('draft').notNull().default(false),
    /**
     * The oldest due date of its payments not paid off, null when none is open. Written by the database only
     * (trigger custom_cart_payments_track, migration 0012_ledger): the list's overdue flag and its 'Con pagos
     * vencidos' filter read it (overdue = oldest_open_due < today; decision 0710).
     */
    oldestOpenDue: date('oldest_open_due'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Her list (drafts excluded: decision 0532) by date (all), and by status (the filter; also the pending-items check: status = 'CREATED').
    // contact_id last: from the first version of decision 0514 (a walk of her orders keeping a search's clients);
    // the list no longer reads it. To drop in the next migration that touches these indexes.
    index('custom_carts_member_created_idx')
      .on(t.memberId, t.createdAt.desc(), t.cartId, t.contactId)
      .where(sql`not ${t.draft}`),
    index('custom_carts_member_status_created_idx')
      .on(t.memberId, t.status, t.createdAt.desc(), t.cartId, t.contactId)
      .where(sql`not ${t.draft}`),
    // Search by client name: her matching clients first, then each one's orders newest first, with or without
    // the status (index-only; decision 0514).
    index('custom_carts_member_contact_list_idx')
      .on(t.memberId, t.contactId, t.createdAt.desc(), t.cartId, t.status)
      .where(sql`not ${t.draft}`),
    // A client's orders (client detail, deleting a client).
    index('custom_carts_member_contact_idx').on(t.memberId, t.contactId, t.createdAt.desc()),
    // 'Con pagos vencidos': her orders with an open payment, newest first (filtered by oldest_open_due < today, with
    // or without the status), and how many are overdue (decision 0710).
    index('custom_carts_member_open_created_idx')
      .on(t.memberId, t.createdAt.desc(), t.cartId, t.oldestOpenDue, t.status, t.contactId)
      .where(sql`not ${t.draft} and ${t.oldestOpenDue} is not null`),
    index('custom_carts_member_oldest_due_idx')
      .on(t.memberId, t.oldestOpenDue, t.status)
      .where(sql`not ${t.draft} and ${t.oldestOpenDue} is not null`),
    // Abandoned drafts, oldest first (the timers sweep).
    index('custom_carts_drafts_idx')
      .on(t.updatedAt)
      .where(sql`${t.draft}`),
    check('custom_carts_status_check', sql`${t.status} in ('CREATED', 'PURCHASED')`),
    check('custom_carts_source_check', sql`${t.source} in ('member', 'public_store')`),
    check(
      'custom_carts_payment_check',
      sql`${t.selectedPayment} is null or ${t.selectedPayment} in ('cash', 'installments')`,
    ),
    check(
      'custom_carts_installments_frozen',
      sql`${t.selectedPayment} is distinct from 'installments' or (${t.installmentGrandTotalCents} is not null and ${t.downpaymentCents} is not null and ${t.installmentWeeks} > 0 and ${t.weeklyPaymentCents} is not null)`,
    ),
    check('custom_carts_total_not_negative', sql`${t.grandTotalCents} >= 0`),
  ],
);

export const customCartItems = pgTable(
  'custom_cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => customCarts.cartId, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => skus.sku),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** Name, colour, size and pictures as they were when the item was added (the ticket does not change). */
    name: text('name').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    sizeLabel: text('size_label').notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    qty: integer('qty').notNull(),
    /** What the client pays per unit (price_total = price × qty). */
    priceCents: integer('price_cents').notNull(),
    /** Her (member) price per unit. */
    basePriceCents: integer('base_price_cents').notNull(),
    /** The customer price from her margins when the item was added. */
    customerPriceCents: integer('customer_price_cents').notNull(),
    /** PENDING | PURCHASED | CANCELED | ADDED_TO_CART */
    status: text('status').notNull().default('PENDING'),
    isAvailableOnline: boolean('is_available_online').notNull().default(true),
    isAvailablePickup: boolean('is_available_pickup').notNull().default(false),
    /** Her shop bag the item was added to ('Agregar a bolsa'), and the shop order that bought it. */
    bagCartId: uuid('bag_cart_id').references(() => carts.id, { onDelete: 'set null' }),
    shopOrderId: bigint('shop_order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.sku] }),
    // When a shop order is paid, its items become PURCHASED (issue 11).
    index('custom_cart_items_bag_idx')
      .on(t.bagCartId)
      .where(sql`${t.bagCartId} is not null`),
    index('custom_cart_items_shop_order_idx')
      .on(t.shopOrderId)
      .where(sql`${t.shopOrderId} is not null`),
    check('custom_cart_items_status_check', sql`${t.status} in ('PENDING', 'PURCHASED', 'CANCELED', 'ADDED_TO_CART')`),
    check('custom_cart_items_qty_range', sql`${t.qty} between 1 and 50`),
    check(
      'custom_cart_items_money',
      sql`${t.priceCents} >= 0 and ${t.basePriceCents} >= 0 and ${t.customerPriceCents} >= 0`,
    ),
  ],
);

/**
 * The plan of an order: its down payment and weekly payments, or its one cash payment (reseller-area.md §3
 * 'payments list'). What the client paid is in custom_cart_abonos; `paid_cents`, `status` and `paid_date` are what
 * the abonos cover of each payment, written by the service from @shop/domain/ledger `allocate` (decision 0710).
 */
export const customCartPayments = pgTable(
  'custom_cart_payments',
  {
    paymentId: uuid('payment_id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => customCarts.cartId, { onDelete: 'cascade' }),
    /** Copied from the cart: PATCH payments/{paymentId} names the owner directly; "Mis cobranzas" reads by it. */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** downpayment | installment | cash */
    kind: text('kind').notNull(),
    /** 0 for the down payment and cash, 1..weeks for the weekly payments. */
    number: integer('number').notNull(),
    /** The scheduled amount (planPayments, then replan when the order's total changes). */
    amountCents: integer('amount_cents').notNull(),
    /** What the abonos cover of it (allocate). */
    paidCents: integer('paid_cents').notNull().default(0),
    dueDate: date('due_date').notNull(),
    /** paid when nothing is left of it (paid_cents = amount_cents), else open. */
    status: text('status').notNull().default('open'),
    /** The day it was paid off (the latest abono covering it); null while open. */
    paidDate: date('paid_date'),
    /**
     * The client it counts for in her ledger: the order's contact, null for drafts and orders without a client.
     * Written by the database only (triggers of migration 0012_ledger).
     */
    ledgerContactId: uuid('ledger_contact_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Payments by cart, in order.
    uniqueIndex('custom_cart_payments_cart_key').on(t.cartId, t.kind, t.number),
    // Her open payments by due date (the totals of "Mis cobranzas" by day; account deletion's warning).
    index('custom_cart_payments_member_open_idx')
      .on(t.memberId, t.dueDate, t.ledgerContactId, t.amountCents, t.paidCents)
      .where(sql`${t.status} = 'open'`),
    // A client's open payments by due date ('Me deben': what each client owes this week and since when).
    index('custom_cart_payments_ledger_idx')
      .on(t.ledgerContactId, t.dueDate, t.amountCents, t.paidCents)
      .where(sql`${t.status} = 'open' and ${t.ledgerContactId} is not null`),
    check('custom_cart_payments_kind_check', sql`${t.kind} in ('downpayment', 'installment', 'cash')`),
    check('custom_cart_payments_status_check', sql`${t.status} in ('paid', 'open')`),
    check('custom_cart_payments_amount_positive', sql`${t.amountCents} >= 0`),
    check('custom_cart_payments_paid_range', sql`${t.paidCents} between 0 and ${t.amountCents}`),
    check('custom_cart_payments_paid_status', sql`(${t.status} = 'paid') = (${t.paidCents} = ${t.amountCents})`),
  ],
);

/**
 * What her client paid her on an order, in the order it was recorded (decision 0710): a tick of the checklist
 * (`payment_id` names the payment it pays) or an abono of any amount ('Registrar abono', `payment_id` null,
 * applied to the open payments oldest first). The sum never exceeds the order's total.
 */
export const customCartAbonos = pgTable(
  'custom_cart_abonos',
  {
    abonoId: uuid('abono_id').primaryKey().defaultRandom(),
    /** The recording order ('Deshacer último abono' undoes the highest). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => customCarts.cartId, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The payment a tick pays; null for an abono of any amount. */
    paymentId: uuid('payment_id').references(() => customCartPayments.paymentId, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** The day the client paid (from 2014-05-11 to today). */
    paidDate: date('paid_date').notNull(),
    /** member: recorded by her (more sources come with the client's pay link). */
    source: text('source').notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('custom_cart_abonos_cart_idx').on(t.cartId, t.seq),
    check('custom_cart_abonos_amount_positive', sql`${t.amountCents} > 0`),
    check('custom_cart_abonos_source_check', sql`${t.source} in ('member', 'pay_link', 'report')`),
  ],
);

/**
 * 'Me deben': per client, what her orders still owe and the oldest due date of what is open (most urgent first).
 * Written by the database only (trigger custom_cart_payments_track, migration 0012_ledger; decision 0710).
 */
export const customCartClientLedgers = pgTable(
  'custom_cart_client_ledgers',
  {
    contactId: uuid('contact_id')
      .primaryKey()
      .references(() => contacts.contactId, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    owedCents: integer('owed_cents').notNull(),
    oldestOpenDue: date('oldest_open_due').notNull(),
  },
  (t) => [index('custom_cart_client_ledgers_member_idx').on(t.memberId, t.oldestOpenDue, t.contactId, t.owedCents)],
);

/**
 * "Mis cobranzas" by day: what her clients' open payments due on each date still owe. Its totals (owed, due this
 * week, overdue) read a few hundred of these instead of every payment. Written by the database only (0012_ledger).
 * Migration 0018 adds an index (member_id, due_date) INCLUDE (open_cents) that drizzle-kit does not model.
 */
export const customCartLedgerDays = pgTable(
  'custom_cart_ledger_days',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    openCents: integer('open_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.dueDate] })],
);

export type CustomCartRow = typeof customCarts.$inferSelect;
export type CustomCartItemRow = typeof customCartItems.$inferSelect;
export type CustomCartPaymentRow = typeof customCartPayments.$inferSelect;
export type CustomCartAbonoRow = typeof customCartAbonos.$inferSelect;

/**
 * How many of her (non-draft) orders are in each status, kept by a trigger on custom_carts (migration
 * 0010_custom_cart_counts): the unsearched list's total_count is one row, not a count of her 10,000 orders
 * (decision 0514). Written by the database only.
 */
export const customCartCounts = pgTable(
  'custom_cart_counts',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: integer('n').notNull(),
    /** How many of her clients have an order in this status (migration 0018; 'Hoy''s clients to buy for). */
    clients: integer('clients').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.status] })],
);

/**
 * How many of her (non-draft) orders each client has in each status, kept by the same trigger: a search by
 * client name counts its matches from her matching clients' rows (decision 0514). The member's id (migration
 * 0018) lets 'Hoy' count her clients with orders in a status and take those with the most from one index range.
 */
export const customCartClientCounts = pgTable(
  'custom_cart_client_counts',
  {
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.contactId, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.status] }),
    index('custom_cart_client_counts_member_status_n_idx')
      .on(t.memberId, t.status, t.n.desc(), t.contactId)
      .where(sql`${t.n} > 0`),
  ],
);
