import { z } from 'zod';

/** GET scheduler/schedules: a pickup order's appointment and collect code. */
export const appointment = z.object({
  scheduled_formatted_date: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  collect_code: z.string(),
  store: z.object({ id: z.string(), name: z.string(), address: z.string() }),
});
export type Appointment = z.infer<typeof appointment>;

/** GET scheduler/slots: the free 15-minute windows of a READY pickup order. */
export const pickupSlots = z.object({
  schedule_by: z.string().nullable(),
  slots: z.array(z.object({ start: z.string(), label: z.string(), available: z.boolean() })),
});
export type PickupSlots = z.infer<typeof pickupSlots>;
