import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DataSnapshot, ServiceContext } from '../serving/context.js';
import { useSnapshot } from './features/request-snapshot.js';
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

function isProblemCode(code: string): code is ProblemCode {
  return Object.hasOwn(PROBLEM_TYPES, code);
}

/** `/readyz`: ready with data whose files are all there and whose engine answers in full. */
async function readiness(
  snapshot: DataSnapshot,
  reply: FastifyReply,
  context: ServiceContext,
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
  // routes are answered by the engine until the index is built (after the start: LiveContext)
  const routeIndex = snapshot.routeIndex
    ? 'ready'
    : context.routeIndexBuilding?.(snapshot)
      ? 'building'
      : 'off';
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
    };
  }
  return {
    status: 'ready',
    data_version: snapshot.dataVersion,
    published_at: snapshot.manifest.published_at,
    route_index: routeIndex,
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

  app.get('/readyz', (request, reply) =>
    useSnapshot(request, (snapshot) => readiness(snapshot, reply, context)),
  );

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
