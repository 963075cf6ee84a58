import { z } from 'zod';
import { centavos } from './catalog';
import { shopMessages } from './shop-messages';
import { couponCode } from './coupons';
import { idNumber } from './input';

export const CHECKOUT_DELIVERY_TYPES = ['STANDARD_DELIVERY', 'PICKUP', 'PICKIT', 'DIGITAL'] as const;
/** card and cash (convenience-store voucher) and bank_transfer go through the card provider; wallet through the wallet provider. */
export const CHECKOUT_PAYMENT_TYPES = ['card', 'bank_transfer', 'cash', 'wallet', 'store_balance'] as const;
export type CheckoutPaymentType = (typeof CHECKOUT_PAYMENT_TYPES)[number];

/** POST custom-cart/{cart_id}/checkout (customer-account.md §3 'Order checkout'). */
export const checkoutBody = z
  .object({
    delivery: z.object({
      type: z.enum(CHECKOUT_DELIVERY_TYPES, { error: shopMessages.checkout.deliveryType }),
      address_id: idNumber.optional(),
      store_id: z.string().max(20).optional(),
      pickit_point_id: z.string().max(20).optional(),
    }),
    payment: z.object({ type: z.enum(CHECKOUT_PAYMENT_TYPES, { error: shopMessages.checkout.paymentType }) }),
    contact_id: z.string().max(40).nullish(),
    customer_notes: z.string().trim().max(500).nullish(),
    checkout_type: z.string().max(40).nullish(),
    /** A coupon of the customer's to apply (decision 0310). */
    coupon_code: couponCode.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.delivery.type === 'STANDARD_DELIVERY' && !b.delivery.address_id)
      ctx.addIssue({
        code: 'custom',
        path: ['delivery', 'address_id'],
        message: shopMessages.checkout.addressRequired,
      });
    if (b.delivery.type === 'PICKUP' && !b.delivery.store_id)
      ctx.addIssue({ code: 'custom', path: ['delivery', 'store_id'], message: shopMessages.checkout.storeRequired });
    if (b.delivery.type === 'PICKIT' && !b.delivery.pickit_point_id)
      ctx.addIssue({
        code: 'custom',
        path: ['delivery', 'pickit_point_id'],
        message: shopMessages.checkout.pickitRequired,
      });
  });
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** What the payment form needs next for the order's open payment. */
export const paymentAction = z.object({
  reference: z.string(),
  type: z.enum(CHECKOUT_PAYMENT_TYPES),
  status: z.string(),
  amount: centavos,
  client_secret: z.string().nullable(),
  voucher_url: z.string().nullable(),
  instruction_url: z.string().nullable(),
  init_point: z.string().nullable(),
  expires_at: z.string().nullable(),
  message: z.string().nullable(),
});
export type PaymentAction = z.infer<typeof paymentAction>;

export const checkoutResponse = z.object({
  cart: z.object({ cart_id: z.string(), status: z.string() }),
  order: z.object({
    entity_id: z.number().int(),
    magento_order_id: z.string(),
    order_id: z.string().nullable(),
    status: z.string(),
    grand_total: centavos,
    discount: centavos,
    coupon_code: z.string().nullable(),
    delivery_method: z.string(),
    pay_by: z.string().nullable(),
  }),
  payment: paymentAction.nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const changePaymentBody = z.object({
  type: z.enum(CHECKOUT_PAYMENT_TYPES, { error: shopMessages.checkout.paymentType }),
});
