import { useQuery } from '@tanstack/react-query';
import type { PayLinkActivity } from '@shop/contracts/pay-links';
import { apiRequest } from '../../../lib/api-client';

/** Her payments through the link and her reports (decision 0771): fetched with the page, its code loaded only if any. */
export const activityKey = (token: string) => ['statement', token, 'activity'] as const;
export const usePayLinkActivity = (token: string) =>
  useQuery({
    queryKey: activityKey(token),
    queryFn: ({ signal }) =>
      apiRequest<PayLinkActivity>(`estado-de-cuenta/${encodeURIComponent(token)}/pagos`, { signal }),
    retry: false,
  });
