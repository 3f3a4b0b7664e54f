import type { QueryPlan } from '../sql/plan.js';
import { ROLLUPS, ROUTE_ENDS } from '../storage/rollups.js';

/**
 * Who answers a plan: the SQL engine, or the in-memory route index of the data version: its route sources
 * (`route-index`), its one-dimension rollups (`national-index`) or its route sources for a breakdown pinned to
 * one airport (`airport-index`).
 */
export type ExecutorName = 'route-index' | 'national-index' | 'airport-index' | 'engine';

export interface ExecutorChoice {
  readonly executor: ExecutorName;
  /** Why, in a few words (logged, shown in the golden files). */
  readonly reason: string;
  /**
   * The source of the route index that answers: a route rollup, a facet or stored rows (route-index,
   * airport-index), a one-dimension rollup (national-index).
   */
  readonly table?: string;
}

/** What the planner needs to know of a route index: which of its sources holds a stored table's columns. */
export interface RouteIndexCoverage {
  /** The smallest source summed from `table` that holds every `needed` column (undefined: none). */
  sourceFor(table: string, needed: readonly string[]): string | undefined;
  /** Whether it holds the one-dimension rollup named `table` (storage/rollups.ts). */
  holdsNational(table: string): boolean;
  /** Whether its sources summed from stored table `table` hold every stored row (each has both airports). */
  holdsEveryRow(table: string): boolean;
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
  if (index === undefined) return engine('breakdown');
  if (plan.metrics.some((metric) => metric.distribution !== undefined))
    return engine('breakdown of distribution metrics');
  if (plan.airportFilters.length > 0) return engine('breakdown by airport attributes');
  if (index.holdsNational(plan.table))
    return { executor: 'national-index', reason: `breakdown over ${plan.table}`, table: plan.table };
  return airportExecutor(plan, index) ?? engine('breakdown');
}

/**
 * A breakdown pinned to an airport (an origin or destination filter), by one dimension or by nothing: the
 * route index's smallest source of the stored table holding every column it groups by, filters on or sums,
 * when the sources hold every stored row (none lacks an airport); else undefined.
 */
function airportExecutor(plan: QueryPlan, index: RouteIndexCoverage): ExecutorChoice | undefined {
  const pinned = plan.filters.some((filter) => ROUTE_ENDS.some((end) => end.airport === filter.column));
  const table = baseTableOf(plan.table);
  if (!pinned || plan.groupBy.length > 1 || !index.holdsEveryRow(table)) return undefined;
  const needed = [
    plan.periodColumn,
    ...plan.groupBy.map((group) => group.column),
    ...plan.filters.map((filter) => filter.column),
    ...plan.sums.flatMap((sum) => [sum.column, ...(sum.where ? [sum.where.column] : [])]),
  ];
  const source = index.sourceFor(table, needed);
  if (source === undefined) return undefined;
  return { executor: 'airport-index', reason: `breakdown at an airport over ${source}`, table: source };
}

/** The columns a distribution metric reads: its carrier split's, or its fare histogram. */
function distributionColumns(distribution: QueryPlan['metrics'][number]['distribution']): string[] {
  if (distribution?.kind === 'concentration') return [distribution.carrierColumn, distribution.weight];
  return distribution?.kind === 'quantile' ? [distribution.histogram] : [];
}

/**
 * The one decision which executor answers a plan. The route index answers a route plan when one of its
 * sources summed from the plan's stored table holds every column the plan filters on, tests or sums (a city
 * market in place of an airport is such a column: the route rollup holds them, and the index adds up the
 * airport pairs whose rows carry it; a fare quantile reads a histogram column, which the route rollup holds
 * per row); a route with an airport-attribute filter, or no index (turned off, or the backend has none), goes
 * to the engine. A breakdown
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
  if (plan.airportFilters.length > 0 || plan.groupBy.length > 0)
    return engine('airport attributes or groups');
  const table = baseTableOf(plan.table);
  const needed = [
    plan.periodColumn,
    ...plan.filters.map((filter) => filter.column),
    ...plan.sums.flatMap((sum) => [sum.column, ...(sum.where ? [sum.where.column] : [])]),
    ...plan.metrics.flatMap((metric) => distributionColumns(metric.distribution)),
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
