import { sql, type SQL } from 'drizzle-orm';
import { preparedSql, type DbOrTx } from '@shop/db/client';
import type { SessionRow } from '../../lib/sql-parts-repository';
import { MEMBER_ROLE } from '@shop/contracts/profile-helpers';
import { customerAddresses, customers, stores } from '@shop/db/schema/index';

/**
 * Locks the customer's row until the transaction ends. Writes that check a rule before they write (address
 * defaults, one-time-code limits) take it first, so the rule holds with several API processes.
 */
export async function lockCustomer(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.execute(sql`select id from customers where id = ${customerId} for update`);
}

/**
 * An address as the spec's profile gives it (`addressView` in profile.ts is the same answer from a drizzle row: the
 * addresses module's list; a test checks that both agree on an address with every column set).
 */
const addressJsonSql = (a: SQL) => sql`json_build_object(
    'id', ${a}.id, 'firstname', ${a}.firstname, 'lastname', ${a}.lastname, 'street', json_build_array(${a}.street),
    'city', coalesce(${a}.city, ''), 'postcode', ${a}.postcode,
    'region', json_build_object('region_id', ${a}.state_id, 'region', ${a}.state), 'telephone', ${a}.telephone,
    'default_shipping', ${a}.default_shipping, 'default_billing', ${a}.default_billing,
    'custom_attributes', json_build_array(
      json_build_object('attribute_code', 'external_number', 'value', ${a}.external_number),
      json_build_object('attribute_code', 'internal_number', 'value', coalesce(${a}.internal_number, '')),
      json_build_object('attribute_code', 'colony', 'value', ${a}.colony),
      json_build_object('attribute_code', 'colony_id', 'value', ${a}.colony_id::text),
      json_build_object('attribute_code', 'municipality', 'value', ${a}.municipality),
      json_build_object('attribute_code', 'municipality_id', 'value', coalesce(${a}.municipality_id::text, '')),
      json_build_object('attribute_code', 'state', 'value', ${a}.state),
      json_build_object('attribute_code', 'reference', 'value', ${a}.reference)))`;

/**
 * The profile the spec's GET customers/me gives (`customerProfile` of @shop/contracts), built by PostgreSQL as one
 * JSON value for the customer `customer` (an SQL expression; no row, null): her row, her favourite store and her
 * addresses in the order she added them (issue 32: the route sends this text as it comes, decision 0782). Its shape
 * is the contract's; profile.test.ts parses it strictly for a customer with every column set.
 */
export const profileJsonSql = (customer: SQL) => sql`(select json_build_object(
    'id', c.id, 'email', c.email, 'firstname', c.firstname, 'lastname', c.lastname, 'dob', c.dob::text,
    'role', c.role, 'username', c.username,
    'favoriteStore', (select json_build_object('id', st.id, 'name', st.name) from ${stores} st
                       where st.id = c.favorite_store_id),
    'delivery_preference', json_build_object('deliver_home', c.deliver_home, 'pickup_in_store', c.pickup_in_store),
    'addresses', coalesce((select json_agg(${addressJsonSql(sql`a`)} order by a.id)
                           from ${customerAddresses} a where a.customer_id = c.id), '[]'::json),
    'custom_attributes', json_build_array(
      json_build_object('attribute_code', 'customer_id', 'value', c.customer_id),
      json_build_object('attribute_code', 'mother_last_name', 'value', coalesce(c.mother_last_name, '')),
      json_build_object('attribute_code', 'mobile_telephone', 'value', coalesce(c.mobile_telephone, '')),
      json_build_object('attribute_code', 'deleted_in_app', 'value', c.deleted_in_app)),
    'affiliationInfo', case when c.role = ${sql.raw(`'${MEMBER_ROLE}'`)} then json_build_object('affiliation_status',
      json_build_object('employee', c.employee,
                        'consolidated_affiliation_end_date', c.consolidated_affiliation_end_date::text)) end,
    'earningsMargin', c.earnings_margin, 'clientMode', c.client_mode)
  from ${customers} c where c.id = ${customer})`;

/** Her addresses as the profile gives them, in the order she added them (the check of `addressView`). */
export const addressesJsonSql = (customer: SQL) =>
  sql`coalesce((select json_agg(${addressJsonSql(sql`a`)} order by a.id)
                from ${customerAddresses} a where a.customer_id = ${customer}), '[]'::json)`;

/** Her profile's JSON text by her key (`profileJsonSql`, one statement); null for no such customer. */
export async function profileText(db: DbOrTx, customerId: number): Promise<string | null> {
  const [row] = await preparedSql<{ body: string | null }>(
    db,
    'profile_json',
    () => sql`select ${profileJsonSql(sql`${sql.placeholder('profile_customer')}`)}::text as body`,
  ).execute({ profile_customer: customerId });
  return row?.body ?? null;
}

/** The profile's JSON text of a session's customer, the session checked in the same statement; null without one. */
export async function profileTextForSession(db: DbOrTx, session: SessionRow): Promise<string | null> {
  const [row] = await preparedSql<{ body: string | null }>(
    db,
    'profile_json_session',
    () => sql`select ${profileJsonSql(sql`me.id`)}::text as body from ${session.sql} me`,
  ).execute(session.values);
  return row?.body ?? null;
}
