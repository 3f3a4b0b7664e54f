import { COLUMNS } from '../sql/columns.js';
import type { CompiledQuery } from '../sql/compile.js';
import type { QueryPlan } from '../sql/plan.js';
import { completeSum } from '../storage/null-rule.js';
import { evaluateValue } from './evaluation.js';

/** A row as an engine gives it. */
type Row = Readonly<Record<string, unknown>>;

/**
 * The rows an engine's statement gives, as the answer's rows: a breakdown statement of the `grouped` form
 * (`CompiledQuery.rows`, sql/compile.ts) gives each group's keys and sums, finished here; any other statement
 * gives the answer's rows themselves.
 */
export function answerRows(plan: QueryPlan, compiled: CompiledQuery, rows: Row[]): Row[] {
  return compiled.rows === 'grouped' ? finishBreakdown(plan, rows) : rows;
}

/**
 * A breakdown's answer rows from its grouped rows (one per period and group: `p_year`, `p_index`, `g<i>`,
 * each sum `s<i>` under its null rule, each distribution statistic `x<i>`), exactly as the whole statement
 * (`breakdownStatement`, sql/breakdown.ts) computes them in the engine:
 * - per period, the total of each sum over its groups under the sum's null rule (`present`: null when no
 *   group has a value; `complete`: null when any group lacks one), and the group count;
 * - each metric's planned value over the group's sums (`evaluateValue`), and for a metric with a share its
 *   value over the totals (`t<i>`) and the share `100 × value / total` (null on a null or zero total);
 * - the first `limit` groups of each period in the plan's order: the sort key (a metric's value or a group
 *   column) in the plan's direction with nulls last, then every group column ascending with nulls last, as
 *   the engines compare them (text by code point, which is UTF-8 byte order; numbers numerically; false
 *   before true);
 * - rows ordered by period (year, then index), then that order.
 * Totals are compensated sums (`total`), so an answer does not depend on the order the engine returned groups in.
 */
export function finishBreakdown(plan: QueryPlan, grouped: readonly Row[]): Row[] {
  const periods = new Map<string, Row[]>();
  for (const row of grouped) {
    const key = `${String(row[COLUMNS.year])}|${String(row[COLUMNS.period])}`;
    const rows = periods.get(key);
    if (rows) rows.push(row);
    else periods.set(key, [row]);
  }
  const partitions = [...periods.values()].sort(
    (a, b) =>
      compareValues(a[0]![COLUMNS.year], b[0]![COLUMNS.year]) ||
      compareValues(a[0]![COLUMNS.period], b[0]![COLUMNS.period]),
  );
  const order = groupOrder(plan);
  const answer: Row[] = [];
  for (const rows of partitions) {
    const measured = rows.map((row) => ({ row, values: metricValues(plan, row) }));
    measured.sort(order);
    const totals = plan.sums.map((_, s) => total(measured, s));
    const totalValues = plan.metrics.map((metric) =>
      metric.hasShare ? evaluateValue(metric.value, (s) => totals[s] ?? null, noDistribution) : null,
    );
    for (const { row, values } of measured.slice(0, plan.limit)) {
      answer.push(answerRow(plan, row, values, totalValues, rows.length));
    }
  }
  return answer;
}

/** A distribution metric never has a share, so its value over the totals is never read. */
const noDistribution = (): null => null;

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function metricValues(plan: QueryPlan, row: Row): (number | null)[] {
  return plan.metrics.map((metric, i) =>
    evaluateValue(
      metric.value,
      (s) => numberOrNull(row[COLUMNS.sum(s)]),
      () => numberOrNull(row[COLUMNS.distribution(i)]),
    ),
  );
}

/**
 * The total of sum `s` over a period's groups under the null rule (`storage/null-rule.ts`: null when any group lacks it),
 * with Neumaier's compensation: the correctly rounded total in practice, whatever order the engine gave the
 * groups in (an engine's SUM adds them in the order they reach it, which varies with its threads; the last
 * bits of a total, and so of a share, would too). Node 20 has no `Math.sumPrecise`.
 */
function total(measured: readonly { readonly row: Row }[], s: number): number | null {
  let sum = 0;
  let compensation = 0;
  let present = 0;
  for (const { row } of measured) {
    const value = numberOrNull(row[COLUMNS.sum(s)]);
    if (value === null) return completeSum(sum, present > 0, true);
    const next = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum;
    sum = next;
    present += 1;
  }
  return completeSum(sum + compensation, present > 0, false);
}

/** The columns of the whole statement's rows, in its order: keys, metrics (with totals), count, shares. */
function answerRow(
  plan: QueryPlan,
  row: Row,
  values: readonly (number | null)[],
  totalValues: readonly (number | null)[],
  groupCount: number,
): Row {
  const out: Record<string, unknown> = {
    [COLUMNS.year]: row[COLUMNS.year],
    [COLUMNS.period]: row[COLUMNS.period],
  };
  plan.groupBy.forEach((_, i) => (out[COLUMNS.group(i)] = row[COLUMNS.group(i)] ?? null));
  plan.metrics.forEach((metric, i) => {
    out[metric.output] = values[i];
    if (metric.hasShare) out[COLUMNS.total(i)] = totalValues[i];
  });
  out[COLUMNS.groupCount] = groupCount;
  plan.metrics.forEach((metric, i) => {
    if (!metric.hasShare) return;
    const value = values[i]!;
    const whole = totalValues[i]!;
    out[COLUMNS.share(i)] = value === null || whole === null || whole === 0 ? null : (100 * value) / whole;
  });
  return out;
}

interface Measured {
  readonly row: Row;
  readonly values: readonly (number | null)[];
}

/** The order inside a period: the sort key (a metric or a dimension), then every group column. */
function groupOrder(plan: QueryPlan): (a: Measured, b: Measured) => number {
  const sortMetric = plan.metrics.findIndex((m) => m.id === plan.sort.key);
  const sortGroup = Math.max(
    plan.groupBy.findIndex((g) => g.id === plan.sort.key),
    0,
  );
  const direction = plan.sort.order === 'asc' ? 1 : -1;
  const sortValue = (m: Measured): unknown =>
    sortMetric >= 0 ? m.values[sortMetric] : m.row[COLUMNS.group(sortGroup)];
  const groups = plan.groupBy.map((_, i) => COLUMNS.group(i));
  return (a, b) => {
    const first = nullsLast(sortValue(a), sortValue(b), direction);
    if (first !== 0) return first;
    for (const group of groups) {
      const next = nullsLast(a.row[group], b.row[group], 1);
      if (next !== 0) return next;
    }
    return 0;
  };
}

/** `direction` × the order of two values, with null (or absent) after every value in either direction. */
function nullsLast(a: unknown, b: unknown, direction: 1 | -1): number {
  const aNull = a === null || a === undefined;
  const bNull = b === null || b === undefined;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  return direction * compareValues(a, b);
}

/** Two non-null values of one column as DuckDB and ClickHouse order them. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return compareText(a, b);
  const x = typeof a === 'boolean' ? Number(a) : (a as number);
  const y = typeof b === 'boolean' ? Number(b) : (b as number);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Text in code point order, which is the byte order of its UTF-8 (the engines compare strings bytewise).
 * UTF-16 order differs from it only where one of the first differing units is a surrogate (a code point
 * above U+FFFF) and the other is at or above U+E000: surrogates are moved above that range.
 */
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

const codePointRank = (unit: number): number =>
  unit >= 0xd800 && unit <= 0xdfff ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit;
