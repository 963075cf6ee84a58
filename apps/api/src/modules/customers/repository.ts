import { asc, eq, sql } from 'drizzle-orm';
import { preparedFor, type DbOrTx } from '@shop/db/client';
import { customerAddresses, stores } from '@shop/db/schema/index';

/**
 * Locks the customer's row until the transaction ends. Writes that check a rule before they write (address
 * defaults, one-time-code limits) take it first, so the rule holds with several API processes.
 */
export async function lockCustomer(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.execute(sql`select id from customers where id = ${customerId} for update`);
}

/**
 * The customer's addresses in the order they were added, and her favourite store's id and name, in one prepared
 * statement (every profile read runs it; two statements before, issue 32): one row per address, or one row without
 * an address when she has none.
 */
export async function findProfileExtras(db: DbOrTx, customerId: number, storeId: string | null) {
  const rows = await preparedFor(db, 'profile_extras', (d, name) =>
    d
      .select({ store: { id: stores.id, name: stores.name }, address: customerAddresses })
      .from(sql`(select 1) as one`)
      .leftJoin(stores, eq(stores.id, sql.placeholder('storeId')))
      .leftJoin(customerAddresses, eq(customerAddresses.customerId, sql.placeholder('customerId')))
      .orderBy(asc(customerAddresses.id))
      .prepare(name),
  ).execute({ customerId, storeId });
  return {
    store: rows[0]?.store ?? null,
    addresses: rows.flatMap((r) => (r.address ? [r.address] : [])),
  };
}
