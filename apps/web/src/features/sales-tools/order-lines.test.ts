import { describe, expect, it } from 'vitest';
import { matchSize, parseOrderLines } from './order-lines';

describe('pasted order lines', () => {
  it('reads ID, size and quantity with the separators customers use', () => {
    expect(parseOrderLines('210001, 24, 2\n210002;25.5;1\n\n210003 M 3\n210004\ttalla 26\tcant 4')).toEqual([
      { productId: '210001', size: '24', qty: 2 },
      { productId: '210002', size: '25.5', qty: 1 },
      { productId: '210003', size: 'M', qty: 3 },
      { productId: '210004', size: '26', qty: 4 },
    ]);
  });
  it('takes 1 for a missing or out-of-range quantity and skips lines without an ID', () => {
    expect(parseOrderLines('210001, 24\n210002, 25, 80\n---\n')).toEqual([
      { productId: '210001', size: '24', qty: 1 },
      { productId: '210002', size: '25', qty: 1 },
    ]);
  });
  it('stops at 20 lines', () => {
    expect(parseOrderLines(Array.from({ length: 30 }, () => '210001, 24, 1').join('\n'))).toHaveLength(20);
  });
  it('matches a written size to an option by size or label', () => {
    const options = [
      { size: '24', size_label: '24 MX' },
      { size: '24.5', size_label: '24.5 MX' },
    ];
    expect(matchSize(options, '24.5')).toBe(options[1]);
    expect(matchSize(options, '24 mx')).toBe(options[0]);
    expect(matchSize(options, '27')).toBeUndefined();
  });
});
