import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoricResponse } from '@shop/contracts/account-orders';
import type { HistoricParams } from '@shop/contracts/account-orders-messages';
import { apiRequest } from './api-client';

/** History is cached 5 minutes and not refetched on focus (reseller-area.md §9). */
export const HISTORY_STALE_MS = 300_000;

export const orderKeys = {
  all: ['orders'] as const,
  historic: (p: HistoricParams) => ['orders', 'historic', p] as const,
  detail: (username: string, orderId: string, platform: string, caja?: string, store?: string) =>
    ['orders', 'detail', username, orderId, platform, caja, store] as const,
  barcode: (username: string, orderId: string, platform: string) =>
    ['orders', 'barcode', username, orderId, platform] as const,
};

/** GET /api/v1/api-composer/orders/historic: a filtered page, a number search, or (customerId only) the total. */
export const historicOrdersQueryOptions = (p: HistoricParams) =>
  queryOptions({
    queryKey: orderKeys.historic(p),
    queryFn: ({ signal }) =>
      apiRequest<HistoricResponse>('/api/v1/api-composer/orders/historic', { query: { ...p }, signal }),
    staleTime: HISTORY_STALE_MS,
    refetchOnWindowFocus: false,
  });

export const useHistoricOrders = (p: HistoricParams, enabled: boolean) =>
  useQuery({ ...historicOrdersQueryOptions(p), enabled, placeholderData: keepPreviousData });

/** The member menu's new-members rule reads total_count of the whole history. */
export const useHistoricOrderCount = (customerId: string | undefined) =>
  useQuery({
    ...historicOrdersQueryOptions({ customerId: customerId ?? '' }),
    enabled: Boolean(customerId),
    select: (r) => r.total_count,
  });
