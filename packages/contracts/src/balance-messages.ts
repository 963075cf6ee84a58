/** Mi saldo's constants and texts, without zod (the response schema is in `balance.ts`). */

export const BALANCE_TYPES = ['SALDOS', 'VALES', 'NOTAS CREDITO'] as const;

export type BalanceType = (typeof BALANCE_TYPES)[number];

/** The heading of each part of Mi saldo: what a shopper calls it, never the provider's code (issue 15). */
export const balanceTypeLabels: Record<BalanceType, string> = {
  SALDOS: 'Saldo a favor',
  VALES: 'Vales',
  'NOTAS CREDITO': 'Notas de crédito',
};

export const balanceMessages = {
  title: 'Mi saldo',
  empty: 'Aún no tienes saldo disponible.',
  unavailable: 'Esta sección no está disponible por ahora.',
} as const;
