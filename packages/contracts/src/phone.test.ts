import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readPhone } from './phone';
import { contactBody } from './contacts';
import { customStoreEditBody } from './custom-stores';

describe('one phone rule (decision 0741)', () => {
  it('reads ten digits however she writes them, and answers 52 and the ten digits', () => {
    for (const typed of [
      '5587654321',
      '55 8765 4321',
      '55-8765-4321',
      '(55) 8765 4321',
      '+52 55 8765 4321',
      '525587654321',
      '+52 1 55 8765 4321',
    ])
      expect(readPhone(typed)).toEqual({ phone: '525587654321' });
    expect(readPhone('222 123 4567')).toEqual({ phone: '522221234567' });
  });
  it('says required, incomplete or invalid', () => {
    expect(readPhone('')).toEqual({ issue: 'required' });
    expect(readPhone('   ')).toEqual({ issue: 'required' });
    expect(readPhone('52')).toEqual({ issue: 'incomplete' });
    expect(readPhone('55 8765 432')).toEqual({ issue: 'incomplete' });
    expect(readPhone('55876543ab')).toEqual({ issue: 'invalid' });
    expect(readPhone('55876543210')).toEqual({ issue: 'invalid' });
    expect(readPhone('0187654321')).toEqual({ issue: 'invalid' });
    expect(readPhone('+1 555 876 5432')).toEqual({ issue: 'invalid' });
    expect(readPhone('55\u00008765 4321')).toEqual({ issue: 'invalid' });
  });
  it('answers only 52 and ten digits, for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const read = readPhone(text);
        if ('phone' in read) expect(read.phone).toMatch(/^52[2-9]\d{9}$/);
      }),
    );
  });
  it("the client form's empty Celular is 'Tu número de celular es requerido' (reseller-area.md §5)", () => {
    const parsed = contactBody.safeParse({ first_name: 'Lucía', last_name: 'Hernández', phone: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.find((i) => i.path[0] === 'phone')!.message).toBe('Tu número de celular es requerido');
    const short = contactBody.safeParse({ first_name: 'Lucía', last_name: 'Hernández', phone: '55 1234' });
    expect(short.error!.issues[0]!.message).toBe('Tu número de celular esta incompleto');
    expect(contactBody.parse({ first_name: 'Lucía', last_name: 'Hernández', phone: '55 1234 5678' }).phone).toBe(
      '525512345678',
    );
  });
  it("the store's contact phone takes ten digits and words its refusals its own way (§5)", () => {
    const base = {
      welcome_message: 'Hola',
      email: 'a@b.mx',
      display_inventory_darkstore: false,
      display_inventory_favorite_store: false,
    };
    expect(customStoreEditBody.parse({ ...base, phone: '5587654321' }).phone).toBe('525587654321');
    expect(customStoreEditBody.safeParse({ ...base, phone: '' }).error!.issues[0]!.message).toBe(
      'Tu celular de contacto es requerido',
    );
    expect(customStoreEditBody.safeParse({ ...base, phone: '55 87' }).error!.issues[0]!.message).toBe(
      'Tu celular de contacto esta incompleto',
    );
  });
});
