import type { QueryLane, Row, SqlValue } from '../engines/engine.js';
import type { ExecutorChoice } from '../query/executor.js';
import { planComparison, type PlannedComparison } from '../query/compare.js';
import { answerRows, finishBreakdown } from '../query/finish-breakdown.js';
import type { PlannedQuery, QueryPlan } from '../query/plan.js';
import type { AnalyticsRequest } from '../query/request.js';
import { executeRoutePlan } from '../route-index/execute.js';
import { nationalGroupedRows } from '../route-index/national-execute.js';
import { airportGroupedRows } from '../route-index/airport-execute.js';
import { compile } from '../sql/compile.js';
import { ONE_DIMENSION_ROLLUPS } from '../storage/rollups.js';
import type { DataSnapshot } from '../serving/context.js';
import { groupsOf, type ComparisonRows } from './comparison.js';

const ROUTE_COMPARISONS = new WeakMap<
  PlannedQuery,
  { readonly manifest: DataSnapshot['manifest']; readonly compared: PlannedComparison }
>();

/**
 * A route's comparison plan, once per prepared request (`planned` is kept per data version and spelling,
 * preparations.ts; a route's comparison depends only on it and the version's manifest), so its route index
 * readers are resolved once too.
 */
function routeComparison(
  request: AnalyticsRequest,
  planned: PlannedQuery,
  snapshot: DataSnapshot,
): PlannedComparison {
  const known = ROUTE_COMPARISONS.get(planned);
  if (known?.manifest === snapshot.manifest) return known.compared;
  const compared = planComparison(request, planned, snapshot.manifest);
  ROUTE_COMPARISONS.set(planned, { manifest: snapshot.manifest, compared });
  return compared;
}

/** The names of the one-dimension rollups (a few thousand rows at most). */
const ONE_DIMENSION_TABLES: ReadonlySet<string> = new Set(ONE_DIMENSION_ROLLUPS.map((rollup) => rollup.name));

/**
 * The engine's admission lane for a plan (`QueryLane`): a route reads a few rows of a rollup, and so does a
 * breakdown over a one-dimension rollup, so both take the light lane, never behind the heavy breakdowns, which
 * hold at most round(cores / threads) connections at once: one at a time on two cores, where such short
 * queries would wait for each other with a core idle.
 */
export function engineLane(plan: QueryPlan): QueryLane {
  return plan.kind === 'route' || ONE_DIMENSION_TABLES.has(plan.table) ? 'light' : 'heavy';
}

/**
 * Runs the plan on the executor chosen for it (the route index: a route's rows, a national breakdown's
 * grouped rows from a one-dimension rollup, or those of a breakdown pinned to an airport; or the engine), a breakdown's grouped rows finished in JS
 * (query/finish-breakdown.ts), and with
 * compare=previous_year the same plan a year earlier (only its periods differ, so the same executor): in
 * parallel for a route; for a breakdown after it, restricted to the rows it shows.
 */
export async function fetchRows(
  request: AnalyticsRequest,
  planned: PlannedQuery,
  executor: ExecutorChoice,
  snapshot: DataSnapshot,
): Promise<{ rows: Row[]; comparison?: ComparisonRows }> {
  const lane = engineLane(planned.plan);
  const index = snapshot.routeIndex;
  const table = executor.table ?? '';
  const indexed = executor.executor === 'route-index' ? index?.tables.get(table) : undefined;
  const national = executor.executor === 'national-index' ? index?.national.get(table) : undefined;
  const pinned = executor.executor === 'airport-index' ? index?.tables.get(table) : undefined;
  const run = (plan: QueryPlan): Promise<Row[]> => {
    if (indexed) return Promise.resolve(executeRoutePlan(indexed, plan));
    if (national) return Promise.resolve(finishBreakdown(plan, nationalGroupedRows(national, plan)));
    if (pinned) return Promise.resolve(finishBreakdown(plan, airportGroupedRows(pinned, plan)));
    const compiled = compile(plan, snapshot.dialect);
    return snapshot.engine
      .query(compiled.sql, compiled.params, { lane })
      .then((rows) => answerRows(plan, compiled, rows));
  };
  if (!request.modes.compare) return { rows: await run(planned.plan) };
  if (request.endpoint.kind === 'route') {
    const compared = routeComparison(request, planned, snapshot);
    const [rows, earlier] = await Promise.all([run(planned.plan), compared.plan ? run(compared.plan) : []]);
    return { rows, comparison: { planned: compared, rows: earlier } };
  }
  const rows = await run(planned.plan);
  const shown = rows.map((row) => groupsOf(row, request.by.length) as SqlValue[]);
  const compared = planComparison(request, planned, snapshot.manifest, shown);
  return { rows, comparison: { planned: compared, rows: compared.plan ? await run(compared.plan) : [] } };
}
