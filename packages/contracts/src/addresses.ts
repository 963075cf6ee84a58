import { z } from './zod';
import { zipCode } from './postal-codes';
import { INT4_MAX, blankToUndefined, idNumber, idParam } from './input';
import { messages } from './messages';
import { mexicanMobile } from './mobile-phone';

/** customer-account.md §5 and §8 (verbatim where the spec quotes them). */
export const addressMessages = {
  requiredFields: '* Campos obligatorios',
  streetRequired: 'Tu calle es requerida',
  streetInvalid: 'Por favor ingresar una calle valida',
  externalNumberRequired: 'Tu número exterior es requerido',
  externalNumberInvalid: 'Por favor ingresar un número exterior valido',
  internalNumberInvalid: 'Por favor ingresar un número interior valido',
  /** Said instead of cutting what she typed (issue 28: 'Depto 4' became 'Depto'). */
  internalNumberTooLong: 'El número interior admite hasta 5 caracteres; abrevia, por ejemplo «D 4» o «Int 4».',
  internalNumberHint: 'Hasta 5 caracteres, por ejemplo «D 4».',
  colonyRequired: 'Tu colonia es requerida',
  colonyNotInZip: 'La colonia elegida no pertenece a ese código postal. Elige una de la lista.',
  phoneRequired: 'Tu celular de contacto es requerido',
  phoneIncomplete: 'Tu celular de contacto esta incompleto',
  phoneInvalid: 'Escribe los 10 dígitos de un celular de México',
  referenceRequired: 'Tu referencia es requerida',
  referenceInvalid: 'Por favor ingresar una referencia valida',
  added: 'Nueva dirección agregada correctamente',
  addFailed: 'Ocurrió un error al intentar agregar una nueva dirección',
  updated: 'Dirección actualizada correctamente',
  updateFailed: 'Ocurrió un error al intentar actualizar la dirección. Intenta nuevamente',
  deleted: 'Dirección eliminada correctamente',
  deleteFailed: 'Ocurrió un error al intentar eliminar la dirección. Intenta nuevamente',
  cannotDeleteDefault: 'No puedes eliminar tu dirección predeterminada. Elige otra como predeterminada primero.',
  cannotDeleteOnly: 'No puedes eliminar tu única dirección.',
  notFound: 'No encontramos esa dirección.',
  tooMany: (max: number) => `Puedes guardar hasta ${max} direcciones. Elimina una para agregar otra.`,
} as const;

export const ADDRESS_LIMITS = {
  street: 100,
  externalNumber: 6,
  internalNumber: 5,
  state: 50,
  municipality: 50,
  city: 40,
  reference: 100,
  phone: 12,
  perCustomer: 20,
} as const;

/** Letters (with accents), digits, spaces and the punctuation of Mexican addresses: no other special characters. */
const addressText = /^[\p{L}\p{M}\p{N} .,#'°/()-]+$/u;
/** 125, 125A, 125-B, 12/3, S/N. */
const externalNumberPattern = /^(?:\d+[A-Za-z]?(?:[-/]\d*[A-Za-z]?)?|[Ss]\/?[Nn])$/;
const internalNumberPattern = /^[\p{L}\p{N} -]+$/u;

const idName = (max: number) => z.object({ id: idNumber.nullable(), name: z.string().max(max) });

/** A contact mobile ('Tu celular de contacto …'): addresses and the custom store's contact phone. */
export const contactMobile = mexicanMobile({
  required: addressMessages.phoneRequired,
  incomplete: addressMessages.phoneIncomplete,
  invalid: addressMessages.phoneInvalid,
});

/** Street and external number of an address (also the clients' addresses, contacts.ts). */
export const addressStreet = z
  .string({ error: addressMessages.streetRequired })
  .trim()
  .min(1, addressMessages.streetRequired)
  .max(ADDRESS_LIMITS.street, addressMessages.streetInvalid)
  .regex(addressText, addressMessages.streetInvalid);
export const addressExternalNumber = z
  .string({ error: addressMessages.externalNumberRequired })
  .trim()
  .min(1, addressMessages.externalNumberRequired)
  .max(ADDRESS_LIMITS.externalNumber, addressMessages.externalNumberInvalid)
  .regex(externalNumberPattern, addressMessages.externalNumberInvalid);

/** PUT customers/{customer_id}/addresses/{address_id?}: the shipping and billing address form. */
export const addressInput = z.object({
  street: addressStreet,
  external_number: addressExternalNumber,
  internal_number: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(1, addressMessages.internalNumberInvalid)
      .max(ADDRESS_LIMITS.internalNumber, addressMessages.internalNumberTooLong)
      .regex(internalNumberPattern, addressMessages.internalNumberInvalid)
      .optional(),
  ),
  zip_code: zipCode,
  /** A colony of that zip code, by its numeric id (the name is informative; the server uses the catalogue's). */
  colony: z.object(
    {
      id: z
        .number({ error: addressMessages.colonyRequired })
        .int(addressMessages.colonyRequired)
        .positive(addressMessages.colonyRequired)
        .max(INT4_MAX, messages.generic.numberOutOfRange),
      name: z.string().max(100).optional(),
    },
    { error: addressMessages.colonyRequired },
  ),
  /** Read-only in the form, filled from the zip code; the server always takes them from the catalogue. */
  state: idName(ADDRESS_LIMITS.state).optional(),
  municipality: idName(ADDRESS_LIMITS.municipality).optional(),
  city: z.string().max(ADDRESS_LIMITS.city).optional(),
  mobile_telephone: contactMobile,
  reference: z
    .string({ error: addressMessages.referenceRequired })
    .trim()
    .min(1, addressMessages.referenceRequired)
    .max(ADDRESS_LIMITS.reference, addressMessages.referenceInvalid)
    .regex(addressText, addressMessages.referenceInvalid),
  default_shipping: z.boolean().default(false),
  default_billing: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInput>;
export type AddressData = z.output<typeof addressInput>;

/** customers/{customer_id}/addresses (add). */
export const addressListParams = z.object({ customer_id: z.string().max(20) });
/** customers/{customer_id}/addresses/{address_id} (replace, delete). */
export const addressParams = z.object({
  customer_id: z.string().max(20),
  address_id: idParam,
});
