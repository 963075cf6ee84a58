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

/** The customer's addresses in the order they were added (prepared: every profile read runs it). */
export function findProfileAddresses(db: DbOrTx, customerId: number) {
  return preparedFor(db, 'profile_addresses', (d, name) =>
    d
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, sql.placeholder('customerId')))
      .orderBy(asc(customerAddresses.id))
      .prepare(name),
  ).execute({ customerId });
}

/** A store's id and name (stores are public: no owner). */
export function findStoreName(db: DbOrTx, storeId: string) {
  return preparedFor(db, 'profile_store', (d, name) =>
    d
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(eq(stores.id, sql.placeholder('storeId')))
      .prepare(name),
  ).execute({ storeId });
}
