import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bag } from '@shop/contracts/bag';
import type { CheckoutBody, CheckoutResponse } from '@shop/contracts/checkout';
import type { CouponQuote } from '@shop/contracts/coupons';
import { apiRequest } from '../../../lib/api-client';
import { balanceKeys } from '../../../lib/balance';

export const bagKeys = {
  bag: ['bag'] as const,
  coupon: (code: string | null, subtotal: number) => ['bag', 'coupon', code, subtotal] as const,
};

export const useBag = () =>
  useQuery({
    queryKey: bagKeys.bag,
    queryFn: ({ signal }) => apiRequest<Bag>('bag', { signal }),
  });

/** How many pieces her bag holds, for the site header; only asked when she is signed in. */
export const useBagCount = (signedIn: boolean) =>
  useQuery({
    queryKey: bagKeys.bag,
    queryFn: ({ signal }) => apiRequest<Bag>('bag', { signal }),
    enabled: signedIn,
    select: (bag) => bag.items_count,
  });

function useBagMutation<V>(fn: (v: V) => Promise<Bag>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: (bag) => client.setQueryData(bagKeys.bag, bag) });
}

export const useAddToBag = () =>
  useBagMutation((v: { sku: string; qty: number }) => apiRequest<Bag>('bag/items', { method: 'POST', body: v }));
export const useChangeQty = () =>
  useBagMutation((v: { sku: string; qty: number }) =>
    apiRequest<Bag>(`bag/items/${encodeURIComponent(v.sku)}`, { method: 'PATCH', body: { qty: v.qty } }),
  );
export const useRemoveFromBag = () =>
  useBagMutation((sku: string) => apiRequest<Bag>(`bag/items/${encodeURIComponent(sku)}`, { method: 'DELETE' }));

export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { cartId: string; body: CheckoutBody }) =>
      apiRequest<CheckoutResponse>(`custom-cart/${v.cartId}/checkout`, { method: 'POST', body: v.body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: bagKeys.bag });
      // A store-balance payment spent part of the balance (Mi saldo, the checkout's available amount).
      void client.invalidateQueries({ queryKey: balanceKeys.all });
    },
  });
}

/** What an applied coupon takes off the bag; asked again whenever the bag's subtotal changes (decision 0310). */
export const useCouponQuote = (code: string | null, subtotal: number) =>
  useQuery({
    queryKey: bagKeys.coupon(code, subtotal),
    queryFn: ({ signal }) => apiRequest<CouponQuote>(`bag/coupon/${encodeURIComponent(code!)}`, { signal }),
    enabled: code !== null && subtotal > 0,
    retry: false,
    staleTime: Infinity,
  });
