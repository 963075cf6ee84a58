import type { BalanceResponse } from '@shop/contracts/balance';
import type { Clock } from '@shop/domain/clock';
import { mexicoDate } from '@shop/domain/mexico-dates';
import type { Db } from '@shop/db/client';
import { findUsableBalances } from './repository';

/** Mi saldo (reseller-area §2): the total and the parts usable today (Mexico City date). */
export function createBalanceService(deps: { db: Db; clock: Clock }) {
  return {
    async usable(customerId: number): Promise<BalanceResponse> {
      const parts = await findUsableBalances(deps.db, customerId, mexicoDate(deps.clock.now()));
      return {
        total_balance: parts.reduce((sum, p) => sum + p.balanceCents, 0),
        partial_balances: parts.map((p) => ({
          id: p.id,
          type: p.type,
          store_name: p.storeName,
          expiration_date: p.expirationDate,
          balance: p.balanceCents,
        })),
      };
    },
  };
}
export type BalanceService = ReturnType<typeof createBalanceService>;
