import { z } from './zod';
import { blankToUndefined } from './input';
import { emailField, mobilePhone, personName } from './auth';
import { addressExternalNumber, addressMessages, addressStreet, ADDRESS_LIMITS } from './addresses';
import { zipCode } from './postal-codes';
import { CONTACT_SEARCH_MAX, contactsMessages as m } from './contacts-messages';

/**
 * Wire schemas of the clients (contacts) and their addresses: reseller-area.md §3, §5, §7;
 * customer-account.md §3 (Contact payload) and §7. Paths the spec does not show are in decision 0501.
 */

const id = z.string().trim().min(1).max(64);

/** Contact create / update: names required (≤ 30), phone 52 + 10 digits, e-mail optional. */
export const contactBody = z.object({
  first_name: personName(m.firstNameRequired),
  last_name: personName(m.lastNameRequired),
  phone: mobilePhone,
  email: z.preprocess(blankToUndefined, emailField().optional()),
  /** The spec's payload carries member_id; the server uses the signed-in member and checks it matches. */
  member_id: z.string().max(20).optional(),
});
export type ContactBody = z.output<typeof contactBody>;

/** The contact list: search by first name or phone (≤ 5 characters). */
export const contactListQuery = z.object({
  member_id: z.string().max(20).optional(),
  find: z.preprocess(blankToUndefined, z.string().trim().max(CONTACT_SEARCH_MAX).optional()),
});
/** GET contacts/{contactId}?member_id= */
export const contactParams = z.object({ contactId: id });
export const contactMemberQuery = z.object({ member_id: z.string().max(20).optional() });
/** DELETE {api}/v1/contacts/{contactId}?memberId= */
export const contactDeleteQuery = z.object({ memberId: z.string().max(20).optional() });
/** Contact lookup by phone and member_id. */
export const contactLookupQuery = z.object({ phone: mobilePhone, member_id: z.string().max(20).optional() });
export const contactAddressParams = z.object({ contactId: id, addressId: id });

/** Contact address create / update: postcode (SEPOMEX, fills state, municipality and city), street, number, colony. */
export const contactAddressBody = z.object({
  postcode: zipCode,
  street: addressStreet,
  external_number: addressExternalNumber,
  colony: z
    .string({ error: addressMessages.colonyRequired })
    .trim()
    .min(1, addressMessages.colonyRequired)
    .max(100, addressMessages.colonyRequired),
  /** Read-only in the form; the server takes them from the postal-code catalogue. */
  municipality: z.string().max(ADDRESS_LIMITS.municipality).optional(),
  city: z.string().max(ADDRESS_LIMITS.city).optional(),
  state: z.string().max(ADDRESS_LIMITS.state).optional(),
});
export type ContactAddressBody = z.output<typeof contactAddressBody>;

export const contactAddressView = z.object({
  address_id: z.string(),
  contact_id: z.string(),
  postcode: z.string(),
  street: z.string(),
  external_number: z.string(),
  colony: z.string(),
  municipality: z.string(),
  city: z.string(),
  state: z.string(),
});

export const contactView = z.object({
  contact_id: z.string(),
  member_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  addresses: z.array(contactAddressView),
});
export type ContactView = z.infer<typeof contactView>;
export type ContactAddressView = z.infer<typeof contactAddressView>;

export const contactListResponse = z.object({ contacts: z.array(contactView), total_count: z.number().int() });

/** Send a code to the client's phone (decision 0530: POST /api/v1/otps/contacts). */
export const contactCodeRequestBody = z.object({ phone: mobilePhone, member_id: z.string().max(20).optional() });
/** Check it (POST /api/v1/otps/validation/contact); the answer header carries the manage-contact token. */
export const contactCodeValidationBody = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Por favor ingresa 6 digitos.'),
  member_id: z.string().max(20).optional(),
});
export const contactCodeValidationResponse = z.object({ phone: z.string() });
