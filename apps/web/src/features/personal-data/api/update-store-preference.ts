import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfile } from '@shop/contracts/profile';
import type { StorePreferenceBody } from '@shop/contracts/personal-data';
import { apiRequest } from '../../../lib/api-client';
import { meKeys } from '../../../lib/me';

export function useUpdateStorePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StorePreferenceBody) =>
      apiRequest<CustomerProfile>('customers/me/store-preference', { method: 'PUT', body }),
    onSuccess: (profile) => queryClient.setQueryData(meKeys.me, profile),
  });
}
