import { useQuery } from '@tanstack/react-query';
import type { TodayResponse } from '@shop/contracts/today';
import { apiRequest } from '../../../lib/api-client';
import { attribute } from '@shop/contracts/profile-helpers';
import { readPageData } from '../../../lib/page-data';

/**
 * GET members/me/today ('Hoy', decision 0760). Its key starts with 'custom-carts', so every write of her customer
 * orders (accepting a request, an abono, an item bought) reads it again.
 */
export const todayKey = (customerId: string | undefined) => ['custom-carts', 'today', customerId] as const;

/** What the page's HTML carried for its customer (apps/api/src/page-data.ts): the first data of her first visit. */
const page = readPageData();
const embedded = page?.today
  ? { customerId: attribute(page.customer, 'customer_id'), data: page.today, at: Date.now() }
  : undefined;

export function useToday(customerId: string | undefined) {
  return useQuery({
    queryKey: todayKey(customerId),
    queryFn: ({ signal }) => apiRequest<TodayResponse>('members/me/today', { signal }),
    enabled: Boolean(customerId),
    initialData: () => (embedded && embedded.customerId === customerId ? embedded.data : undefined),
    initialDataUpdatedAt: embedded?.at,
    staleTime: 30_000,
  });
}
