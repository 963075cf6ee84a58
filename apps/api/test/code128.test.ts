import { describe, expect, it } from 'vitest';
import { CODE128_BARS, readCode128 } from './code128';

/** A Code128 set C symbol of `digits` (an even count) drawn as one row of 2-pixel modules, as a decoded image. */
function drawnSetC(digits: string) {
  const values = [105, ...(digits.match(/\d\d/g) ?? []).map(Number)];
  const check = values.reduce((acc, v, i) => acc + v * (i === 0 ? 1 : i), 0) % 103;
  const modules = [...values, check, 106].map((v) => String(CODE128_BARS[v])).join('');
  const row = `0000${modules}0000`;
  return { width: row.length * 2, height: 1, dark: (x: number) => row[Math.floor(x / 2)] === '1' };
}

describe('the tests’ Code128 reader', () => {
  it('reads every pair of digits in set C, 99 included (a digit pair there, not a switch of set)', () => {
    for (const digits of ['000024998056', '99', '9999', '0099', '1234567890', '00'])
      expect(readCode128(drawnSetC(digits))).toBe(digits);
  });
});
