import { describe, expect, it } from 'vitest';
import { cleanProductId, isAllowedProductIdKey } from './product-id';

describe('product ID input', () => {
  it('keeps letters and digits, upper case, at most 10', () => {
    expect(cleanProductId(' 210-001 ')).toBe('210001');
    expect(cleanProductId('ab12345678901')).toBe('AB12345678');
  });
  it('lets letters, digits and editing keys through; not symbols or spaces', () => {
    const key = (k: string) => isAllowedProductIdKey({ key: k, ctrlKey: false, metaKey: false, altKey: false });
    expect(key('7')).toBe(true);
    expect(key('a')).toBe(true);
    expect(key('Backspace')).toBe(true);
    expect(key('-')).toBe(false);
    expect(key(' ')).toBe(false);
    expect(isAllowedProductIdKey({ key: 'v', ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
  });
});
