/** Factories of the personal-data area (stock alerts), shared by the demo seed and the tests. */
import type { DbOrTx } from './client';
import { stockAlertPreferences, stockAlertSubscriptions } from './schema/index';

export type NewStockAlertSubscription = Partial<typeof stockAlertSubscriptions.$inferInsert> & { customerId: number };

let counter = 0;
export async function createStockAlertSubscription(db: DbOrTx, values: NewStockAlertSubscription) {
  counter += 1;
  const [row] = await db
    .insert(stockAlertSubscriptions)
    .values({
      sku: `PS-${100000 + counter}-24`,
      productId: String(100000 + counter),
      productName: 'Tenis urbano blanco',
      sizeLabel: '24',
      ...values,
    })
    .returning();
  return row!;
}

export async function setStockAlertMethod(db: DbOrTx, customerId: number, method: 'email' | 'whatsapp', now: Date) {
  await db
    .insert(stockAlertPreferences)
    .values({ customerId, method, updatedAt: now })
    .onConflictDoUpdate({ target: stockAlertPreferences.customerId, set: { method, updatedAt: now } });
}
