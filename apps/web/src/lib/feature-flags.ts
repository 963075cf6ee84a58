import type { FeatureFlagsResponse } from '@shop/contracts/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const featureFlagKeys = { all: ['feature-flags'] as const };

export const featureFlagsQueryOptions = queryOptions({
  queryKey: featureFlagKeys.all,
  queryFn: ({ signal }) => apiRequest<FeatureFlagsResponse>('feature-flags', { signal }),
  staleTime: 5 * 60_000,
});

export const useFeatureFlags = () => useQuery(featureFlagsQueryOptions);
