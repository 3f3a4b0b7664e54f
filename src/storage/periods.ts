/**
 * Periods, in one place: the grains, a period as (year, index), the keys used in the manifest and the API
 * (`2024-Q1` for quarters, `2024-01` for months), their ordering and the quarter a month belongs to.
 */

/** Grain of a period: what `index` counts within the year. */
export type PeriodGrain = 'quarter' | 'month';

/** A period of a known grain: index 1-4 for quarters, 1-12 for months. */
export interface PeriodRef {
  readonly year: number;
  readonly index: number;
}

/** A period key read back: the year and either its quarter or its month. */
export interface Period {
  readonly year: number;
  readonly quarter?: number;
  readonly month?: number;
}

export const PERIODS_PER_YEAR: Readonly<Record<PeriodGrain, number>> = { quarter: 4, month: 12 };

export function quarterKey(year: number, quarter: number): string {
  return `${year}-Q${quarter}`;
}

export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The key of a period of the given grain. */
export function keyOf(period: PeriodRef, grain: PeriodGrain): string {
  return grain === 'quarter' ? quarterKey(period.year, period.index) : monthKey(period.year, period.index);
}

export function periodKey(period: Period): string {
  if (period.month !== undefined) return monthKey(period.year, period.month);
  if (period.quarter !== undefined) return quarterKey(period.year, period.quarter);
  return String(period.year);
}

const QUARTER_KEY = /^(\d{4})-Q([1-4])$/;
const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parsePeriodKey(key: string): Period | undefined {
  const q = QUARTER_KEY.exec(key);
  if (q) return { year: Number(q[1]), quarter: Number(q[2]) };
  const mo = MONTH_KEY.exec(key);
  if (mo) return { year: Number(mo[1]), month: Number(mo[2]) };
  return undefined;
}

/** A period key as a grain and a PeriodRef (undefined for anything else, e.g. a reference partition). */
export function refOfKey(key: string): { grain: PeriodGrain; period: PeriodRef } | undefined {
  const parsed = parsePeriodKey(key);
  if (parsed?.quarter !== undefined)
    return { grain: 'quarter', period: { year: parsed.year, index: parsed.quarter } };
  if (parsed?.month !== undefined)
    return { grain: 'month', period: { year: parsed.year, index: parsed.month } };
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
export function periodOrdinal(period: PeriodRef, grain: PeriodGrain): number {
  return period.year * PERIODS_PER_YEAR[grain] + period.index - 1;
}

export function periodFromOrdinal(ordinal: number, grain: PeriodGrain): PeriodRef {
  const n = PERIODS_PER_YEAR[grain];
  return { year: Math.floor(ordinal / n), index: (ordinal % n) + 1 };
}

/** Orders periods chronologically (quarters and months of one grain). */
export function comparePeriods(a: Period, b: Period): number {
  return a.year - b.year || (a.quarter ?? 0) - (b.quarter ?? 0) || (a.month ?? 0) - (b.month ?? 0);
}
