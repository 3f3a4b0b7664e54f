import type { MetricDef, MetricExpr, MetricPart, MetricUnit, TicketDataset } from './types.js';

/** Small constructors that keep metric declarations readable. */
export const sum = (column: string): MetricExpr => ({ kind: 'sum', column });
export const sumWhere = (column: string, whereColumn: string, value: string): MetricExpr => ({
  kind: 'sumWhere',
  column,
  where: { column: whereColumn, value },
});
export const ratio = (numerator: MetricExpr, denominator: MetricExpr, scale?: number): MetricExpr =>
  scale === undefined
    ? { kind: 'ratio', numerator, denominator }
    : { kind: 'ratio', numerator, denominator, scale };
export const minus = (left: MetricExpr, right: MetricExpr): MetricExpr => ({
  kind: 'difference',
  left,
  right,
});

interface MetricOptions {
  readonly datasets?: readonly TicketDataset[];
  /** Default: count for totals, ratio for derived metrics. */
  readonly unit?: MetricUnit;
  readonly part?: MetricPart;
}

/** An additive metric: a sum of one measure column. */
export function total(
  id: string,
  column: string,
  description: string,
  options: MetricOptions = {},
): MetricDef {
  return { id, description, expr: sum(column), unit: 'count', additive: true, hasShare: true, ...options };
}

/** A non-additive metric (average, percentage, rate). */
export function derived(
  id: string,
  expr: MetricExpr,
  description: string,
  options: MetricOptions = {},
): MetricDef {
  return { id, description, expr, unit: 'ratio', additive: false, hasShare: true, ...options };
}

/** The leaves of a metric expression: plain and conditional sums of one measure column. */
export type SumExpr = Extract<MetricExpr, { kind: 'sum' | 'sumWhere' }>;

/** The key that names a sum leaf in a plan (`QueryPlan.sums`) and in every executor. */
export const sumKey = (leaf: SumExpr): string =>
  leaf.kind === 'sum'
    ? `sum:${leaf.column}`
    : `sumWhere:${leaf.column}:${leaf.where.column}=${leaf.where.value}`;

/** What to make of each node of a metric expression; `foldMetric` walks the tree bottom-up with it. */
export interface MetricFold<T> {
  readonly sum: (leaf: SumExpr) => T;
  readonly ratio: (numerator: T, denominator: T, scale: number | undefined) => T;
  readonly difference: (left: T, right: T) => T;
}

/** The one walk over `MetricExpr`: SQL, the columns read and the sums needed are all folds. */
export function foldMetric<T>(expr: MetricExpr, fold: MetricFold<T>): T {
  switch (expr.kind) {
    case 'sum':
    case 'sumWhere':
      return fold.sum(expr);
    case 'ratio':
      return fold.ratio(foldMetric(expr.numerator, fold), foldMetric(expr.denominator, fold), expr.scale);
    case 'difference':
      return fold.difference(foldMetric(expr.left, fold), foldMetric(expr.right, fold));
  }
}

/** Every sum an expression needs, left to right (repeats included). */
export function sumsOf(expr: MetricExpr): SumExpr[] {
  return foldMetric<SumExpr[]>(expr, {
    sum: (leaf) => [leaf],
    ratio: (numerator, denominator) => [...numerator, ...denominator],
    difference: (left, right) => [...left, ...right],
  });
}

/** How a formula writes its sums and operators: the documentation's signs, or plain text for a model. */
export interface FormulaNotation {
  readonly sum: (column: string) => string;
  readonly sumWhere: (column: string, where: string) => string;
  readonly times: string;
  readonly minus: string;
}

/** The documentation's: `100 × Σ ground_passengers / Σ passengers`. */
export const DOCS_NOTATION: FormulaNotation = {
  sum: (column) => `Σ ${column}`,
  sumWhere: (column, where) => `Σ ${column} where ${where}`,
  times: '×',
  minus: '−',
};

/** Plain text, as MCP's `describe_dataset` gives it: `100 * sum(cancelled) / sum(flights)`. */
export const PLAIN_NOTATION: FormulaNotation = {
  sum: (column) => `sum(${column})`,
  sumWhere: (column, where) => `sum(${column} where ${where})`,
  times: '*',
  minus: '-',
};

/** A metric expression as a formula over the stored measure columns, in `notation`. */
export function formulaOf(expr: MetricExpr, notation: FormulaNotation = DOCS_NOTATION): string {
  const text = foldMetric<{ text: string; compound: boolean }>(expr, {
    sum: (leaf) => ({
      text:
        leaf.kind === 'sum'
          ? notation.sum(leaf.column)
          : notation.sumWhere(leaf.column, `${leaf.where.column} = '${leaf.where.value}'`),
      compound: leaf.kind === 'sumWhere',
    }),
    ratio: (numerator, denominator, scale) => ({
      text: `${scale === undefined ? '' : `${scale} ${notation.times} `}${wrap(numerator)} / ${wrap(denominator)}`,
      compound: true,
    }),
    difference: (left, right) => ({ text: `${left.text} ${notation.minus} ${wrap(right)}`, compound: true }),
  });
  return text.text;
}
const wrap = (part: { text: string; compound: boolean }): string =>
  part.compound ? `(${part.text})` : part.text;

/** Every storage column an expression reads. */
export function columnsOf(expr: MetricExpr): string[] {
  return sumsOf(expr).flatMap((leaf) =>
    leaf.kind === 'sum' ? [leaf.column] : [leaf.column, leaf.where.column],
  );
}

const CONDITION_COLUMNS = new WeakMap<MetricExpr, readonly string[]>();

/**
 * Columns an expression's conditional sums test (fare-class shares), which a rollup must keep; found once per
 * expression (the catalog's never change).
 */
export function conditionColumnsOf(expr: MetricExpr): readonly string[] {
  let columns = CONDITION_COLUMNS.get(expr);
  if (columns === undefined) {
    columns = Object.freeze(
      sumsOf(expr).flatMap((leaf) => (leaf.kind === 'sumWhere' ? [leaf.where.column] : [])),
    );
    CONDITION_COLUMNS.set(expr, columns);
  }
  return columns;
}
