import type { Appointment } from '@shop/contracts/scheduler';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pickupKeys } from './keys';

/** GET scheduler/schedules: the appointment and its collect code (SCHEDULED or COLLECTED). */
export const usePickupSchedule = (storeId: string, orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: pickupKeys.schedule(storeId, orderId),
    queryFn: ({ signal }) => apiRequest<Appointment>('scheduler/schedules', { query: { storeId, orderId }, signal }),
    enabled,
    retry: false,
  });
