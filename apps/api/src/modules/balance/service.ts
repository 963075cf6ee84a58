import type { BalanceResponse } from '@shop/contracts/balance';
import type { Clock } from '@shop/domain/clock';
import { mexicoDate } from '@shop/domain/mexico-dates';
import type { Db, Tx } from '@shop/db/client';
import { creditCollected, findUsableBalances, latestMovements } from './repository';

/** Mi saldo lists her latest movements (decision 0771). */
export const BALANCE_MOVEMENTS_SHOWN = 20;

/** Mi saldo (reseller-area §2): the total and the parts usable today (Mexico City date). */
export function createBalanceService(deps: { db: Db; clock: Clock }) {
  return {
    /** A client's payment collected on her behalf, credited once per payment (false when it already was). */
    creditCollected: (
      tx: Tx,
      row: { customerId: number; statementPaymentId: string; amountCents: number; description: string },
    ) => creditCollected(tx, { ...row, at: deps.clock.now() }),
    async usable(customerId: number): Promise<BalanceResponse> {
      const [parts, movements] = await Promise.all([
        findUsableBalances(deps.db, customerId, mexicoDate(deps.clock.now())),
        latestMovements(deps.db, customerId, BALANCE_MOVEMENTS_SHOWN),
      ]);
      return {
        total_balance: parts.reduce((sum, p) => sum + p.balanceCents, 0),
        partial_balances: parts.map((p) => ({
          id: p.id,
          type: p.type,
          store_name: p.storeName,
          expiration_date: p.expirationDate,
          balance: p.balanceCents,
        })),
        movements: movements.map((m) => ({
          id: m.id,
          amount: m.amountCents,
          description: m.description,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type BalanceService = ReturnType<typeof createBalanceService>;
