import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@shop/contracts/addresses';
import type { CustomerAddress, CustomerProfile } from '@shop/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { meKeys } from '../../../lib/me';

const base = (customerId: string) => `customers/${encodeURIComponent(customerId)}/addresses`;

/** Both calls answer the whole address list, which replaces the profile's. */
function useAddressMutation<T>(request: (input: T) => Promise<CustomerAddress[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (addresses) =>
      queryClient.setQueryData<CustomerProfile>(meKeys.me, (me) => (me ? { ...me, addresses } : me)),
  });
}

/** PUT customers/{customer_id}/addresses/{address_id?}: add (no id) or edit. */
export const useSaveAddress = (customerId: string) =>
  useAddressMutation(({ id, input }: { id?: number | undefined; input: AddressInput }) =>
    apiRequest<CustomerAddress[]>(id ? `${base(customerId)}/${id}` : base(customerId), { method: 'PUT', body: input }),
  );

/** DELETE customers/{customer_id}/addresses/{address_id}. */
export const useDeleteAddress = (customerId: string) =>
  useAddressMutation((id: number) => apiRequest<CustomerAddress[]>(`${base(customerId)}/${id}`, { method: 'DELETE' }));
