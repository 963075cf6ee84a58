/** Mis cupones (reseller-area §2, §3): the coupon list and its texts. */
import { z } from 'zod';
import { couponMessages } from './coupon-messages';

export { couponMessages } from './coupon-messages';

export const couponsResponse = z.object({
  coupons: z.array(
    z.object({
      code: z.string(),
      rule_name: z.string(),
      rule_description: z.string(),
      expiration_date: z.string().describe('dd-Mon-yyyy hh:mm am/pm, Spanish, Mexico City time'),
    }),
  ),
});
export type CouponsResponse = z.infer<typeof couponsResponse>;

/** A code as the customer types it: trimmed and upper-cased (codes are stored upper-case). */
export const couponCode = z
  .string({ error: couponMessages.codeRequired })
  .trim()
  .min(1, couponMessages.codeRequired)
  .max(40, couponMessages.notFound)
  .transform((c) => c.toUpperCase());

/** GET custom-cart/{cart_id}/coupon/{code}: what the coupon takes off this bag. */
export const couponQuote = z.object({
  code: z.string(),
  rule_name: z.string(),
  /** Centavos off the products; 0 for free shipping. */
  discount: z.number().int(),
  free_shipping: z.boolean(),
});
export type CouponQuote = z.infer<typeof couponQuote>;
