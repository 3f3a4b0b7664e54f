/**
 * Periods as the explorer offers them: the loaded ones (from `/support/coverage`), picked as a first and last
 * period, and written as the API's time parameters (one period: year + month or quarter; several: a range).
 */
export type Grain = 'month' | 'quarter';

export interface Period {
  readonly year: number;
  /** Month 1-12 or quarter 1-4, as the grain says. */
  readonly index: number;
}

/** Every time parameter the period pickers write (specific-period lists stay plain parameters). */
export const PERIOD_PARAMETERS = [
  'year',
  'quarter',
  'month',
  'start_year',
  'start_quarter',
  'start_month',
  'end_year',
  'end_quarter',
  'end_month',
] as const;

/** Every parameter of a time mode: the pickers' and the specific-period lists. */
export const TIME_MODE_PARAMETERS: readonly string[] = [...PERIOD_PARAMETERS, 'months', 'quarters'];

const perYear = (grain: Grain): number => (grain === 'month' ? 12 : 4);
const ordinal = (period: Period, grain: Grain): number => period.year * perYear(grain) + period.index - 1;
const fromOrdinal = (value: number, grain: Grain): Period => ({
  year: Math.floor(value / perYear(grain)),
  index: (value % perYear(grain)) + 1,
});

/** `2025-07` (month) or `2025-Q3` (quarter), as `/support/coverage` writes them. */
export function parsePeriod(text: string): { period: Period; grain: Grain } | undefined {
  const match = /^(\d{4})-(Q?)(\d{1,2})$/.exec(text);
  if (match === null) return undefined;
  const grain: Grain = match[2] === 'Q' ? 'quarter' : 'month';
  const index = Number(match[3]);
  if (index < 1 || index > perYear(grain)) return undefined;
  return { period: { year: Number(match[1]), index }, grain };
}

export function formatPeriod(period: Period, grain: Grain): string {
  return grain === 'month'
    ? `${period.year}-${String(period.index).padStart(2, '0')}`
    : `${period.year}-Q${period.index}`;
}

export const samePeriod = (a: Period, b: Period): boolean => a.year === b.year && a.index === b.index;

/** The periods from first to last, inclusive. */
export function periodsBetween(first: Period, last: Period, grain: Grain): Period[] {
  const periods: Period[] = [];
  for (let value = ordinal(first, grain); value <= ordinal(last, grain); value += 1) {
    periods.push(fromOrdinal(value, grain));
  }
  return periods;
}

/** The API's time parameters for a first and last period: a single period when they are the same. */
export function timeParameters(from: Period, to: Period, grain: Grain): Array<[string, string]> {
  if (samePeriod(from, to)) {
    return [
      ['year', String(from.year)],
      [grain, String(from.index)],
    ];
  }
  return [
    ['start_year', String(from.year)],
    [`start_${grain}`, String(from.index)],
    ['end_year', String(to.year)],
    [`end_${grain}`, String(to.index)],
  ];
}

/** The first and last period the time parameters name, when they are a single period or a range. */
export function periodsOf(
  parameters: ReadonlyMap<string, string>,
  grain: Grain,
): { from: Period; to: Period } | undefined {
  const number = (name: string): number | undefined => {
    const text = parameters.get(name);
    return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
  };
  const year = number('year');
  const index = number(grain);
  if (year !== undefined && index !== undefined) return { from: { year, index }, to: { year, index } };
  const startYear = number('start_year');
  const startIndex = number(`start_${grain}`);
  const endYear = number('end_year');
  const endIndex = number(`end_${grain}`);
  if (
    startYear === undefined ||
    startIndex === undefined ||
    endYear === undefined ||
    endIndex === undefined
  ) {
    return undefined;
  }
  return { from: { year: startYear, index: startIndex }, to: { year: endYear, index: endIndex } };
}

/** A period's first day, for time axes. */
export function periodDate(period: Period, grain: Grain): Date {
  return new Date(Date.UTC(period.year, grain === 'month' ? period.index - 1 : (period.index - 1) * 3, 1));
}
