import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { orders, payments, webhookEvents } from '@shop/db/schema/index';

/** A payment of the customer by its reference, with its order's status; anyone else's is not found. */
export async function findOwnPayment(db: DbOrTx, customerId: number, reference: string) {
  const [row] = await db
    .select({ p: payments, orderStatus: orders.status })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.reference, reference), eq(orders.customerId, customerId)));
  return row ? { ...row.p, orderStatus: row.orderStatus } : null;
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
