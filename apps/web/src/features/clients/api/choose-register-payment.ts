import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RegisterCart } from './create-register-cart';

export type PaymentType = 'cash' | 'installments';

export const useChooseRegisterPayment = () =>
  useMutation({
    mutationFn: ({ cartId, type }: { cartId: string; type: PaymentType }) =>
      apiRequest<RegisterCart>(`register-order/carts/${cartId}/payment`, { method: 'PUT', body: { type } }),
  });
