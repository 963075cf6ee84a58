import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pendingItemsResponse } from '@shop/contracts/custom-carts';
import type { StoreRequestsResponse } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** How many orders from her store wait for her: the answer the account menu reads too (same key, one request). */
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

/** 'Pedidos nuevos de tu tienda' (decision 0721). */
export const useStoreRequests = () =>
  useQuery({
    queryKey: keys.requests,
    queryFn: ({ signal }) => apiRequest<StoreRequestsResponse>('custom-store/requests', { signal }),
  });

/** Accepts or rejects one; her lists, collections, counts and clients follow. */
export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      accept,
    }: {
      requestId: string;
      accept: boolean;
    }): Promise<{ cart_id: string; contact_id: string } | { message: string }> =>
      accept
        ? apiRequest<{ cart_id: string; contact_id: string }>(
            `custom-store/requests/${encodeURIComponent(requestId)}/accept`,
            { method: 'POST' },
          )
        : apiRequest<{ message: string }>(`custom-store/requests/${encodeURIComponent(requestId)}`, {
            method: 'DELETE',
          }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: ['contacts'] });
    },
  });
}
