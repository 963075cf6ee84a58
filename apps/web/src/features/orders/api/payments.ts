import { useQuery } from '@tanstack/react-query';
import type { CardIntentResponse } from '@shop/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

/** GET payments/{reference}: the cash reference page, opened on demand ('Ver referencia de pago'). */
export const fetchPaymentReference = (reference: string) =>
  apiRequest<{ external_resource_url: string | null }>(`payments/${encodeURIComponent(reference)}`);

/** GET payments/stripe-payment-intent/{reference}, for payments made through the card provider. */
export const useCardIntentStatus = (reference: string, enabled: boolean) =>
  useQuery({
    queryKey: ['payments', 'stripe-payment-intent', reference],
    queryFn: ({ signal }) =>
      apiRequest<CardIntentResponse>(`payments/stripe-payment-intent/${encodeURIComponent(reference)}`, { signal }),
    enabled,
    retry: false,
  });
