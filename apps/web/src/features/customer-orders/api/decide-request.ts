import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreRequestsResponse } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

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
    // Her other lists, counts and clients follow at once; the requests list keeps an accepted card (with its link to
    // the order) until she comes back, and drops a rejected one.
    onSuccess: (answer, { requestId }) => {
      if ('cart_id' in answer) return;
      client.setQueryData<StoreRequestsResponse>(keys.requests, (old) =>
        old ? { count: old.count - 1, requests: old.requests.filter((r) => r.request_id !== requestId) } : old,
      );
    },
    // A request decided elsewhere (404): the list is read again.
    onError: () => void client.invalidateQueries({ queryKey: keys.requests }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: keys.all, predicate: (q) => q.queryKey[1] !== 'requests' });
      void client.invalidateQueries({ queryKey: ['contacts'] });
    },
  });
}
