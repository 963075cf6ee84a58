/** Reads of a customer that several API modules need (their notices, her contact data): one place, not a copy. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { customers, type CustomerRow } from './schema/customers';

export async function findCustomerById(db: DbOrTx, customerId: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}
