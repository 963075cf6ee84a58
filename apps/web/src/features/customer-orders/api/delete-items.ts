import type { CustomCartView } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { useCartWrite } from './use-cart-write';

export const useDeleteItems = (cartId: string) =>
  useCartWrite(cartId, (skus: string[]) =>
    apiRequest<CustomCartView>(`custom-cart/${encodeURIComponent(cartId)}/items`, { method: 'DELETE', body: skus }),
  );
