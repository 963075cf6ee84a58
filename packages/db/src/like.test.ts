import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like';

describe('like patterns', () => {
  it("match a customer's %, _ and \\ literally", () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });
});
