import { describe, expect, it } from 'vitest';
import { choiceForAmount, evaluatePaymentPlan, orderForPayment, otraIssue, type PayableCredit } from './credit';

const upToDate: PayableCredit = { id_credito: 'A', atraso: 0, minimo: 17_250, liquida: 68_250 };
const other: PayableCredit = { id_credito: 'B', atraso: 0, minimo: 11_500, liquida: 80_500 };
const overdue: PayableCredit = { id_credito: 'C', atraso: 3, minimo: 79_350, liquida: 131_100 };

describe('the OTRA amount', () => {
  it('is read by the one amount parser, never through floating point, with the spec messages', () => {
    expect(otraIssue('0.1', 100_000)).toEqual({ cents: 10 });
    expect(otraIssue('172.5', 100_000)).toEqual({ cents: 17_250 });
    expect(otraIssue(' $1,234.56 ', 200_000)).toEqual({ cents: 123_456 });
    for (const bad of ['1.234', '-5', '1e3', 'abc'])
      expect(otraIssue(bad, 100_000)).toEqual({ message: 'Por favor ingresa un valor válido' });
    expect(otraIssue('0', 100_000)).toEqual({ message: 'Por favor ingresa un valor mayor a 0' });
    expect(otraIssue('1000.01', 100_000)).toEqual({
      message: 'El monto ingresado es incorrecto. (Máximo "Importe para liquidar")',
    });
  });
});

describe('the payment-reference rules', () => {
  it('adds up the minimum, the amount to settle and another amount of up-to-date credits', () => {
    const plan = evaluatePaymentPlan([upToDate, other], {
      A: { opcion: 'MINIMO' },
      B: { opcion: 'OTRA', otra: '100.5' },
    });
    expect(plan.lines).toEqual([
      { id_credito: 'A', importe: 17_250 },
      { id_credito: 'B', importe: 10_050 },
    ]);
    expect(plan.total).toBe(27_300);
    expect(plan.submitError).toBeNull();
    expect(evaluatePaymentPlan([upToDate], { A: { opcion: 'LIQUIDAR' } }).total).toBe(68_250);
  });

  it('checks another amount: required, valid, above 0 and at most the amount to settle', () => {
    const err = (otra: string | undefined) =>
      evaluatePaymentPlan([upToDate], { A: { opcion: 'OTRA', otra } }).creditErrors.A;
    expect(err(undefined)).toBe(
      'En caso de no querer abonar este credito haz click en “No generar pago para este crédito”',
    );
    expect(err('  ')).toBe('En caso de no querer abonar este credito haz click en “No generar pago para este crédito”');
    expect(err('doce')).toBe('Por favor ingresa un valor válido');
    expect(err('1'.repeat(256))).toBe('Por favor ingresa un valor válido');
    expect(err('0')).toBe('Por favor ingresa un valor mayor a 0');
    expect(err('682.51')).toBe('El monto ingresado es incorrecto. (Máximo "Importe para liquidar")');
    expect(err('682.50')).toBeUndefined();
  });

  it('while a credit is overdue, the others cannot be paid and the overdue one has no other amount', () => {
    const plan = evaluatePaymentPlan([upToDate, overdue], { A: { opcion: 'MINIMO' }, C: { opcion: 'MINIMO' } });
    expect(plan.creditErrors.A).toBe('Paga tus créditos atrasados para pagar este crédito');
    expect(plan.submitError).toBe('Paga tus créditos atrasados para pagar este crédito');
    const otra = evaluatePaymentPlan([overdue], { C: { opcion: 'OTRA', otra: '900' } });
    expect(otra.creditErrors.C).toBe('Para un crédito atrasado elige el pago mínimo o el importe para liquidar.');
  });

  it('cannot be submitted with an overdue credit left uncovered, or with a total of 0', () => {
    expect(evaluatePaymentPlan([upToDate, overdue], {}).submitError).toBe(
      'Cubre al menos el pago mínimo de cada crédito atrasado para generar tu referencia.',
    );
    expect(evaluatePaymentPlan([upToDate], { A: { opcion: 'NO' } }).submitError).toBe(
      'Elige al menos un crédito con un importe mayor a 0 para generar tu referencia.',
    );
    const ok = evaluatePaymentPlan([upToDate, overdue], { A: { opcion: 'NO' }, C: { opcion: 'LIQUIDAR' } });
    expect(ok.submitError).toBeNull();
    expect(ok.total).toBe(131_100);
  });

  it('puts overdue credits first', () => {
    expect(orderForPayment([upToDate, overdue, other]).map((c) => c.id_credito)).toEqual(['C', 'A', 'B']);
  });

  it('reads an amount sent to the server as the option it matches', () => {
    expect(choiceForAmount(overdue, 79_350)).toEqual({ opcion: 'MINIMO' });
    expect(choiceForAmount(overdue, 131_100)).toEqual({ opcion: 'LIQUIDAR' });
    expect(choiceForAmount(overdue, 0)).toEqual({ opcion: 'NO' });
    expect(choiceForAmount(overdue, 80_005)).toEqual({ opcion: 'OTRA', otra: '800.05' });
  });
});
