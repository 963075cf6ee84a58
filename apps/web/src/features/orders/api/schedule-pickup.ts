import type { Appointment } from '@shop/contracts/scheduler';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const useSchedulePickup = () =>
  useMutation({
    mutationFn: (b: { storeId: string; orderId: string; start: string }) =>
      apiRequest<Appointment>('scheduler/schedules', { method: 'POST', body: b }),
  });
