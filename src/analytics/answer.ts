import type { EndpointDef } from '../catalog/types.js';
import type { ExecutorChoice } from '../query/executor.js';
import type { PlannedQuery } from '../query/plan.js';
import { prepareAnalyticsQuery, type RawQuery } from '../query/prepare.js';
import type { AnalyticsRequest } from '../query/request.js';
import type { DataSnapshot } from '../serving/context.js';
import { shapeBreakdown, shapeRoute } from './shape.js';
import { fetchRows } from './fetch-rows.js';

export interface AnalyticsAnswer {
  readonly request: AnalyticsRequest;
  readonly planned: PlannedQuery;
  /** Which executor answered (the route index or the engine), and why. */
  readonly executor: ExecutorChoice;
  /** The envelope, exactly as `GET <endpoint.path>` answers it. */
  readonly envelope: Record<string, unknown>;
}

/**
 * prepare (parse -> plan -> executor choice, the glue every front end shares) -> execute -> shape for one
 * catalog endpoint: the HTTP routes and the MCP tools both answer through it. A route is answered by the
 * route index when the planner chose it, else it reads a few rows of a rollup in the engine's light lane,
 * never behind breakdowns.
 */
export async function answerAnalytics(
  endpoint: EndpointDef,
  query: RawQuery,
  snapshot: DataSnapshot,
): Promise<AnalyticsAnswer> {
  const { request, planned, hint, executor } = prepareAnalyticsQuery(endpoint, query, snapshot);
  const { rows, comparison } = await fetchRows(request, planned, executor, snapshot);
  const input = {
    request,
    planned,
    rows,
    reference: snapshot.reference,
    dataVersion: snapshot.dataVersion,
    hint,
    ...(comparison ? { comparison } : {}),
  };
  const envelope = endpoint.kind === 'route' ? shapeRoute(input) : shapeBreakdown(input);
  return { request, planned, executor, envelope };
}
