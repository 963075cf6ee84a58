import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBody, CheckoutResponse } from '@shop/contracts/checkout';
import { apiRequest } from '../../../lib/api-client';
import { balanceKeys } from '../../../lib/balance';
import { bagKeys } from './keys';

export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { cartId: string; body: CheckoutBody }) =>
      apiRequest<CheckoutResponse>(`custom-cart/${v.cartId}/checkout`, { method: 'POST', body: v.body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: bagKeys.bag });
      // A store-balance payment spent part of the balance (Mi saldo, the checkout's available amount).
      void client.invalidateQueries({ queryKey: balanceKeys.all });
    },
  });
}
