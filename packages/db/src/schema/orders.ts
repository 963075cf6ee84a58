import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { stores } from './stores';
import { carts } from './bag';

/** Web order numbers (magento_order_id of online orders). */
export const webOrderNumberSeq = pgSequence('web_order_number_seq', { startWith: 3000100001 });
/** ERP order ids (pricesoft_id, exposed as order_id) given when an order reaches the ERP. */
export const pricesoftIdSeq = pgSequence('pricesoft_id_seq', { startWith: 7100001 });

export interface OrderShippingAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: string;
  postcode: string;
}
export interface OrderPromotion {
  promo_id: string;
  title: string;
  /** centavos */
  value: number;
}

/**
 * Orders of all three channels (docs/decisions/0203-orders-data-model.md). Statuses and their transitions
 * are those of packages/domain/src/orders.ts (docs/decisions/0202-order-state-machine.md).
 */
export const orders = pgTable(
  'orders',
  {
    /** entity_id */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    /** 'ecommerce' | 'call_center' | 'physical_store' */
    platform: text('platform').notNull(),
    /** The web order number (ecommerce only). */
    magentoOrderId: text('magento_order_id'),
    /** The ERP id (order_id on the wire); null until the order reaches the ERP (FAILED/refunded orders). */
    pricesoftId: text('pricesoft_id'),
    status: text('status').notNull(),
    /** STANDARD_DELIVERY | PICKUP | PICKIT | DIGITAL | RETURN_DELIVERY | STORE */
    deliveryType: text('delivery_type').notNull(),
    /** card | bank_transfer | cash | wallet | store_balance | in_store */
    paymentType: text('payment_type').notNull(),
    storeId: text('store_id').references(() => stores.id),
    caja: text('caja'),
    shippingAddress: jsonb('shipping_address').$type<OrderShippingAddress>(),
    colony: text('colony'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    devolutionGuideCents: integer('devolution_guide_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    grandTotalCents: integer('grand_total_cents').notNull(),
    couponCode: text('coupon_code'),
    promotions: jsonb('promotions').$type<OrderPromotion[]>().notNull().default([]),
    courierName: text('courier_name'),
    guideNumber: text('guide_number'),
    eligibleForSurvey: boolean('eligible_for_survey').notNull().default(false),
    mercadoPagoPreferenceId: text('mercado_pago_preference_id'),
    contactId: text('contact_id'),
    customerNotes: text('customer_notes'),
    checkoutType: text('checkout_type'),
    /** The bag this order came from: a bag checks out once. */
    cartId: uuid('cart_id').references(() => carts.id),
    /** Deadline to pay (pay-in-store, transfer, cash); null once paid or closed. */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** Deadline to schedule a pickup (READY); null otherwise. */
    scheduleBy: timestamp('schedule_by', { withTimezone: true }),
    /** Deadline to collect a scheduled pickup; null otherwise. */
    collectBy: timestamp('collect_by', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The account's order list: one customer, one channel, newest first (issue 5 pages through it).
    index('orders_customer_platform_created_idx').on(t.customerId, t.platform, t.createdAt.desc(), t.id.desc()),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    // Order-number search and detail lookups (prefix search with text_pattern_ops).
    index('orders_customer_magento_idx').on(t.customerId, sql`${t.magentoOrderId} text_pattern_ops`),
    index('orders_customer_pricesoft_idx').on(t.customerId, sql`${t.pricesoftId} text_pattern_ops`),
    uniqueIndex('orders_magento_order_id_key').on(t.magentoOrderId),
    uniqueIndex('orders_pricesoft_key').on(
      t.platform,
      sql`coalesce(${t.storeId}, '')`,
      sql`coalesce(${t.caja}, '')`,
      t.pricesoftId,
    ),
    uniqueIndex('orders_cart_key').on(t.cartId),
    // The timers' sweeps read only the rows that are due.
    index('orders_pay_by_idx')
      .on(t.payBy)
      .where(sql`${t.payBy} is not null`),
    index('orders_schedule_by_idx')
      .on(t.scheduleBy)
      .where(sql`${t.scheduleBy} is not null`),
    index('orders_collect_by_idx')
      .on(t.collectBy)
      .where(sql`${t.collectBy} is not null`),
    check('orders_total_not_negative', sql`${t.grandTotalCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The product id (id_art); '112635' is the Semestralidad CrediPrice line. */
    idArt: text('id_art').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    color: text('color').notNull().default(''),
    sizeLabel: text('size_label').notNull().default(''),
    qtyOrdered: integer('qty_ordered').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Stock taken from this store for the line (null for digital lines and other channels). */
    reservedFromStoreId: text('reserved_from_store_id'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Every status change, who made it and why: the audit trail of the state machine. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** 'customer' | 'system' | 'staff' | 'provider' */
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** Courier tracking events (spec: Guide tracking event). */
export const orderTrackingEvents = pgTable(
  'order_tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    code: text('code').notNull(),
  },
  (t) => [index('order_tracking_events_order_idx').on(t.orderId, t.occurredAt)],
);

/** A pickup appointment: a 15-minute window at the order's store and the code shown at the counter. */
export const pickupAppointments = pgTable(
  'pickup_appointments',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    collectCode: text('collect_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pickup_appointments_store_window_idx').on(t.storeId, t.startsAt)],
);

/**
 * Payments of an order. `reference` is the public handle of GET payments/{reference} and
 * GET payments/stripe-payment-intent/{reference}.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    /** 'card' (card provider), 'wallet' (wallet provider), 'store' (store cash/balance, ERP) */
    provider: text('provider').notNull(),
    /** The spec's payment_method: 'stripe' | 'mercadopago' | 'saldo' | 'efectivo' | 'tarjeta' */
    paymentMethod: text('payment_method').notNull(),
    /** card | customer_balance | oxxo | ticket | account_money | store_balance | cash */
    methodType: text('method_type').notNull(),
    /** The provider's id: payment intent id or wallet preference id. */
    providerId: text('provider_id'),
    amountCents: integer('amount_cents').notNull(),
    /** pending | requires_payment_method | requires_action | succeeded | failed | expired | canceled | refunded */
    status: text('status').notNull(),
    /** The payment reference (voucher, transfer) stops being payable at this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Spec details[{id, type, amount}]: V (Vales), S (store balance), N (Notas de Cambio). */
    details: jsonb('details').$type<{ id: string; type: 'V' | 'S' | 'N'; amount: number }[]>().notNull().default([]),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    index('payments_order_idx').on(t.orderId),
    index('payments_provider_id_idx').on(t.providerId),
    index('payments_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
    check('payments_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

/** Provider webhook events already seen: a replayed event is acknowledged and ignored. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('webhook_events_key').on(t.provider, t.eventId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
