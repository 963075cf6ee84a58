import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreRequestsResponse } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** 'Pedidos nuevos de tu tienda' (decision 0721). */
export const useStoreRequests = () =>
  useQuery({
    queryKey: keys.requests,
    queryFn: ({ signal }) => apiRequest<StoreRequestsResponse>('custom-store-requests', { signal }),
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
            `custom-store-requests/${encodeURIComponent(requestId)}/accept`,
            { method: 'POST' },
          )
        : apiRequest<{ message: string }>(`custom-store-requests/${encodeURIComponent(requestId)}`, {
            method: 'DELETE',
          }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.all });
      void client.invalidateQueries({ queryKey: ['contacts'] });
    },
  });
}
