import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keys } from './keys';

export function useDeleteCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cartId: string) =>
      apiRequest<{ cart_id: string }>(`custom-cart/${encodeURIComponent(cartId)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
