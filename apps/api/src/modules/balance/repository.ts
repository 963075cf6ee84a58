import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { balanceMovements, partialBalances, payments, stores } from '@shop/db/schema/index';

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

/** Her clients' payments are never out of date (decision 0771): the part that holds them does not expire. */
export const COLLECTED_PART_EXPIRY = '9999-12-31';

/**
 * Credits a client's payment collected on her behalf (decision 0771), once: the movement is keyed by the payment, so
 * a second call for it changes nothing (false). The money goes to her SALDOS part that never expires, made on first
 * use in the shop's default store.
 */
export async function creditCollected(
  tx: DbOrTx,
  row: { customerId: number; statementPaymentId: string; amountCents: number; description: string; at: Date },
) {
  const inserted = await tx
    .insert(balanceMovements)
    .values({
      customerId: row.customerId,
      amountCents: row.amountCents,
      description: row.description,
      statementPaymentId: row.statementPaymentId,
      createdAt: row.at,
    })
    .onConflictDoNothing({ target: balanceMovements.statementPaymentId })
    .returning({ id: balanceMovements.movementId });
  if (inserted.length === 0) return false;
  const [part] = await tx
    .select({ id: partialBalances.id })
    .from(partialBalances)
    .where(
      and(
        eq(partialBalances.customerId, row.customerId),
        eq(partialBalances.type, 'SALDOS'),
        eq(partialBalances.expirationDate, COLLECTED_PART_EXPIRY),
      ),
    )
    .orderBy(asc(partialBalances.id))
    .limit(1)
    .for('update');
  if (part) {
    await creditPart(tx, row.customerId, part.id, row.amountCents);
    return true;
  }
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .orderBy(desc(stores.isDefault), asc(stores.id))
    .limit(1);
  if (!store) throw new Error('no store to hold her collected balance');
  await tx.insert(partialBalances).values({
    customerId: row.customerId,
    type: 'SALDOS',
    storeId: store.id,
    expirationDate: COLLECTED_PART_EXPIRY,
    balanceCents: row.amountCents,
  });
  return true;
}

/** Her latest balance movements, newest first. */
export function latestMovements(db: DbOrTx, customerId: number, limit: number) {
  return db
    .select({
      id: balanceMovements.movementId,
      amountCents: balanceMovements.amountCents,
      description: balanceMovements.description,
      createdAt: balanceMovements.createdAt,
    })
    .from(balanceMovements)
    .where(eq(balanceMovements.customerId, customerId))
    .orderBy(desc(balanceMovements.createdAt), desc(balanceMovements.movementId))
    .limit(limit);
}
