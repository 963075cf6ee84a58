import { useQuery } from '@tanstack/react-query';
import type { PublicCustomStore } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';

/** What the public store shows of her (no margin, base price or private field). */
export type PublicStore = PublicCustomStore;

export const usePublicStore = (storeId: string) =>
  useQuery({
    queryKey: ['public-store', storeId],
    queryFn: ({ signal }) =>
      apiRequest<PublicStore>(`api-composer/custom-stores/${encodeURIComponent(storeId)}`, { signal }),
    retry: false,
  });
