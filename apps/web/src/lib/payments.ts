import { queryOptions } from '@tanstack/react-query';
import type { CardIntentResponse, PaymentReferenceResponse } from '@shop/contracts/payments';
import { apiRequest } from './api-client';

/** Payments are read by the orders page (its payment section) and the payment page of the shop. */
export const paymentKeys = {
  all: ['payments'] as const,
  reference: (reference: string) => ['payments', 'reference', reference] as const,
  intent: (reference: string) => ['payments', 'stripe-payment-intent', reference] as const,
};

/** GET payments/{reference}: the payment, its cash reference page and its order's status. */
export const fetchPayment = (reference: string, signal?: AbortSignal) =>
  apiRequest<PaymentReferenceResponse>(`payments/${encodeURIComponent(reference)}`, signal ? { signal } : {});

export const paymentQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.reference(reference),
    queryFn: ({ signal }) => fetchPayment(reference, signal),
  });

/** GET payments/stripe-payment-intent/{reference}, for payments made through the card provider. */
export const cardIntentQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.intent(reference),
    queryFn: ({ signal }) =>
      apiRequest<CardIntentResponse>(`payments/stripe-payment-intent/${encodeURIComponent(reference)}`, { signal }),
  });
