import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { customers, passwordResets } from '@shop/db/schema/index';

/** Ends the customer's links not yet used (a newer link replaces them; a used link ends the rest). */
export async function expireOpenResets(db: DbOrTx, customerId: number, now: Date) {
  await db
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(
      and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    );
}

/** Links older than a day serve nothing: dropped when she asks for a new one. */
export async function purgeOldResets(db: DbOrTx, customerId: number, before: Date) {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.customerId, customerId), lt(passwordResets.createdAt, before)));
}

export async function insertReset(db: DbOrTx, values: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(values);
}

/** The live link with this digest (unused, unexpired, of a live account); `lock` holds it until the transaction ends. */
export async function findLiveReset(db: DbOrTx, tokenHash: string, now: Date, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: passwordResets.id,
      customerId: passwordResets.customerId,
      email: customers.email,
      firstname: customers.firstname,
    })
    .from(passwordResets)
    .innerJoin(customers, eq(customers.id, passwordResets.customerId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        isNull(customers.deletedAt),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: passwordResets }) : await query;
  return row ?? null;
}

export async function markResetUsed(db: DbOrTx, id: number, now: Date) {
  await db.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, id));
}

/** The new password; the link came to the account's e-mail, so an unconfirmed e-mail is confirmed too (0704). */
export async function setPasswordHash(db: DbOrTx, customerId: number, passwordHash: string, now: Date) {
  await db
    .update(customers)
    .set({
      passwordHash,
      updatedAt: now,
      emailConfirmedAt: sql`coalesce(${customers.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
}
