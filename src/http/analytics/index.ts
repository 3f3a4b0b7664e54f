import type { FastifyInstance } from 'fastify';
import { ANALYTICS_ENDPOINTS } from '../../catalog/index.js';
import { checkCatalog } from '../../catalog/check.js';
import type { EndpointDef } from '../../catalog/types.js';
import { parseAnalyticsRequest } from '../../query/parse.js';
import { planQuery } from '../../query/plan.js';
import { compile } from '../../sql/compile.js';
import { duckdb } from '../../sql/dialect.js';
import type { ServiceContext } from '../context.js';
import type { OpenApiPart } from '../openapi/document.js';
import { analyticsOpenApiPart } from './openapi.js';
import { shapeBreakdown, shapeRoute } from './shape.js';

type Query = Record<string, string | string[] | undefined>;

/** parse -> plan -> compile -> execute -> shape, for one endpoint of the catalog. */
async function answer(
  endpoint: EndpointDef,
  query: Query,
  context: ServiceContext,
): Promise<Record<string, unknown>> {
  const snapshot = context.current();
  const request = parseAnalyticsRequest(endpoint, query, snapshot.reference);
  const planned = planQuery(request, snapshot.manifest);
  const compiled = compile(planned.plan, duckdb);
  // a route reads a few rows of a rollup: it is admitted in the light lane, never behind breakdowns
  const lane = endpoint.kind === 'route' ? 'light' : 'heavy';
  const rows = await snapshot.engine.query(compiled.sql, compiled.params, { lane });
  const input = { request, planned, rows, reference: snapshot.reference, dataVersion: snapshot.dataVersion };
  return endpoint.kind === 'route' ? shapeRoute(input) : shapeBreakdown(input);
}

/** Registers every analytics endpoint of the catalog. */
export function registerAnalyticsRoutes(app: FastifyInstance, context: ServiceContext): void {
  const mistakes = checkCatalog(ANALYTICS_ENDPOINTS);
  if (mistakes.length > 0) throw new Error(`catalog check failed:\n${mistakes.join('\n')}`);
  for (const endpoint of ANALYTICS_ENDPOINTS) {
    app.get(endpoint.path, (request) => answer(endpoint, request.query as Query, context));
  }
}

export function analyticsPaths(): string[] {
  return ANALYTICS_ENDPOINTS.map((endpoint) => endpoint.path);
}

export function analyticsOpenApi(): OpenApiPart {
  return analyticsOpenApiPart(ANALYTICS_ENDPOINTS);
}
