import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail, OrderPlatform } from '@shop/contracts/account-orders';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/historic-orders';
import { logError } from '../../../lib/client-log';
import { orderMessages } from '@shop/contracts/account-orders-messages';

export interface OrderRef {
  username: string;
  orderId: string;
  platform: OrderPlatform;
  caja?: string | undefined;
  storeId?: string | undefined;
}

/** Order detail: cached, not refetched on focus or mount (customer-account.md §7). */
export const orderQueryOptions = (r: OrderRef) =>
  queryOptions({
    queryKey: orderKeys.detail(r.username, r.orderId, r.platform, r.caja, r.storeId),
    // customer-account.md §7, §8: a not-OK answer is logged as 'Failed to fetch order details' and re-thrown.
    queryFn: ({ signal }) =>
      apiRequest<OrderDetail>(
        `/api/v1/api-composer/customers/${encodeURIComponent(r.username)}/orders/${encodeURIComponent(r.orderId)}`,
        {
          query: { platform: r.platform, caja: r.caja, store: r.storeId },
          signal,
        },
      ).catch((error: unknown) => {
        if (!signal.aborted) logError(orderMessages.fetchFailed, error);
        throw error;
      }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    retry: false,
  });

export const useOrder = (r: OrderRef) => useQuery(orderQueryOptions(r));
