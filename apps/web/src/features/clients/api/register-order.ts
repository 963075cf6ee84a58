import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryResponse, ProductFull } from '@shop/contracts/catalog';
import type { RegisterCartView } from '@shop/contracts/custom-carts';
import { apiRequest, ApiError } from '../../../lib/api-client';

/** The order being registered (decision 0531): its schema's type (`import type`: the page loads no zod). */
export type RegisterCart = RegisterCartView;
export type PaymentType = 'cash' | 'installments';

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

export const useCreateRegisterCart = () =>
  useMutation({
    mutationFn: (contactId: string | null) =>
      apiRequest<RegisterCart>('register-order/carts', {
        method: 'POST',
        body: contactId ? { contact_id: contactId } : {},
      }),
  });

export const useReplaceRegisterItems = () =>
  useMutation({
    mutationFn: ({ cartId, items }: { cartId: string; items: { sku: string; qty: number }[] }) =>
      apiRequest<RegisterCart>(`register-order/carts/${cartId}/items`, { method: 'PUT', body: items }),
  });

export const useChooseRegisterPayment = () =>
  useMutation({
    mutationFn: ({ cartId, type }: { cartId: string; type: PaymentType }) =>
      apiRequest<RegisterCart>(`register-order/carts/${cartId}/payment`, { method: 'PUT', body: { type } }),
  });

export function useRegisterOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cartId, contactId, type }: { cartId: string; contactId: string; type: PaymentType }) =>
      apiRequest<{ cart: { cart_id: string } }>(`custom-cart/${cartId}/register`, {
        method: 'POST',
        body: { contact_id: contactId, selected_payment: type },
      }),
    // Every read of her customer orders (list, collections, the menu's dot) has a key starting with 'custom-carts'.
    onSuccess: () => client.invalidateQueries({ queryKey: ['custom-carts'] }),
  });
}
