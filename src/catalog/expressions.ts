import type { MetricDef, MetricExpr, TicketDataset } from './types.js';

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
}

/** An additive metric: a sum of one measure column. */
export function total(
  id: string,
  column: string,
  description: string,
  options: MetricOptions = {},
): MetricDef {
  return { id, description, expr: sum(column), additive: true, hasShare: true, ...options };
}

/** A non-additive metric (average, percentage, rate). */
export function derived(
  id: string,
  expr: MetricExpr,
  description: string,
  options: MetricOptions = {},
): MetricDef {
  return { id, description, expr, additive: false, hasShare: true, ...options };
}

/** Every storage column an expression reads. */
export function columnsOf(expr: MetricExpr): string[] {
  switch (expr.kind) {
    case 'sum':
      return [expr.column];
    case 'sumWhere':
      return [expr.column, expr.where.column];
    case 'ratio':
      return [...columnsOf(expr.numerator), ...columnsOf(expr.denominator)];
    case 'difference':
      return [...columnsOf(expr.left), ...columnsOf(expr.right)];
  }
}
