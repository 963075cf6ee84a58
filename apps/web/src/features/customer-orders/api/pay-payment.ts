import type { CustomCartView } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { useCartWrite } from './use-cart-write';

/** Ticks a payment (or edits its tick): the amount in centavos, read from what she typed by the one parser. */
export const usePayPayment = (cartId: string) =>
  useCartWrite(cartId, (v: { id: string; amount: number; payment_date?: string }) =>
    apiRequest<CustomCartView>(`custom-cart/payments/${encodeURIComponent(v.id)}/paid`, {
      method: 'PATCH',
      body: { amount: v.amount, ...(v.payment_date ? { payment_date: v.payment_date } : {}) },
    }),
  );
