import type { EndpointDef } from '../catalog/types.js';
import type { DataSnapshot } from '../http/context.js';
import { shapeBreakdown, shapeRoute } from '../http/analytics/shape.js';
import { parseAnalyticsRequest } from '../query/parse.js';
import { planQuery, type PlannedQuery } from '../query/plan.js';
import type { AnalyticsRequest } from '../query/request.js';
import { compile } from '../sql/compile.js';
import { duckdb } from '../sql/dialect.js';

export interface AnalyticsAnswer {
  readonly request: AnalyticsRequest;
  readonly planned: PlannedQuery;
  /** The HTTP envelope, exactly as the endpoint answers it. */
  readonly envelope: Record<string, unknown>;
}

/**
 * parse -> plan -> compile -> execute -> shape for one catalog endpoint: the same stages, problems and
 * envelope as `GET <endpoint.path>`. The HTTP route does the same in http/analytics/index.ts; this is the one
 * place to switch to a shared glue function once src/query/ has one.
 */
export async function answerAnalytics(
  endpoint: EndpointDef,
  query: Readonly<Record<string, string>>,
  snapshot: DataSnapshot,
): Promise<AnalyticsAnswer> {
  const request = parseAnalyticsRequest(endpoint, query, snapshot.reference);
  const planned = planQuery(request, snapshot.manifest);
  const compiled = compile(planned.plan, duckdb);
  const rows = await snapshot.engine.query(compiled.sql, compiled.params);
  const input = { request, planned, rows, reference: snapshot.reference, dataVersion: snapshot.dataVersion };
  const envelope = endpoint.kind === 'route' ? shapeRoute(input) : shapeBreakdown(input);
  return { request, planned, envelope };
}
