import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

describe('pagination of her orders', () => {
  it('shows the first page, the current ± 2 and ellipses', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(7, 20)).toEqual([1, 'gap', 5, 6, 7, 8, 9, 'gap']);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
