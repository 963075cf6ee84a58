import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreVisitResponse } from '@shop/contracts/buy-for-clients';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** The stores she can visit (GET sales-tools/stores, as 'Ubicación en tienda' lists them). */
export const useVisitStores = () =>
  useQuery({
    queryKey: ['sales-tools', 'stores'],
    queryFn: ({ signal }) => apiRequest<{ id: string; name: string }[]>('sales-tools/stores', { signal }),
  });

/** Her pick list for one store (decision 0760). Under 'custom-carts': her writes refresh it. */
export const useStoreVisit = (customerId: string, storeId: string) =>
  useQuery({
    queryKey: [...keys.all, 'store-visit', customerId, storeId] as const,
    queryFn: ({ signal }) =>
      apiRequest<StoreVisitResponse>('store-visit', { query: { customer_id: customerId, store_id: storeId }, signal }),
    enabled: Boolean(storeId),
  });

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
