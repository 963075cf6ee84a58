import { useQuery } from '@tanstack/react-query';
import type { CollectionsResponse } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

export const useCollections = (customerId: string) =>
  useQuery({
    queryKey: keys.collections(customerId),
    queryFn: ({ signal }) =>
      apiRequest<CollectionsResponse>('custom-cart/collections', { signal, query: { customer_id: customerId } }),
  });
