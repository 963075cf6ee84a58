import { z } from './zod';

export const customAttribute = z.object({ attribute_code: z.string(), value: z.string() });

export const customerAddress = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  region: z.object({ region_id: z.number().int().nullable(), region: z.string() }),
  telephone: z.string(),
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
  custom_attributes: z.array(customAttribute),
});
export type CustomerAddress = z.infer<typeof customerAddress>;

/** GET customers/me: the profile of both specs. */
export const customerProfile = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string().nullable(),
  role: z.string().nullable(),
  username: z.string(),
  favoriteStore: z.object({ id: z.string(), name: z.string() }).nullable(),
  delivery_preference: z.object({ deliver_home: z.boolean(), pickup_in_store: z.boolean() }),
  addresses: z.array(customerAddress),
  custom_attributes: z.array(customAttribute),
  affiliationInfo: z
    .object({
      affiliation_status: z.object({
        employee: z.boolean(),
        consolidated_affiliation_end_date: z.string().nullable(),
      }),
    })
    .nullable(),
  earningsMargin: z.number().int().nullable(),
  clientMode: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;
