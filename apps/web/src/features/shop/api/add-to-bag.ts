import type { Bag } from '@shop/contracts/bag';
import { apiRequest } from '../../../lib/api-client';
import { useBagMutation } from './use-bag-mutation';

export const useAddToBag = () =>
  useBagMutation((v: { sku: string; qty: number }) => apiRequest<Bag>('bag/items', { method: 'POST', body: v }));
