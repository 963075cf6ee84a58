import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StepKey } from '@shop/contracts/credit-application';
import { creditRequest } from './credit-client';
import { creditKeys } from './keys';

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
