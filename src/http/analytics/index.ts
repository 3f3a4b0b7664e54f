import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANALYTICS_ENDPOINTS } from '../../catalog/index.js';
import { checkCatalog } from '../../catalog/check.js';
import type { EndpointDef } from '../../catalog/types.js';
import { prepareAnswer, type PreparedAnswer } from '../../analytics/answer.js';
import { ApiProblem } from '../../problems/problems.js';
import type { DataSnapshot } from '../../serving/context.js';
import { sendProblem } from '../errors.js';
import type { ResultCache } from '../../serving/result-cache.js';
import { declareCsvColumns } from '../features/csv-responses.js';
import { csvRequested } from '../features/representation.js';
import { useSnapshot } from '../features/request-snapshot.js';
import { cachedRendering, identifyResult } from '../features/result-cache.js';
import type { OpenApiPart } from '../openapi/document.js';
import { csvColumns } from './columns.js';
import { analyticsOpenApiPart } from './openapi.js';

type Query = Record<string, string | string[] | undefined>;

/**
 * The shared answer: validated and keyed on the canonical request first (its ETag; a matching If-None-Match is
 * a 304 before anything runs), then from the shared result cache or computed, with the CSV columns the request
 * declares (whatever the rows hold) and the executor that answered in `Server-Timing`
 * (`exec;desc=route-index`, `exec;desc=engine`, or `exec;desc=cache`).
 */
function answer(
  endpoint: EndpointDef,
  cache: ResultCache | undefined,
  http: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  return useSnapshot(http, async (snapshot) => {
    const prepared = preparedOrRefused(endpoint, cache, http, snapshot);
    if (prepared instanceof ApiProblem) return sendProblem(http, reply, prepared);
    if (identifyResult(http, reply, prepared.key)) return reply;
    const { answer, hit, cached } = await prepared.answer();
    reply.header('Server-Timing', `exec;desc=${hit ? 'cache' : answer.executor.executor}`);
    const rendering = cachedRendering(http, cached, hit);
    if (rendering) return reply.type(rendering.contentType).send(rendering.text);
    // the CSV header, declared by the request (only a CSV answer has one)
    if (csvRequested(http)) declareCsvColumns(http, csvColumns(prepared.request));
    return answer.envelope;
  });
}

/**
 * The prepared request, or its refusal as a value: sent by the handler itself, the document the error handler
 * would send (errors.ts), without a rejected promise going through Fastify's error path (issue #45).
 */
function preparedOrRefused(
  endpoint: EndpointDef,
  cache: ResultCache | undefined,
  http: FastifyRequest,
  snapshot: DataSnapshot,
): PreparedAnswer | ApiProblem {
  try {
    return prepareAnswer(endpoint, http.query as Query, snapshot, cache);
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
}

/** Registers every analytics endpoint of the catalog, answering from the shared result cache when there is one. */
export function registerAnalyticsRoutes(app: FastifyInstance, cache: ResultCache | undefined): void {
  const mistakes = checkCatalog(ANALYTICS_ENDPOINTS);
  if (mistakes.length > 0) throw new Error(`catalog check failed:\n${mistakes.join('\n')}`);
  for (const endpoint of ANALYTICS_ENDPOINTS) {
    app.get(endpoint.path, { config: { keyedByHandler: true } }, (request, reply) =>
      answer(endpoint, cache, request, reply),
    );
  }
}

export function analyticsPaths(): string[] {
  return ANALYTICS_ENDPOINTS.map((endpoint) => endpoint.path);
}

export function analyticsOpenApi(): OpenApiPart {
  return analyticsOpenApiPart(ANALYTICS_ENDPOINTS);
}
