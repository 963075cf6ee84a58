import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerProfile } from '@shop/contracts/profile';
import { apiRequest } from './api-client';

/** The signed-in customer's profile; the deletion check and other reads of the profile sit below `me`. */
export const meKeys = {
  me: ['customers', 'me'] as const,
  deletionCheck: ['customers', 'me', 'deletion-check'] as const,
};

export const meQueryOptions = queryOptions({
  queryKey: meKeys.me,
  queryFn: ({ signal }) => apiRequest<CustomerProfile>('customers/me', { signal }),
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQueryOptions);
