import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationMethod, StockAlertPreferences } from '@shop/contracts/stock-alerts';
import { apiRequest } from '../../../lib/api-client';

export const stockAlertKeys = {
  preferences: (customerId: string) => ['stock-alert-preferences', customerId] as const,
};

const path = (customerId: string) => `v1/alerts/customers/${encodeURIComponent(customerId)}/stock-alert-preferences`;

export const stockAlertPreferencesQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: stockAlertKeys.preferences(customerId),
    queryFn: ({ signal }) => apiRequest<StockAlertPreferences>(path(customerId), { signal }),
  });

export const useStockAlertPreferences = (customerId: string) => useQuery(stockAlertPreferencesQueryOptions(customerId));

export function useUpdateStockAlertPreferences(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: NotificationMethod) =>
      apiRequest<StockAlertPreferences>(path(customerId), { method: 'PUT', body: { notificationMethods: [method] } }),
    onSuccess: (data) => queryClient.setQueryData(stockAlertKeys.preferences(customerId), data),
  });
}
