import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { customStores } from '@shop/db/schema/index';

/** The member's personalised store id, or null. */
export async function findCustomStoreId(db: DbOrTx, customerId: number): Promise<string | null> {
  const [store] = await db
    .select({ storeId: customStores.storeId })
    .from(customStores)
    .where(eq(customStores.customerId, customerId));
  return store?.storeId ?? null;
}
