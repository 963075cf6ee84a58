import type { CustomCartView } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { useCartWrite } from './use-cart-write';

export const useReopenPayment = (cartId: string) =>
  useCartWrite(cartId, (id: string) =>
    apiRequest<CustomCartView>(`custom-cart/payments/${encodeURIComponent(id)}/open`, { method: 'PATCH' }),
  );
