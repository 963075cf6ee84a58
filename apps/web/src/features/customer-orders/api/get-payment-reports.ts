import { useQuery } from '@tanstack/react-query';
import type { PaymentReportsResponse } from '@shop/contracts/pay-links';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** The socia's side: her pending reports (decision 0772). Under 'custom-carts': her decisions refresh it. */
export const usePaymentReports = (customerId: string) =>
  useQuery({
    queryKey: [...keys.all, 'payment-reports', customerId] as const,
    queryFn: ({ signal }) =>
      apiRequest<PaymentReportsResponse>('payment-reports', { query: { customer_id: customerId }, signal }),
    enabled: customerId !== '',
  });
