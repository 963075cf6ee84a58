import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientLedgerResponse } from '@shop/contracts/custom-carts';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** 'Me deben': her clients who owe her, most urgent first, by pages (decision 0710). */
export const useClientLedger = (customerId: string, page: number) =>
  useQuery({
    queryKey: keys.clientLedger(customerId, page),
    queryFn: ({ signal }) =>
      apiRequest<ClientLedgerResponse>('custom-cart/collections/clients', {
        signal,
        query: { customer_id: customerId, current_page: page },
      }),
    placeholderData: keepPreviousData,
    enabled: customerId !== '',
  });
