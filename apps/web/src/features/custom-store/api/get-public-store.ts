import { useQuery } from '@tanstack/react-query';
import type { PublicCustomStore } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';

/** What the public store shows of her (no margin, base price or private field). */
export type PublicStore = PublicCustomStore;

export const publicStoreKey = (storeId: string) => ['public-store', storeId] as const;

export const usePublicStore = (storeId: string) =>
  useQuery({
    queryKey: publicStoreKey(storeId),
    queryFn: ({ signal }) =>
      apiRequest<PublicStore>(`api-composer/custom-stores/${encodeURIComponent(storeId)}`, { signal }),
    retry: false,
    // An unknown store the server's render showed (decision 0790) stays shown: 'Reintentar' asks again, not the mount.
    retryOnMount: false,
  });
