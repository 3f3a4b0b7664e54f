// The SQL of a route answer over the raw PostgreSQL tables: one row per period of the range, each metric folded
// from the catalog's MetricExpr (the expression atss compiles too), its sums over the raw rows' base quantities.
import { foldMetric } from '../../dist/catalog/expressions.js';

/** Why a metric cannot be answered from the raw tables (undefined when it can). */
export function unsupportedReason(metric, source) {
  if (metric.distribution || metric.expansion) return `${metric.id} is not a fold of sums`;
  const missing = [];
  foldMetric(metric.expr, {
    sum: (leaf) => {
      if (leaf.kind !== 'sum' || !(leaf.column in source.quantities)) missing.push(leaf.column);
    },
    ratio: () => undefined,
    difference: () => undefined,
  });
  return missing.length
    ? `${metric.id} needs ${missing.join(', ')}, not derived from the raw rows`
    : undefined;
}

/** A metric as SQL over the raw rows (a zero denominator gives NULL, as in atss). */
const metricSql = (metric, source) =>
  foldMetric(metric.expr, {
    sum: (leaf) => `sum(${source.quantities[leaf.column]})`,
    ratio: (numerator, denominator, scale) =>
      `(${scale === undefined ? '' : `${scale} * `}${numerator} / NULLIF(${denominator}, 0))`,
    difference: (left, right) => `(${left} - ${right})`,
  });

/**
 * Parameters: origin, destination, first year and period, last year and period, the periods asked for (as
 * `year * 100 + period`), then one value per filter column. The (origin, dest, year, period) index answers the
 * route and the range bounds (a row comparison on its last two columns); the period list and the filters are
 * checked on the route's rows, which CLUSTER keeps on adjacent pages. `combined`: one row over every period.
 */
export const routeSql = (metrics, table, source, filterColumns = [], combined = false) => {
  const p = source.period;
  const filters = filterColumns.map((column, i) => `\n   AND ${source.filters[column]} = $${8 + i}`).join('');
  return `SELECT ${combined ? '0 AS year, 0 AS period' : `year, ${p} AS period`},
    ${metrics.map((metric, i) => `${metricSql(metric, source)} AS m${i}`).join(',\n    ')}
  FROM ${table}
 WHERE origin = $1 AND dest = $2
   AND (year, ${p}) >= ($3::int, $4::int) AND (year, ${p}) <= ($5::int, $6::int)
   AND year * 100 + ${p} = ANY($7::int[])${filters}${combined ? '' : `\n GROUP BY year, ${p}`}`;
};

/** The loaded periods of a stored table's raw table. */
export const periodsSql = (table, source) =>
  `SELECT DISTINCT year, ${source.period} AS period FROM ${table} ORDER BY 1, 2`;
