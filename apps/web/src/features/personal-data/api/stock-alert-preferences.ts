import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationMethod, StockAlertPreferences } from '@shop/contracts/stock-alerts';
import { apiRequest } from '../../../lib/api-client';

const path = (customerId: string) => `v1/alerts/customers/${encodeURIComponent(customerId)}/stock-alert-preferences`;

export const stockAlertPreferencesQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['stock-alert-preferences', customerId],
    queryFn: ({ signal }) => apiRequest<StockAlertPreferences>(path(customerId), { signal }),
  });

export const useStockAlertPreferences = (customerId: string) => useQuery(stockAlertPreferencesQueryOptions(customerId));

export function useUpdateStockAlertPreferences(customerId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = stockAlertPreferencesQueryOptions(customerId);
  return useMutation({
    mutationFn: (method: NotificationMethod) =>
      apiRequest<StockAlertPreferences>(path(customerId), { method: 'PUT', body: { notificationMethods: [method] } }),
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
}
