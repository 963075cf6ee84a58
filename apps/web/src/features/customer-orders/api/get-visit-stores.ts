import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The stores she can visit (GET sales-tools/stores, as 'Ubicación en tienda' lists them). */
export const useVisitStores = () =>
  useQuery({
    queryKey: ['sales-tools', 'stores'],
    queryFn: ({ signal }) => apiRequest<{ id: string; name: string }[]>('sales-tools/stores', { signal }),
  });
