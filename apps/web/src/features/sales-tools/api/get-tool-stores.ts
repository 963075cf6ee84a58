import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface StoreOption {
  id: string;
  name: string;
}
export const useToolStores = () =>
  useQuery({
    queryKey: ['sales-tools', 'stores'],
    queryFn: ({ signal }) => apiRequest<StoreOption[]>('sales-tools/stores', { signal }),
    staleTime: 5 * 60_000,
  });
