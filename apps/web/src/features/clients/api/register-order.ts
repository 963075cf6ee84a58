import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryResponse, ProductFull } from '@shop/contracts/catalog';
import { apiRequest, ApiError } from '../../../lib/api-client';

/** The order being registered (decision 0531), written out so the page loads no zod. */
export interface RegisterCart {
  cart_id: string;
  contact_id: string | null;
  items: {
    sku: string;
    product_id: string;
    name: string;
    size_label: string;
    qty: number;
    price: number;
    price_total: number;
    is_available_online: boolean;
    is_available_pickup: boolean;
  }[];
  grand_total: number;
  payment_options: {
    cash: { grand_total: number };
    installments: { grand_total: number; downpayment: number; installment_weeks: number; weekly_payments: number };
  };
  selected_payment: 'cash' | 'installments' | null;
}
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
