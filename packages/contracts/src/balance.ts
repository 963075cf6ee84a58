/** GET balance/{username} (reseller-area §3, §7): the total and its parts. Money in integer centavos. */
import { z } from 'zod';
import { BALANCE_TYPES } from './balance-messages';

export const balanceResponse = z.object({
  total_balance: z.number().int(),
  partial_balances: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(BALANCE_TYPES),
      store_name: z.string(),
      expiration_date: z.string().describe('YYYY-MM-DD, last day it can be used'),
      balance: z.number().int(),
    }),
  ),
  /** Her latest movements, newest first: a client's payment collected on her behalf (decision 0771). */
  movements: z
    .array(
      z.object({
        id: z.string(),
        amount: z.number().int(),
        description: z.string(),
        created_at: z.string(),
      }),
    )
    .default([]),
});
export type BalanceResponse = z.infer<typeof balanceResponse>;
