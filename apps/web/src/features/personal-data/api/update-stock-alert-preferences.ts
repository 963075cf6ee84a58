import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationMethod, StockAlertPreferences } from '@shop/contracts/stock-alerts';
import { apiRequest } from '../../../lib/api-client';
import { stockAlertKeys } from './keys';

export function useUpdateStockAlertPreferences(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: NotificationMethod) =>
      apiRequest<StockAlertPreferences>(
        `v1/alerts/customers/${encodeURIComponent(customerId)}/stock-alert-preferences`,
        { method: 'PUT', body: { notificationMethods: [method] } },
      ),
    onSuccess: (data) => queryClient.setQueryData(stockAlertKeys.preferences(customerId), data),
  });
}
