import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferencesResponse } from '@shop/contracts/credit';
import { creditRequest } from './credit-client';
import { creditKeys } from './keys';

/** POST cliente/credito: the payment promise; answers the references valid until 22:00. */
export function useCreatePromise(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (creditos: { id_credito: string; importe: number }[]) =>
      creditRequest<ReferencesResponse>(customerId, 'cliente/credito', {
        method: 'POST',
        body: { accion: 'promesa', id_socio: customerId, creditos },
      }),
    onSuccess: (references) => client.setQueryData(creditKeys.references(customerId), references),
  });
}
