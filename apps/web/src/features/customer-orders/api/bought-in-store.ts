import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** A ticked line: its items bought in the store, in their orders. */
export function useBoughtInStore(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: { cart_id: string; sku: string }[]) =>
      apiRequest<{ units: number; clients: string[]; message: string }>('store-visit/bought', {
        method: 'POST',
        body: { customer_id: customerId, items },
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
}
