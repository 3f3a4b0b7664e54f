import type { QueryPlan } from '../sql/plan.js';
import { ROLLUPS, ROUTE_ENDS } from '../storage/rollups.js';

/**
 * Who answers a plan: the SQL engine, or the in-memory route index of the data version: its route sources
 * (`route-index`) or its one-dimension rollups (`national-index`).
 */
export type ExecutorName = 'route-index' | 'national-index' | 'engine';

export interface ExecutorChoice {
  readonly executor: ExecutorName;
  /** Why, in a few words (logged, shown in the golden files). */
  readonly reason: string;
  /**
   * The source of the route index that answers: a route rollup, a facet or stored rows (route-index), a
   * one-dimension rollup (national-index).
   */
  readonly table?: string;
}

/** What the planner needs to know of a route index: which of its sources holds a stored table's columns. */
export interface RouteIndexCoverage {
  /** The smallest source summed from `table` that holds every `needed` column (undefined: none). */
  sourceFor(table: string, needed: readonly string[]): string | undefined;
  /** Whether it holds the one-dimension rollup named `table` (storage/rollups.ts). */
  holdsNational(table: string): boolean;
}

/** The stored table a plan's table (itself or one of its rollups) is summed from. */
export function baseTableOf(table: string): string {
  return ROLLUPS.find((rollup) => rollup.name === table)?.base ?? table;
}

/**
 * A breakdown's executor: the route index when it holds the plan's table, a one-dimension rollup (the plan
 * then groups by its column or by nothing, and filters or tests only that column), and the plan needs no
 * distribution statistic (no column of the rollup holds what they read) nor an airport attribute (the
 * engine joins the airports' attributes); else the engine.
 */
function breakdownExecutor(plan: QueryPlan, index: RouteIndexCoverage | undefined): ExecutorChoice {
  const engine = (reason: string): ExecutorChoice => ({ executor: 'engine', reason });
  if (index === undefined || !index.holdsNational(plan.table)) return engine('breakdown');
  if (plan.metrics.some((metric) => metric.distribution !== undefined))
    return engine('breakdown of distribution metrics');
  if (plan.airportFilters.length > 0) return engine('breakdown by airport attributes');
  return { executor: 'national-index', reason: `breakdown over ${plan.table}`, table: plan.table };
}

/**
 * The one decision which executor answers a plan. The route index answers a route plan when one of its
 * sources summed from the plan's stored table holds every column the plan filters on, tests or sums (a city
 * market in place of an airport is such a column: the route rollup holds them, and the index adds up the
 * airport pairs whose rows carry it); a route with a fare quantile (the histograms are not indexed) or an
 * airport-attribute filter, or no index (turned off, or the backend has none), goes to the engine. A breakdown
 * is answered by the index's one-dimension rollups or by the engine (`breakdownExecutor`).
 */
export function chooseExecutor(plan: QueryPlan, index: RouteIndexCoverage | undefined): ExecutorChoice {
  const engine = (reason: string): ExecutorChoice => ({ executor: 'engine', reason });
  if (plan.kind !== 'route') return breakdownExecutor(plan, index);
  if (index === undefined) return engine('no route index');
  // each end is an airport or a city market (docs/API-CONTRACT.md §12)
  const names = (end: (typeof ROUTE_ENDS)[number]) =>
    plan.filters.some((filter) => filter.column === end.airport || filter.column === end.cityMarket);
  if (!ROUTE_ENDS.every(names)) return engine('a route without both ends');
  if (plan.metrics.some((metric) => metric.distribution?.kind === 'quantile'))
    return engine('fare quantiles read the histograms');
  if (plan.airportFilters.length > 0 || plan.groupBy.length > 0)
    return engine('airport attributes or groups');
  const table = baseTableOf(plan.table);
  const needed = [
    plan.periodColumn,
    ...plan.filters.map((filter) => filter.column),
    ...plan.sums.flatMap((sum) => [sum.column, ...(sum.where ? [sum.where.column] : [])]),
    ...plan.metrics.flatMap((metric) =>
      metric.distribution?.kind === 'concentration'
        ? [metric.distribution.carrierColumn, metric.distribution.weight]
        : [],
    ),
  ];
  const source = index.sourceFor(table, needed);
  if (source === undefined) {
    const smallest = index.sourceFor(table, []);
    if (smallest === undefined) return engine(`${table} is not indexed`);
    const missing = needed.filter((column) => index.sourceFor(table, [column]) === undefined);
    // the columns beyond the smallest source's, which no one source holds together
    const tested = [...new Set(needed.filter((column) => index.sourceFor(table, [column]) !== smallest))];
    return engine(
      missing.length > 0
        ? `${table} index has no ${missing.join(', ')}`
        : `${table} index has no source with ${tested.join(' and ')}`,
    );
  }
  return { executor: 'route-index', reason: `route over ${source}`, table: source };
}
