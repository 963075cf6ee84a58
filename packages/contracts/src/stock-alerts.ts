import { z } from './zod';
import { stockAlertMessages } from './stock-alert-messages';

// The texts live in a zod-free module: the web shows them without loading zod (issue 16).
export { stockAlertMessages };

export const notificationMethod = z.enum(['email', 'whatsapp']);
export type NotificationMethod = z.infer<typeof notificationMethod>;

/** PUT {api}/v1/alerts/customers/{customer_id}/stock-alert-preferences: exactly one method is on. */
export const stockAlertPreferencesBody = z.object({
  notificationMethods: z
    .array(notificationMethod, { error: stockAlertMessages.exactlyOne })
    .length(1, stockAlertMessages.exactlyOne),
});

export const stockAlertPreferences = z.object({
  customer_id: z.string(),
  notificationMethods: z.array(notificationMethod),
  subscriptions: z.array(
    z.object({
      sku: z.string(),
      product_id: z.string(),
      name: z.string(),
      size_label: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type StockAlertPreferences = z.infer<typeof stockAlertPreferences>;
