import { useQuery } from '@tanstack/react-query';
import type {
  PublicCatalogue,
  PublicOrderStatus,
  PublicProduct,
  PublicStoreOrderResponse,
} from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';

/** What the public store shows of her: no margin, base price or private field. */
export interface PublicStore {
  store_id: string;
  welcome_message: string;
  photo: string | null;
  phone: string | null;
  installment_weeks: number;
  installment_percentage: number;
  downpayment_percentage: number;
  downpayment: number | null;
}

export interface PublicOrder {
  first_name: string;
  last_name: string;
  phone: string;
  email?: string;
  payment_option: 'cash' | 'installments';
  items: { sku: string; qty: number }[];
}

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
