import { useQuery } from '@tanstack/react-query';
import type {
  PublicCatalogue,
  PublicCustomStore,
  PublicOrderStatus,
  PublicProduct,
  PublicStoreOrderBody,
  PublicStoreOrderResponse,
} from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';

/** What the public store shows of her (no margin, base price or private field), and an order from it. */
export type PublicStore = PublicCustomStore;
export type PublicOrder = PublicStoreOrderBody;

export const usePublicStore = (storeId: string) =>
  useQuery({
    queryKey: ['public-store', storeId],
    queryFn: ({ signal }) =>
      apiRequest<PublicStore>(`api-composer/custom-stores/${encodeURIComponent(storeId)}`, { signal }),
    retry: false,
  });

export const useStoreCatalogue = (storeId: string, q: string, page: number) =>
  useQuery({
    queryKey: ['public-store', storeId, 'productos', q, page],
    queryFn: ({ signal }) =>
      apiRequest<PublicCatalogue>(`tienda/${encodeURIComponent(storeId)}/productos`, { query: { q, page }, signal }),
  });

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

export const sendOrder = (storeId: string, order: PublicOrder) =>
  apiRequest<PublicStoreOrderResponse>(`tienda/${encodeURIComponent(storeId)}/pedidos`, {
    method: 'POST',
    body: order,
  });

/** The client's status page of her order (decision 0725). */
export const useOrderStatus = (token: string) =>
  useQuery({
    queryKey: ['public-store', 'pedido', token],
    queryFn: ({ signal }) =>
      apiRequest<PublicOrderStatus>(`pedidos-de-tienda/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
