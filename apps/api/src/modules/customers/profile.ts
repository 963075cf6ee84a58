import type { DbOrTx } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { customerAddresses } from '@shop/db/schema/addresses';
import { messages } from '@shop/contracts/messages';
import type { CustomerProfile } from '@shop/contracts/profile';
import { HttpError } from '../../lib/http-errors';
import type { SessionRow } from '../../lib/sql-parts-repository';
import { profileText, profileTextForSession } from './repository';

export function addressView(a: typeof customerAddresses.$inferSelect): CustomerProfile['addresses'][number] {
  return {
    id: a.id,
    firstname: a.firstname,
    lastname: a.lastname,
    street: [a.street],
    city: a.city ?? '',
    postcode: a.postcode,
    region: { region_id: a.stateId, region: a.state },
    telephone: a.telephone,
    default_shipping: a.defaultShipping,
    default_billing: a.defaultBilling,
    custom_attributes: [
      { attribute_code: 'external_number', value: a.externalNumber },
      { attribute_code: 'internal_number', value: a.internalNumber ?? '' },
      { attribute_code: 'colony', value: a.colony },
      { attribute_code: 'colony_id', value: String(a.colonyId) },
      { attribute_code: 'municipality', value: a.municipality },
      { attribute_code: 'municipality_id', value: a.municipalityId === null ? '' : String(a.municipalityId) },
      { attribute_code: 'state', value: a.state },
      { attribute_code: 'reference', value: a.reference },
    ],
  };
}

/**
 * A customer's profile as it is stored now (after a change: personal data, membership; the pages' data), in one
 * statement: the same JSON text GET customers/me sends, parsed (one source of the profile's shape, decision 0782).
 */
export async function loadProfile(db: DbOrTx, customer: CustomerRow): Promise<CustomerProfile> {
  const text = await profileText(db, customer.id);
  if (text === null) throw new HttpError(404, messages.generic.notFound);
  return JSON.parse(text) as CustomerProfile;
}

/**
 * GET customers/me: the profile of a session's customer as PostgreSQL's JSON text, to send as it is (decision 0782),
 * the session checked in the same statement (decision 0780); 401 without a live session.
 */
export async function loadProfileTextForSession(db: DbOrTx, session: SessionRow): Promise<string> {
  const text = await profileTextForSession(db, session);
  if (text === null) throw new HttpError(401, messages.generic.unauthenticated);
  return text;
}
