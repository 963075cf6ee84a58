import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RegisterCart } from './create-register-cart';

export const useReplaceRegisterItems = () =>
  useMutation({
    mutationFn: ({ cartId, items }: { cartId: string; items: { sku: string; qty: number }[] }) =>
      apiRequest<RegisterCart>(`register-order/carts/${cartId}/items`, { method: 'PUT', body: items }),
  });
