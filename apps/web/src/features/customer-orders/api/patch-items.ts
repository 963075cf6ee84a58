import { useQueryClient } from '@tanstack/react-query';
import type { CartItemsPatchBody, CustomCartView } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { useCartWrite } from './use-cart-write';

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
