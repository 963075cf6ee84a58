/** The pickup appointment's query keys (scheduling one refreshes its schedule). */
export const pickupKeys = {
  schedule: (storeId: string, orderId: string) => ['scheduler', 'schedules', storeId, orderId] as const,
  slots: (storeId: string, orderId: string) => ['scheduler', 'slots', storeId, orderId] as const,
};
