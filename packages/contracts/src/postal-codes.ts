import { queryValues, withShortcut } from './shortcut';
import { z } from './zod';

export const postalCodeMessages = {
  required: 'Tu código postal es requerido',
  invalid: 'Ingresa un código postal de 5 dígitos',
  unknown: (zip: string) => `No encontramos el código postal ${zip}. Revisa que esté bien escrito.`,
  lookupFailed: 'No pudimos consultar el código postal. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
} as const;

/** A Mexican postal code: five digits. */
const ZIP = /^\d{5}$/;

export const zipCode = z
  .string({ error: postalCodeMessages.required })
  .trim()
  .min(1, postalCodeMessages.required)
  .regex(ZIP, postalCodeMessages.invalid);

/** The lookup's path, with its checked shortcut (contracts/shortcut): five digits as they came are read at once. */
export const postalCodeParams = withShortcut(z.object({ zip_code: zipCode }), (input) => {
  const zip = queryValues(input)?.zip_code;
  return typeof zip === 'string' && ZIP.test(zip) ? { zip_code: zip } : undefined;
});

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
