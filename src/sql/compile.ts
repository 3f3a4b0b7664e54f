import { foldMetric, sumKey } from '../catalog/expressions.js';
import type { MetricExpr } from '../catalog/types.js';
import type { SqlValue } from './dialect.js';
import type { NullRule, QueryPlan } from './plan.js';
import type { Dialect } from './dialect.js';
import { distributionSql } from './distributions.js';

export interface CompiledQuery {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

/** Output column names the shaper reads. */
export const COLUMNS = {
  year: 'p_year',
  period: 'p_index',
  groupCount: 'group_count',
  group: (i: number) => `g${i}`,
  metric: (i: number) => `m${i}`,
  share: (i: number) => `share${i}`,
} as const;

class Params {
  readonly values: SqlValue[] = [];
  constructor(private readonly dialect: Dialect) {}
  bind(value: SqlValue): string {
    this.values.push(value);
    return this.dialect.placeholder(this.values.length);
  }
}

/**
 * The intermediate tables of a breakdown: named once (`WITH name AS (...)`) where the dialect has common
 * table expressions, else inlined as subqueries where used.
 */
class DerivedTables {
  private readonly tables = new Map<string, string>();
  private readonly ordered: string[] = [];
  constructor(private readonly dialect: Dialect) {}
  define(name: string, sql: string): void {
    this.tables.set(name, sql);
    this.ordered.push(`${name} AS (\n  ${sql}\n)`);
  }
  /** A common table given whole (`name AS (...)`): only where the dialect has common tables. */
  defineCommon(definition: string): void {
    if (!this.dialect.commonTables) throw new Error(`the ${this.dialect.name} dialect has no common tables`);
    this.ordered.push(definition);
  }
  use(name: string): string {
    return this.dialect.commonTables ? name : `(\n  ${this.tables.get(name) ?? ''}\n)`;
  }
  withClause(): string {
    if (!this.dialect.commonTables || this.ordered.length === 0) return '';
    return `WITH ${this.ordered.join(', ')}\n`;
  }
}

/**
 * The aggregate of `value` under a sum's null rule (`NullRule`, sql/plan.ts): SQL's SUM is already null
 * over no values; `complete` is also null when any row lacks one.
 */
function aggregate(value: string, nulls: NullRule): string {
  return nulls === 'complete'
    ? `CASE WHEN COUNT(*) = COUNT(${value}) THEN SUM(${value}) END`
    : `SUM(${value})`;
}

/** Renders a metric over sum columns named by `sumColumn` (a zero denominator gives NULL). */
function metricSql(expr: MetricExpr, sumColumn: (key: string) => string): string {
  return foldMetric(expr, {
    sum: (leaf) => sumColumn(sumKey(leaf)),
    ratio: (numerator, denominator, scale) =>
      `(${scale === undefined ? '' : `${scale} * `}${numerator} / NULLIF(${denominator}, 0))`,
    difference: (left, right) => `(${left} - ${right})`,
  });
}

/**
 * The periods as predicates the engine can push into its scan (and skip row groups with): `year = y AND
 * month IN (...)` for one year; for several, a year range narrowed by one such pair per year.
 */
function periodPredicates(plan: QueryPlan, q: (name: string) => string, params: Params): string[] {
  const byYear = new Map<number, number[]>();
  for (const period of plan.periods)
    byYear.set(period.year, [...(byYear.get(period.year) ?? []), period.index]);
  const indexIn = (indices: number[]) =>
    `${q(plan.periodColumn)} IN (${indices.map((index) => params.bind(index)).join(', ')})`;
  const entries = [...byYear.entries()];
  if (entries.length === 1) {
    const [year, indices] = entries[0]!;
    return [`${q('year')} = ${params.bind(year)}`, indexIn(indices)];
  }
  const years = [...byYear.keys()];
  return [
    `${q('year')} BETWEEN ${params.bind(Math.min(...years))} AND ${params.bind(Math.max(...years))}`,
    `(${entries.map(([year, indices]) => `(${q('year')} = ${params.bind(year)} AND ${indexIn(indices)})`).join(' OR ')})`,
  ];
}

/**
 * Compiles a plan to one SQL statement. Route: one row per loaded period with data. Breakdown: the top
 * `limit` groups of each period, with shares over all groups of the period and the group count before the
 * limit. Identifiers come only from the plan (catalog data) and pass through the dialect's quoting; values
 * are bound.
 */
export function compile(plan: QueryPlan, dialect: Dialect): CompiledQuery {
  const q = (name: string) => dialect.identifier(name);
  const params = new Params(dialect);
  const sumAlias = new Map(plan.sums.map((sum, i) => [sum.key, `s${i}`]));
  const alias = (k: string) => q(sumAlias.get(k) ?? 'missing');

  // a conditional sum counts a row whose condition does not hold as 0, when the row has a value
  const sumExpressions = new Map(
    plan.sums.map((sum) => {
      const value = sum.where
        ? `CASE WHEN ${q(sum.column)} IS NULL OR ${q(sum.where.column)} = ${params.bind(sum.where.value)} THEN ${q(sum.column)} ELSE 0 END`
        : q(sum.column);
      return [sum.key, dialect.toDouble(aggregate(value, sum.nulls))];
    }),
  );
  const sumSelects = [...sumExpressions.entries()].map(([k, sql]) => `${sql} AS ${alias(k)}`);
  // combined: one answer over every period, the period columns constant
  const periodSelects = plan.combined
    ? [`0 AS ${q(COLUMNS.year)}`, `0 AS ${q(COLUMNS.period)}`]
    : [`${q('year')} AS ${q(COLUMNS.year)}`, `${q(plan.periodColumn)} AS ${q(COLUMNS.period)}`];
  const groupSelects = plan.groupBy.map((g, i) => `${q(g.column)} AS ${q(COLUMNS.group(i))}`);

  // compare: only the group combinations shown (one AND per combination, IS NULL for a null value: both
  // engines run it, no row values or structs)
  const onlyGroups = (groups: readonly (readonly SqlValue[])[]) =>
    groups.length === 0
      ? '1 = 0'
      : `(${groups
          .map(
            (values) =>
              `(${plan.groupBy
                .map((g, i) => {
                  const value = values[i] ?? null;
                  return value === null ? `${q(g.column)} IS NULL` : `${q(g.column)} = ${params.bind(value)}`;
                })
                .join(' AND ')})`,
          )
          .join(' OR ')})`;
  const where = [
    ...(plan.onlyGroups && plan.groupBy.length > 0 ? [onlyGroups(plan.onlyGroups)] : []),
    ...periodPredicates(plan, q, params),
    ...plan.filters.map((f) => `${q(f.column)} = ${params.bind(f.value)}`),
    // (year, airport) pairs instead of a correlated subquery: engines without correlated subqueries run it
    ...plan.airportFilters.map(
      (f) =>
        `(${q('year')}, ${q(f.airportColumn)}) ${dialect.inSubquery} (SELECT ${q('year')}, ${q('iata')} FROM ${q('airport_hubs')} WHERE ${q(
          f.attribute,
        )} = ${params.bind(f.value)})`,
    ),
  ];
  const groupColumns = [
    ...(plan.combined ? [] : ['year', plan.periodColumn]),
    ...plan.groupBy.map((g) => g.column),
  ];
  const groupByClause = groupColumns.length > 0 ? `GROUP BY ${groupColumns.map(q).join(', ')}` : '';
  // a breakdown without any group column (by=total, combined) has no row where no record matches, as one
  // with groups has none for the group: an aggregate without GROUP BY would answer one row of empty sums
  const breakdownGroupClause = groupByClause || 'HAVING COUNT(*) > 0';
  const keyNames = [COLUMNS.year, COLUMNS.period, ...plan.groupBy.map((_, i) => COLUMNS.group(i))];
  const groupPositions = Array.from({ length: 2 + plan.groupBy.length }, (_, i) => i + 1).filter(
    (position) => !plan.combined || position > 2,
  );
  const hasDistributions = plan.metrics.some((m) => m.distribution);
  const aggregates = hasDistributions ? dialect.distributionAggregates : undefined;
  // common tables joined to the grouped sums, or (a dialect with distributionAggregates) aggregate columns
  // `x<i>` of the grouped query itself
  const distributions =
    hasDistributions && !aggregates
      ? distributionSql(plan, {
          keys: [...periodSelects, ...groupSelects],
          keyNames,
          where: () => where.join('\n    AND '),
          groupPositions,
          q,
          bind: (value) => params.bind(value),
          columnType: (type) => dialect.columnType(type),
        })
      : undefined;
  const aggregateSelects = aggregates
    ? plan.metrics.flatMap((metric, i) => {
        const d = metric.distribution;
        if (!d) return [];
        if (d.kind === 'quantile') return [`${aggregates.quantile(d.q, d.histogram)} AS ${q(`x${i}`)}`];
        if (metric.expr.kind !== 'sum') throw new Error('a concentration weight is a plain sum');
        const excluded = d.exclude.map((code) => params.bind(code));
        return [
          `${aggregates.concentration(d.stat, d.carrierColumn, metric.expr.column, excluded)} AS ${q(`x${i}`)}`,
        ];
      })
    : [];
  // a distribution metric (never shared) reads its column of the grouped rows `g`
  const valueOf = (i: number, sumColumn: (k: string) => string) => {
    const metric = plan.metrics[i]!;
    const distribution = distributions?.columns.has(i) || (aggregates && metric.distribution);
    const value = distribution ? `g.${q(`x${i}`)}` : metricSql(metric.expr, sumColumn);
    return metric.factor === 1 ? value : `(${value} * ${metric.factor})`;
  };
  /** The grouped sums with each distribution metric joined in as `x<i>` (null-safe on group values). */
  const joinedSql = (grouped: string) => {
    if (!distributions) return undefined;
    const ctes = [...new Set([...distributions.columns.values()].map((c) => c.cte))];
    const joins = ctes.map(
      (cte) =>
        `LEFT JOIN ${cte} ON ${keyNames.map((k) => `g.${q(k)} IS NOT DISTINCT FROM ${cte}.${q(k)}`).join(' AND ')}`,
    );
    const columns = [...distributions.columns.entries()].map(
      ([i, c]) => `${c.cte}.${q(c.column)} AS ${q(`x${i}`)}`,
    );
    return `SELECT g.*, ${columns.join(', ')}
  FROM ${grouped} AS g
  ${joins.join('\n  ')}`;
  };

  if (plan.kind === 'route' && (distributions || aggregates)) {
    const derived = new DerivedTables(dialect);
    derived.define(
      'grouped',
      `SELECT ${[...periodSelects, ...sumSelects, ...aggregateSelects].join(', ')}
  FROM ${q(plan.table)}
  WHERE ${where.join('\n    AND ')}
  ${groupByClause}`,
    );
    for (const cte of distributions?.ctes ?? []) derived.defineCommon(cte);
    if (distributions) derived.define('grouped_joined', joinedSql('grouped') ?? '');
    const metrics = plan.metrics.map(
      (_, i) => `${valueOf(i, (k) => `g.${alias(k)}`)} AS ${q(COLUMNS.metric(i))}`,
    );
    const sql = `${derived.withClause()}SELECT ${[`g.${q(COLUMNS.year)}`, `g.${q(COLUMNS.period)}`, ...metrics].join(', ')}
FROM ${derived.use(distributions ? 'grouped_joined' : 'grouped')} AS g`;
    return { sql, params: params.values };
  }

  if (plan.kind === 'route') {
    // one row per period, metrics straight over the sums: no intermediate step, no ordering (the shaper
    // places rows by period)
    const metrics = plan.metrics.map(
      (_, i) => `${valueOf(i, (k) => sumExpressions.get(k) ?? 'NULL')} AS ${q(COLUMNS.metric(i))}`,
    );
    const sql = `SELECT ${[...periodSelects, ...metrics].join(', ')}
FROM ${q(plan.table)}
WHERE ${where.join('\n  AND ')}
${groupByClause}`;
    return { sql, params: params.values };
  }

  const derived = new DerivedTables(dialect);
  derived.define(
    'grouped',
    `SELECT ${[...periodSelects, ...groupSelects, ...sumSelects, ...aggregateSelects].join(', ')}
  FROM ${q(plan.table)}
  WHERE ${where.join('\n    AND ')}
  ${breakdownGroupClause}`,
  );
  const periodCols = [q(COLUMNS.year), q(COLUMNS.period)];
  const prefixed = (prefix: string) => (k: string) => `${prefix}${alias(k)}`;

  const totals = plan.sums.map((sum) => {
    const a = q(sumAlias.get(sum.key) ?? 'missing');
    return `${aggregate(a, sum.nulls)} AS ${a}`;
  });
  if (distributions) {
    for (const cte of distributions.ctes) derived.defineCommon(cte);
    derived.define('grouped_joined', joinedSql('grouped') ?? '');
  }
  const source = distributions ? 'grouped_joined' : 'grouped';
  const columns = [
    ...periodCols.map((c) => `g.${c} AS ${c}`),
    ...plan.groupBy.map((_, i) => `g.${q(COLUMNS.group(i))} AS ${q(COLUMNS.group(i))}`),
    ...plan.metrics.flatMap((metric, i) => [
      `${valueOf(i, prefixed('g.'))} AS ${q(COLUMNS.metric(i))}`,
      ...(metric.hasShare ? [`${valueOf(i, prefixed('t.'))} AS ${q(`t${i}`)}`] : []),
    ]),
    `t.${q(COLUMNS.groupCount)} AS ${q(COLUMNS.groupCount)}`,
  ];
  const shares = plan.metrics.flatMap((metric, i) =>
    metric.hasShare
      ? [`100 * ${q(COLUMNS.metric(i))} / NULLIF(${q(`t${i}`)}, 0) AS ${q(COLUMNS.share(i))}`]
      : [],
  );
  const sortIndex = plan.metrics.findIndex((m) => m.id === plan.sort.key);
  const groupIndex = plan.groupBy.findIndex((g) => g.id === plan.sort.key);
  const direction = plan.sort.order === 'asc' ? 'ASC' : 'DESC';
  const sortColumn = sortIndex >= 0 ? COLUMNS.metric(sortIndex) : COLUMNS.group(Math.max(groupIndex, 0));
  const order = [
    `${q(sortColumn)} ${direction} NULLS LAST`,
    ...plan.groupBy.map((_, i) => `${q(COLUMNS.group(i))} ASC NULLS LAST`),
  ].join(', ');
  const totalsSql = `SELECT ${[...periodCols, `COUNT(*) AS ${q(COLUMNS.groupCount)}`, ...totals].join(', ')}
  FROM ${derived.use('grouped')}
  GROUP BY ${periodCols.join(', ')}`;
  derived.define('totals', totalsSql);
  const measuredSql = `SELECT ${columns.join(', ')}
  FROM ${derived.use(source)} AS g
  JOIN ${derived.use('totals')} AS t ON g.${q(COLUMNS.year)} = t.${q(COLUMNS.year)} AND g.${q(COLUMNS.period)} = t.${q(COLUMNS.period)}`;
  derived.define('measured', measuredSql);
  const sql = `${derived.withClause()}SELECT *${shares.length ? `, ${shares.join(', ')}` : ''}
FROM ${derived.use('measured')}
${dialect.topPerPartition(periodCols, order, params.bind(plan.limit))}`;
  return { sql, params: params.values };
}
