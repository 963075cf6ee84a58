import type { Appointment, PickupSlots } from '@shop/contracts/scheduler';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const pickupKeys = {
  schedule: (storeId: string, orderId: string) => ['scheduler', 'schedules', storeId, orderId] as const,
  slots: (storeId: string, orderId: string) => ['scheduler', 'slots', storeId, orderId] as const,
};

/** GET scheduler/schedules: the appointment and its collect code (SCHEDULED or COLLECTED). */
export const usePickupSchedule = (storeId: string, orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: pickupKeys.schedule(storeId, orderId),
    queryFn: ({ signal }) => apiRequest<Appointment>('scheduler/schedules', { query: { storeId, orderId }, signal }),
    enabled,
    retry: false,
  });

/** The free 15-minute windows of a READY order. */
export const usePickupSlots = (storeId: string, orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: pickupKeys.slots(storeId, orderId),
    queryFn: ({ signal }) => apiRequest<PickupSlots>('scheduler/slots', { query: { storeId, orderId }, signal }),
    enabled,
  });

export const useSchedulePickup = () =>
  useMutation({
    mutationFn: (b: { storeId: string; orderId: string; start: string }) =>
      apiRequest<Appointment>('scheduler/schedules', { method: 'POST', body: b }),
  });
