import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const featureFlagKeys = { all: ['feature-flags'] as const };

export interface FeatureFlags {
  nps_survey: boolean;
  purchase_with_balance_crediprice: boolean;
  web_ship_order_customer_house: boolean;
  test_user_tags: string[];
  support_phone: string;
  /** The partner wallet page framed at /mi-cuenta/adidas. */
  partner_wallet_url: string;
}

export const featureFlagsQueryOptions = queryOptions({
  queryKey: featureFlagKeys.all,
  queryFn: ({ signal }) => apiRequest<FeatureFlags>('feature-flags', { signal }),
  staleTime: 5 * 60_000,
});

export const useFeatureFlags = () => useQuery(featureFlagsQueryOptions);
