import type { Bag } from '@shop/contracts/bag';
import { apiRequest } from '../../../lib/api-client';
import { useBagMutation } from './use-bag-mutation';

export const useRemoveFromBag = () =>
  useBagMutation((sku: string) => apiRequest<Bag>(`bag/items/${encodeURIComponent(sku)}`, { method: 'DELETE' }));
