import { COLUMNS } from './columns.js';
import { DerivedTables } from './derived-tables.js';
import { aggregate, groupedRowsSql, joinDistributionTables, type GroupedScan } from './grouped-scan.js';
import type { QueryPlan } from './plan.js';

/**
 * A breakdown without any group column (by=total, combined) has no row where no record matches, as one with
 * groups has none for the group: an aggregate without GROUP BY would answer one row of empty sums.
 */
const NO_ROW_WITHOUT_RECORDS = 'HAVING COUNT(*) > 0';

/** The most periods answered apart whose grouped rows a breakdown by one dimension sends to JS. */
const MAX_GROUPED_PERIODS = 2;

/**
 * Which statement answers a breakdown plan: `grouped`, the engine gives only the grouped rows and
 * `query/finish-breakdown.ts` computes the rest (totals, metric values, shares, the group count and the top
 * `limit` per period: microseconds in JS over a few hundred rows, where the engine spent as long as on its
 * scan); `whole`, the engine computes everything (`breakdownStatement`). Each grouped row crosses from the
 * engine to JS at a few microseconds a value, so the grouped form is kept for the answers with few of them:
 * by one dimension (or none), over one or two periods or combined. By two or more dimensions the groups can
 * be every pair (origin,destination: 156 k markets in a DB1B quarter, 6.7x slower grouped), and by an airport
 * over 12 months thousands (on-time by origin: 3,858 rows, 1.5x slower): the engine ranks those where they are.
 */
export function breakdownForm(plan: QueryPlan): 'grouped' | 'whole' {
  const partitions = plan.combined ? 1 : plan.periods.length;
  return plan.groupBy.length <= 1 && partitions <= MAX_GROUPED_PERIODS ? 'grouped' : 'whole';
}

/**
 * A breakdown's grouped rows: per period and group, the keys, the sums under their null rules and each
 * distribution statistic (`x<i>`: the dialect's aggregates, or its common tables joined in), in no order.
 */
export function groupedBreakdownStatement(scan: GroupedScan): string {
  const derived = new DerivedTables(scan.dialect);
  const grouped = groupedRowsSql(scan, NO_ROW_WITHOUT_RECORDS);
  derived.define('grouped', grouped);
  const source = joinDistributionTables(scan, derived);
  return source === 'grouped' ? grouped : `${derived.withClause()}SELECT *\nFROM ${derived.use(source)}`;
}

/**
 * A breakdown whole (the `whole` form): the top `limit` groups of each period in the plan's order, with each
 * metric's share of the period's total over all groups and the group count before the limit. Grouped rows,
 * their totals per period, both joined (`measured`), then the dialect's top-N per period.
 * `query/finish-breakdown.ts` computes the same rows from the grouped rows of the `grouped` form.
 */
export function breakdownStatement(scan: GroupedScan): string {
  const { plan, q } = scan;
  const derived = new DerivedTables(scan.dialect);
  derived.define('grouped', groupedRowsSql(scan, NO_ROW_WITHOUT_RECORDS));
  const periodCols = [q(COLUMNS.year), q(COLUMNS.period)];
  const prefixed = (prefix: string) => (s: number) => `${prefix}${scan.sumAlias(s)}`;
  const totals = plan.sums.map((_, s) => {
    const a = scan.sumAlias(s);
    return `${aggregate(a)} AS ${a}`;
  });
  const source = joinDistributionTables(scan, derived);
  const columns = [
    ...periodCols.map((c) => `g.${c} AS ${c}`),
    ...plan.groupBy.map((_, i) => `g.${q(COLUMNS.group(i))} AS ${q(COLUMNS.group(i))}`),
    ...plan.metrics.flatMap((metric, i) => [
      `${scan.valueOf(i, prefixed('g.'))} AS ${q(metric.output)}`,
      ...(metric.hasShare ? [`${scan.valueOf(i, prefixed('t.'))} AS ${q(COLUMNS.total(i))}`] : []),
    ]),
    `t.${q(COLUMNS.groupCount)} AS ${q(COLUMNS.groupCount)}`,
  ];
  const shares = plan.metrics.flatMap((metric, i) =>
    metric.hasShare
      ? [`100 * ${q(metric.output)} / NULLIF(${q(COLUMNS.total(i))}, 0) AS ${q(COLUMNS.share(i))}`]
      : [],
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
