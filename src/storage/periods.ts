/** Period keys used in the manifest and the API: `2024-Q1` for quarters, `2024-01` for months. */

export interface Period {
  readonly year: number;
  readonly quarter?: number;
  readonly month?: number;
}

export function quarterKey(year: number, quarter: number): string {
  return `${year}-Q${quarter}`;
}

export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
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

export function quarterOfMonth(month: number): number {
  return Math.ceil(month / 3);
}

/** Orders periods chronologically (quarters and months of one grain). */
export function comparePeriods(a: Period, b: Period): number {
  return a.year - b.year || (a.quarter ?? 0) - (b.quarter ?? 0) || (a.month ?? 0) - (b.month ?? 0);
}
