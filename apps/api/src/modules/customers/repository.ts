import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { rowFromJson } from '@shop/db/json-rows';
import { customerAddresses, customers, stores } from '@shop/db/schema/index';
import type { CustomerRow } from '@shop/db/schema/customers';
import type { SqlPart } from '../../lib/sql-parts-repository';

/**
 * Locks the customer's row until the transaction ends. Writes that check a rule before they write (address
 * defaults, one-time-code limits) take it first, so the rule holds with several API processes.
 */
export async function lockCustomer(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.execute(sql`select id from customers where id = ${customerId} for update`);
}

/** A profile's rows: her customer row, her favourite store's id and name, her addresses in the order she added them. */
export interface ProfileRows {
  customer: CustomerRow;
  store: { id: string; name: string } | null;
  addresses: (typeof customerAddresses.$inferSelect)[];
}

interface ProfileJson {
  customer: Record<string, unknown>;
  store: { id: string; name: string } | null;
  addresses: Record<string, unknown>[];
}

/**
 * The profile's rows as one JSON value (a part of a one-statement read, issue 32): every profile read, by her key
 * or by her session (the session checked in the same statement), is this one statement. Null for no such customer.
 */
export const profilePart: SqlPart<void, ProfileRows | null> = {
  sql: (customer) => sql`(select json_build_object(
      'customer', row_to_json(c),
      'store', (select json_build_object('id', st.id, 'name', st.name) from ${stores} st where st.id = c.favorite_store_id),
      'addresses', coalesce((select json_agg(row_to_json(a) order by a.id) from ${customerAddresses} a
                             where a.customer_id = c.id), '[]'::json))
    from ${customers} c where c.id = ${customer})`,
  values: () => ({}),
  read: (json) => {
    if (json === null || json === undefined) return null;
    const j = json as ProfileJson;
    return {
      customer: rowFromJson(customers, j.customer),
      store: j.store,
      addresses: j.addresses.map((a) => rowFromJson(customerAddresses, a)),
    };
  },
};
