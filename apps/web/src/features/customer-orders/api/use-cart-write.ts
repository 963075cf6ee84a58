import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomCartView } from '@shop/contracts/custom-carts';
import { keys } from './keys';

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
