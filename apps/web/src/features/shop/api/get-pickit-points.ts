import { useQuery } from '@tanstack/react-query';
import type { PickitPoint } from '@shop/domain/pickit-points';
import { apiRequest } from '../../../lib/api-client';
import { catalogKeys } from './keys';

export const usePickitPoints = () =>
  useQuery({
    queryKey: catalogKeys.pickit,
    queryFn: ({ signal }) => apiRequest<PickitPoint[]>('pickit-points', { signal }),
    staleTime: 300_000,
  });
