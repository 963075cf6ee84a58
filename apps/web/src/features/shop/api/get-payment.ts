import { useQuery } from '@tanstack/react-query';
import { paymentQueryOptions } from '../../../lib/payments';

/** The payment and its order's status, re-read every 5 s while the money has not arrived. */
export const usePayment = (reference: string) =>
  useQuery({
    ...paymentQueryOptions(reference),
    refetchInterval: (q) => (q.state.data && ['created', 'pending'].includes(q.state.data.order_status) ? 5000 : false),
  });
