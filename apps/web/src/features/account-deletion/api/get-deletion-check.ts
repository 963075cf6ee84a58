import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletionCheck } from '@shop/contracts/account-deletion';
import { apiRequest } from '../../../lib/api-client';
import { meKeys } from '../../../lib/me';

/** Open credit or customer payments to warn about first. */
export const deletionCheckQueryOptions = queryOptions({
  queryKey: meKeys.deletionCheck,
  queryFn: ({ signal }) => apiRequest<DeletionCheck>('customers/me/deletion-check', { signal }),
  staleTime: 0,
});
export const useDeletionCheck = () => useQuery(deletionCheckQueryOptions);
