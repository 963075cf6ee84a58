import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contactKeys } from './keys';

export const useDeleteContact = (memberId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`v1/contacts/${id}`, { method: 'DELETE', query: { memberId } }),
    onSettled: () => client.invalidateQueries({ queryKey: contactKeys.all }),
  });
};
