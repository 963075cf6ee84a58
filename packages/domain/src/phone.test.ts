import { describe, expect, it } from 'vitest';
import { formatPhone, telHref, typedPhone, whatsappHref } from './phone';

describe('one phone format', () => {
  it('groups Mexican numbers as Mexico writes them, with the country code', () => {
    expect(formatPhone('525587654321')).toBe('+52 55 8765 4321');
    expect(formatPhone('5587654321')).toBe('+52 55 8765 4321');
    expect(formatPhone('+52 55 8765 4321')).toBe('+52 55 8765 4321');
    expect(formatPhone('523312345678')).toBe('+52 33 1234 5678');
    expect(formatPhone('522221234567')).toBe('+52 222 123 4567');
  });
  it('shows toll-free numbers without the country code', () => {
    expect(formatPhone('800 400 3030')).toBe('800 400 3030');
    expect(formatPhone('8004003030')).toBe('800 400 3030');
  });
  it('leaves what is not a Mexican number as it was', () => {
    expect(formatPhone(' 12345 ')).toBe('12345');
  });
  it('dials with tel: and chats with WhatsApp', () => {
    expect(telHref('525587654321')).toBe('tel:+525587654321');
    expect(telHref('800 400 3030')).toBe('tel:8004003030');
    expect(whatsappHref('525587654321', 'Hola')).toBe('https://wa.me/525587654321?text=Hola');
    expect(whatsappHref('800 400 3030')).toBeNull();
  });
});

describe('the phone field (decision 0741)', () => {
  it('groups the national digits as she types them, dropping the country code and punctuation', () => {
    expect(typedPhone('5')).toBe('5');
    expect(typedPhone('5587')).toBe('55 87');
    expect(typedPhone('5587654321')).toBe('55 8765 4321');
    expect(typedPhone('525587654321')).toBe('55 8765 4321');
    expect(typedPhone('+52 (55) 8765-4321')).toBe('55 8765 4321');
    expect(typedPhone('2221234567')).toBe('222 123 4567');
    expect(typedPhone('55a87')).toBe('55 87');
    expect(typedPhone('12345678901')).toBe('12345678901');
  });
});
