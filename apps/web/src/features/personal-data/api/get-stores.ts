import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSummary } from '@shop/contracts/personal-data';
import { apiRequest } from '../../../lib/api-client';

export const storesQueryOptions = queryOptions({
  queryKey: ['stores'],
  queryFn: ({ signal }) => apiRequest<StoreSummary[]>('stores/', { signal }),
  staleTime: 10 * 60_000,
});

export const useStores = (enabled: boolean) => useQuery({ ...storesQueryOptions, enabled });
