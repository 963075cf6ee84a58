import { PAYMENT_METHOD_NAMES } from '@shop/contracts/payment-method-names';

/** Texts of the account's orders that the spec gives (verbatim) or that decisions 0401–0404 chose. */
export const PLATFORM_LABELS = {
  ecommerce: 'Ecommerce',
  call_center: 'Vía telefónica',
  physical_store: 'Tienda',
} as const;

export const DELIVERY_METHOD_LABELS: Record<string, string> = {
  shipping: 'Envío a domicilio',
  pickup: 'Recoger en tienda',
  digital: 'Digital',
  delivery: 'Punto Pickit',
  store: 'Tienda',
  call_center: 'Vía telefónica',
};

/** The external help centre ('¿Necesitas ayuda?') and the opinion survey (docs/decisions/0404). */
export const HELP_CENTRE_URL = 'https://ayuda.priceshoes.com.mx/';
export const SURVEY_URL = 'https://encuestas.priceshoes.com.mx/comparte-tu-opinion';

export const PAYMENT_DETAIL_LABELS = { V: 'Vales', S: 'Saldo en tienda', N: 'Notas de Cambio' } as const;

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: PAYMENT_METHOD_NAMES.card,
  customer_balance: PAYMENT_METHOD_NAMES.bank_transfer,
  oxxo: PAYMENT_METHOD_NAMES.cash,
  account_money: PAYMENT_METHOD_NAMES.wallet,
  ticket: `Efectivo (${PAYMENT_METHOD_NAMES.wallet})`,
  store_balance: 'Saldo',
  cash: 'Efectivo en tienda',
};

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  succeeded: 'Pagado',
  pending: 'Pendiente de pago',
  requires_action: 'Pendiente de pago',
  requires_payment_method: 'Sin pagar',
  failed: 'Rechazado',
  expired: 'Referencia vencida',
  canceled: 'Cancelado',
  refunded: 'Reembolsado',
};

/** The main action of an order by its state (docs/decisions/0601); 'Ver detalle' and 'Programar cita' are the spec's. */
export const NEXT_STEP_LABELS = {
  pay: 'Pagar ahora',
  schedule: 'Programar cita',
  track: 'Rastrear envío',
  return: 'Devolver',
  'buy-again': 'Volver a comprar',
  detail: 'Ver detalle',
} as const;

/** What the payment section says about the money, by the order's state (docs/decisions/0602). */
export const MONEY_STATE_LABELS = {
  unpaid: 'Sin pagar',
  confirming: 'Pago en confirmación',
  paid: 'Pagado',
  'refund-pending': 'Reembolso en proceso',
  refunded: 'Reembolsado',
  'not-charged': 'Sin cargo',
} as const;
