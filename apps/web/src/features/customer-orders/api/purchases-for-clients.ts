import { useQuery } from '@tanstack/react-query';
import type { PurchasesForClientsResponse } from '@shop/contracts/buy-for-clients';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** Her latest purchases for her clients, each with its packing list (issue 29 point 2). */
export const usePurchasesForClients = (customerId: string) =>
  useQuery({
    queryKey: [...keys.all, 'purchases-for-clients', customerId],
    queryFn: ({ signal }) =>
      apiRequest<PurchasesForClientsResponse>('purchases-for-clients', {
        query: { customer_id: customerId },
        signal,
      }),
  });
