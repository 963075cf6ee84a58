import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meKeys } from '../../../lib/me';

/** POST customers/{username}/reactivate ('Reactivar'). */
export function useReactivate(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`customers/${encodeURIComponent(username)}/reactivate`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.me }),
  });
}
