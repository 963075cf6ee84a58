import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface Appointment {
  scheduled_formatted_date: string;
  starts_at: string;
  ends_at: string;
  collect_code: string;
  store: { id: string; name: string; address: string };
}
export interface Slots {
  schedule_by: string | null;
  slots: { start: string; label: string; available: boolean }[];
}

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
    queryFn: ({ signal }) => apiRequest<Slots>('scheduler/slots', { query: { storeId, orderId }, signal }),
    enabled,
  });

export const useSchedulePickup = () =>
  useMutation({
    mutationFn: (b: { storeId: string; orderId: string; start: string }) =>
      apiRequest<Appointment>('scheduler/schedules', { method: 'POST', body: b }),
  });
