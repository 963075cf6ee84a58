import { useQuery } from '@tanstack/react-query';
import type { StatementResponse } from '@shop/contracts/statements';
import { apiRequest } from '../../../lib/api-client';

/** A client's statement, by its link's token (no session; decision 0770). */
export const useStatement = (token: string) =>
  useQuery({
    queryKey: ['statement', token],
    queryFn: ({ signal }) => apiRequest<StatementResponse>(`estado-de-cuenta/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
