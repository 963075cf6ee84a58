import { type z } from 'zod';
import type { DbOrTx } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { customerAddresses } from '@shop/db/schema/addresses';
import { customerProfile, type CustomerProfile } from '@shop/contracts/profile';
import { findProfileExtras } from './repository';

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

export async function loadProfile(db: DbOrTx, customer: CustomerRow): Promise<CustomerProfile> {
  const { addresses, store } = await findProfileExtras(db, customer.id, customer.favoriteStoreId);
  const isMember = customer.role === 'rolMember';
  return customerProfile.parse({
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
  } satisfies z.input<typeof customerProfile>);
}
