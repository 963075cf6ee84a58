import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardInputMessages as m, checkCardInput, formatCardNumber, formatCvc, formatExpiry } from './card-input';

const now = new Date('2026-11-25T18:00:00Z');
const good = { name: 'Guadalupe Hernández', number: '4242 4242 4242 4242', exp: '12/30', cvc: '123' };

describe('the card form as she types (issue 28)', () => {
  it('formats the number in groups of four and the expiry as MM/AA, digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 abc')).toBe('4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
    expect(formatCvc('12a34')).toBe('1234');
  });

  it('says under each field what is missing or wrong, in Spanish', () => {
    expect(checkCardInput(good, now)).toEqual({});
    expect(checkCardInput({ ...good, exp: '1230' }, now)).toEqual({});
    expect(checkCardInput({ name: '', number: '', exp: '', cvc: '' }, now)).toEqual({
      name: m.nameRequired,
      number: m.numberRequired,
      exp: m.expiryRequired,
      cvc: m.cvcRequired,
    });
    expect(checkCardInput({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe(m.numberInvalid);
    expect(checkCardInput({ ...good, exp: '13/30' }, now).exp).toBe(m.expiryInvalid);
    expect(checkCardInput({ ...good, exp: '10/26' }, now).exp).toBe(m.expiryPast);
    expect(checkCardInput({ ...good, exp: '11/26' }, now)).toEqual({});
    expect(checkCardInput({ ...good, cvc: '12' }, now).cvc).toBe(m.cvcInvalid);
  });

  it('property: formatting is idempotent and keeps only digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        expect(formatCardNumber(formatCardNumber(s))).toBe(formatCardNumber(s));
        expect(formatExpiry(formatExpiry(s))).toBe(formatExpiry(s));
        expect(formatCardNumber(s)).toMatch(/^[\d ]*$/);
      }),
    );
  });
});
