import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { coupons } from '@shop/db/schema/index';

export type CouponRow = typeof coupons.$inferSelect;

/** The customer's coupons that have not expired nor been used, the soonest to expire first. */
export function findValidCoupons(db: DbOrTx, customerId: number, now: Date) {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.customerId, customerId), gt(coupons.expiresAt, now), isNull(coupons.redeemedOrderId)))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));
}

/**
 * The customer's coupon with that code, if it can still be used: not expired, not redeemed by an order.
 * `lock` takes the row for the checkout's transaction, so two checkouts cannot both redeem it: the second
 * waits, then no longer finds it (PostgreSQL re-checks the WHERE clause on the committed row).
 */
export async function findRedeemableCoupon(
  db: DbOrTx,
  customerId: number,
  code: string,
  now: Date,
  lock = false,
): Promise<CouponRow | null> {
  const query = db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.customerId, customerId),
        eq(coupons.code, code),
        gt(coupons.expiresAt, now),
        isNull(coupons.redeemedOrderId),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The order now owns the customer's coupon. */
export async function markCouponRedeemed(db: DbOrTx, customerId: number, couponId: number, orderId: number) {
  await db
    .update(coupons)
    .set({ redeemedOrderId: orderId })
    .where(and(eq(coupons.id, couponId), eq(coupons.customerId, customerId)));
}

/** A cancelled order gives the customer's coupon back (usable again until it expires). */
export async function releaseCouponOfOrder(db: DbOrTx, customerId: number, orderId: number) {
  await db
    .update(coupons)
    .set({ redeemedOrderId: null })
    .where(and(eq(coupons.redeemedOrderId, orderId), eq(coupons.customerId, customerId)));
}
