/** Her store's query keys: its id (null without a store) and the store itself. */
export const storeKeys = {
  id: (customerId: string) => ['custom-stores', customerId] as const,
  store: (storeId: string) => ['custom-store', storeId] as const,
};
