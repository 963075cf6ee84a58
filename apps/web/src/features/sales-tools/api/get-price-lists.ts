import { useQuery } from '@tanstack/react-query';
import type { PriceListsResponse } from '@shop/contracts/sales-tools';
import { apiRequest } from '../../../lib/api-client';

export const usePriceLists = () =>
  useQuery({
    queryKey: ['sales-tools', 'price-lists'],
    queryFn: ({ signal }) => apiRequest<PriceListsResponse>('price-lists', { signal }),
  });
