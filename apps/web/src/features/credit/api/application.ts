import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatusResponse, StepKey } from '@shop/contracts/credit-application';
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

export function useSaveApplicationStep(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: { paso: number; accion: StepKey; datos: Record<string, unknown> }) =>
      creditRequest<{ response: { codigo: number; paso: number; siguiente: number | null; mensaje: string } }>(
        customerId,
        'cliente/solicitud',
        {
          method: 'POST',
          body: { id_socio: customerId, ...step },
        },
      ),
    onSuccess: (_data, step) => {
      void client.invalidateQueries({ queryKey: creditKeys.application(customerId) });
      if (step.paso === 7) void client.invalidateQueries({ queryKey: creditKeys.eligibility(customerId) });
    },
  });
}
