import { couponMessages } from '@shop/contracts/coupons';
import { couponDiscount, type CouponLine, type CouponRule } from '@shop/domain/coupons';
import { formatMoney } from '@shop/domain/money';
import type { DbOrTx } from '@shop/db/client';
import { findRedeemableCoupon, type CouponRow } from './repository';
import { HttpError } from '../../lib/http-errors';

const refused = (message: string) => new HttpError(400, message, [{ path: 'coupon_code', message }]);

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
  const coupon = await findRedeemableCoupon(db, customerId, code, now, lock);
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
