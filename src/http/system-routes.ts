import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DataSnapshot, ServiceContext } from '../serving/context.js';
import { coverageOf } from '../serving/coverage.js';
import { ApiProblem, PROBLEM_TYPES, type ProblemCode } from '../problems/problems.js';
import { refuseParameters } from './no-parameters.js';
import { firstMissingFile, isLoaded } from '../serving/snapshot.js';

export const SERVICE_LINKS = {
  docs: '/docs',
  explore: '/explore',
  openapi: '/openapi.json',
  livez: '/livez',
  readyz: '/readyz',
  coverage: '/support/coverage',
  airports: '/support/airports',
  carriers: '/support/carriers',
  aircrafts: '/support/aircrafts',
  mcp: '/mcp',
} as const;

const NO_PARAMETER_ROUTES = new Set(['/', '/livez', '/readyz', '/support/coverage', '/problems/:code']);

/**
 * The route index as /readyz states it: `ready`, `building` (the first attempt under way), `retrying` (an
 * attempt failed; with `route_index_detail` saying how often and why) or `off`.
 */
function routeIndexState(
  snapshot: DataSnapshot,
  context: ServiceContext,
): { routeIndex: string; routeIndexDetail: { route_index_detail?: string } } {
  if (snapshot.routeIndex) return { routeIndex: 'ready', routeIndexDetail: {} };
  const build = context.routeIndexBuild?.();
  if (build === undefined) return { routeIndex: 'off', routeIndexDetail: {} };
  if (build.failedAttempts === 0) return { routeIndex: 'building', routeIndexDetail: {} };
  const times = build.failedAttempts === 1 ? 'once' : `${build.failedAttempts} times`;
  return {
    routeIndex: 'retrying',
    routeIndexDetail: {
      route_index_detail: `the route index build failed ${times} (last: ${build.lastFailure ?? 'unknown'}) and is retried with backoff; routes are answered by the engine meanwhile`,
    },
  };
}

function isProblemCode(code: string): code is ProblemCode {
  return Object.hasOwn(PROBLEM_TYPES, code);
}

/** /readyz: ready, not ready (no data, a file missing) or degraded (a table unreadable, a shard lost). */
async function readiness(
  snapshot: DataSnapshot,
  context: ServiceContext,
  reply: FastifyReply,
): Promise<Record<string, unknown>> {
  if (!isLoaded(snapshot)) {
    reply.code(503).header('Retry-After', '5');
    return { status: 'not_ready', data_version: null, detail: snapshot.unavailable };
  }
  const missing = await firstMissingFile(snapshot);
  if (missing !== undefined) {
    reply.code(503).header('Retry-After', '5');
    return {
      status: 'not_ready',
      data_version: snapshot.dataVersion,
      detail: `${missing} is missing: restore it, or publish a new data version with atss ingest`,
    };
  }
  const damaged = (snapshot.damaged ?? []).map(({ table }) => table);
  if (damaged.length > 0) {
    // the other tables are served: the reason (files, engine text) is in the log, never here
    reply.code(503).header('Retry-After', '5');
    return {
      status: 'degraded',
      data_version: snapshot.dataVersion,
      detail: `the stored table${damaged.length > 1 ? 's' : ''} ${damaged.join(', ')} cannot be read (a damaged file; the server log names it): queries that need ${damaged.length > 1 ? 'them' : 'it'} answer 503, every other table is served; publish a new data version with atss ingest`,
      unreadable_tables: damaged,
    };
  }
  // routes are answered by the engine until the index is built (after the start, retried: LiveContext), so
  // a route index still building or retrying leaves the server ready
  const { routeIndex, routeIndexDetail } = routeIndexState(snapshot, context);
  const unreachable = (await snapshot.unreachable?.()) ?? [];
  if (unreachable.length > 0) {
    // a load balancer takes the replica out; requests still sent get routes from the route index, 503 else
    reply.code(503).header('Retry-After', '5');
    return {
      status: 'degraded',
      data_version: snapshot.dataVersion,
      detail: `${unreachable.join(', ')} does not answer: queries that need it answer 503 until it is back${
        routeIndex === 'ready' ? ' (routes are answered from the route index)' : ''
      }`,
      unreachable,
      route_index: routeIndex,
      ...routeIndexDetail,
    };
  }
  return {
    status: 'ready',
    data_version: snapshot.dataVersion,
    published_at: snapshot.manifest.published_at,
    route_index: routeIndex,
    ...routeIndexDetail,
  };
}

/** `/`, `/livez`, `/readyz`, `/support/coverage`, `/problems/:code`: each from the request's snapshot. */
export function registerSystemRoutes(
  app: FastifyInstance,
  context: ServiceContext,
  analyticsPaths: string[],
): void {
  // none takes a query parameter (the `format` of /support/coverage is taken out before)
  app.addHook('preHandler', (request, _reply, next) => {
    try {
      if (NO_PARAMETER_ROUTES.has(request.routeOptions.url ?? '')) refuseParameters(request);
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  app.get('/', (request) => ({
    name: 'atss',
    description: 'Air Travel Statistics Service: US airline statistics (BTS) as a read-only JSON API',
    data_version: request.snapshot.dataVersion,
    links: { ...SERVICE_LINKS, analytics: analyticsPaths },
  }));

  app.get('/livez', () => ({ status: 'ok' }));

  app.get('/readyz', (request, reply) => readiness(request.snapshot, context, reply));

  app.get('/support/coverage', (request) => {
    const { snapshot } = request;
    return {
      data_version: snapshot.dataVersion,
      published_at: snapshot.manifest.published_at,
      tables: coverageOf(snapshot.manifest),
    };
  });

  app.get<{ Params: { code: string } }>('/problems/:code', (request) => {
    const { code } = request.params;
    if (!isProblemCode(code)) throw new ApiProblem('not-found', `no problem type "${code}"`);
    const type = PROBLEM_TYPES[code];
    return {
      type: `/problems/${code}`,
      code,
      status: type.status,
      title: type.title,
      description: type.description,
    };
  });
}
