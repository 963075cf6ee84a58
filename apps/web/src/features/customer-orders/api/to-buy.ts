import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ToBuyResponse } from '@shop/contracts/buy-for-clients';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** 'Comprar para mis clientes' (decision 0760): her items to buy grouped by size. Under 'custom-carts': writes refresh it. */
const toBuyKey = (customerId: string) => [...keys.all, 'to-buy', customerId] as const;

export const useToBuy = (customerId: string) =>
  useQuery({
    queryKey: toBuyKey(customerId),
    queryFn: ({ signal }) =>
      apiRequest<ToBuyResponse>('custom-cart/to-buy', { query: { customer_id: customerId }, signal }),
  });

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
