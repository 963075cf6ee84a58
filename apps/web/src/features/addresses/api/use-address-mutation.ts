import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerAddress, CustomerProfile } from '@shop/contracts/profile';
import { meKeys } from '../../../lib/me';

export const addressesPath = (customerId: string) => `customers/${encodeURIComponent(customerId)}/addresses`;

/** Both address calls answer the whole address list, which replaces the profile's. */
export function useAddressMutation<T>(request: (input: T) => Promise<CustomerAddress[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (addresses) =>
      queryClient.setQueryData<CustomerProfile>(meKeys.me, (me) => (me ? { ...me, addresses } : me)),
  });
}
