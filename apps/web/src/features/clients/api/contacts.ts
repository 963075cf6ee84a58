import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactAddressView, ContactBody, ContactView } from '@shop/contracts/contacts';
import { MANAGE_CONTACT_TOKEN_HEADER } from '@shop/contracts/contacts-messages';
import { messages } from '@shop/contracts/messages';
import { apiRequest, ApiError } from '../../../lib/api-client';

/** The clients' API shapes, from their schemas (`import type`: the pages load no zod; decision 0530). */
export type ContactAddress = ContactAddressView;
export type Contact = ContactView;
export type ContactInput = Omit<ContactBody, 'member_id'>;
export interface ContactAddressInput {
  postcode: string;
  street: string;
  external_number: string;
  colony: string;
}

export const contactKeys = {
  all: ['contacts'] as const,
  list: (find: string) => ['contacts', 'list', find] as const,
};

export const contactListOptions = (find: string) =>
  queryOptions({
    queryKey: contactKeys.list(find),
    queryFn: ({ signal }) =>
      apiRequest<{ contacts: Contact[]; total_count: number }>('v1/contacts', { query: { find }, signal }),
  });

export const useContacts = (find: string) => useQuery(contactListOptions(find));

/** Sends the 6-digit code to the client's phone. */
export const useRequestContactCode = () =>
  useMutation({
    mutationFn: (phone: string) =>
      apiRequest<{ message: string; sent_to: string }>('v1/otps/contacts', { method: 'POST', body: { phone } }),
  });

/** Checks the code; answers the manage-contact token from the response header. */
export const useValidateContactCode = () =>
  useMutation({
    mutationFn: async (otp: string) => {
      let response: Response;
      try {
        response = await fetch('/api/v1/otps/validation/contact', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ otp }),
        });
      } catch {
        throw new ApiError(0, messages.generic.retry);
      }
      const data = (await response.json().catch(() => ({}))) as { message?: string; phone?: string };
      const token = response.headers.get(MANAGE_CONTACT_TOKEN_HEADER);
      if (!response.ok || !token || !data.phone)
        throw new ApiError(response.status, data.message ?? messages.generic.retry);
      return { token, phone: data.phone };
    },
  });

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

export const useDeleteContact = (memberId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`v1/contacts/${id}`, { method: 'DELETE', query: { memberId } }),
    onSettled: () => client.invalidateQueries({ queryKey: contactKeys.all }),
  });
};

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
      input: ContactAddressInput;
    }) =>
      apiRequest<Contact>(
        addressId ? `v1/contacts/${contactId}/addresses/${addressId}` : `v1/contacts/${contactId}/addresses`,
        { method: addressId ? 'PUT' : 'POST', body: input },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: contactKeys.all }),
  });
};

export const useDeleteContactAddress = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, addressId }: { contactId: string; addressId: string }) =>
      apiRequest<Contact>(`v1/contacts/${contactId}/addresses/${addressId}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: contactKeys.all }),
  });
};
