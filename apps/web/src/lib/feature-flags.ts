import type { FeatureFlagsResponse } from '@shop/contracts/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { setLogCollector } from './client-log';

export const featureFlagKeys = { all: ['feature-flags'] as const };

export const featureFlagsQueryOptions = queryOptions({
  queryKey: featureFlagKeys.all,
  queryFn: async ({ signal }) => {
    const flags = await apiRequest<FeatureFlagsResponse>('feature-flags', { signal });
    setLogCollector(flags.log_collector_url);
    return flags;
  },
  staleTime: 5 * 60_000,
});

export const useFeatureFlags = () => useQuery(featureFlagsQueryOptions);
