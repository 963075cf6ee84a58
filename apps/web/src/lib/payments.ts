import { queryOptions } from '@tanstack/react-query';
import type { CardIntentResponse, PaymentReferenceResponse, PreferenceResponse } from '@shop/contracts/payments';
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

/** GET payments/preferences/{id}: the wallet's hosted checkout of an order's mercado_pago_preference_id. */
export const fetchWalletPreference = (preferenceId: string) =>
  apiRequest<PreferenceResponse>(`payments/preferences/${encodeURIComponent(preferenceId)}`);

/** POST payments/preferences: a new wallet preference for an unpaid order that has none (or lost it). */
export const createWalletPreference = (orderId: string) =>
  apiRequest<PreferenceResponse>('payments/preferences', {
    method: 'POST',
    body: { order_id: orderId, order_type: 'ecommerce', channel: 'web' },
  });
