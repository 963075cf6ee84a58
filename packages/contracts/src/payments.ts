import { z } from 'zod';
import { centavos } from './catalog';
import { centavosInput, idNumber, int4Coerced } from './input';

/** spec §3 'Card payment intent' (GET payments/stripe-payment-intent/{reference}). */
export const cardIntentResponse = z.object({
  client_secret: z.string(),
  status: z.string(),
  payment_method: z.object({
    type: z.string(),
    brand: z.string().nullable(),
    voucher_url: z.string().nullable(),
    customer_balance: z.object({ instruction_url: z.string().nullable() }).nullable(),
  }),
  last_payment_error: z.object({ message: z.string() }).nullable(),
});
export type CardIntentResponse = z.infer<typeof cardIntentResponse>;

/** spec §3 'Payment preference' (POST payments/preferences). */
export const preferenceBody = z.object({
  order_id: z.string().min(1).max(20),
  order_type: z.string().max(40).default('ecommerce'),
  store_id: z.string().max(20).nullish(),
  items: z
    .array(z.object({ title: z.string().max(200), quantity: idNumber, unit_price: centavosInput }))
    .max(100)
    .optional(),
  customer: z
    .object({ email: z.string().max(254).optional(), name: z.string().max(200).optional() })
    .partial()
    .optional(),
  channel: z.literal('web').default('web'),
});
export const preferenceResponse = z.object({ id: z.string(), init_point: z.string() });
export type PreferenceResponse = z.infer<typeof preferenceResponse>;

/** GET payments/{reference}. */
export const paymentReferenceResponse = z.object({
  reference: z.string(),
  status: z.string(),
  payment_method: z.string(),
  amount: centavos,
  external_resource_url: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The wallet provider's hosted checkout while the payment is open. */
  init_point: z.string().nullable(),
  /** The order's status, so the payment page can show it change. */
  order_status: z.string(),
  /** Until when the order waits for its payment (5 days, then it is cancelled); a reference expires sooner (22:00). */
  order_pay_by: z.string().nullable(),
  /**
   * While a cash voucher or a bank transfer waits for the money: what the payer needs without opening the
   * provider's page (docs/decisions/0615). Cash: `number` is the voucher number the cashier scans. Transfer:
   * `number` is the reference to quote, with the bank and the CLABE. Null otherwise.
   */
  instructions: z
    .object({
      kind: z.enum(['cash', 'bank_transfer']),
      number: z.string(),
      bank_name: z.string().nullable(),
      clabe: z.string().nullable(),
    })
    .nullable(),
});
export type PaymentReferenceResponse = z.infer<typeof paymentReferenceResponse>;

/** The payment form posts the card to the card provider (its sandbox), never to our API. */
export const cardConfirmBody = z.object({
  client_secret: z.string().min(1).max(200),
  return_url: z.string().max(500).optional(),
  payment_method: z.object({
    card: z.object({
      number: z.string().trim().max(23),
      exp_month: int4Coerced,
      exp_year: int4Coerced,
      cvc: z.string().trim().max(4),
    }),
    billing_details: z.object({ name: z.string().max(120).optional() }).optional(),
  }),
});
export type CardConfirmBody = z.infer<typeof cardConfirmBody>;
