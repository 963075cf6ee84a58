/**
 * The CrediPrice credit model (docs/credit-model.md has the rules with worked examples).
 *
 * Everything is integer centavos and Mexico City calendar dates ('YYYY-MM-DD'); every figure is derived
 * from the credit's terms, its payments and "today", so the same inputs always give the same answer.
 */
import { addDays, addMonths, dateOfDay, dayNumber } from './mexico-dates';
import { percentOf } from './money';

export const PERIODOS = ['Semanal', 'Quincenal', 'Mensual', 'Diario'] as const;
export type Periodo = (typeof PERIODOS)[number];

/** Spec §9: interest-free if paid within 28 days; weekly payments over 8 weeks; lines up to $15,000. */
export const INTEREST_FREE_DAYS = 28;
export const WEEKLY_INSTALLMENTS = 8;
export const MAX_CREDIT_LINE_CENTS = 1_500_000;
/** Spec §2: credit lists show 6 rows a page. */
export const CREDIT_PAGE_SIZE = 6;
/** A credit whose next payment falls within this many days is "próximo"; later ones are "futuros". */
export const UPCOMING_WINDOW_DAYS = 7;

/** Installments of a credit by its period, so that every plan lasts the same 8 weeks. */
export const INSTALLMENTS_BY_PERIODO: Record<Periodo, number> = {
  Semanal: WEEKLY_INSTALLMENTS,
  Quincenal: 4,
  Mensual: 2,
  Diario: 56,
};

/** Days in a period, or 0 for calendar months. */
const PERIOD_DAYS: Record<Periodo, number> = { Semanal: 7, Quincenal: 15, Diario: 1, Mensual: 0 };

/** The n-th period boundary (due date) after the start. Months are counted from the start (no drift). */
export function periodDate(start: string, periodo: Periodo, n: number): string {
  switch (periodo) {
    case 'Semanal':
      return addDays(start, 7 * n);
    case 'Quincenal':
      return addDays(start, 15 * n);
    case 'Diario':
      return addDays(start, n);
    case 'Mensual':
      return addMonths(start, n);
  }
}

export interface CreditTerms {
  id: string;
  /** The purchase date; the first installment is due one period later. */
  startDate: string;
  periodo: Periodo;
  installments: number;
  /** The cash price financed (capital). */
  principal: number;
  /** The financing charge, spread over the installments and waived when the capital is paid within 28 days. */
  interest: number;
  /** Moratorio: charged at every period boundary on the amount then overdue, in basis points. */
  lateRateBps: number;
}

export interface CreditPayment {
  date: string;
  amount: number;
  /** 'pago': money the customer paid. 'bonificacion': an amount the shop forgave (credited, never cash). */
  kind: 'pago' | 'bonificacion';
}

/** The spec's Credit entity (fecha, periodo, periodos, proximo, saldo, pagado, pago), in centavos. */
export interface CreditState {
  id_credito: string;
  fecha: { inicio: string; liquida: string | null; pago: string | null; finalizacion: string };
  periodo: Periodo;
  periodos: { atraso: number };
  /** Minimum payment to be up to date, and the date it is due. */
  proximo: { pago: number; fecha: string | null };
  /** inicial: capital + interest; final: what is still owed of it; liquida: what settles it today; capital: principal still owed. */
  saldo: { inicial: number; final: number; liquida: number; capital: number };
  /** Where the payments went: moratorio charges, installments paid after their date, installments paid on time, forgiven. */
  pagado: { moratorio: number; extemporaneo: number; credito: number; bonificado: number };
  /** The installment amount of each period. */
  pago: number;
  /** Moratorio charged and not yet paid. */
  moratorioPendiente: number;
  /** Money paid beyond what the credit owed (balance in favour). */
  sobrante: number;
  liquidado: boolean;
}

/** Installment amounts: the total split evenly, the last one taking the centavos that do not divide. */
export function installmentAmounts(total: number, installments: number): number[] {
  const base = Math.floor(total / installments);
  return Array.from({ length: installments }, (_, i) =>
    i === installments - 1 ? total - base * (installments - 1) : base,
  );
}

/**
 * Replays the payments against the schedule up to the end of `today` and reports the credit as of today.
 * Dates are compared as day numbers (integers) inside; the answer carries 'YYYY-MM-DD' strings.
 */
export function evaluateCredit(terms: CreditTerms, payments: readonly CreditPayment[], today: string): CreditState {
  const { startDate, periodo, installments: n, principal, interest } = terms;
  const total = principal + interest;
  const amounts = installmentAmounts(total, n);
  const cumulative: number[] = [];
  amounts.reduce((sum, a, i) => (cumulative[i] = sum + a), 0);
  const start = dayNumber(startDate);
  const todayDay = dayNumber(today);
  const step = PERIOD_DAYS[periodo];
  const monthly: number[] = [];
  /** The k-th period boundary (k = 1..n, and beyond for moratorio) as a day number. */
  const dueDay = (k: number) => (step > 0 ? start + step * k : (monthly[k] ??= dayNumber(addMonths(startDate, k))));
  /** What should have been paid by the end of boundary k. */
  const dueThrough = (k: number) => (k <= 0 ? 0 : cumulative[Math.min(k, n) - 1]!);
  /** Installments whose due date is strictly before `day`. */
  const dueBefore = (day: number) => {
    let k = 0;
    while (k < n && dueDay(k + 1) < day) k++;
    return k;
  };
  const freeUntil = start + INTEREST_FREE_DAYS;

  let applied = 0; // paid towards the installments (cash and forgiven)
  let moratorioPendiente = 0;
  const pagado = { moratorio: 0, extemporaneo: 0, credito: 0, bonificado: 0 };
  let sobrante = 0;
  let lastPayment: string | null = null;
  let settledOn: string | null = null;
  let boundary = 1; // next period boundary to close

  /** Closes every boundary whose day ended before `day`: overdue amounts then accrue moratorio. */
  const closeBoundariesBefore = (day: number) => {
    while (settledOn === null && dueDay(boundary) < day) {
      const overdue = dueThrough(boundary) - applied;
      if (overdue > 0) moratorioPendiente += percentOf(overdue, terms.lateRateBps);
      boundary++;
    }
  };
  const applyToInstallments = (amount: number, day: number) => {
    const x = Math.min(amount, total - applied);
    const late = Math.min(x, Math.max(0, dueThrough(dueBefore(day)) - applied));
    pagado.extemporaneo += late;
    pagado.credito += x - late;
    applied += x;
    return x;
  };
  const settleIfDone = (date: string, day: number) => {
    if (settledOn !== null || moratorioPendiente > 0) return;
    // 28-day rule: the capital paid within the interest-free days settles the credit; the interest is forgiven.
    if (day <= freeUntil && applied >= principal && applied < total) {
      pagado.bonificado += total - applied;
      applied = total;
    }
    if (applied >= total) settledOn = date;
  };

  const ordered = [...payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const p of ordered) {
    const day = dayNumber(p.date);
    if (day > todayDay) continue; // not yet happened
    closeBoundariesBefore(day);
    if (p.kind === 'bonificacion') {
      if (settledOn === null) {
        const x = Math.min(p.amount, total - applied);
        pagado.bonificado += x;
        applied += x;
      }
    } else {
      lastPayment = p.date;
      let rest = p.amount;
      if (settledOn === null) {
        const m = Math.min(rest, moratorioPendiente);
        moratorioPendiente -= m;
        pagado.moratorio += m;
        rest -= m;
        const owed = day <= freeUntil ? Math.max(0, principal - applied) : total - applied;
        rest -= applyToInstallments(Math.min(rest, owed), day);
      }
      sobrante += rest;
    }
    settleIfDone(p.date, day);
  }
  closeBoundariesBefore(todayDay);

  const finalizacion = dateOfDay(dueDay(n));
  const base: Omit<CreditState, 'periodos' | 'proximo' | 'saldo' | 'liquidado'> = {
    id_credito: terms.id,
    fecha: { inicio: startDate, liquida: settledOn, pago: lastPayment, finalizacion },
    periodo,
    pagado,
    pago: amounts[0]!,
    moratorioPendiente,
    sobrante,
  };
  if (settledOn !== null) {
    return {
      ...base,
      periodos: { atraso: 0 },
      proximo: { pago: 0, fecha: null },
      saldo: { inicial: total, final: 0, liquida: 0, capital: 0 },
      liquidado: true,
    };
  }

  const overdueCount = dueBefore(todayDay);
  let atraso = 0;
  for (let k = 1; k <= overdueCount; k++) if (cumulative[k - 1]! > applied) atraso++;
  const arrears = Math.max(0, dueThrough(overdueCount) - applied);
  // The next installment due today or later that is not fully covered yet.
  let nextK = overdueCount + 1;
  while (nextK <= n && cumulative[nextK - 1]! <= applied) nextK++;
  const nextPart = nextK <= n ? cumulative[nextK - 1]! - Math.max(applied, dueThrough(nextK - 1)) : 0;
  const nextDate = nextK <= n ? dateOfDay(dueDay(nextK)) : atraso > 0 ? today : null;

  const capital = Math.max(0, principal - applied);
  const liquida = moratorioPendiente + (todayDay <= freeUntil ? capital : total - applied);
  const minimo = Math.min(liquida, moratorioPendiente + arrears + nextPart);
  return {
    ...base,
    periodos: { atraso },
    proximo: { pago: minimo, fecha: nextDate },
    saldo: { inicial: total, final: total - applied, liquida, capital },
    liquidado: false,
  };
}

/** Spec §5: '{n} Periodo de atraso' (n below 2) or '{n} Periodos de atraso'. */
export function overdueText(periods: number): string {
  return `${periods} ${periods < 2 ? 'Periodo' : 'Periodos'} de atraso`;
}

/** Spec §9: the unit in which a credit's overdue periods are counted. */
const OVERDUE_UNIT: Record<Periodo, { one: string; many: string }> = {
  Semanal: { one: 'semana', many: 'semanas' },
  Mensual: { one: 'mes', many: 'meses' },
  Quincenal: { one: 'quincena', many: 'quincenas' },
  Diario: { one: 'día', many: 'días' },
};

/** The overdue count in the credit's own unit ('3 semanas', '1 quincena'), where a screen names the unit. */
export function overdueInUnit(periods: number, periodo: Periodo): string {
  const unit = OVERDUE_UNIT[periodo];
  return `${periods} ${periods === 1 ? unit.one : unit.many}`;
}

export const CREDIT_LISTS = ['pagos', 'proximos', 'futuros', 'activos', 'liquidados', 'generar'] as const;
export type CreditList = (typeof CREDIT_LISTS)[number];

// Code-unit order: ISO dates and ids sort the same as with localeCompare, without its collator (a page's first use of
// Intl loads ICU's data, 20–50 ms on the main thread: issue 16).
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byDate = (a: string | null, b: string | null) => byText(a ?? '', b ?? '');

/**
 * The credits of one list, in that list's order (spec §2: "sort order depends on the state"):
 * - pagos: credits with payments, the latest payment first;
 * - proximos: open credits overdue (first: their arrears are due now) or with a payment due within 7 days, the soonest first;
 * - futuros: open, up-to-date credits whose next payment is further away, the soonest first;
 * - activos and generar: every open credit, the most overdue first, then by next payment date;
 * - liquidados: settled credits, the latest settled first.
 */
export function creditList<T extends CreditState>(list: CreditList, credits: readonly T[], today: string): T[] {
  const horizon = addDays(today, UPCOMING_WINDOW_DAYS);
  const tie = (a: T, b: T) => byText(a.id_credito, b.id_credito);
  const open = credits.filter((c) => !c.liquidado);
  switch (list) {
    case 'pagos':
      return credits
        .filter((c) => c.fecha.pago !== null)
        .sort((a, b) => byDate(b.fecha.pago, a.fecha.pago) || tie(a, b));
    case 'proximos':
      return open
        .filter((c) => c.periodos.atraso > 0 || (c.proximo.fecha !== null && c.proximo.fecha <= horizon))
        .sort(
          (a, b) =>
            Number(b.periodos.atraso > 0) - Number(a.periodos.atraso > 0) ||
            byDate(a.proximo.fecha, b.proximo.fecha) ||
            tie(a, b),
        );
    case 'futuros':
      return open
        .filter((c) => c.periodos.atraso === 0 && c.proximo.fecha !== null && c.proximo.fecha > horizon)
        .sort((a, b) => byDate(a.proximo.fecha, b.proximo.fecha) || tie(a, b));
    case 'activos':
    case 'generar':
      return open.sort(
        (a, b) => b.periodos.atraso - a.periodos.atraso || byDate(a.proximo.fecha, b.proximo.fecha) || tie(a, b),
      );
    case 'liquidados':
      return credits.filter((c) => c.liquidado).sort((a, b) => byDate(b.fecha.liquida, a.fecha.liquida) || tie(a, b));
  }
}

export interface LineSummary {
  linea: { credito: number; disponible: number };
  sobrante: number;
  estado: string;
  proximo: { pago: number };
  saldo: { liquida: number; final: number };
}

export const LINE_STATES = { upToDate: 'Al corriente', overdue: 'Con atraso', none: 'Sin crédito' } as const;

/**
 * The summary of a line: what is available is the limit less the capital still owed by open credits;
 * the upcoming payments add up the open credits' minimum, balance and amount to settle today.
 */
export function summarizeLine(limit: number, credits: readonly CreditState[]): LineSummary {
  const open = credits.filter((c) => !c.liquidado);
  const sum = (f: (c: CreditState) => number, list: readonly CreditState[] = open) =>
    list.reduce((s, c) => s + f(c), 0);
  const used = sum((c) => c.saldo.capital);
  return {
    linea: { credito: limit, disponible: Math.max(0, limit - used) },
    sobrante: sum((c) => c.sobrante, credits),
    estado:
      limit <= 0
        ? LINE_STATES.none
        : open.some((c) => c.periodos.atraso > 0)
          ? LINE_STATES.overdue
          : LINE_STATES.upToDate,
    proximo: { pago: sum((c) => c.proximo.pago) },
    saldo: { liquida: sum((c) => c.saldo.liquida), final: sum((c) => c.saldo.final) },
  };
}

/** The figures the line's summary card shows, in centavos: what is used is the line less what is available. */
export type LineFigures = ReturnType<typeof lineFigures>;
export function lineFigures(s: LineSummary) {
  return {
    disponible: s.linea.disponible,
    credito: s.linea.credito,
    utilizado: s.linea.credito - s.linea.disponible,
    sobrante: s.sobrante,
    pago: s.proximo.pago,
    saldo: s.saldo.final,
    liquida: s.saldo.liquida,
  };
}

export type CreditStatus = 'PRE_AUTHORIZED' | 'UNDER_REVISION' | 'WITH_CREDIT' | 'NON_AUTHORIZED';

/**
 * Spec §4: 1 to 11 is pre-authorized, 5 under revision, 3 or 6 with credit, anything else non-authorized.
 * The ranges overlap, so the narrower rules are checked first.
 */
export function creditStatus(code: number): CreditStatus {
  if (code === 5) return 'UNDER_REVISION';
  if (code === 3 || code === 6) return 'WITH_CREDIT';
  if (Number.isInteger(code) && code >= 1 && code <= 11) return 'PRE_AUTHORIZED';
  return 'NON_AUTHORIZED';
}

/** What a line lends: its limit once it is WITH_CREDIT, nothing before (or without a line). */
export function usableLimit(line: { statusCode: number; limitCents: number } | null): number {
  return line && creditStatus(line.statusCode) === 'WITH_CREDIT' ? line.limitCents : 0;
}

/**
 * A line's next payment, as 'Hoy' shows it (decision 0760): the summary's proximo.pago and the earliest next date
 * among the open credits; null without a line.
 */
export function lineNextPayment(limit: number, credits: readonly CreditState[]) {
  const s = summarizeLine(limit, credits);
  if (s.estado === LINE_STATES.none) return null;
  const dates = credits
    .filter((c) => !c.liquidado && c.proximo.pago > 0 && c.proximo.fecha !== null)
    .map((c) => c.proximo.fecha!)
    .sort();
  return {
    estado: s.estado,
    next_payment: { amount: s.proximo.pago, due_date: dates[0] ?? null },
    overdue: s.estado === LINE_STATES.overdue,
  };
}

/** Days from the start within which paying the capital settles the credit without interest. */
export function interestFreeUntil(startDate: string): string {
  return addDays(startDate, INTEREST_FREE_DAYS);
}
