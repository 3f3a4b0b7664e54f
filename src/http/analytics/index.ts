import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANALYTICS_ENDPOINTS } from '../../catalog/index.js';
import { checkCatalog } from '../../catalog/check.js';
import type { EndpointDef } from '../../catalog/types.js';
import { prepareAnalyticsQuery } from '../../query/prepare.js';
import type { ServiceContext } from '../context.js';
import { declareCsvColumns } from '../features/delivery.js';
import type { OpenApiPart } from '../openapi/document.js';
import { csvColumns } from './columns.js';
import { analyticsOpenApiPart } from './openapi.js';
import { shapeBreakdown, shapeRoute } from './shape.js';

type Query = Record<string, string | string[] | undefined>;

/** parse -> plan -> compile -> execute -> shape, for one endpoint of the catalog. */
async function answer(
  endpoint: EndpointDef,
  http: FastifyRequest,
  context: ServiceContext,
): Promise<Record<string, unknown>> {
  const snapshot = context.current();
  const { request, planned, compiled, hint } = prepareAnalyticsQuery(endpoint, http.query as Query, snapshot);
  declareCsvColumns(http, csvColumns(request));
  const rows = await snapshot.engine.query(compiled.sql, compiled.params);
  const input = {
    request,
    planned,
    rows,
    reference: snapshot.reference,
    dataVersion: snapshot.dataVersion,
    hint,
  };
  return endpoint.kind === 'route' ? shapeRoute(input) : shapeBreakdown(input);
}

/** Registers every analytics endpoint of the catalog. */
export function registerAnalyticsRoutes(app: FastifyInstance, context: ServiceContext): void {
  const mistakes = checkCatalog(ANALYTICS_ENDPOINTS);
  if (mistakes.length > 0) throw new Error(`catalog check failed:\n${mistakes.join('\n')}`);
  for (const endpoint of ANALYTICS_ENDPOINTS) {
    app.get(endpoint.path, (request) => answer(endpoint, request, context));
  }
}

export function analyticsPaths(): string[] {
  return ANALYTICS_ENDPOINTS.map((endpoint) => endpoint.path);
}

export function analyticsOpenApi(): OpenApiPart {
  return analyticsOpenApiPart(ANALYTICS_ENDPOINTS);
}
