import { useQuery } from '@tanstack/react-query';
import type { PublicCatalogue } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';

export const useStoreCatalogue = (storeId: string, q: string, page: number) =>
  useQuery({
    queryKey: ['public-store', storeId, 'productos', q, page],
    queryFn: ({ signal }) =>
      apiRequest<PublicCatalogue>(`tienda/${encodeURIComponent(storeId)}/productos`, { query: { q, page }, signal }),
  });
