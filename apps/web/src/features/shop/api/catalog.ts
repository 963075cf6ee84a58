import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryResponse, ProductFull, ProductListResponse, StoreView } from '@shop/contracts/catalog';
import type { PickitPoint } from '@shop/domain/pickit-points';
import { apiRequest } from '../../../lib/api-client';

export const catalogKeys = {
  product: (slug: string) => ['products-full', slug] as const,
  inventory: (id: string) => ['inventories', id] as const,
  list: (q: Record<string, string | number | undefined>) => ['search', 'products', q] as const,
  stores: ['stores'] as const,
  pickit: ['pickit-points'] as const,
};

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.product(slug),
    queryFn: ({ signal }) => apiRequest<ProductFull>(`products-full/${encodeURIComponent(slug)}`, { signal }),
  });
export const useProduct = (slug: string) => useQuery(productQuery(slug));

export const useInventory = (productId: string | undefined) =>
  useQuery({
    queryKey: catalogKeys.inventory(productId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<InventoryResponse>('inventories/', { query: { product_id: productId }, signal }),
    enabled: Boolean(productId),
  });

export const useProducts = (q: { department?: string; category?: string; q?: string; page?: number }) =>
  useQuery({
    queryKey: catalogKeys.list(q),
    queryFn: ({ signal }) => apiRequest<ProductListResponse>('search/products', { query: q, signal }),
  });

export const useStores = () =>
  useQuery({
    queryKey: catalogKeys.stores,
    queryFn: ({ signal }) => apiRequest<StoreView[]>('stores/', { signal }),
    staleTime: 300_000,
  });

export const usePickitPoints = () =>
  useQuery({
    queryKey: catalogKeys.pickit,
    queryFn: ({ signal }) => apiRequest<PickitPoint[]>('pickit-points', { signal }),
    staleTime: 300_000,
  });
