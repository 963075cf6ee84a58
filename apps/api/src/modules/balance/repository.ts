import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { partialBalances, payments, stores } from '@shop/db/schema/index';

/** The customer's balance parts still usable on `today` (Mexico City date), the soonest to expire first. */
export function findUsableBalances(db: DbOrTx, customerId: number, today: string) {
  return db
    .select({
      id: partialBalances.id,
      type: partialBalances.type,
      storeName: stores.name,
      expirationDate: partialBalances.expirationDate,
      balanceCents: partialBalances.balanceCents,
    })
    .from(partialBalances)
    .innerJoin(stores, eq(stores.id, partialBalances.storeId))
    .where(and(eq(partialBalances.customerId, customerId), gte(partialBalances.expirationDate, today)))
    .orderBy(asc(partialBalances.expirationDate), asc(partialBalances.id));
}

/**
 * Locks the customer's parts with a balance still usable on `today`, in id order (the last step of the
 * lock order of decision 0205), for the caller's transaction.
 */
export function lockUsableParts(tx: DbOrTx, customerId: number, today: string) {
  return tx
    .select({
      id: partialBalances.id,
      type: partialBalances.type,
      expirationDate: partialBalances.expirationDate,
      balanceCents: partialBalances.balanceCents,
    })
    .from(partialBalances)
    .where(
      and(
        eq(partialBalances.customerId, customerId),
        gte(partialBalances.expirationDate, today),
        sql`${partialBalances.balanceCents} > 0`,
      ),
    )
    .orderBy(asc(partialBalances.id))
    .for('update');
}

/** Takes `amount` from one of the customer's parts if it holds that much; false when it does not. */
export async function debitPart(tx: DbOrTx, customerId: number, partId: number, amount: number) {
  const taken = await tx
    .update(partialBalances)
    .set({ balanceCents: sql`${partialBalances.balanceCents} - ${amount}` })
    .where(
      and(
        eq(partialBalances.id, partId),
        eq(partialBalances.customerId, customerId),
        sql`${partialBalances.balanceCents} >= ${amount}`,
      ),
    )
    .returning({ id: partialBalances.id });
  return taken.length > 0;
}

/** Gives `amount` back to one of the customer's parts. */
export async function creditPart(tx: DbOrTx, customerId: number, partId: number, amount: number) {
  await tx
    .update(partialBalances)
    .set({ balanceCents: sql`${partialBalances.balanceCents} + ${amount}` })
    .where(and(eq(partialBalances.id, partId), eq(partialBalances.customerId, customerId)));
}

/** Marks the order's succeeded store-balance payments refunded; answers their details. */
export function refundStoreBalancePayments(tx: DbOrTx, orderId: number, methodType: string, now: Date) {
  return tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(
      and(eq(payments.orderId, orderId), eq(payments.methodType, methodType), inArray(payments.status, ['succeeded'])),
    )
    .returning({ details: payments.details });
}
