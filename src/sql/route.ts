import { COLUMNS } from './columns.js';
import { DerivedTables } from './derived-tables.js';
import { groupedRowsSql, joinDistributionTables, type GroupedScan } from './grouped-scan.js';

/**
 * A route: one row per period with data, metrics straight over the sums. No intermediate step and no
 * ordering (the shaper places rows by period).
 */
export function routeStatement(scan: GroupedScan): string {
  const { plan, q } = scan;
  const metrics = plan.metrics.map(
    (metric, i) => `${scan.valueOf(i, (sum) => scan.sumExpressions[sum] ?? 'NULL')} AS ${q(metric.output)}`,
  );
  return `SELECT ${[...scan.periodSelects, ...metrics].join(', ')}
FROM ${q(plan.table)}
WHERE ${scan.where.join('\n  AND ')}
${scan.groupByClause}`;
}

/**
 * A route with distribution metrics: the grouped sums (with the distribution aggregates, or joined to the
 * distribution tables), then each metric read over them.
 */
export function routeWithDistributionsStatement(scan: GroupedScan): string {
  const { plan, q } = scan;
  const derived = new DerivedTables(scan.dialect);
  derived.define('grouped', groupedRowsSql(scan));
  const source = joinDistributionTables(scan, derived);
  const metrics = plan.metrics.map(
    (metric, i) => `${scan.valueOf(i, (sum) => `g.${scan.sumAlias(sum)}`)} AS ${q(metric.output)}`,
  );
  return `${derived.withClause()}SELECT ${[`g.${q(COLUMNS.year)}`, `g.${q(COLUMNS.period)}`, ...metrics].join(', ')}
FROM ${derived.use(source)} AS g`;
}
