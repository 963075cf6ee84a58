import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Contact } from './get-contacts';
import { contactKeys } from './keys';

export const useDeleteContactAddress = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, addressId }: { contactId: string; addressId: string }) =>
      apiRequest<Contact>(`v1/contacts/${contactId}/addresses/${addressId}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: contactKeys.all }),
  });
};
