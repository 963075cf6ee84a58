import type { DbOrTx } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { customerAddresses } from '@shop/db/schema/addresses';
import { messages } from '@shop/contracts/messages';
import type { CustomerProfile } from '@shop/contracts/profile';
import { HttpError } from '../../lib/http-errors';
import { readParts, readPartsForSession, type SessionRow } from '../../lib/sql-parts-repository';
import { profilePart, type ProfileRows } from './repository';

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
 * The profile the spec's GET customers/me gives, from its rows. Typed, not parsed: the route's serializer checks it
 * once against the contract as it writes it (issue 32: no second validation pass).
 */
export function profileView({ customer, store, addresses }: ProfileRows): CustomerProfile {
  const isMember = customer.role === 'rolMember';
  return {
    id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    dob: customer.dob,
    role: customer.role,
    username: customer.username,
    favoriteStore: store ?? null,
    delivery_preference: { deliver_home: customer.deliverHome, pickup_in_store: customer.pickupInStore },
    addresses: addresses.map(addressView),
    custom_attributes: [
      { attribute_code: 'customer_id', value: customer.customerId },
      { attribute_code: 'mother_last_name', value: customer.motherLastName ?? '' },
      { attribute_code: 'mobile_telephone', value: customer.mobileTelephone ?? '' },
      { attribute_code: 'deleted_in_app', value: customer.deletedInApp },
    ],
    affiliationInfo: isMember
      ? {
          affiliation_status: {
            employee: customer.employee,
            consolidated_affiliation_end_date: customer.consolidatedAffiliationEndDate,
          },
        }
      : null,
    earningsMargin: customer.earningsMargin,
    clientMode: customer.clientMode,
  };
}

const parts = { profile: profilePart };

/** A customer's profile as it is stored now (after a change: personal data, membership), in one statement. */
export async function loadProfile(db: DbOrTx, customer: CustomerRow): Promise<CustomerProfile> {
  const { profile } = await readParts(db, 'profile', parts, undefined, customer.id);
  if (!profile) throw new HttpError(404, messages.generic.notFound);
  return profileView(profile);
}

/** The profile of a session's customer, the session checked in the same statement (decision 0780); 401 without one. */
export async function loadProfileForSession(db: DbOrTx, session: SessionRow): Promise<CustomerProfile> {
  const read = await readPartsForSession(db, 'profile_session', parts, undefined, session);
  if (!read?.answers.profile) throw new HttpError(401, messages.generic.unauthenticated);
  return profileView(read.answers.profile);
}
