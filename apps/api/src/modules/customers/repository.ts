import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';

/**
 * Locks the customer's row until the transaction ends. Writes that check a rule before they write (address
 * defaults, one-time-code limits) take it first, so the rule holds with several API processes.
 */
export async function lockCustomer(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.execute(sql`select id from customers where id = ${customerId} for update`);
}
