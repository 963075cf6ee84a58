/** GET balance/{username} (reseller-area §3, §7): the total and its parts. Money in integer centavos. */
import { z } from 'zod';

export const BALANCE_TYPES = ['SALDOS', 'VALES', 'NOTAS CREDITO'] as const;
export type BalanceType = (typeof BALANCE_TYPES)[number];

export const balanceTypeLabels: Record<BalanceType, string> = {
  SALDOS: 'Saldos',
  VALES: 'Vales',
  'NOTAS CREDITO': 'Notas de crédito',
};

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
});
export type BalanceResponse = z.infer<typeof balanceResponse>;

export const balanceMessages = {
  title: 'Mi saldo',
  empty: 'Aún no tienes saldo disponible.',
  unavailable: 'Esta sección no está disponible por ahora.',
} as const;
