import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { customers, stores } from '@shop/db/schema/index';

export { findCustomerById } from '@shop/db/customers';

export async function updatePasswordHash(db: DbOrTx, customerId: number, passwordHash: string, now: Date) {
  await db.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
}

/** Sets the phone (sms) or the e-mail of a live (not deleted) customer. */
export async function updateLiveCustomerContact(
  db: DbOrTx,
  customerId: number,
  channel: 'sms' | 'email',
  value: string,
  now: Date,
) {
  await db
    .update(customers)
    .set(channel === 'sms' ? { mobileTelephone: value, updatedAt: now } : { email: value, updatedAt: now })
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
}

/** Clears the "deleted in the app" flag of the customer's account. */
export async function markCustomerReactivated(db: DbOrTx, customerId: number, now: Date) {
  await db.update(customers).set({ deletedInApp: '0', updatedAt: now }).where(eq(customers.id, customerId));
}

export async function findStoreById(db: DbOrTx, storeId: string) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  return store;
}

export async function updateDeliveryPreferences(
  db: DbOrTx,
  customerId: number,
  preferences: { deliverHome: boolean; pickupInStore: boolean; favoriteStoreId: string | null },
  now: Date,
) {
  await db
    .update(customers)
    .set({ ...preferences, updatedAt: now })
    .where(eq(customers.id, customerId));
}
