import { z } from './zod';

export const postalCodeMessages = {
  required: 'Tu código postal es requerido',
  invalid: 'Ingresa un código postal de 5 dígitos',
  unknown: (zip: string) => `No encontramos el código postal ${zip}. Revisa que esté bien escrito.`,
  lookupFailed: 'No pudimos consultar el código postal. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
} as const;

export const zipCode = z
  .string({ error: postalCodeMessages.required })
  .trim()
  .min(1, postalCodeMessages.required)
  .regex(/^\d{5}$/, postalCodeMessages.invalid);

export const postalCodeParams = z.object({ zip_code: zipCode });

const idName = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/postal-codes/{zip_code}: what the address form fills in (docs/decisions/0103). */
export const postalCodeLookup = z.object({
  zip_code: z.string(),
  state: idName,
  municipality: idName,
  city: z.string(),
  colonies: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.string() })),
});
export type PostalCodeLookup = z.infer<typeof postalCodeLookup>;
