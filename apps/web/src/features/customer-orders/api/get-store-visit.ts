import { useQuery } from '@tanstack/react-query';
import type { StoreVisitResponse } from '@shop/contracts/buy-for-clients';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** Her pick list for one store (decision 0760). Under 'custom-carts': her writes refresh it. */
export const useStoreVisit = (customerId: string, storeId: string) =>
  useQuery({
    queryKey: [...keys.all, 'store-visit', customerId, storeId] as const,
    queryFn: ({ signal }) =>
      apiRequest<StoreVisitResponse>('store-visit', { query: { customer_id: customerId, store_id: storeId }, signal }),
    enabled: Boolean(storeId),
  });
