import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditSummary } from '@shop/contracts/credit';
import { creditKeys, creditRequest, takeEmbeddedSummary } from './credit-client';
import { logError } from '../../../lib/client-log';

export const creditSummaryQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: creditKeys.summary(customerId),
    // customer-account.md §8: a failed summary shows 'ERROR.' and is logged.
    queryFn: ({ signal }) =>
      creditRequest<CreditSummary>(customerId, 'cliente/resumen', { query: { id_socio: customerId }, signal }).catch(
        (error: unknown) => {
          if (!signal.aborted) logError('Credit summary fetch failed: ERROR.', error);
          throw error;
        },
      ),
  });

export const useCreditSummary = (customerId: string) =>
  useQuery({ ...creditSummaryQueryOptions(customerId), initialData: takeEmbeddedSummary });
