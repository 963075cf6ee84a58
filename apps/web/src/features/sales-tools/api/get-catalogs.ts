import { useQuery } from '@tanstack/react-query';
import type { CatalogsResponse } from '@shop/contracts/sales-tools';
import { apiRequest } from '../../../lib/api-client';

export const useCatalogs = (customerId: string) =>
  useQuery({
    queryKey: ['sales-tools', 'catalogs', customerId],
    queryFn: ({ signal }) =>
      apiRequest<CatalogsResponse>(`api-composer/customers/${encodeURIComponent(customerId)}/catalogs`, { signal }),
  });
