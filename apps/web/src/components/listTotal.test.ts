import { describe, expect, it } from 'vitest';
import { cappedTotalProps, totalText } from './listTotal.ts';

describe('a list total', () => {
  it('prints an exact total as it is and a capped one as 1000+', () => {
    expect(totalText({ recordCount: 37 })).toBe('37');
    expect(totalText({ recordCount: 0 })).toBe('0');
    expect(totalText(undefined)).toBe('0');
    expect(totalText({ recordCount: 1000, recordCountCapped: true })).toBe('1000+');
  });

  it('gives the pager a total line only when the count was capped', () => {
    expect(cappedTotalProps({ recordCount: 1000 })).toEqual({});
    expect(cappedTotalProps(undefined)).toEqual({});
    expect(cappedTotalProps({ recordCount: 1000, recordCountCapped: true }).showTotal?.()).toBe('共 1000+ 条');
  });
});
