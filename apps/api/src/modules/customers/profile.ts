import { asc, eq, sql } from 'drizzle-orm';
import { type z } from 'zod';
import { preparedFor, type DbOrTx } from '@shop/db/client';
import type { CustomerRow } from '@shop/db/schema/customers';
import { customerAddresses, stores } from '@shop/db/schema/index';
import { customerProfile, type CustomerProfile } from '@shop/contracts/profile';

type AddressRow = typeof customerAddresses.$inferSelect;

export function addressView(a: AddressRow): CustomerProfile['addresses'][number] {
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
  const [addresses, [store]] = await Promise.all([
    preparedFor(db, 'profile_addresses', (d, name) =>
      d
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, sql.placeholder('customerId')))
        .orderBy(asc(customerAddresses.id))
        .prepare(name),
    ).execute({ customerId: customer.id }),
    customer.favoriteStoreId
      ? preparedFor(db, 'profile_store', (d, name) =>
          d
            .select({ id: stores.id, name: stores.name })
            .from(stores)
            .where(eq(stores.id, sql.placeholder('storeId')))
            .prepare(name),
        ).execute({ storeId: customer.favoriteStoreId })
      : Promise.resolve([]),
  ]);
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
