import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSummary } from '@shop/contracts/personal-data';
import { apiRequest } from '../../../lib/api-client';

export const storeKeys = { all: ['stores'] as const };

export const storesQueryOptions = queryOptions({
  queryKey: storeKeys.all,
  queryFn: ({ signal }) => apiRequest<StoreSummary[]>('stores/', { signal }),
  staleTime: 10 * 60_000,
});

/** The physical stores a customer can choose: the online warehouse (is_default) is left out. */
export const useStores = (enabled: boolean) =>
  useQuery({ ...storesQueryOptions, enabled, select: (stores) => stores.filter((s) => !s.is_default) });
