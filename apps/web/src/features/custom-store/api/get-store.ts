import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customStoreView } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';
import { storeKeys } from './keys';

export type StoreView = z.output<typeof customStoreView>;

export const useStore = (storeId: string | null | undefined) =>
  useQuery({
    queryKey: storeKeys.store(storeId ?? ''),
    queryFn: ({ signal }) => apiRequest<StoreView>(`custom-store/${encodeURIComponent(storeId!)}`, { signal }),
    enabled: Boolean(storeId),
  });
