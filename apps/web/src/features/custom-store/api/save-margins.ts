import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EarningsMarginsBody } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';
import type { StoreView } from './get-store';
import { storeKeys } from './keys';

export function useSaveMargins(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EarningsMarginsBody) =>
      apiRequest<StoreView>(`custom-store/${encodeURIComponent(storeId)}/margins`, { method: 'PUT', body }),
    onSuccess: (data) => client.setQueryData(storeKeys.store(storeId), data),
  });
}
