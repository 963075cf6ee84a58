import type { AddressInput } from '@shop/contracts/addresses';
import type { CustomerAddress } from '@shop/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { addressesPath, useAddressMutation } from './use-address-mutation';

/** PUT customers/{customer_id}/addresses/{address_id?}: add (no id) or edit. */
export const useSaveAddress = (customerId: string) =>
  useAddressMutation(({ id, input }: { id?: number | undefined; input: AddressInput }) =>
    apiRequest<CustomerAddress[]>(id ? `${addressesPath(customerId)}/${id}` : addressesPath(customerId), {
      method: 'PUT',
      body: input,
    }),
  );
