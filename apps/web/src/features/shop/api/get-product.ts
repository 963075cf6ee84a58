import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductFull } from '@shop/contracts/catalog';
import { apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.product(slug),
    queryFn: ({ signal }) => apiRequest<ProductFull>(`products-full/${encodeURIComponent(slug)}`, { signal }),
  });
export const useProduct = (slug: string) => useQuery(productQuery(slug));
