import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const customStoreKeys = {
  all: ['custom-stores'] as const,
  detail: (customerId: string | undefined) => ['custom-stores', customerId] as const,
};

export const customStoreQueryOptions = (customerId: string | undefined) =>
  queryOptions({
    queryKey: customStoreKeys.detail(customerId),
    queryFn: ({ signal }) =>
      apiRequest<{ store_id: string | null }>('api-composer/custom-stores', {
        query: { customer_id: customerId },
        signal,
      }),
    enabled: Boolean(customerId),
    staleTime: 5 * 60_000,
  });

export const useCustomStore = (customerId: string | undefined) => useQuery(customStoreQueryOptions(customerId));
