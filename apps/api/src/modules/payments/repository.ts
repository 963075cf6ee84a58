import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@shop/db/client';
import {
  orders,
  payments,
  type PaymentRow,
  sandboxCardIntents,
  sandboxEvents,
  sandboxWalletPayments,
  sandboxWalletPreferences,
  webhookEvents,
} from '@shop/db/schema/index';

/**
 * Data access of payments. A customer's payment is read with the owner in the WHERE (findOwnPayment,
 * ownsWalletPreference, findOrderPreferenceId); the rest works on a payment or an order the caller already
 * holds: one the customer owns (checked by the route before the service runs), or one a provider's webhook names
 * (a provider event belongs to no customer).
 */

/** The statuses of a payment that can still be paid (its reference or form is live). */
const OPEN = ['pending', 'requires_payment_method', 'requires_action'];

/** How many payments the order has (the next one's reference is `<order>-<n + 1>`). */
export async function countOrderPayments(db: DbOrTx, orderId: number) {
  const [n] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payments where order_id = ${orderId}`,
  );
  return n?.n ?? 0;
}

/** Records a payment of an order. */
export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** Updates a payment; the row as it is now. */
export async function updatePayment(db: DbOrTx, paymentId: number, set: Partial<typeof payments.$inferInsert>) {
  const [row] = await db.update(payments).set(set).where(eq(payments.id, paymentId)).returning();
  return row;
}

/** Updates a payment only while it is open; the rows it changed (none once it was paid, expired or canceled). */
export function updateOpenPayment(db: DbOrTx, paymentId: number, set: Partial<typeof payments.$inferInsert>) {
  return db
    .update(payments)
    .set(set)
    .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN)))
    .returning();
}

/** Marks the payment succeeded unless it already was: the row when this call made it so. */
export async function markPaymentSucceeded(db: DbOrTx, paymentId: number, now: Date) {
  const [row] = await db
    .update(payments)
    .set({ status: 'succeeded', lastError: null, expiresAt: null, updatedAt: now })
    .where(and(eq(payments.id, paymentId), sql`${payments.status} <> 'succeeded'`))
    .returning();
  return row;
}

/** The order a payment belongs to. */
export async function orderIdOfPayment(db: DbOrTx, paymentId: number) {
  const [row] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  return row?.orderId;
}

export async function findPaymentByProviderId(db: DbOrTx, providerId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerId, providerId)).limit(1);
  return row;
}

export async function findPaymentByReference(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row;
}

/** The order's newest payment. */
export async function latestPaymentOfOrder(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The wallet preference of an order the caller holds. */
export async function setOrderPreferenceId(db: DbOrTx, orderId: number, preferenceId: string) {
  await db.update(orders).set({ mercadoPagoPreferenceId: preferenceId }).where(eq(orders.id, orderId));
}

/** A payment of the customer by its reference, with its order's status; anyone else's is not found. */
export async function findOwnPayment(db: DbOrTx, customerId: number, reference: string) {
  const [row] = await db
    .select({ p: payments, orderStatus: orders.status, orderPayBy: orders.payBy })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.reference, reference), eq(orders.customerId, customerId)));
  return row ? { ...row.p, orderStatus: row.orderStatus, orderPayBy: row.orderPayBy } : null;
}

/** Whether a provider's webhook event was already handled (webhook events belong to no customer). */
export async function webhookEventSeen(db: DbOrTx, provider: string, eventId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: webhookEvents.eventId })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
  return Boolean(seen);
}

/** Records a handled webhook event; false when another delivery recorded it first. */
export async function recordWebhookEvent(
  db: DbOrTx,
  event: { provider: string; eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.eventId });
  return inserted.length > 0;
}

/** The wallet preference id of one of the customer's orders, if it has one. */
export async function findOrderPreferenceId(db: DbOrTx, customerId: number, orderId: number) {
  const [row] = await db
    .select({ pref: orders.mercadoPagoPreferenceId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  return row?.pref ?? null;
}

/** Whether a wallet preference belongs to a payment of one of the customer's orders. */
export async function ownsWalletPreference(db: DbOrTx, customerId: number, preferenceId: string): Promise<boolean> {
  const [own] = await db
    .select({ id: payments.providerId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(eq(payments.providerId, preferenceId), eq(payments.provider, 'wallet'), eq(orders.customerId, customerId)),
    );
  return Boolean(own);
}

// The payment providers' sandboxes: their own tables, holding no customer (the provider's view of a payment).

/** Keeps an event a sandbox provider sends (as the real providers list theirs). */
export async function insertSandboxEvent(db: DbOrTx, values: typeof sandboxEvents.$inferInsert) {
  await db.insert(sandboxEvents).values(values);
}

export async function findSandboxCardIntent(db: DbOrTx, intentId: string) {
  const [row] = await db.select().from(sandboxCardIntents).where(eq(sandboxCardIntents.id, intentId));
  return row;
}

export async function updateSandboxCardIntent(
  db: DbOrTx,
  intentId: string,
  values: Partial<typeof sandboxCardIntents.$inferInsert>,
) {
  const [row] = await db.update(sandboxCardIntents).set(values).where(eq(sandboxCardIntents.id, intentId)).returning();
  return row;
}

export async function insertSandboxCardIntent(db: DbOrTx, values: typeof sandboxCardIntents.$inferInsert) {
  const [row] = await db.insert(sandboxCardIntents).values(values).returning();
  return row;
}

export async function findSandboxWalletPreference(db: DbOrTx, preferenceId: string) {
  const [row] = await db.select().from(sandboxWalletPreferences).where(eq(sandboxWalletPreferences.id, preferenceId));
  return row;
}

export async function insertSandboxWalletPreference(db: DbOrTx, values: typeof sandboxWalletPreferences.$inferInsert) {
  const [row] = await db.insert(sandboxWalletPreferences).values(values).returning();
  return row;
}

export async function findSandboxWalletPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(sandboxWalletPayments).where(eq(sandboxWalletPayments.id, paymentId));
  return row;
}

/** The latest sandbox wallet payment of an external reference. */
export async function latestSandboxWalletPayment(db: DbOrTx, externalReference: string) {
  const [row] = await db
    .select()
    .from(sandboxWalletPayments)
    .where(eq(sandboxWalletPayments.externalReference, externalReference))
    .orderBy(desc(sandboxWalletPayments.createdAt), desc(sandboxWalletPayments.id))
    .limit(1);
  return row;
}

export async function insertSandboxWalletPayment(db: DbOrTx, values: typeof sandboxWalletPayments.$inferInsert) {
  const [row] = await db.insert(sandboxWalletPayments).values(values).returning();
  return row;
}

/** Approves a pending sandbox wallet payment; the rows it changed (none if it was not pending). */
export function approvePendingSandboxWalletPayment(db: DbOrTx, paymentId: string, now: Date) {
  return db
    .update(sandboxWalletPayments)
    .set({ status: 'approved', updatedAt: now })
    .where(and(eq(sandboxWalletPayments.id, paymentId), eq(sandboxWalletPayments.status, 'pending')))
    .returning();
}
