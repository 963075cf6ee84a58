import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EligibilityResponse } from '@shop/contracts/credit';
import { creditRequest } from './credit-client';
import { creditKeys } from './keys';

/** POST cliente/disponibilidad is a read: it answers the eligibility code and amount. */
export const eligibilityQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: creditKeys.eligibility(customerId),
    queryFn: () =>
      creditRequest<EligibilityResponse>(customerId, 'cliente/disponibilidad', {
        method: 'POST',
        body: { id_socio: customerId },
      }),
  });

export const useEligibility = (customerId: string | undefined) =>
  useQuery({ ...eligibilityQueryOptions(customerId ?? ''), enabled: Boolean(customerId) });
