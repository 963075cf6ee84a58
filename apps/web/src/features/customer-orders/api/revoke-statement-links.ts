import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Revokes every statement link she sent to one client (decision 0770). */
export const useRevokeStatementLinks = () =>
  useMutation({
    mutationFn: (v: { customerId: string; contactId: string }) =>
      apiRequest<{ revoked: number }>(`statement-links/${encodeURIComponent(v.contactId)}`, {
        method: 'DELETE',
        query: { customer_id: v.customerId },
      }),
  });
