import type { Bag } from '@shop/contracts/bag';
import { apiRequest } from '../../../lib/api-client';
import { useBagMutation } from './use-bag-mutation';

export const useChangeQty = () =>
  useBagMutation((v: { sku: string; qty: number }) =>
    apiRequest<Bag>(`bag/items/${encodeURIComponent(v.sku)}`, { method: 'PATCH', body: { qty: v.qty } }),
  );
