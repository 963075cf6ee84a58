import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '@shop/contracts/balance';
import { apiRequest } from './api-client';

export const balanceKeys = {
  all: ['balance'] as const,
  member: (username: string) => ['balance', username] as const,
};

export const balanceQueryOptions = (username: string) =>
  queryOptions({
    queryKey: balanceKeys.member(username),
    queryFn: ({ signal }) => apiRequest<BalanceResponse>(`balance/${encodeURIComponent(username)}`, { signal }),
  });

export const useBalance = (username: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...balanceQueryOptions(username), enabled: options.enabled ?? true });
