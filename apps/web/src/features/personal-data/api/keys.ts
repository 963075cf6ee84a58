/** The stock alert settings' key, apart from their requests: the entry seeds them without their code. */
export const stockAlertKeys = {
  preferences: (customerId: string) => ['stock-alert-preferences', customerId] as const,
};
