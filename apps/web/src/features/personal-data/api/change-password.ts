import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@shop/contracts/personal-data';
import { apiRequest } from '../../../lib/api-client';

export const changePassword = (customerId: string, body: PasswordChangeBody) =>
  apiRequest<{ message: string }>(`auth-extension/customers/${encodeURIComponent(customerId)}/password`, {
    method: 'PUT',
    body,
  });

export const useChangePassword = (customerId: string) =>
  useMutation({ mutationFn: (body: PasswordChangeBody) => changePassword(customerId, body) });
