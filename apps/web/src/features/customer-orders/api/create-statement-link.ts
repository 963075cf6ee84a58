import { useMutation } from '@tanstack/react-query';
import type { StatementLinkResponse } from '@shop/contracts/statements';
import { apiRequest } from '../../../lib/api-client';

/** A new statement link for one of her clients (decision 0770). */
export const useCreateStatementLink = () =>
  useMutation({
    mutationFn: (v: { customerId: string; contactId: string }) =>
      apiRequest<StatementLinkResponse>('statement-links', {
        method: 'POST',
        body: { customer_id: v.customerId, contact_id: v.contactId },
      }),
  });
