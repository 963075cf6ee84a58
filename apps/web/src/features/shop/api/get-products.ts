import { useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@shop/contracts/catalog';
import { apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export const useProducts = (q: { department?: string; category?: string; q?: string; page?: number }) =>
  useQuery({
    queryKey: catalogKeys.list(q),
    queryFn: ({ signal }) => apiRequest<ProductListResponse>('search/products', { query: q, signal }),
  });
