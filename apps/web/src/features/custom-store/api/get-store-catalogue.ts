import { useQuery } from '@tanstack/react-query';
import type { PublicCatalogue } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';

export const storeCatalogueKey = (storeId: string, q: string, page: number) =>
  ['public-store', storeId, 'productos', q, page] as const;

/** A page of her catalogue; `enabled` false for a store its GET refused (nothing to list). */
export const useStoreCatalogue = (storeId: string, q: string, page: number, enabled = true) =>
  useQuery({
    queryKey: storeCatalogueKey(storeId, q, page),
    queryFn: ({ signal }) =>
      apiRequest<PublicCatalogue>(`tienda/${encodeURIComponent(storeId)}/productos`, { query: { q, page }, signal }),
    enabled,
  });
