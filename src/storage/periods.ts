/**
 * Periods, in one place: the grains, a period as (year, index), the keys used in the manifest and the API
 * (`2024-Q1` for quarters, `2024-01` for months) and the SQL that writes them at ingest, their ordering, a
 * period's identity in maps, and the quarter a month belongs to. Everything that handles a period (ingest,
 * the planner, the shaper, the route index, the generator, fetch) takes it from here.
 */

/** Grain of a period: what `index` counts within the year. */
export type PeriodGrain = 'quarter' | 'month';

/** A period of a grain known from its context: index 1-4 for quarters, 1-12 for months. */
export interface Period {
  readonly year: number;
  readonly index: number;
}

export const PERIODS_PER_YEAR: Readonly<Record<PeriodGrain, number>> = { quarter: 4, month: 12 };

export function quarterKey(year: number, quarter: number): string {
  return `${year}-Q${quarter}`;
}

export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The key of a period of the given grain. */
export function keyOf(period: Period, grain: PeriodGrain): string {
  return grain === 'quarter' ? quarterKey(period.year, period.index) : monthKey(period.year, period.index);
}

/**
 * The `printf` format (DuckDB's, over an INTEGER year and index) writing the same keys as `keyOf`: ingest
 * computes the period key of every record with it.
 */
export const KEY_PRINTF: Readonly<Record<PeriodGrain, string>> = { quarter: '%04d-Q%d', month: '%04d-%02d' };

const KEY_PATTERN: Readonly<Record<PeriodGrain, RegExp>> = {
  quarter: /^(\d{4})-Q([1-4])$/,
  month: /^(\d{4})-(0[1-9]|1[0-2])$/,
};

/** A period key read back as its grain and period (undefined for anything else, e.g. a reference partition). */
export function parsePeriodKey(key: string): { grain: PeriodGrain; period: Period } | undefined {
  for (const grain of ['quarter', 'month'] as const) {
    const match = KEY_PATTERN[grain].exec(key);
    if (match) return { grain, period: { year: Number(match[1]), index: Number(match[2]) } };
  }
  return undefined;
}

/** The quarter (1-4) a month (1-12) belongs to. */
export function quarterOfMonth(month: number): number {
  return Math.ceil(month / 3);
}

/** The three months (1-12) of a quarter (1-4). */
export function monthsOfQuarter(quarter: number): number[] {
  return [1, 2, 3].map((m) => (quarter - 1) * 3 + m);
}

/** A period's position on a line of consecutive periods of its grain. */
export function periodOrdinal(period: Period, grain: PeriodGrain): number {
  return period.year * PERIODS_PER_YEAR[grain] + period.index - 1;
}

export function periodFromOrdinal(ordinal: number, grain: PeriodGrain): Period {
  const n = PERIODS_PER_YEAR[grain];
  return { year: Math.floor(ordinal / n), index: (ordinal % n) + 1 };
}

/** The consecutive periods from `first` to `last` (inclusive) of one grain. */
export function periodsBetween(first: Period, last: Period, grain: PeriodGrain): Period[] {
  const periods: Period[] = [];
  for (let n = periodOrdinal(first, grain); n <= periodOrdinal(last, grain); n += 1)
    periods.push(periodFromOrdinal(n, grain));
  return periods;
}

/**
 * A period's identity among periods of one grain, as a number (a map key; the shaper matches engine rows to
 * planned periods by it, the route index its slots). The year and index of an engine row are read as numbers.
 */
export function periodId(year: unknown, index: unknown): number {
  return Number(year) * 16 + Number(index);
}
