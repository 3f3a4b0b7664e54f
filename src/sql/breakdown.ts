import { COLUMNS } from './columns.js';
import { DerivedTables } from './derived-tables.js';
import { aggregate, joinDistributionTables, type GroupedScan } from './grouped-scan.js';

/**
 * A breakdown without any group column (by=total, combined) has no row where no record matches, as one with
 * groups has none for the group: an aggregate without GROUP BY would answer one row of empty sums.
 */
const NO_ROW_WITHOUT_RECORDS = 'HAVING COUNT(*) > 0';

/**
 * A breakdown: the top `limit` groups of each period in the plan's order, with each metric's share of the
 * period's total over all groups and the group count before the limit. Grouped rows, their totals per
 * period, both joined (`measured`), then the dialect's top-N per period.
 */
export function breakdownStatement(scan: GroupedScan): string {
  const { plan, q } = scan;
  const derived = new DerivedTables(scan.dialect);
  derived.define(
    'grouped',
    `SELECT ${[...scan.periodSelects, ...scan.groupSelects, ...scan.sumSelects, ...scan.aggregateSelects].join(', ')}
  FROM ${q(plan.table)}
  WHERE ${scan.where.join('\n    AND ')}
  ${scan.groupByClause || NO_ROW_WITHOUT_RECORDS}`,
  );
  const periodCols = [q(COLUMNS.year), q(COLUMNS.period)];
  const prefixed = (prefix: string) => (s: number) => `${prefix}${scan.sumAlias(s)}`;
  const totals = plan.sums.map((sum, s) => {
    const a = scan.sumAlias(s);
    return `${aggregate(a, sum.nulls)} AS ${a}`;
  });
  const source = joinDistributionTables(scan, derived);
  const columns = [
    ...periodCols.map((c) => `g.${c} AS ${c}`),
    ...plan.groupBy.map((_, i) => `g.${q(COLUMNS.group(i))} AS ${q(COLUMNS.group(i))}`),
    ...plan.metrics.flatMap((metric, i) => [
      `${scan.valueOf(i, prefixed('g.'))} AS ${q(metric.output)}`,
      ...(metric.hasShare ? [`${scan.valueOf(i, prefixed('t.'))} AS ${q(`t${i}`)}`] : []),
    ]),
    `t.${q(COLUMNS.groupCount)} AS ${q(COLUMNS.groupCount)}`,
  ];
  const shares = plan.metrics.flatMap((metric, i) =>
    metric.hasShare ? [`100 * ${q(metric.output)} / NULLIF(${q(`t${i}`)}, 0) AS ${q(COLUMNS.share(i))}`] : [],
  );
  derived.define(
    'totals',
    `SELECT ${[...periodCols, `COUNT(*) AS ${q(COLUMNS.groupCount)}`, ...totals].join(', ')}
  FROM ${derived.use('grouped')}
  GROUP BY ${periodCols.join(', ')}`,
  );
  derived.define(
    'measured',
    `SELECT ${columns.join(', ')}
  FROM ${derived.use(source)} AS g
  JOIN ${derived.use('totals')} AS t ON g.${q(COLUMNS.year)} = t.${q(COLUMNS.year)} AND g.${q(COLUMNS.period)} = t.${q(COLUMNS.period)}`,
  );
  return `${derived.withClause()}SELECT *${shares.length ? `, ${shares.join(', ')}` : ''}
FROM ${derived.use('measured')}
${scan.dialect.topPerPartition(periodCols, orderBy(scan), scan.values.add(plan.limit))}`;
}

/** The order inside a period: the sort key (a metric or a dimension), then every group column. */
function orderBy(scan: GroupedScan): string {
  const { plan, q } = scan;
  const sortIndex = plan.metrics.findIndex((m) => m.id === plan.sort.key);
  const groupIndex = plan.groupBy.findIndex((g) => g.id === plan.sort.key);
  const direction = plan.sort.order === 'asc' ? 'ASC' : 'DESC';
  const sortColumn =
    sortIndex >= 0 ? plan.metrics[sortIndex]!.output : COLUMNS.group(Math.max(groupIndex, 0));
  return [
    `${q(sortColumn)} ${direction} NULLS LAST`,
    ...plan.groupBy.map((_, i) => `${q(COLUMNS.group(i))} ASC NULLS LAST`),
  ].join(', ');
}
