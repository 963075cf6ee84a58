import { useQuery } from '@tanstack/react-query';
import type { InventoryResponse, ProductFull } from '@shop/contracts/catalog';
import { apiRequest, ApiError } from '../../../lib/api-client';

/** A product by its ID with the availability of each size (looked up after more than 3 characters). */
export const useProductSizes = (productId: string) =>
  useQuery({
    queryKey: ['register-order', 'product', productId],
    enabled: /^[A-Za-z0-9]{4,10}$/.test(productId),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const [product, inventory] = await Promise.all([
        apiRequest<ProductFull>(`products-full/${encodeURIComponent(productId)}`, { signal }),
        apiRequest<InventoryResponse>('inventories/', { query: { product_id: productId }, signal }),
      ]);
      return { product, inventory };
    },
  });
