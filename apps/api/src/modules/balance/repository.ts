import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { partialBalances, stores } from '@shop/db/schema/index';

/** The customer's balance parts still usable on `today` (Mexico City date), the soonest to expire first. */
export function findUsableBalances(db: DbOrTx, customerId: number, today: string) {
  return db
    .select({
      id: partialBalances.id,
      type: partialBalances.type,
      storeName: stores.name,
      expirationDate: partialBalances.expirationDate,
      balanceCents: partialBalances.balanceCents,
    })
    .from(partialBalances)
    .innerJoin(stores, eq(stores.id, partialBalances.storeId))
    .where(and(eq(partialBalances.customerId, customerId), gte(partialBalances.expirationDate, today)))
    .orderBy(asc(partialBalances.expirationDate), asc(partialBalances.id));
}
