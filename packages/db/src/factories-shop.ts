/**
 * Factories of the shop (catalogue, orders, payments), shared by the demo seed and the tests. Orders are
 * walked through the state machine of @shop/domain/orders: a factory cannot produce a state the machine
 * does not allow.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  INITIAL_STATUSES,
  checkTransition,
  payDeadline,
  scheduleDeadline,
  type DeliveryType,
  type OrderStatus,
  type Platform,
} from '@shop/domain/orders';
import { endOfDay } from '@shop/domain/mexico-time';
import { queryRows, type DbOrTx } from './client';
import { MEMBER_GROUP_ID, WAREHOUSE_STORE_ID, slugify } from './catalog';
import {
  inventory,
  orderItems,
  orderStatusHistory,
  orderTrackingEvents,
  orders,
  payments,
  pickupAppointments,
  sandboxWalletPreferences,
  productTierPrices,
  products,
  skus,
  type OrderShippingAddress,
} from './schema/index';

/** The members' customer group of tier_prices. */

let productCounter = 0;
export type NewProduct = Partial<typeof products.$inferInsert> & {
  sizes?: string[];
  /** Units per size in each store ({'1': 5, '101': 2}), or the same number in the warehouse. */
  stock?: Record<string, number> | number;
  memberPriceCents?: number | null;
};

export async function createProduct(db: DbOrTx, overrides: NewProduct = {}) {
  const { sizes = ['23', '24', '25', '26'], stock = 10, memberPriceCents, ...rest } = overrides;
  productCounter += 1;
  const id = rest.id ?? String(400000 + Math.floor(Math.random() * 500000) + productCounter);
  const name = rest.name ?? `Tenis Urbano ${id}`;
  const slug = rest.slug ?? `${slugify(name)}-${id}`;
  const [product] = await db
    .insert(products)
    .values({
      category: 'calzado',
      department: 'Mujer',
      color: 'Negro',
      colorHex: '#222222',
      priceCents: 89900,
      imageUrls: [`/api/catalog/images/${id}/1.svg`, `/api/catalog/images/${id}/2.svg`],
      ...rest,
      id,
      name,
      slug,
    })
    .returning();
  const price = product!.priceCents;
  const member = memberPriceCents === undefined ? Math.round((price * 0.85) / 100) * 100 : memberPriceCents;
  if (member !== null && !product!.isDigital)
    await db.insert(productTierPrices).values({ productId: id, customerGroupId: MEMBER_GROUP_ID, valueCents: member });
  const skuRows = sizes.map((size, position) => ({
    sku: `${id}-${size.replace(/[^\w.]/g, '')}`,
    productId: id,
    size,
    sizeLabel: sizeLabel(size),
    position,
  }));
  if (skuRows.length) await db.insert(skus).values(skuRows);
  if (!product!.isDigital) {
    const perStore = typeof stock === 'number' ? { [WAREHOUSE_STORE_ID]: stock } : stock;
    const rows = skuRows.flatMap((s) =>
      Object.entries(perStore).map(([storeId, qty]) => ({ sku: s.sku, storeId, qty })),
    );
    if (rows.length) await db.insert(inventory).values(rows);
  }
  return { product: product!, skus: skuRows };
}

export function sizeLabel(size: string) {
  return /^\d+(\.5)?$/.test(size) ? `${size} MX` : size;
}

export interface NewOrderItem {
  idArt: string;
  sku: string;
  name: string;
  priceCents: number;
  qtyOrdered?: number;
  color?: string;
  sizeLabel?: string;
  image?: string;
  reservedFromStoreId?: string | null;
}

export interface NewOrder {
  customerId: number;
  platform?: Platform;
  deliveryType?: DeliveryType;
  paymentType?: string;
  /** The statuses the order walks through, starting with its initial one; each step is checked. */
  path?: OrderStatus[];
  items: NewOrderItem[];
  createdAt: Date;
  /** When each later step happened (defaults: one hour apart). */
  stepAt?: (index: number) => Date;
  storeId?: string | null;
  caja?: string | null;
  /** A pricesoft id, null for none, or 'auto' (the default) for the next one. */
  pricesoftId?: string | null;
  shippingAddress?: OrderShippingAddress | null;
  colony?: string | null;
  shippingCents?: number;
  devolutionGuideCents?: number;
  discountCents?: number;
  couponCode?: string | null;
  promotions?: { promo_id: string; title: string; value: number }[];
  courierName?: string | null;
  guideNumber?: string | null;
  eligibleForSurvey?: boolean;
  payment?: {
    provider: string;
    paymentMethod: string;
    methodType: string;
    status: string;
    providerId?: string | null;
    details?: { id: string; type: 'V' | 'S' | 'N'; amount: number }[];
    expiresAt?: Date | null;
    amountCents?: number;
  } | null;
}

const actorsToTry = ['provider', 'staff', 'system', 'customer'] as const;

/** Inserts an order whose status history is a path the state machine allows. */
export async function createOrder(db: DbOrTx, o: NewOrder) {
  const platform = o.platform ?? 'ecommerce';
  const deliveryType = o.deliveryType ?? (platform === 'physical_store' ? 'STORE' : 'STANDARD_DELIVERY');
  const path = o.path ?? [INITIAL_STATUSES[platform][0]!];
  const first = path[0]!;
  if (!INITIAL_STATUSES[platform].includes(first)) throw new Error(`an ${platform} order cannot start as ${first}`);
  const history: { from: OrderStatus | null; to: OrderStatus; actor: string; at: Date }[] = [
    { from: null, to: first, actor: 'customer', at: o.createdAt },
  ];
  const stepAt = o.stepAt ?? ((i: number) => new Date(o.createdAt.getTime() + i * 3_600_000));
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    const actor = actorsToTry.find((a) => checkTransition(from, to, deliveryType, a).ok);
    if (!actor) throw new Error(`the state machine refuses ${from} → ${to} for ${deliveryType}`);
    history.push({ from, to, actor, at: stepAt(i) });
  }
  const status = path[path.length - 1]!;
  const lastAt = history[history.length - 1]!.at;

  const subtotal = o.items.reduce((sum, i) => sum + i.priceCents * (i.qtyOrdered ?? 1), 0);
  const shipping = o.shippingCents ?? 0;
  const guide = o.devolutionGuideCents ?? 0;
  const discount = o.discountCents ?? 0;
  const total = subtotal + shipping + guide - discount;

  const [numbers] = await queryRows<{ web: string; erp: string }>(
    db,
    sql`select nextval('web_order_number_seq')::text as web, nextval('pricesoft_id_seq')::text as erp`,
  );
  const pricesoftId =
    o.pricesoftId === 'auto' || o.pricesoftId === undefined
      ? [
          'failed',
          'unknown',
          'canceled_refund_pending',
          'canceled_refund_succeeded',
          'refund',
          'created',
          'pending',
        ].includes(status) && platform === 'ecommerce'
        ? null
        : numbers!.erp
      : o.pricesoftId;
  const [order] = await db
    .insert(orders)
    .values({
      customerId: o.customerId,
      platform,
      magentoOrderId: platform === 'ecommerce' ? numbers!.web : null,
      pricesoftId,
      status,
      deliveryType,
      paymentType: o.paymentType ?? (platform === 'ecommerce' ? 'card' : 'in_store'),
      storeId: o.storeId ?? null,
      caja: o.caja ?? null,
      shippingAddress: o.shippingAddress ?? null,
      colony: o.colony ?? null,
      subtotalCents: subtotal,
      shippingCents: shipping,
      devolutionGuideCents: guide,
      discountCents: discount,
      grandTotalCents: total,
      couponCode: o.couponCode ?? null,
      promotions: o.promotions ?? [],
      courierName: o.courierName ?? null,
      guideNumber: o.guideNumber ?? null,
      eligibleForSurvey: o.eligibleForSurvey ?? false,
      payBy: ['created', 'pending'].includes(status) ? payDeadline(o.createdAt) : null,
      scheduleBy: status === 'ready' ? scheduleDeadline(lastAt) : null,
      createdAt: o.createdAt,
      updatedAt: lastAt,
    })
    .returning();
  await db.insert(orderItems).values(
    o.items.map((i) => ({
      orderId: order!.id,
      idArt: i.idArt,
      sku: i.sku,
      name: i.name,
      priceCents: i.priceCents,
      qtyOrdered: i.qtyOrdered ?? 1,
      color: i.color ?? '',
      sizeLabel: i.sizeLabel ?? '',
      image: i.image ?? '',
      reservedFromStoreId: i.reservedFromStoreId ?? null,
    })),
  );
  await db
    .insert(orderStatusHistory)
    .values(history.map((h) => ({ orderId: order!.id, fromStatus: h.from, toStatus: h.to, actor: h.actor, at: h.at })));
  if (o.payment !== null && (o.payment || platform !== 'call_center')) {
    const p = o.payment ?? {
      provider: 'card',
      paymentMethod: 'stripe',
      methodType: 'card',
      status: ['created', 'pending', 'failed'].includes(status) ? 'requires_payment_method' : 'succeeded',
    };
    await db.insert(payments).values({
      orderId: order!.id,
      reference: `${order!.magentoOrderId ?? order!.pricesoftId ?? order!.id}-P${order!.id}`,
      provider: p.provider,
      paymentMethod: p.paymentMethod,
      methodType: p.methodType,
      providerId: p.providerId ?? null,
      amountCents: p.amountCents ?? total,
      status: p.status,
      expiresAt: p.expiresAt ?? null,
      details: p.details ?? [],
      createdAt: o.createdAt,
      updatedAt: lastAt,
    });
  }
  return order!;
}

export async function addTrackingEvents(
  db: DbOrTx,
  orderId: number,
  events: { description: string; occurredAt: Date; place: string; code: string }[],
) {
  if (events.length) await db.insert(orderTrackingEvents).values(events.map((e) => ({ orderId, ...e })));
}

export async function createAppointment(
  db: DbOrTx,
  a: { orderId: number; storeId: string; startsAt: Date; collectCode: string; createdAt: Date },
) {
  await db.insert(pickupAppointments).values(a);
  await db
    .update(orders)
    .set({ collectBy: endOfDay(a.startsAt) })
    .where(sql`${orders.id} = ${a.orderId} and ${orders.status} = 'scheduled'`);
}

/**
 * The wallet provider's preference of an unpaid wallet order (what checkout leaves behind): the sandbox's
 * record with the order's lines, the payment's provider id and the order's mercado_pago_preference_id, so
 * 'Pagar ahora' can initialise the payment from that id (customer-account.md §7, docs/decisions/0603).
 */
export async function attachWalletPreference(db: DbOrTx, orderId: number, createdAt: Date) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'wallet')));
  if (!order || !payment) throw new Error(`order ${orderId} has no wallet payment`);
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const items = lines.map((l) => ({
    title: `${l.name} ${l.sizeLabel}`.trim(),
    quantity: l.qtyOrdered,
    unit_price: l.priceCents,
  }));
  const extra = order.grandTotalCents - items.reduce((s, i) => s + i.unit_price * i.quantity, 0);
  if (extra !== 0) items.push({ title: extra > 0 ? 'Envío' : 'Descuento', quantity: 1, unit_price: extra });
  const id = `pref-${randomBytes(10).toString('hex')}`;
  await db.insert(sandboxWalletPreferences).values({
    id,
    externalReference: payment.reference,
    body: { items, payer: {}, back_url: `/pago/${encodeURIComponent(payment.reference)}` },
    amountCents: order.grandTotalCents,
    createdAt,
  });
  await db.update(payments).set({ providerId: id }).where(eq(payments.id, payment.id));
  await db.update(orders).set({ mercadoPagoPreferenceId: id }).where(eq(orders.id, orderId));
  return id;
}
