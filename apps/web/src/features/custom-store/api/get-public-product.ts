import { useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';

/** A product page of her store (decision 0523). */
export const usePublicProduct = (storeId: string, productId: string) =>
  useQuery({
    queryKey: ['public-store', storeId, 'producto', productId],
    queryFn: ({ signal }) =>
      apiRequest<PublicProduct>(`tienda/${encodeURIComponent(storeId)}/productos/${encodeURIComponent(productId)}`, {
        signal,
      }),
    enabled: productId !== '',
  });
