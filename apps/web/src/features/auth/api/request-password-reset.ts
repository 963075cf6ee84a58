import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequestBody } from '@shop/contracts/password-reset';
import { apiRequest } from '../../../lib/api-client';

/** POST auth/password-reset: always the same answer, whether or not the e-mail has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      apiRequest<{ message: string }>('auth/password-reset', { method: 'POST', body }),
  });
}
