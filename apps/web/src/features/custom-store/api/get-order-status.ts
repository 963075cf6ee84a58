import { useQuery } from '@tanstack/react-query';
import type { PublicOrderStatus } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';

/** The client's status page of her order (decision 0725). */
export const useOrderStatus = (token: string) =>
  useQuery({
    queryKey: ['public-store', 'pedido', token],
    queryFn: ({ signal }) =>
      apiRequest<PublicOrderStatus>(`pedidos-de-tienda/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
