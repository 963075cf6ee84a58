import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends the 6-digit code to the client's phone. */
export const useRequestContactCode = () =>
  useMutation({
    mutationFn: (phone: string) =>
      apiRequest<{ message: string; sent_to: string }>('v1/otps/contacts', { method: 'POST', body: { phone } }),
  });
