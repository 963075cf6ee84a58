import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactAddressView, ContactView } from '@shop/contracts/contacts';
import { apiRequest } from '../../../lib/api-client';
import { contactKeys } from './keys';

/** The clients' API shapes, from their schemas (`import type`: the pages load no zod; decision 0530). */
export type ContactAddress = ContactAddressView;
export type Contact = ContactView;

export const contactListOptions = (find: string) =>
  queryOptions({
    queryKey: contactKeys.list(find),
    queryFn: ({ signal }) =>
      apiRequest<{ contacts: Contact[]; total_count: number }>('v1/contacts', { query: { find }, signal }),
  });

export const useContacts = (find: string) => useQuery(contactListOptions(find));
