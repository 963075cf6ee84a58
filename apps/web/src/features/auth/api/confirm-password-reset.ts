import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirmBody } from '@shop/contracts/password-reset';
import { apiRequest } from '../../../lib/api-client';
import { storeMemberRole } from '../../../lib/member-role';

/** POST auth/password-reset/confirm: the server ends every session, so this browser forgets what it knew. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      apiRequest<{ message: string }>('auth/password-reset/confirm', { method: 'POST', body }),
    onSuccess: () => {
      storeMemberRole(null);
      queryClient.clear();
    },
  });
}
