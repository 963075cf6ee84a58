import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { customers } from '@shop/db/schema/index';
import type { CustomerRow } from '@shop/db/schema/customers';

/**
 * Makes the customer a member: the member role, the next member number as username, the affiliation end.
 * Null when the customer already has a role (already a member).
 */
export async function makeMember(
  db: DbOrTx,
  customerId: number,
  values: { role: string; affiliationEnd: string; now: Date },
): Promise<CustomerRow | null> {
  const [updated] = await db
    .update(customers)
    .set({
      role: values.role,
      username: sql`nextval('member_number_seq')::text`,
      consolidatedAffiliationEndDate: values.affiliationEnd,
      updatedAt: values.now,
    })
    .where(and(eq(customers.id, customerId), isNull(customers.role)))
    .returning();
  return updated ?? null;
}
