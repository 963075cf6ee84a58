import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { coupons } from '@shop/db/schema/index';

/** The customer's coupons that have not expired nor been used, the soonest to expire first. */
export function findValidCoupons(db: DbOrTx, customerId: number, now: Date) {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.customerId, customerId), gt(coupons.expiresAt, now), isNull(coupons.redeemedOrderId)))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));
}
