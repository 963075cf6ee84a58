import type { FeatureFlagsResponse } from '@shop/contracts/config';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { setLogCollector } from './client-log';

export const featureFlagKeys = { all: ['feature-flags'] as const };

export const featureFlagsQueryOptions = queryOptions({
  queryKey: featureFlagKeys.all,
  queryFn: async ({ signal }) => {
    return withLogCollector(await apiRequest<FeatureFlagsResponse>('feature-flags', { signal }));
  },
  staleTime: 5 * 60_000,
});

function withLogCollector(flags: FeatureFlagsResponse) {
  setLogCollector(flags.log_collector_url);
  return flags;
}

/** The flags the page's HTML carried (lib/page-data.ts), as if feature-flags had just answered them. */
export function seedFeatureFlags(client: QueryClient, flags: FeatureFlagsResponse) {
  client.setQueryData(featureFlagKeys.all, withLogCollector(flags));
}

export const useFeatureFlags = () => useQuery(featureFlagsQueryOptions);
