import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnRequestBody } from '@shop/contracts/returns';
import { apiRequest } from '../../../lib/api-client';

/** 'Devolver': one unit of a delivered item; its return guide goes in her bag (decision 0734). */
export function useRequestReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) =>
      apiRequest<{ message: string }>('/api/devolution-guide/returns', { method: 'POST', body }),
    // The bag (its key is the shop's ['bag']: the header's count and the bag page) holds the guide now.
    onSuccess: () => client.invalidateQueries({ queryKey: ['bag'] }),
  });
}
