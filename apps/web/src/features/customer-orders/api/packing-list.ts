import { useQuery } from '@tanstack/react-query';
import type { PackingListResponse } from '@shop/contracts/buy-for-clients';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** One purchase's packing list: a package per client, with what each order still owes (issue 29 point 2). */
export const usePackingList = (customerId: string, orderNumber: string) =>
  useQuery({
    queryKey: [...keys.all, 'packing-list', customerId, orderNumber],
    queryFn: ({ signal }) =>
      apiRequest<PackingListResponse>(`purchases-for-clients/${encodeURIComponent(orderNumber)}`, {
        query: { customer_id: customerId },
        signal,
      }),
    enabled: /^\d{1,20}$/.test(orderNumber),
    retry: false,
  });
