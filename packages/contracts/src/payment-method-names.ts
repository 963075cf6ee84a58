/**
 * One name per way to pay, the same in the bag, on the payment page and on the order (issue 28: the wallet was
 * 'Billetera digital' in the bag and 'Mercado Pago' on the order). Zod-free: every page that names one loads only this.
 */
export const PAYMENT_METHOD_NAMES = {
  card: 'Tarjeta de crédito o débito',
  bank_transfer: 'Transferencia SPEI',
  cash: 'Efectivo en OXXO y tiendas',
  wallet: 'Mercado Pago',
} as const;
