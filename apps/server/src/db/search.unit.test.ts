import { describe, expect, it } from 'vitest';
import { containing } from './search.ts';

describe('containing', () => {
  it('makes the user’s wildcard characters literal', () => {
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containing('张三')).toBe('%张三%');
  });
});
