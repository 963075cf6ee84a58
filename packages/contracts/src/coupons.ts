/** Mis cupones (reseller-area §2, §3): the coupon list and its texts. */
import { z } from 'zod';

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

export const couponMessages = {
  copied: '¡Cupón copiado al portapapeles!',
  empty: 'Lo sentimos aún no cuentas con cupones disponibles en tu cuenta.',
} as const;
