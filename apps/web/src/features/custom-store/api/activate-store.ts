import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeKeys } from './keys';

export function useActivateStore(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ store_id: string }>('custom-store', { method: 'POST', body: {} }),
    onSuccess: (data) => client.setQueryData(storeKeys.id(customerId), data),
  });
}
