import { useQuery } from '@tanstack/react-query';
import type { TodayResponse } from '@shop/contracts/today';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET members/me/today ('Hoy', decision 0760). Its key starts with 'custom-carts', so every write of her customer
 * orders (accepting a request, an abono, an item bought) reads it again.
 */
export const todayKey = (customerId: string | undefined) => ['custom-carts', 'today', customerId] as const;

export function useToday(customerId: string | undefined) {
  return useQuery({
    queryKey: todayKey(customerId),
    queryFn: ({ signal }) => apiRequest<TodayResponse>('members/me/today', { signal }),
    enabled: Boolean(customerId),
    staleTime: 30_000,
  });
}
