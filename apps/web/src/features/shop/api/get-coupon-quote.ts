import { useQuery } from '@tanstack/react-query';
import type { CouponQuote } from '@shop/contracts/coupons';
import { apiRequest } from '../../../lib/api-client';
import { bagKeys } from './keys';

/** What an applied coupon takes off the bag; asked again whenever the bag's subtotal changes (decision 0310). */
export const useCouponQuote = (code: string | null, subtotal: number) =>
  useQuery({
    queryKey: bagKeys.coupon(code, subtotal),
    queryFn: ({ signal }) => apiRequest<CouponQuote>(`bag/coupon/${encodeURIComponent(code!)}`, { signal }),
    enabled: code !== null && subtotal > 0,
    retry: false,
    staleTime: Infinity,
  });
