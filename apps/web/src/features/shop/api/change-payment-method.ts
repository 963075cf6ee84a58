import { useMutation } from '@tanstack/react-query';
import type { CheckoutPaymentType, PaymentAction } from '@shop/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';

/** 'Cambiar método de pago': a new payment of another type for the same unpaid order. */
export const useChangePaymentMethod = () =>
  useMutation({
    mutationFn: (v: { orderId: string; type: Exclude<CheckoutPaymentType, 'store_balance'> }) =>
      apiRequest<PaymentAction>(`orders/${encodeURIComponent(v.orderId)}/payments`, {
        method: 'POST',
        body: { type: v.type },
      }),
  });
