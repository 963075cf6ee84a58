import { and, eq, gt, isNull } from 'drizzle-orm';
import { couponMessages } from '@shop/contracts/coupons';
import { couponDiscount, type CouponLine, type CouponRule } from '@shop/domain/coupons';
import { formatMoney } from '@shop/domain/money';
import type { DbOrTx } from '@shop/db/client';
import { coupons } from '@shop/db/schema/index';
import { HttpError } from '../../lib/http-errors';

type CouponRow = typeof coupons.$inferSelect;

const refused = (message: string) => new HttpError(400, message, [{ path: 'coupon_code', message }]);

/**
 * The customer's coupon with that code, if it can still be used: not expired, not redeemed by an order.
 * `lock` takes the row for the checkout's transaction, so two checkouts cannot both redeem it: the second
 * waits, then no longer finds it (PostgreSQL re-checks the WHERE clause on the committed row).
 */
export async function redeemableCoupon(
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

const ruleOf = (c: CouponRow): CouponRule => ({
  type: c.discountType as CouponRule['type'],
  value: c.discountValue,
  minSubtotal: c.minSubtotalCents,
  category: c.category,
});

/** What the coupon takes off these lines, or a 400 that says why it does not apply (decision 0310). */
export async function priceCoupon(
  db: DbOrTx,
  customerId: number,
  code: string,
  now: Date,
  lines: CouponLine[],
  shipping: number,
  lock = false,
) {
  const coupon = await redeemableCoupon(db, customerId, code, now, lock);
  if (!coupon) throw refused(couponMessages.notFound);
  const outcome = couponDiscount(ruleOf(coupon), lines, shipping);
  if (!outcome.ok)
    throw refused(
      outcome.reason === 'below_minimum'
        ? couponMessages.belowMinimum(formatMoney(outcome.minSubtotal))
        : couponMessages.noEligibleItems,
    );
  return { coupon, discount: outcome.discount, freeShipping: outcome.freeShipping };
}

/** The order now owns the coupon. */
export async function markRedeemed(tx: DbOrTx, couponId: number, orderId: number) {
  await tx.update(coupons).set({ redeemedOrderId: orderId }).where(eq(coupons.id, couponId));
}

/** A cancelled order gives its coupon back (usable again until it expires). */
export async function releaseCouponOf(tx: DbOrTx, orderId: number) {
  await tx.update(coupons).set({ redeemedOrderId: null }).where(eq(coupons.redeemedOrderId, orderId));
}
