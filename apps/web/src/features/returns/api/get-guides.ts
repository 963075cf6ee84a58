import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideStatus, GuidesResponse } from '@shop/contracts/returns';
import { apiRequest } from '../../../lib/api-client';

export const guideKeys = {
  all: ['devolution-guide', 'guides'] as const,
  list: (p: { customerId: string; status?: GuideStatus | undefined; page: number }) =>
    ['devolution-guide', 'guides', p] as const,
};

export const guidesQueryOptions = (p: { customerId: string; status?: GuideStatus | undefined; page: number }) =>
  queryOptions({
    queryKey: guideKeys.list(p),
    queryFn: ({ signal }) => apiRequest<GuidesResponse>('devolution-guide/guides', { query: { ...p }, signal }),
  });

export const useGuides = (p: { customerId: string; status?: GuideStatus | undefined; page: number }) =>
  useQuery({ ...guidesQueryOptions(p), placeholderData: keepPreviousData });
