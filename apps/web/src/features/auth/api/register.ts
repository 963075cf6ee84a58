import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { registerBody, SignedIn } from '@shop/contracts/auth';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof registerBody>) => apiRequest<SignedIn>('auth/register', { method: 'POST', body }),
    onSuccess: () => queryClient.clear(),
  });
}
