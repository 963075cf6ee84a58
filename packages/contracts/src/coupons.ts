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
  /** Checkout (decision 0310). */
  label: 'Cupón de descuento',
  apply: 'Aplicar',
  remove: 'Quitar cupón',
  codeRequired: 'Escribe el código de tu cupón.',
  notFound: 'Este cupón no existe, ya venció o ya lo usaste.',
  belowMinimum: (minimum: string) => `Este cupón aplica en compras desde ${minimum}.`,
  noEligibleItems: 'Este cupón no aplica a los productos de tu bolsa.',
  applied: (code: string) => `Cupón ${code} aplicado.`,
} as const;

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
