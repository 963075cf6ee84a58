import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pendingItemsResponse } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET custom-cart/pending-items: whether one of her orders has items to buy (the menu's dot). Its key starts
 * with 'custom-carts', so every write of customer orders refreshes it.
 */
export const pendingItemsKey = (customerId: string | undefined) => ['custom-carts', 'pending', customerId] as const;

export const usePendingItems = (customerId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: pendingItemsKey(customerId),
    queryFn: ({ signal }) =>
      apiRequest<z.infer<typeof pendingItemsResponse>>('custom-cart/pending-items', {
        query: { customer_id: customerId },
        signal,
      }),
    enabled: enabled && Boolean(customerId),
    staleTime: 60_000,
  });
