import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayLinkPaymentView } from '@shop/contracts/pay-links';
import { apiRequest } from '../../../lib/api-client';
import { activityKey } from './get-pay-link-activity';

const paymentKey = (token: string, id: string) => ['statement', token, 'payment', id] as const;

/** One payment, asked again every few seconds while it waits: once confirmed, the statement is read again. */
export function usePayLinkPayment(token: string, initial: PayLinkPaymentView) {
  const client = useQueryClient();
  return useQuery({
    queryKey: paymentKey(token, initial.payment_id),
    initialData: initial,
    queryFn: async ({ signal }) => {
      const view = await apiRequest<PayLinkPaymentView>(
        `estado-de-cuenta/${encodeURIComponent(token)}/pagos/${initial.payment_id}`,
        { signal },
      );
      if (view.status === 'succeeded') {
        // The statement and her payments list, not this query (its own key shares their prefix).
        void client.invalidateQueries({ queryKey: ['statement', token], exact: true });
        void client.invalidateQueries({ queryKey: activityKey(token), exact: true });
      }
      return view;
    },
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 5000 : false),
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
  });
}
