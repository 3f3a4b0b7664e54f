import { sumKey, sumsOf } from '../catalog/expressions.js';
import type { MetricExpr } from '../catalog/types.js';
import type { PlannedSum } from '../sql/plan.js';
import type { ColumnDef } from '../storage/schema.js';

const ADDED_LATER = new WeakMap<readonly ColumnDef[], ReadonlySet<string>>();

/** The names of the columns added to the schema later, once per list of columns (a table's, `tableColumns`). */
function addedLater(columns: readonly ColumnDef[]): ReadonlySet<string> {
  let names = ADDED_LATER.get(columns);
  if (names === undefined) {
    names = new Set(columns.filter((c) => c.addedLater).map((c) => c.name));
    ADDED_LATER.set(columns, names);
  }
  return names;
}

/**
 * The sums a plan's metrics read, once each, with the null rule of each (`NullRule` in `sql/plan.ts`): a
 * column added to the schema after data was stored (`addedLater`) is `complete` (null over any row stored
 * before it), every other column `present` (Σ of the values present, null when none is). The SQL compiler and
 * the route index both read this list; neither decides a null rule of its own.
 */
export function plannedSums(
  metrics: readonly { readonly expr: MetricExpr }[],
  columns: readonly ColumnDef[],
): PlannedSum[] {
  const later = addedLater(columns);
  const sums = new Map<string, PlannedSum>();
  for (const leaf of metrics.flatMap((metric) => sumsOf(metric.expr))) {
    const key = sumKey(leaf);
    if (sums.has(key)) continue;
    sums.set(key, {
      key,
      column: leaf.column,
      ...(leaf.kind === 'sumWhere' ? { where: leaf.where } : {}),
      nulls: later.has(leaf.column) ? 'complete' : 'present',
    });
  }
  return [...sums.values()];
}
