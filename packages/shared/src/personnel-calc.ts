// The social-security and housing-fund calculator of the personnel area, beyond what the spec asks. Both sides
// use it: the release pages show the estimate as the demander types, and the server computes the same
// figures again when it stores a demand (never trusting the browser's numbers).
//
// design: amounts are integer hundredths of a yuan (fen); rates are basis points (1/10000). Each part is
// rounded to the fen per person per month, as Chinese payroll statements do, then multiplied out.

export const SB_ITEMS = ['pension', 'medical', 'unemployment', 'injury', 'maternity'] as const;
export type SbItem = (typeof SB_ITEMS)[number];
export const SB_ITEM_LABEL: Record<SbItem, string> = {
  pension: '养老保险',
  medical: '医疗保险',
  unemployment: '失业保险',
  injury: '工伤保险',
  maternity: '生育保险',
};

export type SbRates = Record<SbItem, { company: number; personal: number }>;

export interface CityRate {
  id: number;
  cityName: string;
  year: number;
  sbBaseMin: number;
  sbBaseMax: number;
  sbRates: SbRates;
  gjjBaseMin: number;
  gjjBaseMax: number;
  gjjRateMin: number;
  gjjRateMax: number;
}

export interface CalcLine {
  item: string;
  label: string;
  /** basis points */
  companyRate: number;
  personalRate: number;
  /** per person per month, fen */
  company: number;
  personal: number;
}

export interface CalcResult {
  kind: 'sb' | 'gjj';
  cityName: string;
  year: number;
  /** per person per month, fen */
  base: number;
  headcount: number;
  months: number;
  lines: CalcLine[];
  perPersonCompany: number;
  perPersonPersonal: number;
  /** company + personal, all persons, one month (fen) */
  monthlyTotal: number;
  /** monthlyTotal x months (fen) */
  total: number;
}

export type CalcError = { error: 'base'; min: number; max: number } | { error: 'gjjRate'; min: number; max: number };

const part = (base: number, bp: number) => Math.round((base * bp) / 10000);

/** Fen to yuan text with two decimals. */
export const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;

/**
 * The contributions of `headcount` people on a monthly `base` for `months` months in the city. The base
 * must lie within the city's limits (design: refused rather than silently clamped, so the demand says
 * what the demander meant); the housing-fund rate must lie within the city's range (default its lowest).
 */
export function calculate(
  rate: CityRate,
  kind: 'sb' | 'gjj',
  input: { base: number; headcount: number; months: number; gjjRate?: number | undefined },
): CalcResult | CalcError {
  const min = kind === 'sb' ? rate.sbBaseMin : rate.gjjBaseMin;
  const max = kind === 'sb' ? rate.sbBaseMax : rate.gjjBaseMax;
  if (!Number.isSafeInteger(input.base) || input.base < min || input.base > max) return { error: 'base', min, max };
  let lines: CalcLine[];
  if (kind === 'sb') {
    lines = SB_ITEMS.map((item) => {
      const r = rate.sbRates[item];
      return {
        item,
        label: SB_ITEM_LABEL[item],
        companyRate: r.company,
        personalRate: r.personal,
        company: part(input.base, r.company),
        personal: part(input.base, r.personal),
      };
    });
  } else {
    const g = input.gjjRate ?? rate.gjjRateMin;
    if (!Number.isInteger(g) || g < rate.gjjRateMin || g > rate.gjjRateMax)
      return { error: 'gjjRate', min: rate.gjjRateMin, max: rate.gjjRateMax };
    lines = [
      { item: 'gjj', label: '住房公积金', companyRate: g, personalRate: g, company: part(input.base, g), personal: part(input.base, g) },
    ];
  }
  const perPersonCompany = lines.reduce((s, l) => s + l.company, 0);
  const perPersonPersonal = lines.reduce((s, l) => s + l.personal, 0);
  const monthlyTotal = (perPersonCompany + perPersonPersonal) * input.headcount;
  return {
    kind,
    cityName: rate.cityName,
    year: rate.year,
    base: input.base,
    headcount: input.headcount,
    months: input.months,
    lines,
    perPersonCompany,
    perPersonPersonal,
    monthlyTotal,
    total: monthlyTotal * input.months,
  };
}

export const isCalcError = (r: CalcResult | CalcError): r is CalcError => 'error' in r;

/** Basis points as a percent text: 1600 -> "16", 75 -> "0.75". */
export const percent = (bp: number) => String(bp / 100);
