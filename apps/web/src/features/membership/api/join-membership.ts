import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '@shop/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { meKeys } from '../../../lib/me';

/** POST customers/me/membership: the signed-in customer becomes a member (docs/decisions/0307). */
export function useJoinMembership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<CustomerProfile>('customers/me/membership', { method: 'POST', body: { acepta_terminos: true } }),
    onSuccess: (profile) => client.setQueryData(meKeys.me, profile),
  });
}
