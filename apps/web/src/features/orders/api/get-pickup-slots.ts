import type { PickupSlots } from '@shop/contracts/scheduler';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pickupKeys } from './keys';

/** The free 15-minute windows of a READY order. */
export const usePickupSlots = (storeId: string, orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: pickupKeys.slots(storeId, orderId),
    queryFn: ({ signal }) => apiRequest<PickupSlots>('scheduler/slots', { query: { storeId, orderId }, signal }),
    enabled,
  });
