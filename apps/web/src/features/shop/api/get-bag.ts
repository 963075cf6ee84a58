import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bag } from '@shop/contracts/bag';
import { apiRequest } from '../../../lib/api-client';
import { bagKeys } from './keys';

const bagQueryOptions = queryOptions({
  queryKey: bagKeys.bag,
  queryFn: ({ signal }) => apiRequest<Bag>('bag', { signal }),
});

export const useBag = () => useQuery(bagQueryOptions);

/** How many pieces her bag holds, for the site header; only asked when she is signed in. */
export const useBagCount = (signedIn: boolean) =>
  useQuery({ ...bagQueryOptions, enabled: signedIn, select: (bag) => bag.items_count });
