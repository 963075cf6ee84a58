import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Adds one size to the bag (the shop's bag API); the bag page reads it again. */
export function useAddRowToBag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { sku: string; qty: number }) => apiRequest<unknown>('bag/items', { method: 'POST', body: v }),
    // The shop feature's bag query key (features never import each other).
    onSettled: () => client.invalidateQueries({ queryKey: ['bag'] }),
  });
}
