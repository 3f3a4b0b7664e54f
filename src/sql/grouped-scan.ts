import { COLUMNS } from './columns.js';
import type { Dialect, DistributionTables, StatementValues } from './dialect.js';
import { completeSumSql } from '../storage/null-rule.js';
import type { PlannedValue, QueryPlan } from './plan.js';
import { whereConditions } from './where.js';

/**
 * What every statement shape reads of a plan: the one scan of its table (period and group keys, sums under
 * the null rule, WHERE, GROUP BY) and how each metric's value is read over sums. Values are written by the
 * dialect in the order the statement names them.
 */
export interface GroupedScan {
  readonly plan: QueryPlan;
  readonly dialect: Dialect;
  readonly q: (name: string) => string;
  readonly values: StatementValues;
  /** The quoted alias of sum `i` of the plan (`s<i>`) in the grouped rows. */
  readonly sumAlias: (i: number) => string;
  /** Each sum's aggregate expression over the table's rows, in the plan's order of sums. */
  readonly sumExpressions: readonly string[];
  readonly sumSelects: readonly string[];
  readonly periodSelects: readonly string[];
  readonly groupSelects: readonly string[];
  readonly where: readonly string[];
  readonly groupByClause: string;
  /** Output names of the keys: period columns, then group columns. */
  readonly keyNames: readonly string[];
  /** Distribution metrics as common tables joined to the grouped rows (a dialect of `tables`). */
  readonly distributionTables?: DistributionTables;
  /** Distribution metrics as aggregate columns `x<i>` of the grouped query (a dialect of `aggregates`). */
  readonly aggregateSelects: readonly string[];
  /** The value of metric `i` over sum columns named by `sumColumn` (a distribution metric: its `g.x<i>`). */
  readonly valueOf: (i: number, sumColumn: (sum: number) => string) => string;
}

/**
 * The aggregate of `value` under the one null rule (`storage/null-rule.ts`): null when any row lacks a value
 * (a sum over no rows too).
 */
export const aggregate = completeSumSql;

/**
 * Writes a metric's planned value (`PlannedValue`, sql/plan.ts) as SQL over sum columns named by `sumColumn`
 * and its distribution statistic `distribution`: SQL's arithmetic is already null over a null operand; a
 * quotient divides by `NULLIF(denominator, 0)`.
 */
function valueSql(value: PlannedValue, sumColumn: (sum: number) => string, distribution: string): string {
  const of = (node: PlannedValue) => valueSql(node, sumColumn, distribution);
  switch (value.kind) {
    case 'sum':
      return sumColumn(value.sum);
    case 'distribution':
      return distribution;
    case 'quotient':
      return `(${value.scale === undefined ? '' : `${value.scale} * `}${of(value.numerator)} / NULLIF(${of(value.denominator)}, 0))`;
    case 'difference':
      return `(${of(value.left)} - ${of(value.right)})`;
    case 'scaled':
      return `(${of(value.of)} * ${value.factor})`;
  }
}

export function groupedScan(plan: QueryPlan, dialect: Dialect): GroupedScan {
  const q = (name: string) => dialect.identifier(name);
  const values = dialect.values();
  const sumAlias = (i: number) => q(COLUMNS.sum(i));

  // a conditional sum counts a row whose condition does not hold as 0, when the row has a value
  const sumExpressions = plan.sums.map((sum) => {
    const value = sum.where
      ? `CASE WHEN ${q(sum.column)} IS NULL OR ${q(sum.where.column)} = ${values.add(sum.where.value)} THEN ${q(sum.column)} ELSE 0 END`
      : q(sum.column);
    return dialect.toDouble(aggregate(value));
  });
  // combined: one answer over every period, the period columns constant
  const periodSelects = plan.combined
    ? [`0 AS ${q(COLUMNS.year)}`, `0 AS ${q(COLUMNS.period)}`]
    : [`${q('year')} AS ${q(COLUMNS.year)}`, `${q(plan.periodColumn)} AS ${q(COLUMNS.period)}`];
  const groupSelects = plan.groupBy.map((g, i) => `${q(g.column)} AS ${q(COLUMNS.group(i))}`);
  const where = whereConditions(plan, q, values, dialect.inSubquery);
  const groupColumns = [
    ...(plan.combined ? [] : ['year', plan.periodColumn]),
    ...plan.groupBy.map((g) => g.column),
  ];
  const keyNames = [COLUMNS.year, COLUMNS.period, ...plan.groupBy.map((_, i) => COLUMNS.group(i))];
  const hasDistributions = plan.metrics.some((m) => m.distribution);
  const strategy = dialect.distributions;
  const distributionTables =
    hasDistributions && strategy.kind === 'tables'
      ? strategy.tables(plan, {
          keys: [...periodSelects, ...groupSelects],
          keyNames,
          where: () => where.join('\n    AND '),
          groupPositions: Array.from({ length: keyNames.length }, (_, i) => i + 1).filter(
            (position) => !plan.combined || position > 2,
          ),
          q,
          bind: (value) => values.add(value),
        })
      : undefined;
  const aggregates = hasDistributions && strategy.kind === 'aggregates' ? strategy.aggregates : undefined;
  const aggregateSelects = aggregates
    ? plan.metrics.flatMap((metric, i) => {
        const d = metric.distribution;
        if (!d) return [];
        if (d.kind === 'quantile')
          return [`${aggregates.quantile(d.q, d.histogram)} AS ${q(COLUMNS.distribution(i))}`];
        const excluded = d.exclude.map((code) => values.add(code));
        return [
          `${aggregates.concentration(d.stat, d.carrierColumn, d.weight, excluded)} AS ${q(COLUMNS.distribution(i))}`,
        ];
      })
    : [];
  // a distribution metric (never shared) reads its column of the grouped rows `g`
  const valueOf = (i: number, sumColumn: (sum: number) => string) =>
    valueSql(plan.metrics[i]!.value, sumColumn, `g.${q(COLUMNS.distribution(i))}`);
  return {
    plan,
    dialect,
    q,
    values,
    sumAlias,
    sumExpressions,
    sumSelects: sumExpressions.map((sql, i) => `${sql} AS ${sumAlias(i)}`),
    periodSelects,
    groupSelects,
    where,
    groupByClause: groupColumns.length > 0 ? `GROUP BY ${groupColumns.map(q).join(', ')}` : '',
    keyNames,
    ...(distributionTables ? { distributionTables } : {}),
    aggregateSelects,
    valueOf,
  };
}

/**
 * The one grouped query of a plan: period keys, group keys, the sums and the distribution aggregates (a
 * dialect of `aggregates`) per period and group, over the rows WHERE selects. `withoutGroupBy` is what ends the
 * query when nothing is grouped (a combined answer without groups).
 */
export function groupedRowsSql(scan: GroupedScan, withoutGroupBy = ''): string {
  const { plan, q } = scan;
  return `SELECT ${[...scan.periodSelects, ...scan.groupSelects, ...scan.sumSelects, ...scan.aggregateSelects].join(', ')}
  FROM ${q(plan.table)}
  WHERE ${scan.where.join('\n    AND ')}
  ${scan.groupByClause || withoutGroupBy}`;
}

/**
 * The grouped rows (`grouped`) with the distribution common tables defined and joined in as `x<i>`
 * (null-safe on group values): the name of the table to read the grouped rows from.
 */
export function joinDistributionTables(
  scan: GroupedScan,
  define: { define(name: string, sql: string): void; defineCommon(definition: string): void },
): string {
  const tables = scan.distributionTables;
  if (!tables) return 'grouped';
  const { q, keyNames } = scan;
  for (const cte of tables.ctes) define.defineCommon(cte);
  const ctes = [...new Set([...tables.columns.values()].map((c) => c.cte))];
  const joins = ctes.map(
    (cte) =>
      `LEFT JOIN ${cte} ON ${keyNames.map((k) => `g.${q(k)} IS NOT DISTINCT FROM ${cte}.${q(k)}`).join(' AND ')}`,
  );
  const columns = [...tables.columns.entries()].map(
    ([i, c]) => `${c.cte}.${q(c.column)} AS ${q(COLUMNS.distribution(i))}`,
  );
  define.define(
    'grouped_joined',
    `SELECT g.*, ${columns.join(', ')}
  FROM grouped AS g
  ${joins.join('\n  ')}`,
  );
  return 'grouped_joined';
}
