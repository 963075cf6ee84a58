import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { customerAddresses } from '@shop/db/schema/index';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Omit<typeof customerAddresses.$inferInsert, 'id' | 'customerId' | 'createdAt'>;

/** Every query names the owner: another customer's address is simply not found. */
export function listAddresses(db: DbOrTx, customerId: number) {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.id));
}

export async function findAddress(db: DbOrTx, customerId: number, addressId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId)));
  return row ?? null;
}

export async function countAddresses(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  return row?.n ?? 0;
}

/** Takes the default role(s) away from the customer's other addresses (before giving it to `keepId`). */
export async function clearDefaults(
  db: DbOrTx,
  customerId: number,
  keepId: number | null,
  flags: { shipping: boolean; billing: boolean },
) {
  const others =
    keepId === null
      ? eq(customerAddresses.customerId, customerId)
      : and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, keepId));
  if (flags.shipping)
    await db
      .update(customerAddresses)
      .set({ defaultShipping: false })
      .where(and(others, eq(customerAddresses.defaultShipping, true)));
  if (flags.billing)
    await db
      .update(customerAddresses)
      .set({ defaultBilling: false })
      .where(and(others, eq(customerAddresses.defaultBilling, true)));
}

export async function insertAddress(db: DbOrTx, customerId: number, values: AddressValues) {
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...values, customerId })
    .returning();
  return row!;
}

export async function updateAddress(db: DbOrTx, customerId: number, addressId: number, values: AddressValues) {
  await db
    .update(customerAddresses)
    .set(values)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId)));
}

export async function deleteAddress(db: DbOrTx, customerId: number, addressId: number) {
  await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId)));
}
