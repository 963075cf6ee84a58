import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferencesResponse } from '@shop/contracts/credit';
import { ApiError } from '../../../lib/api-client';
import { creditRequest } from './credit-client';
import { creditKeys } from './keys';

/** GET cliente/referencias: the references of today's promise still valid (until 22:00), or null. */
export const referencesQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: creditKeys.references(customerId),
    queryFn: async ({ signal }): Promise<ReferencesResponse | null> => {
      try {
        return await creditRequest<ReferencesResponse>(customerId, 'cliente/referencias', {
          query: { id_socio: customerId },
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useValidReferences = (customerId: string) => useQuery(referencesQueryOptions(customerId));
