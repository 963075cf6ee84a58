/** Factory of coupons, shared by the demo seed and the tests. */
import type { DbOrTx } from './client';
import { coupons } from './schema/index';

export type NewCoupon = Partial<typeof coupons.$inferInsert> & { customerId: number; expiresAt: Date };
export async function createCoupon(db: DbOrTx, values: NewCoupon) {
  const [row] = await db
    .insert(coupons)
    .values({
      code: 'SOCIA100',
      ruleName: '$100 de descuento',
      ruleDescription: '$100 de descuento en compras en línea desde $999.00.',
      discountType: 'amount',
      discountValue: 10_000,
      minSubtotalCents: 99_900,
      ...values,
    })
    .returning();
  return row!;
}
