import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedIn } from '@shop/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { storeMemberRole } from '../../../lib/member-role';
import { meKeys } from '../../../lib/me';

/** Opens the e-mailed confirmation link of a new account: confirms it and signs in (decision 0704). */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<SignedIn>('auth/confirm-email', { method: 'POST', body: { token } }),
    onSuccess: async (signedIn) => {
      storeMemberRole(signedIn.role);
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: meKeys.me });
    },
  });
}
