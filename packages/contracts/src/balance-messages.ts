/** Mi saldo's constants and texts, without zod (the response schema is in `balance.ts`). */

export const BALANCE_TYPES = ['SALDOS', 'VALES', 'NOTAS CREDITO'] as const;

export type BalanceType = (typeof BALANCE_TYPES)[number];

export const balanceTypeLabels: Record<BalanceType, string> = {
  SALDOS: 'Saldos',
  VALES: 'Vales',
  'NOTAS CREDITO': 'Notas de crédito',
};

export const balanceMessages = {
  title: 'Mi saldo',
  empty: 'Aún no tienes saldo disponible.',
  unavailable: 'Esta sección no está disponible por ahora.',
} as const;
