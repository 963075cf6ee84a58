import { useQuery } from '@tanstack/react-query';
import type { ToBuyResponse } from '@shop/contracts/buy-for-clients';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** 'Comprar para mis clientes' (decision 0760): her items to buy grouped by size. Under 'custom-carts': writes refresh it. */
const toBuyKey = (customerId: string) => [...keys.all, 'to-buy', customerId] as const;

export const useToBuy = (customerId: string) =>
  useQuery({
    queryKey: toBuyKey(customerId),
    queryFn: ({ signal }) =>
      apiRequest<ToBuyResponse>('custom-cart/to-buy', { query: { customer_id: customerId }, signal }),
  });
