import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatusResponse } from '@shop/contracts/credit-application';
import { creditRequest } from './credit-client';
import { creditKeys } from './keys';

export const applicationQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: creditKeys.application(customerId),
    queryFn: ({ signal }) =>
      creditRequest<ApplicationStatusResponse>(customerId, 'cliente/solicitud', {
        query: { id_socio: customerId },
        signal,
      }),
  });

export const useApplicationStatus = (customerId: string) => useQuery(applicationQueryOptions(customerId));
