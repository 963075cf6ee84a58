import { useQuery } from '@tanstack/react-query';
import type { StoreRequestsResponse } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** 'Pedidos nuevos de tu tienda' (decision 0721). */
export const useStoreRequests = () =>
  useQuery({
    queryKey: keys.requests,
    queryFn: ({ signal }) => apiRequest<StoreRequestsResponse>('custom-store-requests', { signal }),
  });
