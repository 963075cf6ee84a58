/** The coupons' texts, without zod (the schemas are in `coupons.ts`). */

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
