import type { CustomCartView } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { useCartWrite } from './use-cart-write';

/** How her client pays (cash, or installments on her store's terms), for an order that has no option yet. */
export const useChoosePayment = (cartId: string) =>
  useCartWrite(cartId, async (type: 'cash' | 'installments') => {
    await apiRequest(`register-order/carts/${encodeURIComponent(cartId)}/payment`, { method: 'PUT', body: { type } });
    return apiRequest<CustomCartView>(`custom-cart/${encodeURIComponent(cartId)}`);
  });
