import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditSummary } from '@shop/contracts/credit';
import { creditKeys, creditRequest } from './credit-client';

export const creditSummaryQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: creditKeys.summary(customerId),
    queryFn: ({ signal }) =>
      creditRequest<CreditSummary>(customerId, 'cliente/resumen', { query: { id_socio: customerId }, signal }),
  });

export const useCreditSummary = (customerId: string) => useQuery(creditSummaryQueryOptions(customerId));
