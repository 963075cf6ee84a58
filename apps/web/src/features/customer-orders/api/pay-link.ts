import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayMethod } from '@shop/contracts/pay-link-messages';
import type { PayLinkPaymentView, PaymentReportsResponse } from '@shop/contracts/pay-links';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { activityKey } from './get-statement';
import { keys } from './keys';

/** Paying from a statement link and reporting a payment made elsewhere (decisions 0771, 0772). */
const base = (token: string) => `estado-de-cuenta/${encodeURIComponent(token)}`;

export const payLinkKeys = {
  activity: activityKey,
  payment: (token: string, id: string) => ['statement', token, 'payment', id] as const,
  reports: (customerId: string) => ['custom-carts', 'payment-reports', customerId] as const,
};

export const useStartPayLink = (token: string) =>
  useMutation({
    mutationFn: (v: { amount: number; method: PayMethod }) =>
      apiRequest<PayLinkPaymentView>(`${base(token)}/pagos`, { method: 'POST', body: v }),
  });

/** One payment, asked again every few seconds while it waits: once confirmed, the statement is read again. */
export function usePayLinkPayment(token: string, initial: PayLinkPaymentView) {
  const client = useQueryClient();
  return useQuery({
    queryKey: payLinkKeys.payment(token, initial.payment_id),
    initialData: initial,
    queryFn: async ({ signal }) => {
      const view = await apiRequest<PayLinkPaymentView>(`${base(token)}/pagos/${initial.payment_id}`, { signal });
      if (view.status === 'succeeded') {
        // The statement and her payments list, not this query (its own key shares their prefix).
        void client.invalidateQueries({ queryKey: ['statement', token], exact: true });
        void client.invalidateQueries({ queryKey: payLinkKeys.activity(token), exact: true });
      }
      return view;
    },
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 5000 : false),
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
  });
}

/** The card goes to the provider (its sandbox here) with the intent's secret, never to our API. */
export async function confirmCard(
  card: { intent_id: string; client_secret: string },
  input: { number: string; exp_month: number; exp_year: number; cvc: string },
  returnUrl: string,
): Promise<{ ok: true } | { redirect: string } | { error: string }> {
  let res: Response;
  try {
    res = await fetch(`/api/sandbox/card/v1/payment_intents/${encodeURIComponent(card.intent_id)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_secret: card.client_secret,
        return_url: returnUrl,
        payment_method: { card: input },
      }),
    });
  } catch {
    return { error: '' };
  }
  const body = (await res.json().catch(() => ({}))) as {
    status?: string;
    next_action?: { redirect_to_url?: { url: string } };
    error?: { type?: string; message?: string };
  };
  if (res.ok && body.status === 'succeeded') return { ok: true };
  if (res.ok && body.next_action?.redirect_to_url) return { redirect: body.next_action.redirect_to_url.url };
  return { error: body.error?.type === 'card_error' ? (body.error.message ?? '') : '' };
}

export const useReportPayment = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { amount: number; paid_date: string; tracking_key: string; photo: File | undefined }) => {
      const made = await apiRequest<{ report_id: string }>(`${base(token)}/reportes`, {
        method: 'POST',
        body: { amount: v.amount, paid_date: v.paid_date, tracking_key: v.tracking_key, with_photo: !!v.photo },
      });
      if (v.photo) {
        const res = await fetch(`/api/${base(token)}/reportes/${made.report_id}/foto`, {
          method: 'PUT',
          headers: { 'content-type': v.photo.type || 'application/octet-stream' },
          body: v.photo,
        });
        if (!res.ok) {
          const body = (await res.json().catch(() => ({}))) as { message?: string };
          throw new ApiError(res.status, body.message ?? '');
        }
      }
      return made;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: payLinkKeys.activity(token) }),
  });
};

/** The socia's side: her pending reports, and her decision on one. */
export const usePaymentReports = (customerId: string) =>
  useQuery({
    queryKey: payLinkKeys.reports(customerId),
    queryFn: ({ signal }) =>
      apiRequest<PaymentReportsResponse>('payment-reports', { query: { customer_id: customerId }, signal }),
    enabled: customerId !== '',
  });

export const useDecideReport = (customerId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { reportId: string; decision: 'confirm' | 'reject' }) =>
      apiRequest<{ status: 'confirmed' | 'rejected'; applied: number }>(
        `payment-reports/${encodeURIComponent(v.reportId)}`,
        { method: 'POST', body: { customer_id: customerId, decision: v.decision } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
};
