import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirmBody, PasswordResetRequestBody } from '@shop/contracts/password-reset';
import { apiRequest } from '../../../lib/api-client';
import { storeMemberRole } from '../../../lib/member-role';

/** POST auth/password-reset: always the same answer, whether or not the e-mail has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      apiRequest<{ message: string }>('auth/password-reset', { method: 'POST', body }),
  });
}

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
