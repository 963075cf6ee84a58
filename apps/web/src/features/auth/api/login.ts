import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SignedIn } from '@shop/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { storeMemberRole } from '../../../lib/member-role';
import { meKeys } from '../../../lib/me';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest<SignedIn>('auth/login', { method: 'POST', body }),
    onSuccess: async (signedIn) => {
      storeMemberRole(signedIn.role);
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: meKeys.me });
    },
  });
}
