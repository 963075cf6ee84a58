/** Factory of balance parts (SALDOS, VALES, NOTAS CREDITO), shared by the demo seed and the tests. */
import type { DbOrTx } from './client';
import { partialBalances } from './schema/index';

export type NewPartialBalance = Partial<typeof partialBalances.$inferInsert> & {
  customerId: number;
  expirationDate: string;
};
export async function createPartialBalance(db: DbOrTx, values: NewPartialBalance) {
  const [row] = await db
    .insert(partialBalances)
    .values({ type: 'SALDOS', storeId: '101', balanceCents: 35_000, ...values })
    .returning();
  return row!;
}
