import type { EndpointDef } from '../catalog/types.js';
import type { DataSnapshot } from '../http/context.js';
import { shapeBreakdown, shapeRoute } from '../http/analytics/shape.js';
import type { PlannedQuery } from '../query/plan.js';
import { prepareAnalyticsQuery } from '../query/prepare.js';
import type { AnalyticsRequest } from '../query/request.js';

export interface AnalyticsAnswer {
  readonly request: AnalyticsRequest;
  readonly planned: PlannedQuery;
  /** The HTTP envelope, exactly as the endpoint answers it. */
  readonly envelope: Record<string, unknown>;
}

/**
 * prepare (parse -> plan -> compile, the glue every front end shares) -> execute -> shape for one catalog
 * endpoint: the same stages, problems and envelope as `GET <endpoint.path>`.
 */
export async function answerAnalytics(
  endpoint: EndpointDef,
  query: Readonly<Record<string, string>>,
  snapshot: DataSnapshot,
): Promise<AnalyticsAnswer> {
  const { request, planned, compiled, hint } = prepareAnalyticsQuery(endpoint, query, snapshot);
  const rows = await snapshot.engine.query(compiled.sql, compiled.params);
  const input = {
    request,
    planned,
    rows,
    reference: snapshot.reference,
    dataVersion: snapshot.dataVersion,
    hint,
  };
  const envelope = endpoint.kind === 'route' ? shapeRoute(input) : shapeBreakdown(input);
  return { request, planned, envelope };
}
