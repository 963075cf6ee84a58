import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '@shop/contracts/balance';
import { apiRequest } from './api-client';

export const balanceQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['balance', username],
    queryFn: ({ signal }) => apiRequest<BalanceResponse>(`balance/${encodeURIComponent(username)}`, { signal }),
  });

export const useBalance = (username: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...balanceQueryOptions(username), enabled: options.enabled ?? true });
