import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pendingItemsResponse } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/**
 * How many orders from her store wait for her: the answer the account menu reads too (same key, one request). On its
 * own, so her orders list does not load the requests page's code (decision 0721).
 */
export const useNewRequestsCount = (customerId: string) =>
  useQuery({
    queryKey: keys.pending(customerId),
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof pendingItemsResponse>>('custom-cart/pending-items', {
        query: { customer_id: customerId },
        signal,
      }),
    enabled: customerId !== '',
    staleTime: 60_000,
    select: (data) => data.new_requests,
  });
