import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** Puts the picked items in her bag in one step; her orders, counts and the bag follow. */
export function useBuyForClients(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: { cart_id: string; sku: string }[]) =>
      apiRequest<{ units: number; clients: string[]; message: string }>('custom-cart/to-buy/bag', {
        method: 'POST',
        body: { customer_id: customerId, items },
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: ['bag'] });
    },
  });
}
