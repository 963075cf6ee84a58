/**
 * CrediPrice texts, constants and the payment-reference rules of customer-account.md §4–§5, without zod: what the
 * pages that validate nothing import (issue 16: zod only where a form validates). `./credit` re-exports all of it
 * with the wire schemas.
 */
import { amountMessages, amountText, readAmount } from './amount';

export const creditMessages = {
  otraRequired: 'En caso de no querer abonar este credito haz click en “No generar pago para este crédito”',
  otraMax: 'El monto ingresado es incorrecto. (Máximo "Importe para liquidar")',
  otraMin: 'Por favor ingresa un valor mayor a 0',
  otraInvalid: 'Por favor ingresa un valor válido',
  payOverdueFirst: 'Paga tus créditos atrasados para pagar este crédito',
  otraNotForOverdue: 'Para un crédito atrasado elige el pago mínimo o el importe para liquidar.',
  coverOverdue: 'Cubre al menos el pago mínimo de cada crédito atrasado para generar tu referencia.',
  totalZero: 'Elige al menos un crédito con un importe mayor a 0 para generar tu referencia.',
  duplicateCredit: 'Cada crédito puede aparecer una sola vez en la referencia.',
  creditNotFound: 'No encontramos ese crédito en tu línea CrediPrice.',
  submitError: 'Ha ocurrido un error',
  summaryError: 'ERROR.',
  empty: 'No se encontraron registros',
  tokenMissing: 'Tu sesión de CrediPrice expiró. Vuelve a cargar la página.',
  noReference: 'No tienes una referencia de pago vigente. Genera una nueva.',
  idSocioRequired: 'El id_socio es obligatorio',
} as const;

export const PAYMENT_OPTIONS = ['MINIMO', 'LIQUIDAR', 'OTRA', 'NO'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const paymentOptionLabels: Record<PaymentOption, string> = {
  MINIMO: 'Pago mínimo',
  LIQUIDAR: 'Importe para liquidar',
  OTRA: 'Otra cantidad',
  NO: 'No generar pago para este crédito',
};

/** The OTRA field: a decimal text of 1 to 255 characters. */
export const OTRA_MAX_LENGTH = 255;
/** An open credit as the reference flow sees it (centavos). */
export interface PayableCredit {
  id_credito: string;
  atraso: number;
  minimo: number;
  liquida: number;
}
export interface PaymentChoice {
  opcion: PaymentOption;
  /** The OTRA amount as typed (pesos). */
  otra?: string | undefined;
}
export interface PaymentPlan {
  /** The amount of every credit that gets one, in centavos. */
  lines: { id_credito: string; importe: number }[];
  total: number;
  /** Per credit id, why its choice is not acceptable. */
  creditErrors: Record<string, string>;
  /** Why the plan cannot be submitted as a whole (null when it can). */
  submitError: string | null;
}

/** The OTRA amount rules (§5): required, a valid amount, above 0, at most the amount to settle. */
export function otraIssue(text: string | undefined, liquida: number): { cents: number } | { message: string } {
  if (text === undefined || text.trim() === '') return { message: creditMessages.otraRequired };
  if (text.length > OTRA_MAX_LENGTH) return { message: creditMessages.otraInvalid };
  // The one reading of a typed amount (decision 0710): '$1,250.50' is 125050 centavos.
  const read = readAmount(text);
  if (!read.ok)
    return { message: read.message === amountMessages.zero ? creditMessages.otraMin : creditMessages.otraInvalid };
  const { cents } = read;
  if (cents > liquida) return { message: creditMessages.otraMax };
  return { cents };
}

/** Credits that are overdue come first in the form (§5). */
export function orderForPayment<T extends { atraso: number }>(credits: readonly T[]): T[] {
  return [...credits].sort((a, b) => Number(b.atraso > 0) - Number(a.atraso > 0));
}

/**
 * The reference-flow rules of §4–§5, one copy for the form and the server:
 * - while any credit is overdue, the others can only be 'NO' ('Paga tus créditos atrasados…');
 * - an overdue credit has no 'Otra cantidad';
 * - OTRA follows `otraIssue`;
 * - submitting needs every overdue credit covered by at least its minimum and a total above 0.
 */
export function evaluatePaymentPlan(
  credits: readonly PayableCredit[],
  choices: Readonly<Record<string, PaymentChoice | undefined>>,
): PaymentPlan {
  const anyOverdue = credits.some((c) => c.atraso > 0);
  const lines: PaymentPlan['lines'] = [];
  const creditErrors: Record<string, string> = {};
  let overdueUncovered = false;
  for (const c of credits) {
    const choice = choices[c.id_credito] ?? { opcion: 'NO' as const };
    let importe = 0;
    if (choice.opcion !== 'NO' && anyOverdue && c.atraso === 0)
      creditErrors[c.id_credito] = creditMessages.payOverdueFirst;
    else if (choice.opcion === 'MINIMO') importe = c.minimo;
    else if (choice.opcion === 'LIQUIDAR') importe = c.liquida;
    else if (choice.opcion === 'OTRA') {
      if (c.atraso > 0) creditErrors[c.id_credito] = creditMessages.otraNotForOverdue;
      else {
        const r = otraIssue(choice.otra, c.liquida);
        if ('message' in r) creditErrors[c.id_credito] = r.message;
        else importe = r.cents;
      }
    }
    if (c.atraso > 0 && importe < c.minimo) overdueUncovered = true;
    if (importe > 0) lines.push({ id_credito: c.id_credito, importe });
  }
  const total = lines.reduce((s, l) => s + l.importe, 0);
  const submitError =
    Object.values(creditErrors)[0] ??
    (overdueUncovered ? creditMessages.coverOverdue : total <= 0 ? creditMessages.totalZero : null);
  return { lines, total, creditErrors, submitError };
}

/** The server reads a sent amount as the option it matches: the minimum, the amount to settle, nothing, or another amount. */
export function choiceForAmount(credit: PayableCredit, cents: number): PaymentChoice {
  if (cents === 0) return { opcion: 'NO' };
  if (cents === credit.minimo) return { opcion: 'MINIMO' };
  if (cents === credit.liquida) return { opcion: 'LIQUIDAR' };
  return { opcion: 'OTRA', otra: amountText(cents) };
}

export const CREDIT_ESTADOS = ['pagos', 'proximos', 'futuros', 'activos', 'liquidados', 'generar'] as const;
export type CreditEstado = (typeof CREDIT_ESTADOS)[number];
/** The CrediPrice page's own title (its lists and 'Generar' have theirs below). */
export const CREDIPRICE_TITLE = 'CrediPrice';

/** The contract text she reads and signs at step 7; recorded with her signature (decision 0733). */
export const CREDIT_CONTRACT_VERSION = 'CP-2026-11';

export const creditContractMessages = {
  line: 'La línea de crédito debe ser un número entero de centavos, de 1 a 1500000.',
} as const;

export const creditEstadoTitles: Record<CreditEstado, string> = {
  pagos: 'Pagos realizados',
  proximos: 'Próximos pagos',
  futuros: 'Créditos futuros',
  activos: 'Créditos activos',
  liquidados: 'Créditos liquidados',
  generar: 'Generar referencia de pago',
};

/** A credit as the payment-reference rules see it: the same mapping in the form and on the server. */
export const toPayableCredit = (c: {
  id_credito: string;
  periodos: { atraso: number };
  proximo: { pago: number };
  saldo: { liquida: number };
}): PayableCredit => ({
  id_credito: c.id_credito,
  atraso: c.periodos.atraso,
  minimo: c.proximo.pago,
  liquida: c.saldo.liquida,
});

/** The eligibility codes the shop answers (docs/decisions/0302-eligibility-codes.md). */
export const ELIGIBILITY_CODES = { preAuthorized: 1, withCredit: 3, underRevision: 5, nonAuthorized: 0 } as const;

export const creditTexts = {
  requirements: [
    'Identificación oficial vigente (INE o pasaporte)',
    'Comprobante de domicilio con antigüedad menor a 3 meses',
    'Dos referencias personales con teléfono',
    'Ser socia o socio Price Shoes',
  ],
  benefits: [
    'Línea de crédito de hasta $15,000 pesos',
    'Sin intereses si pagas dentro de los primeros 28 días',
    'Pagos semanales durante 8 semanas',
  ],
} as const;
