import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionBody } from '@shop/contracts/account-deletion';
import { apiRequest } from '../../../lib/api-client';

/** DELETE customers/. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: AccountDeletionBody) => apiRequest<void>('customers/', { method: 'DELETE', body }),
  });
