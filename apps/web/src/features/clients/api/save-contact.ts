import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactBody } from '@shop/contracts/contacts';
import { MANAGE_CONTACT_TOKEN_HEADER } from '@shop/contracts/contacts-messages';
import { apiRequest } from '../../../lib/api-client';
import type { Contact } from './get-contacts';
import { contactKeys } from './keys';

export type ContactInput = Omit<ContactBody, 'member_id'>;

export const useSaveContact = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, token }: { id?: string | undefined; input: ContactInput; token?: string | null }) =>
      apiRequest<Contact>(id ? `v1/contacts/${id}` : 'v1/contacts', {
        method: id ? 'PUT' : 'POST',
        body: input,
        headers: token ? { [MANAGE_CONTACT_TOKEN_HEADER]: token } : {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: contactKeys.all }),
  });
};
