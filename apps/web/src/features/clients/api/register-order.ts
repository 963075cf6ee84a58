import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PaymentType } from './choose-register-payment';

export function useRegisterOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cartId, contactId, type }: { cartId: string; contactId: string; type: PaymentType }) =>
      apiRequest<{ cart: { cart_id: string } }>(`custom-cart/${cartId}/register`, {
        method: 'POST',
        body: { contact_id: contactId, selected_payment: type },
      }),
    // Every read of her customer orders (list, collections, the menu's dot) has a key starting with 'custom-carts'.
    onSuccess: () => client.invalidateQueries({ queryKey: ['custom-carts'] }),
  });
}
