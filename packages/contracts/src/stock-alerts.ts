import { z } from './zod';

export const stockAlertMessages = {
  title: 'Configuraciones',
  exactlyOne: 'Elige un solo medio para tus avisos: correo electrónico o WhatsApp.',
  whatsappNeedsPhone: 'Registra tu número de celular para recibir avisos por WhatsApp.',
  saved: 'Tus preferencias de avisos se guardaron correctamente',
} as const;

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
