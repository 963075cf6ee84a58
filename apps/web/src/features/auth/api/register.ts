import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { storeMemberRole } from '../../../lib/member-role';
import { meKeys } from '../../../lib/me';
import type { registerBody, SignedIn } from '@shop/contracts/auth';

/**
 * Registration answers the same whether the e-mail already had an account (decision 0643), and does not sign
 * in: the page then signs in with what the person typed. A new account opens only from its e-mailed link
 * (decision 0704), so that sign-in fails as for anyone and the page says to check the e-mail we sent; the owner
 * of an existing account who typed her own password is signed in.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof registerBody>): Promise<SignedIn | null> => {
      await apiRequest<{ message: string }>('auth/register', { method: 'POST', body });
      try {
        return await apiRequest<SignedIn>('auth/login', {
          method: 'POST',
          body: { email: body.email, password: body.password },
        });
      } catch (err) {
        if (err instanceof ApiError && (err.status === 401 || err.status === 429)) return null;
        throw err;
      }
    },
    onSuccess: async (signedIn) => {
      if (!signedIn) return;
      storeMemberRole(signedIn.role);
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: meKeys.me });
    },
  });
}
