import type { Row } from '../engines/engine.js';
import type { PlannedComparison } from '../query/compare.js';
import { yearEarlier } from '../query/compare.js';
import { periodId, type Period } from '../storage/periods.js';
import { COLUMNS } from '../sql/columns.js';

/** The answer of the comparison query, for the shapers (compare=previous_year). */
export interface ComparisonRows {
  readonly planned: PlannedComparison;
  readonly rows: readonly Row[];
}

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** 100 x (value - previous) / previous; null when either is null or previous is 0. */
export function changePct(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  return (100 * (value - previous)) / previous;
}

const rowKey = (year: unknown, index: unknown, groups: readonly unknown[]) =>
  `${Number(year)}-${Number(index)}|${JSON.stringify(groups)}`;

export const groupsOf = (row: Row, count: number): unknown[] =>
  Array.from({ length: count }, (_, i) => row[COLUMNS.group(i)] ?? null);

/**
 * Finds the previous value of metric i for a period (undefined: combined) and group values: the earlier
 * row's value, 0 or null (additive or not) when the earlier period is loaded but has no such row, null when
 * the earlier period has no data.
 */
export function previousLookup(
  comparison: ComparisonRows,
  groupCount: number,
): (period: Period | undefined, groups: readonly unknown[], i: number, additive: boolean) => number | null {
  const byKey = new Map(
    comparison.rows.map((row) => [
      rowKey(row[COLUMNS.year], row[COLUMNS.period], groupsOf(row, groupCount)),
      row,
    ]),
  );
  const plan = comparison.planned.plan;
  const answered = new Set((plan?.periods ?? []).map((p) => periodId(p.year, p.index)));
  return (period, groups, i, additive) => {
    if (plan === undefined) return null;
    const earlier = period === undefined ? { year: 0, index: 0 } : yearEarlier(period);
    if (period !== undefined && !answered.has(periodId(earlier.year, earlier.index))) return null;
    const row = byKey.get(rowKey(earlier.year, earlier.index, groups));
    if (row === undefined) return additive ? 0 : null;
    return finiteOrNull(row[plan.metrics[i]!.output]);
  };
}
