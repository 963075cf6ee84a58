import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** 'Modo cliente': every price the shop shows her changes, so every cached read (profile, catalogue) is refreshed. */
export function useClientMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiRequest<{ client_mode: boolean }>('client-mode', { method: 'PUT', body: { client_mode: on } }),
    onSuccess: () => client.invalidateQueries(),
  });
}
