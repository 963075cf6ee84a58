import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponsResponse } from '@shop/contracts/coupons';
import { apiRequest } from '../../../lib/api-client';

export const couponKeys = {
  all: ['coupons'] as const,
  list: (customerId: string) => ['coupons', customerId] as const,
};

export const couponsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: couponKeys.list(customerId),
    queryFn: ({ signal }) =>
      apiRequest<CouponsResponse>(`customers/${encodeURIComponent(customerId)}/coupons`, { signal }),
  });

export const useCoupons = (customerId: string) => useQuery(couponsQueryOptions(customerId));
