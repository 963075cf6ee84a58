import type { CustomerAddress } from '@shop/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { addressesPath, useAddressMutation } from './use-address-mutation';

/** DELETE customers/{customer_id}/addresses/{address_id}. */
export const useDeleteAddress = (customerId: string) =>
  useAddressMutation((id: number) =>
    apiRequest<CustomerAddress[]>(`${addressesPath(customerId)}/${id}`, { method: 'DELETE' }),
  );
