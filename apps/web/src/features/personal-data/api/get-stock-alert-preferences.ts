import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockAlertPreferences } from '@shop/contracts/stock-alerts';
import { apiRequest } from '../../../lib/api-client';
import { stockAlertKeys } from './keys';

export const stockAlertPreferencesQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: stockAlertKeys.preferences(customerId),
    queryFn: ({ signal }) =>
      apiRequest<StockAlertPreferences>(
        `v1/alerts/customers/${encodeURIComponent(customerId)}/stock-alert-preferences`,
        { signal },
      ),
  });

export const useStockAlertPreferences = (customerId: string) => useQuery(stockAlertPreferencesQueryOptions(customerId));
