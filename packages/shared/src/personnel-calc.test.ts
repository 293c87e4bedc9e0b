import { describe, expect, it } from 'vitest';
import { calculate, isCalcError, percent, yuan, type CityRate } from './personnel-calc.ts';
import { zpDeposit } from './actions/personnel.ts';

const hangzhou: CityRate = {
  id: 1,
  cityName: '杭州',
  year: 2025,
  sbBaseMin: 481200,
  sbBaseMax: 2493000,
  sbRates: {
    pension: { company: 1400, personal: 800 },
    medical: { company: 950, personal: 200 },
    unemployment: { company: 50, personal: 50 },
    injury: { company: 20, personal: 0 },
    maternity: { company: 0, personal: 0 },
  },
  gjjBaseMin: 249000,
  gjjBaseMax: 3839000,
  gjjRateMin: 500,
  gjjRateMax: 1200,
};

describe('the social-security and housing-fund calculator', () => {
  it('adds the items per person and multiplies by people and months', () => {
    const r = calculate(hangzhou, 'sb', { base: 600000, headcount: 10, months: 12 });
    if (isCalcError(r)) throw new Error('unexpected');
    expect(r.lines.map((l) => [l.item, l.company, l.personal])).toEqual([
      ['pension', 84000, 48000],
      ['medical', 57000, 12000],
      ['unemployment', 3000, 3000],
      ['injury', 1200, 0],
      ['maternity', 0, 0],
    ]);
    expect(r).toMatchObject({ perPersonCompany: 145200, perPersonPersonal: 63000, monthlyTotal: 2082000, total: 24984000 });
  });

  it('rounds each part to the fen', () => {
    const r = calculate(hangzhou, 'sb', { base: 481233, headcount: 1, months: 1 });
    if (isCalcError(r)) throw new Error('unexpected');
    // 481233 x 0.2 % = 962.466 -> 962
    expect(r.lines.find((l) => l.item === 'injury')?.company).toBe(962);
  });

  it('refuses a base outside the city limits and a housing-fund rate outside its range', () => {
    expect(calculate(hangzhou, 'sb', { base: 481199, headcount: 1, months: 1 })).toEqual({ error: 'base', min: 481200, max: 2493000 });
    expect(calculate(hangzhou, 'gjj', { base: 3839001, headcount: 1, months: 1 })).toEqual({ error: 'base', min: 249000, max: 3839000 });
    expect(calculate(hangzhou, 'gjj', { base: 500000, headcount: 1, months: 1, gjjRate: 1300 })).toEqual({
      error: 'gjjRate',
      min: 500,
      max: 1200,
    });
  });

  it('uses the lowest housing-fund rate by default, the same for company and person', () => {
    const r = calculate(hangzhou, 'gjj', { base: 500000, headcount: 2, months: 3 });
    if (isCalcError(r)) throw new Error('unexpected');
    expect(r.lines).toEqual([expect.objectContaining({ company: 25000, personal: 25000, companyRate: 500 })]);
    expect(r.total).toBe(300000);
  });

  it('formats yuan and percents; the recruitment deposit is 10 % with a floor', () => {
    expect(yuan(145200)).toBe('1452.00');
    expect(yuan(5)).toBe('0.05');
    expect(percent(75)).toBe('0.75');
    expect(zpDeposit(500000)).toBe(50000);
    expect(zpDeposit(20000)).toBe(10000);
  });
});
