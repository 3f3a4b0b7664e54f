import { foldMetric, sumKey } from '../catalog/expressions.js';
import type { MetricDef } from '../catalog/types.js';
import { COLUMNS } from '../sql/columns.js';
import type { PlannedMetric, PlannedSum, PlannedValue } from '../sql/plan.js';

/**
 * The evaluation plan of the `i`-th metric of a request: its output column, and its value over the plan's
 * `sums` (`query/sums.ts`) as a `PlannedValue` — the catalog's `MetricExpr` with each sum leaf resolved to its
 * position in `sums`, a ratio as a quotient (null on a zero denominator), and the normalisation or expansion
 * `factor` applied last. A distribution metric's value is its statistic. Both executors read only this: a new
 * metric in the catalog needs no code in the SQL compiler nor in the route index.
 */
export function plannedMetric(
  metric: MetricDef,
  i: number,
  factor: number,
  sums: readonly PlannedSum[],
): Omit<PlannedMetric, 'distribution'> {
  const position = new Map(sums.map((sum, s) => [sum.key, s]));
  const value: PlannedValue = metric.distribution
    ? { kind: 'distribution' }
    : foldMetric<PlannedValue>(metric.expr, {
        sum: (leaf) => {
          const sum = position.get(sumKey(leaf));
          if (sum === undefined) throw new Error(`${metric.id}: sum ${sumKey(leaf)} is not planned`);
          return { kind: 'sum', sum };
        },
        ratio: (numerator, denominator, scale) =>
          scale === undefined
            ? { kind: 'quotient', numerator, denominator }
            : { kind: 'quotient', numerator, denominator, scale },
        difference: (left, right) => ({ kind: 'difference', left, right }),
      });
  return {
    id: metric.id,
    output: COLUMNS.metric(i),
    value: factor === 1 ? value : { kind: 'scaled', of: value, factor },
    hasShare: metric.hasShare,
  };
}

/**
 * A `PlannedValue` in plain numbers (the route index's evaluation; `sql/grouped-scan.ts` writes the same
 * nodes as SQL): `sum(i)` is the value of `QueryPlan.sums[i]` under its null rule, `distribution()` the
 * metric's statistic.
 */
export function evaluateValue(
  value: PlannedValue,
  sum: (i: number) => number | null,
  distribution: () => number | null,
): number | null {
  const of = (node: PlannedValue) => evaluateValue(node, sum, distribution);
  switch (value.kind) {
    case 'sum':
      return sum(value.sum);
    case 'distribution':
      return distribution();
    case 'quotient': {
      const numerator = of(value.numerator);
      const denominator = of(value.denominator);
      if (numerator === null || denominator === null || denominator === 0) return null;
      return value.scale === undefined ? numerator / denominator : (value.scale * numerator) / denominator;
    }
    case 'difference': {
      const left = of(value.left);
      const right = of(value.right);
      return left === null || right === null ? null : left - right;
    }
    case 'scaled': {
      const base = of(value.of);
      return base === null ? null : base * value.factor;
    }
  }
}
