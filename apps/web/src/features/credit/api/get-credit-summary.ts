import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditSummary } from '@shop/contracts/credit';
import { creditRequest } from './credit-client';
import { creditKeys } from './keys';
import { logError } from '../../../lib/client-log';

export const creditSummaryQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: creditKeys.summary(customerId),
    queryFn: ({ signal }) =>
      creditRequest<CreditSummary>(customerId, 'cliente/resumen', { query: { id_socio: customerId }, signal }),
    // A failed summary is asked again only when she says so ('Reintentar'): a card mounting again must not ask it
    // again by itself, or a failing summary is asked in a loop (issue 28).
    retryOnMount: false,
  });

export const useCreditSummary = (customerId: string) => useQuery(creditSummaryQueryOptions(customerId));

/**
 * customer-account.md §8: a failed summary shows 'ERROR.' and is logged: once per failure (after the one quick
 * retry of every read), by the one component that shows it.
 */
export function useLogSummaryFailure(summary: ReturnType<typeof useCreditSummary>) {
  const failedAt = summary.isError ? summary.errorUpdatedAt : 0;
  const { error } = summary;
  useEffect(() => {
    if (failedAt) logError('Credit summary fetch failed: ERROR.', error);
  }, [failedAt, error]);
}
