import { useQuery } from '@tanstack/react-query';
import type { StatementResponse } from '@shop/contracts/statements';
import { apiRequest } from '../../../lib/api-client';

export const statementKey = (token: string) => ['statement', token] as const;

/** A client's statement, by its link's token (no session; decision 0770). */
export const useStatement = (token: string) =>
  useQuery({
    queryKey: statementKey(token),
    queryFn: ({ signal }) => apiRequest<StatementResponse>(`estado-de-cuenta/${encodeURIComponent(token)}`, { signal }),
    retry: false,
    // A dead link the server's render showed (decision 0790) stays shown: asking again at mount would only count
    // another miss against her address.
    retryOnMount: false,
  });
