import type { PublicStoreOrderBody, PublicStoreOrderResponse } from '@shop/contracts/custom-stores';
import { apiRequest } from '../../../lib/api-client';

/** An order from her public store. */
export const sendOrder = (storeId: string, order: PublicStoreOrderBody) =>
  apiRequest<PublicStoreOrderResponse>(`tienda/${encodeURIComponent(storeId)}/pedidos`, {
    method: 'POST',
    body: order,
  });
