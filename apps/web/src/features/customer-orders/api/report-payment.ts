import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { activityKey } from './get-pay-link-activity';

/** Reporting a payment made elsewhere (decision 0772), with its photo if she took one. */
export const useReportPayment = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { amount: number; paid_date: string; tracking_key: string; photo: File | undefined }) => {
      const base = `estado-de-cuenta/${encodeURIComponent(token)}`;
      const made = await apiRequest<{ report_id: string }>(`${base}/reportes`, {
        method: 'POST',
        body: { amount: v.amount, paid_date: v.paid_date, tracking_key: v.tracking_key, with_photo: !!v.photo },
      });
      if (v.photo) {
        const res = await fetch(`/api/${base}/reportes/${made.report_id}/foto`, {
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
    onSuccess: () => client.invalidateQueries({ queryKey: activityKey(token) }),
  });
};
