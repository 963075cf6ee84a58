import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomStoreEditBody } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';
import { storeKeys } from './keys';

export function useEditStore(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomStoreEditBody) =>
      apiRequest<{ photo: string | null }>(`custom-store/${encodeURIComponent(storeId)}`, { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: storeKeys.store(storeId) }),
  });
}
