/** Demo data of the personal-data area: socia@demo.mx's stock-alert subscriptions (running contract). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '@shop/domain/clock';
import type { DbOrTx } from '../client';
import { customers } from '../schema/index';
import { createStockAlertSubscription, setStockAlertMethod } from '../factories-personal-data';

export async function seedPersonalData(tx: DbOrTx, clock: Clock): Promise<void> {
  const [socia] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, 'socia@demo.mx'), isNull(customers.deletedAt)));
  if (!socia) return;
  const now = clock.now();
  const day = 24 * 60 * 60 * 1000;
  await createStockAlertSubscription(tx, {
    customerId: socia.id,
    sku: 'PS-204518-24',
    productId: '204518',
    productName: 'Tenis casual blanco con plataforma',
    sizeLabel: '24',
    createdAt: new Date(now.getTime() - 12 * day),
  });
  await createStockAlertSubscription(tx, {
    customerId: socia.id,
    sku: 'PS-318802-25',
    productId: '318802',
    productName: 'Botín de piel café con tacón',
    sizeLabel: '25',
    createdAt: new Date(now.getTime() - 5 * day),
  });
  await createStockAlertSubscription(tx, {
    customerId: socia.id,
    sku: 'PS-410077-M',
    productId: '410077',
    productName: 'Sudadera con capucha gris jaspe',
    sizeLabel: 'M',
    createdAt: new Date(now.getTime() - 2 * day),
  });
  await setStockAlertMethod(tx, socia.id, 'whatsapp', now);
}
