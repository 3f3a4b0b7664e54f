import { breakdownForm, breakdownStatement, groupedBreakdownStatement } from './breakdown.js';
import type { Dialect } from './dialect.js';
import { groupedScan } from './grouped-scan.js';
import type { QueryPlan, SqlValue } from './plan.js';
import { routeStatement, routeWithDistributionsStatement } from './route.js';

export interface CompiledQuery {
  readonly sql: string;
  /** The values bound to the statement's placeholders (none where the dialect writes literals). */
  readonly params: readonly SqlValue[];
  /**
   * What the statement's rows are: the answer's rows, or a breakdown's grouped rows, which
   * `query/finish-breakdown.ts` finishes (`answerRows`).
   */
  readonly rows: 'answer' | 'grouped';
}

/**
 * Compiles a plan to one SQL statement, of one of four shapes: a route (one row per period with data), a
 * route with distribution metrics (grouped sums, then the metrics over them), a breakdown's grouped rows (its
 * `grouped` form, `breakdownForm`), a whole breakdown (the top `limit` groups of each period with shares and
 * the group count). Identifiers come only from the plan (catalog data) and pass through the dialect's quoting;
 * values are written by the dialect as the statement is.
 */
export function compile(plan: QueryPlan, dialect: Dialect): CompiledQuery {
  const scan = groupedScan(plan, dialect);
  if (plan.kind === 'breakdown' && breakdownForm(plan) === 'grouped')
    return { sql: groupedBreakdownStatement(scan), params: scan.values.bound, rows: 'grouped' };
  const withDistributions = scan.distributionTables !== undefined || scan.aggregateSelects.length > 0;
  const sql =
    plan.kind === 'breakdown'
      ? breakdownStatement(scan)
      : withDistributions
        ? routeWithDistributionsStatement(scan)
        : routeStatement(scan);
  return { sql, params: scan.values.bound, rows: 'answer' };
}
