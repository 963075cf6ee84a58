import type { CustomCartView } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { useCartWrite } from './use-cart-write';

/** 'Deshacer último abono' (decision 0710). */
export const useUndoAbono = (cartId: string) =>
  useCartWrite(cartId, (abonoId: string) =>
    apiRequest<CustomCartView>(`custom-cart/${encodeURIComponent(cartId)}/abonos/${encodeURIComponent(abonoId)}`, {
      method: 'DELETE',
    }),
  );
