import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactAddressBody } from '@shop/contracts/contacts';
import { apiRequest } from '../../../lib/api-client';
import type { Contact } from './get-contacts';
import { contactKeys } from './keys';

export const useSaveContactAddress = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      contactId,
      addressId,
      input,
    }: {
      contactId: string;
      addressId?: string;
      input: ContactAddressBody;
    }) =>
      apiRequest<Contact>(
        addressId ? `v1/contacts/${contactId}/addresses/${addressId}` : `v1/contacts/${contactId}/addresses`,
        { method: addressId ? 'PUT' : 'POST', body: input },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: contactKeys.all }),
  });
};
