import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerProfile } from '@shop/contracts/profile';
import { apiRequest, isUnauthenticated } from './api-client';

export const meQueryKey = ['customers', 'me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => apiRequest<CustomerProfile>('customers/me', { signal }),
  staleTime: 60_000,
  retry: (count, error) => !isUnauthenticated(error) && count < 2,
});

export const useMe = () => useQuery(meQueryOptions);
