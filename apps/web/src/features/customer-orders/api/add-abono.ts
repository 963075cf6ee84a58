import type { CustomCartView } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { useCartWrite } from './use-cart-write';

/** 'Registrar abono' (decision 0710): centavos read by the one parser from what she typed, and the day it was paid. */
export const useAddAbono = (cartId: string) =>
  useCartWrite(cartId, (v: { amount: number; payment_date: string }) =>
    apiRequest<CustomCartView>(`custom-cart/${encodeURIComponent(cartId)}/abonos`, { method: 'POST', body: v }),
  );
