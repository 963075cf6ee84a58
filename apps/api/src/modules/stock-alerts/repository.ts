import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { stockAlertPreferences, stockAlertSubscriptions } from '@shop/db/schema/index';

/** The customer's chosen method, if any. */
export async function findStockAlertMethod(db: DbOrTx, customerId: number) {
  const [preference] = await db
    .select()
    .from(stockAlertPreferences)
    .where(eq(stockAlertPreferences.customerId, customerId));
  return preference?.method ?? null;
}

/** The customer's subscriptions, oldest first. */
export function findStockAlertSubscriptions(db: DbOrTx, customerId: number) {
  return db
    .select()
    .from(stockAlertSubscriptions)
    .where(eq(stockAlertSubscriptions.customerId, customerId))
    .orderBy(asc(stockAlertSubscriptions.createdAt));
}

/** Sets the customer's one method (insert or replace). */
export async function saveStockAlertMethod(db: DbOrTx, customerId: number, method: 'email' | 'whatsapp', now: Date) {
  await db
    .insert(stockAlertPreferences)
    .values({ customerId, method, updatedAt: now })
    .onConflictDoUpdate({ target: stockAlertPreferences.customerId, set: { method, updatedAt: now } });
}
