import { useQuery } from '@tanstack/react-query';
import type { StoreView } from '@shop/contracts/catalog';
import { apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export const useStores = () =>
  useQuery({
    queryKey: catalogKeys.stores,
    queryFn: ({ signal }) => apiRequest<StoreView[]>('stores/', { signal }),
    staleTime: 300_000,
  });
