import { useQuery } from '@tanstack/react-query';
import type { PayLinkActivity } from '@shop/contracts/pay-links';
import type { StatementResponse } from '@shop/contracts/statements';
import { apiRequest } from '../../../lib/api-client';

/** A client's statement, by its link's token (no session; decision 0770). */
export const useStatement = (token: string) =>
  useQuery({
    queryKey: ['statement', token],
    queryFn: ({ signal }) => apiRequest<StatementResponse>(`estado-de-cuenta/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });

/** Her payments through the link and her reports (decision 0771): fetched with the page, its code loaded only if any. */
export const activityKey = (token: string) => ['statement', token, 'activity'] as const;
export const usePayLinkActivity = (token: string) =>
  useQuery({
    queryKey: activityKey(token),
    queryFn: ({ signal }) =>
      apiRequest<PayLinkActivity>(`estado-de-cuenta/${encodeURIComponent(token)}/pagos`, { signal }),
    retry: false,
  });
