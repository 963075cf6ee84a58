import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeKeys } from './keys';

/** Her store id (null without a store): GET api-composer/custom-stores?customer_id. */
export const useMyStoreId = (customerId: string) =>
  useQuery(
    queryOptions({
      queryKey: storeKeys.id(customerId),
      queryFn: ({ signal }) =>
        apiRequest<{ store_id: string | null }>('api-composer/custom-stores', {
          query: { customer_id: customerId },
          signal,
        }),
      enabled: Boolean(customerId),
    }),
  );
