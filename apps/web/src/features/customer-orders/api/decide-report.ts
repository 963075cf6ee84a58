import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

/** Her decision on a client's report: confirmed, it is applied to the order; her lists follow. */
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
