import { useMutation } from '@tanstack/react-query';
import type { PayMethod } from '@shop/contracts/pay-link-messages';
import type { PayLinkPaymentView } from '@shop/contracts/pay-links';
import { apiRequest } from '../../../lib/api-client';

/** Paying from a statement link (decision 0771): the payment it starts. */
export const useStartPayLink = (token: string) =>
  useMutation({
    mutationFn: (v: { amount: number; method: PayMethod }) =>
      apiRequest<PayLinkPaymentView>(`estado-de-cuenta/${encodeURIComponent(token)}/pagos`, {
        method: 'POST',
        body: v,
      }),
  });
