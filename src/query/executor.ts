import { columnsOf } from '../catalog/expressions.js';
import type { QueryPlan } from '../sql/plan.js';
import { ROLLUPS, ROUTE_COLUMNS } from '../storage/rollups.js';

/** Who answers a plan: the SQL engine, or the in-memory route index of the data version. */
export type ExecutorName = 'route-index' | 'engine';

export interface ExecutorChoice {
  readonly executor: ExecutorName;
  /** Why, in a few words (logged, shown in the golden files). */
  readonly reason: string;
  /** The stored table the route index reads (route-index only). */
  readonly table?: string;
}

/** What the planner needs to know of a route index: the columns it holds per stored table. */
export interface RouteIndexCoverage {
  columnsOf(table: string): ReadonlySet<string> | undefined;
}

/** The stored table a plan's table (itself or one of its rollups) is summed from. */
export function baseTableOf(table: string): string {
  return ROLLUPS.find((rollup) => rollup.name === table)?.base ?? table;
}

/**
 * The one decision which executor answers a plan. The route index answers a route plan when it holds the
 * plan's stored table with every column the plan filters on, tests or sums; a city market route (no airport
 * pair to look up), a breakdown, a fare quantile
 * (the histograms are not indexed), an airport-attribute filter, or no index (turned off, or the backend has
 * none) goes to the engine.
 */
export function chooseExecutor(plan: QueryPlan, index: RouteIndexCoverage | undefined): ExecutorChoice {
  const engine = (reason: string): ExecutorChoice => ({ executor: 'engine', reason });
  if (plan.kind !== 'route') return engine('breakdown');
  if (index === undefined) return engine('no route index');
  // the index finds a route by its airports: a city market route (API-CONTRACT §12) goes to the engine
  if (!ROUTE_COLUMNS.every((column) => plan.filters.some((filter) => filter.column === column)))
    return engine('a city market route');
  if (plan.metrics.some((metric) => metric.distribution?.kind === 'quantile'))
    return engine('fare quantiles read the histograms');
  if (plan.airportFilters.length > 0 || plan.groupBy.length > 0)
    return engine('airport attributes or groups');
  if (
    plan.metrics.some((metric) => metric.distribution?.kind === 'concentration' && metric.expr.kind !== 'sum')
  )
    return engine('a concentration weighted by more than a sum');
  const table = baseTableOf(plan.table);
  const columns = index.columnsOf(table);
  if (columns === undefined) return engine(`${table} is not indexed`);
  const needed = [
    plan.periodColumn,
    ...plan.filters.map((filter) => filter.column),
    ...plan.metrics.flatMap((metric) => [
      ...columnsOf(metric.expr),
      ...(metric.distribution?.kind === 'concentration' ? [metric.distribution.carrierColumn] : []),
    ]),
  ];
  const missing = needed.find((column) => !columns.has(column));
  if (missing !== undefined) return engine(`${table} index has no ${missing}`);
  return { executor: 'route-index', reason: `route over ${table}`, table };
}
