import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANALYTICS_ENDPOINTS } from '../../catalog/index.js';
import { checkCatalog } from '../../catalog/check.js';
import type { EndpointDef } from '../../catalog/types.js';
import { answerAnalytics } from '../../analytics/answer.js';
import { declareCsvColumns } from '../features/csv-responses.js';
import { useSnapshot } from '../features/request-snapshot.js';
import type { OpenApiPart } from '../openapi/document.js';
import { csvColumns } from './columns.js';
import { analyticsOpenApiPart } from './openapi.js';

type Query = Record<string, string | string[] | undefined>;

/**
 * The shared answer, with the CSV columns the request declares (whatever the rows hold) and the executor
 * that answered in `Server-Timing` (`exec;desc=route-index` or `exec;desc=engine`).
 */
async function answer(
  endpoint: EndpointDef,
  http: FastifyRequest,
  reply: FastifyReply,
): Promise<Record<string, unknown>> {
  const { request, envelope, executor } = await useSnapshot(http, (snapshot) =>
    answerAnalytics(endpoint, http.query as Query, snapshot),
  );
  declareCsvColumns(http, csvColumns(request));
  reply.header('Server-Timing', `exec;desc=${executor.executor}`);
  return envelope;
}

/** Registers every analytics endpoint of the catalog. */
export function registerAnalyticsRoutes(app: FastifyInstance): void {
  const mistakes = checkCatalog(ANALYTICS_ENDPOINTS);
  if (mistakes.length > 0) throw new Error(`catalog check failed:\n${mistakes.join('\n')}`);
  for (const endpoint of ANALYTICS_ENDPOINTS) {
    app.get(endpoint.path, (request, reply) => answer(endpoint, request, reply));
  }
}

export function analyticsPaths(): string[] {
  return ANALYTICS_ENDPOINTS.map((endpoint) => endpoint.path);
}

export function analyticsOpenApi(): OpenApiPart {
  return analyticsOpenApiPart(ANALYTICS_ENDPOINTS);
}
