import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AMOUNT_MAX_CENTS, amountMessages, amountText, readAmount } from './amount';

const cents = (text: string) => {
  const r = readAmount(text);
  return r.ok ? r.cents : r.message;
};

describe('readAmount: an amount as a person types it in Mexico', () => {
  it('reads the decimal point as centavos, and drops the peso sign, spaces and thousands commas', () => {
    expect(cents('261.58')).toBe(26_158);
    expect(cents('1511.40')).toBe(151_140);
    expect(cents('$1,250')).toBe(125_000);
    expect(cents('1,250.50')).toBe(125_050);
    expect(cents('$ 300')).toBe(30_000);
    expect(cents(' 300 MXN ')).toBe(30_000);
    expect(cents('0.5')).toBe(50);
    expect(cents('$9,999,999.99')).toBe(AMOUNT_MAX_CENTS);
  });

  it('refuses zero, signs, letters, a NUL byte, more than two decimals, a decimal comma and huge texts', () => {
    expect(cents('0')).toBe(amountMessages.zero);
    expect(cents('0.00')).toBe(amountMessages.zero);
    expect(cents('-5')).toBe(amountMessages.invalid);
    expect(cents('+5')).toBe(amountMessages.invalid);
    expect(cents('12a')).toBe(amountMessages.invalid);
    expect(cents('1e3')).toBe(amountMessages.invalid);
    expect(cents('12\u00003')).toBe(amountMessages.invalid);
    expect(cents('261.585')).toBe(amountMessages.decimals);
    expect(cents('261,58')).toBe(amountMessages.decimalComma);
    expect(cents('1,25.00')).toBe(amountMessages.invalid);
    expect(cents('1.2.3')).toBe(amountMessages.invalid);
    expect(cents('')).toBe(amountMessages.required);
    expect(cents('   ')).toBe(amountMessages.required);
    expect(cents('9'.repeat(10_000))).toBe(amountMessages.invalid);
    expect(cents('10000000')).toBe(amountMessages.tooLarge);
  });

  it('reads back exactly what it writes, for every amount it accepts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: AMOUNT_MAX_CENTS }), (n) => {
        expect(readAmount(amountText(n))).toEqual({ ok: true, cents: n });
        // The same amount written with '$' and thousands commas, as formatMoney shows it.
        const pesos = String(Math.floor(n / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        expect(readAmount(`$${pesos}.${String(n % 100).padStart(2, '0')}`)).toEqual({ ok: true, cents: n });
      }),
    );
  });
});
