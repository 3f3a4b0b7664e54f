import { sumKey, sumsOf } from '../catalog/expressions.js';
import type { MetricExpr } from '../catalog/types.js';
import type { PlannedSum } from '../sql/plan.js';

/**
 * The sums a plan's metrics read, once each. Every executor sums each under the one null rule
 * (`storage/null-rule.ts`); none decides a rule of its own.
 */
export function plannedSums(metrics: readonly { readonly expr: MetricExpr }[]): PlannedSum[] {
  const sums = new Map<string, PlannedSum>();
  for (const leaf of metrics.flatMap((metric) => sumsOf(metric.expr))) {
    const key = sumKey(leaf);
    if (sums.has(key)) continue;
    sums.set(key, { key, column: leaf.column, ...(leaf.kind === 'sumWhere' ? { where: leaf.where } : {}) });
  }
  return [...sums.values()];
}
