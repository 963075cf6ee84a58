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

/** What the page's HTML carried for its customer (apps/api/src/page-data.ts), used once as the first data. */
const page = readPageData();
let embedded = page?.today ? { customerId: attribute(page.customer, 'customer_id'), data: page.today } : undefined;

export function useToday(customerId: string | undefined) {
  const first = embedded?.customerId === customerId ? embedded?.data : undefined;
  embedded = undefined;
  return useQuery({
    queryKey: todayKey(customerId),
    queryFn: ({ signal }) => apiRequest<TodayResponse>('members/me/today', { signal }),
    enabled: Boolean(customerId),
    ...(first ? { initialData: first, initialDataUpdatedAt: Date.now() } : {}),
    staleTime: 30_000,
  });
}
