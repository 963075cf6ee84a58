import { describe, expect, it } from 'vitest';
import {
  creditList,
  creditStatus,
  evaluateCredit,
  installmentAmounts,
  lineNextPayment,
  overdueInUnit,
  overdueText,
  periodDate,
  summarizeLine,
  usableLimit,
  type CreditPayment,
  type CreditTerms,
} from './credit';

// The worked examples of docs/credit-model.md, figure for figure.
const weekly = (id: string, startDate: string, over: Partial<CreditTerms> = {}): CreditTerms => ({
  id,
  startDate,
  periodo: 'Semanal',
  installments: 8,
  principal: 120_000,
  interest: 18_000,
  lateRateBps: 1000,
  ...over,
});
const pago = (date: string, amount: number): CreditPayment => ({ date, amount, kind: 'pago' });

describe('periods and installments', () => {
  it('puts weekly, fortnightly, daily and monthly due dates one period apart, months clamped to their end', () => {
    expect([1, 2, 8].map((n) => periodDate('2026-10-22', 'Semanal', n))).toEqual([
      '2026-10-29',
      '2026-11-05',
      '2026-12-17',
    ]);
    expect([1, 4].map((n) => periodDate('2026-11-01', 'Quincenal', n))).toEqual(['2026-11-16', '2026-12-31']);
    expect([1, 31].map((n) => periodDate('2026-11-01', 'Diario', n))).toEqual(['2026-11-02', '2026-12-02']);
    expect([1, 2, 3].map((n) => periodDate('2026-01-31', 'Mensual', n))).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('splits the total evenly with the odd centavos on the last installment', () => {
    expect(installmentAmounts(138_000, 8)).toEqual(Array(8).fill(17_250));
    expect(installmentAmounts(100_001, 2)).toEqual([50_000, 50_001]);
    expect(installmentAmounts(100_000, 3)).toEqual([33_333, 33_333, 33_334]);
  });
});

describe('example 1: a weekly credit paid on time and settled inside the 28 interest-free days', () => {
  const terms = weekly('1001', '2026-10-01');
  const payments = [pago('2026-10-08', 17_250), pago('2026-10-15', 17_250), pago('2026-10-22', 17_250)];

  it('on 24 Oct asks for the next installment as minimum and only the unpaid capital to settle', () => {
    const c = evaluateCredit(terms, payments, '2026-10-24');
    expect(c.pago).toBe(17_250);
    expect(c.periodos.atraso).toBe(0);
    expect(c.proximo).toEqual({ pago: 17_250, fecha: '2026-10-29' });
    expect(c.saldo).toEqual({ inicial: 138_000, final: 86_250, liquida: 68_250, capital: 68_250 });
    expect(c.fecha).toEqual({ inicio: '2026-10-01', liquida: null, pago: '2026-10-22', finalizacion: '2026-11-26' });
  });

  it('paying that capital on 27 Oct settles it and forgives the $180.00 of interest', () => {
    const c = evaluateCredit(terms, [...payments, pago('2026-10-27', 68_250)], '2026-11-21');
    expect(c.liquidado).toBe(true);
    expect(c.fecha.liquida).toBe('2026-10-27');
    expect(c.pagado).toEqual({ moratorio: 0, extemporaneo: 0, credito: 120_000, bonificado: 18_000 });
    expect(c.saldo).toEqual({ inicial: 138_000, final: 0, liquida: 0, capital: 0 });
    expect(c.proximo).toEqual({ pago: 0, fecha: null });
    expect(c.sobrante).toBe(0);
  });

  it('paying $17.50 more than that is kept as a balance in favour', () => {
    const c = evaluateCredit(terms, [...payments, pago('2026-10-27', 70_000)], '2026-11-21');
    expect(c.liquidado).toBe(true);
    expect(c.sobrante).toBe(1_750);
  });

  it('after the 28th day the same credit settles only with the interest', () => {
    const c = evaluateCredit(terms, payments, '2026-10-30');
    expect(c.saldo.capital).toBe(68_250);
    // 29 Oct closed with installment 4 unpaid: moratorio 10% of $172.50.
    expect(c.moratorioPendiente).toBe(1_725);
    expect(c.saldo.liquida).toBe(1_725 + 86_250);
  });
});

describe('example 2: a weekly credit three periods overdue', () => {
  const terms = weekly('1002', '2026-10-22');
  const payments = [pago('2026-10-29', 17_250)];

  it('on 21 Nov counts 3 overdue periods, their moratorio, the minimum and the amount to settle', () => {
    const c = evaluateCredit(terms, payments, '2026-11-21');
    expect(c.periodos.atraso).toBe(3);
    expect(overdueText(c.periodos.atraso)).toBe('3 Periodos de atraso');
    // 5 Nov: 10% of 172.50; 12 Nov: 10% of 345.00; 19 Nov: 10% of 517.50.
    expect(c.moratorioPendiente).toBe(1_725 + 3_450 + 5_175);
    expect(c.proximo).toEqual({ pago: 10_350 + 51_750 + 17_250, fecha: '2026-11-26' });
    expect(c.saldo).toEqual({ inicial: 138_000, final: 120_750, liquida: 10_350 + 120_750, capital: 102_750 });
  });

  it('paying the minimum that day covers the moratorio first, then the late installments, and brings it up to date', () => {
    const c = evaluateCredit(terms, [...payments, pago('2026-11-21', 79_350)], '2026-11-21');
    expect(c.periodos.atraso).toBe(0);
    expect(c.pagado).toEqual({ moratorio: 10_350, extemporaneo: 51_750, credito: 34_500, bonificado: 0 });
    expect(c.proximo).toEqual({ pago: 17_250, fecha: '2026-12-03' });
    expect(c.saldo.final).toBe(51_750);
  });

  it('a payment short of the moratorio leaves the periods overdue', () => {
    const c = evaluateCredit(terms, [...payments, pago('2026-11-21', 5_000)], '2026-11-21');
    expect(c.periodos.atraso).toBe(3);
    expect(c.moratorioPendiente).toBe(5_350);
    expect(c.pagado.moratorio).toBe(5_000);
  });

  it('one overdue period reads in the singular', () => {
    expect(overdueText(1)).toBe('1 Periodo de atraso');
    expect(evaluateCredit(terms, payments, '2026-11-06').periodos.atraso).toBe(1);
  });
});

describe('example 3: other periods', () => {
  it('a daily plan with no payments is 3 days overdue on its 4th day', () => {
    const c = evaluateCredit(
      {
        id: '1003',
        startDate: '2026-11-01',
        periodo: 'Diario',
        installments: 56,
        principal: 56_000,
        interest: 0,
        lateRateBps: 0,
      },
      [],
      '2026-11-05',
    );
    expect(c.periodos.atraso).toBe(3);
    expect(c.proximo).toEqual({ pago: 4_000, fecha: '2026-11-05' });
    expect(c.fecha.finalizacion).toBe('2026-12-27');
  });

  it('a monthly plan carries its odd centavo to the last installment and, once past its end, is due today', () => {
    const terms: CreditTerms = {
      id: '1004',
      startDate: '2026-01-31',
      periodo: 'Mensual',
      installments: 2,
      principal: 90_000,
      interest: 10_001,
      lateRateBps: 500,
    };
    const c = evaluateCredit(terms, [pago('2026-02-27', 50_000)], '2026-04-02');
    expect(c.periodos.atraso).toBe(1);
    // 31 Mar closed with 500.01 overdue: 5% = 25.0005 → 25.00; 30 Apr has not closed yet.
    expect(c.moratorioPendiente).toBe(2_500);
    expect(c.proximo).toEqual({ pago: 2_500 + 50_001, fecha: '2026-04-02' });
  });

  it('a forgiven amount (bonificación) lowers the balance without counting as a payment', () => {
    const terms = weekly('1005', '2026-11-01', { periodo: 'Quincenal', installments: 4 });
    const c = evaluateCredit(terms, [{ date: '2026-11-10', amount: 10_000, kind: 'bonificacion' }], '2026-11-12');
    expect(c.pagado.bonificado).toBe(10_000);
    expect(c.fecha.pago).toBeNull();
    expect(c.proximo).toEqual({ pago: 34_500 - 10_000, fecha: '2026-11-16' });
    expect(c.saldo.capital).toBe(110_000);
  });
});

describe('lists and the line summary', () => {
  const today = '2026-11-21';
  // Late on 15 Oct (moratorio $17.25), then settled on 20 Oct with the moratorio and the capital.
  const settled = evaluateCredit(
    weekly('2001', '2026-10-01'),
    [pago('2026-10-08', 17_250), pago('2026-10-20', 1_725 + 102_750)],
    today,
  );
  const overdue = evaluateCredit(weekly('2002', '2026-10-22'), [pago('2026-10-29', 17_250)], today);
  const upToDate = evaluateCredit(weekly('2003', '2026-11-19', { principal: 40_000, interest: 6_000 }), [], today);
  // Up to date, next payment on 23 Nov: before the overdue credit's next date (26 Nov), yet listed after it.
  const soon = evaluateCredit(
    weekly('2000', '2026-11-09', { principal: 40_000, interest: 6_000 }),
    [pago('2026-11-16', 5_750)],
    today,
  );
  const monthly = evaluateCredit(
    {
      id: '2004',
      startDate: '2026-11-10',
      periodo: 'Mensual',
      installments: 2,
      principal: 200_000,
      interest: 30_000,
      lateRateBps: 1000,
    },
    [],
    today,
  );
  const all = [monthly, settled, upToDate, overdue, soon];
  const ids = (list: Parameters<typeof creditList>[0]) => creditList(list, all, today).map((c) => c.id_credito);

  it('sorts each list by its own rule', () => {
    expect(soon.proximo.fecha).toBe('2026-11-23');
    expect(ids('activos')).toEqual(['2002', '2000', '2003', '2004']);
    expect(ids('generar')).toEqual(['2002', '2000', '2003', '2004']);
    expect(ids('proximos')).toEqual(['2002', '2000', '2003']);
    expect(ids('futuros')).toEqual(['2004']);
    expect(ids('liquidados')).toEqual(['2001']);
    expect(ids('pagos')).toEqual(['2000', '2002', '2001']);
  });

  it('takes the capital of open credits off the line and adds up their payments', () => {
    const s = summarizeLine(1_500_000, [monthly, settled, upToDate, overdue]);
    expect(s.linea).toEqual({ credito: 1_500_000, disponible: 1_500_000 - 102_750 - 40_000 - 200_000 });
    expect(s.estado).toBe('Con atraso');
    expect(s.proximo.pago).toBe(overdue.proximo.pago + upToDate.proximo.pago + monthly.proximo.pago);
    expect(s.saldo).toEqual({
      liquida: overdue.saldo.liquida + upToDate.saldo.liquida + monthly.saldo.liquida,
      final: overdue.saldo.final + upToDate.saldo.final + monthly.saldo.final,
    });
    expect(settled.liquidado).toBe(true);
    expect(settled.pagado).toEqual({ moratorio: 1_725, extemporaneo: 17_250, credito: 102_750, bonificado: 18_000 });
    expect(summarizeLine(1_500_000, [settled, upToDate]).estado).toBe('Al corriente');
  });
});

describe('credit status from its code', () => {
  it('checks 5, then 3 and 6, before the 1–11 range', () => {
    expect(creditStatus(5)).toBe('UNDER_REVISION');
    expect(creditStatus(3)).toBe('WITH_CREDIT');
    expect(creditStatus(6)).toBe('WITH_CREDIT');
    expect([1, 2, 4, 7, 11].map(creditStatus)).toEqual(Array(5).fill('PRE_AUTHORIZED'));
    expect([0, 12, -1, 2.5].map(creditStatus)).toEqual(Array(4).fill('NON_AUTHORIZED'));
  });
});

describe('the overdue count in the credit’s own unit (spec §9)', () => {
  it('names weeks, months, fortnights or days, singular for one', () => {
    expect(overdueInUnit(3, 'Semanal')).toBe('3 semanas');
    expect(overdueInUnit(1, 'Semanal')).toBe('1 semana');
    expect(overdueInUnit(2, 'Mensual')).toBe('2 meses');
    expect(overdueInUnit(1, 'Quincenal')).toBe('1 quincena');
    expect(overdueInUnit(5, 'Diario')).toBe('5 días');
  });
});

describe("the line's next payment ('Hoy')", () => {
  it('lends only once WITH_CREDIT, and has no next payment without a line', () => {
    expect(usableLimit(null)).toBe(0);
    expect(usableLimit({ statusCode: 5, limitCents: 500_000 })).toBe(0);
    expect(usableLimit({ statusCode: 3, limitCents: 500_000 })).toBe(500_000);
    expect(lineNextPayment(0, [evaluateCredit(weekly('1', '2026-10-01'), [], '2026-10-05')])).toBeNull();
  });

  it("sums the open credits' next payments, dates it by the earliest, and says when the line is late", () => {
    const today = '2026-10-20';
    const early = evaluateCredit(weekly('1', '2026-10-01'), [], today);
    const late = evaluateCredit(weekly('2', '2026-10-15'), [], today);
    const next = lineNextPayment(500_000, [early, late])!;
    expect(next.next_payment.amount).toBe(early.proximo.pago + late.proximo.pago);
    expect(next.next_payment.due_date).toBe([early.proximo.fecha!, late.proximo.fecha!].sort()[0]);
    expect(next.overdue).toBe(early.periodos.atraso > 0);
    expect(next.estado).toBe(next.overdue ? 'Con atraso' : 'Al corriente');
    expect(early.periodos.atraso).toBeGreaterThan(0);
  });
});
