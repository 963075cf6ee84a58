/** Stock-alert texts (zod-free: the web's datos-personales page shows them without loading zod). */
export const stockAlertMessages = {
  title: 'Configuraciones',
  exactlyOne: 'Elige un solo medio para tus avisos: correo electrónico o WhatsApp.',
  whatsappNeedsPhone: 'Registra tu número de celular para recibir avisos por WhatsApp.',
  saved: 'Tus preferencias de avisos se guardaron correctamente',
} as const;

/** How stock alerts reach her (the schema's enum in stock-alerts.ts). */
export type NotificationMethod = 'email' | 'whatsapp';
