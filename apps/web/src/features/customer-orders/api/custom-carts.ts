import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CartItemsPatchBody,
  CollectionsResponse,
  CustomCartListResponse,
  CustomCartView,
} from '@shop/contracts/custom-carts';
import { CUSTOM_CARTS_PAGE_SIZE } from '@shop/contracts/custom-carts-messages';
import { apiRequest } from '../../../lib/api-client';
import { keys, type ListParams } from './keys';

const listOptions = (p: ListParams) =>
  queryOptions({
    queryKey: keys.list(p),
    queryFn: ({ signal }) =>
      apiRequest<CustomCartListResponse>('custom-cart/', {
        signal,
        query: {
          customer_id: p.customerId,
          page_size: CUSTOM_CARTS_PAGE_SIZE,
          current_page: p.page,
          find: p.find,
          status: p.status,
          ...(p.overdue ? { overdue: 'true' } : {}),
          ...(p.contactId ? { contact_id: p.contactId } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useCustomCarts = (p: ListParams) => useQuery(listOptions(p));

export const useCollections = (customerId: string) =>
  useQuery({
    queryKey: keys.collections(customerId),
    queryFn: ({ signal }) =>
      apiRequest<CollectionsResponse>('custom-cart/collections', { signal, query: { customer_id: customerId } }),
  });

export const useCustomCart = (cartId: string) =>
  useQuery({
    queryKey: keys.cart(cartId),
    queryFn: ({ signal }) => apiRequest<CustomCartView>(`custom-cart/${encodeURIComponent(cartId)}`, { signal }),
    enabled: cartId !== '',
  });

/** Every write answers the whole order: it replaces the cached one and the lists refresh. */
export function useCartWrite<V>(cartId: string, request: (v: V) => Promise<CustomCartView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (cart) => {
      client.setQueryData(keys.cart(cartId), cart);
      void client.invalidateQueries({ queryKey: keys.all, predicate: (q) => q.queryKey[1] !== 'cart' });
    },
  });
}

export type ItemChange = CartItemsPatchBody[number];

/** 'Agregar a bolsa' changes her shop bag too: its cached copy (the header's count) is refetched. */
export function usePatchItems(cartId: string) {
  const client = useQueryClient();
  return useCartWrite(cartId, async (items: ItemChange[]) => {
    const cart = await apiRequest<CustomCartView>(`custom-cart/${encodeURIComponent(cartId)}/items`, {
      method: 'PATCH',
      body: items,
    });
    if (items.some((i) => i.status === 'ADDED_TO_CART')) void client.invalidateQueries({ queryKey: ['bag'] });
    return cart;
  });
}

/** How her client pays (cash, or installments on her store's terms), for an order that has no option yet. */
export const useChoosePayment = (cartId: string) =>
  useCartWrite(cartId, async (type: 'cash' | 'installments') => {
    await apiRequest(`register-order/carts/${encodeURIComponent(cartId)}/payment`, { method: 'PUT', body: { type } });
    return apiRequest<CustomCartView>(`custom-cart/${encodeURIComponent(cartId)}`);
  });

export const useDeleteItems = (cartId: string) =>
  useCartWrite(cartId, (skus: string[]) =>
    apiRequest<CustomCartView>(`custom-cart/${encodeURIComponent(cartId)}/items`, { method: 'DELETE', body: skus }),
  );

/** Ticks a payment (or edits its tick): the amount in centavos, read from what she typed by the one parser. */
export const usePayPayment = (cartId: string) =>
  useCartWrite(cartId, (v: { id: string; amount: number; payment_date?: string }) =>
    apiRequest<CustomCartView>(`custom-cart/payments/${encodeURIComponent(v.id)}/paid`, {
      method: 'PATCH',
      body: { amount: v.amount, ...(v.payment_date ? { payment_date: v.payment_date } : {}) },
    }),
  );

export const useReopenPayment = (cartId: string) =>
  useCartWrite(cartId, (id: string) =>
    apiRequest<CustomCartView>(`custom-cart/payments/${encodeURIComponent(id)}/open`, { method: 'PATCH' }),
  );

export function useDeleteCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cartId: string) =>
      apiRequest<{ cart_id: string }>(`custom-cart/${encodeURIComponent(cartId)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
