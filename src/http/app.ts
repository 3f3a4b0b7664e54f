import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerLimits } from '../config.js';
import { analyticsOpenApi, analyticsPaths, registerAnalyticsRoutes } from './analytics/index.js';
import { sharingResults, type ServiceContext } from '../serving/context.js';
import { registerDocsRoutes } from './docs-routes.js';
import { capConnectionsPerClient } from './client-connections.js';
import { clientErrorHandler, connectHandler, frameworkErrorHandler, installErrorHandling } from './errors.js';
import { registerExplorerRoutes } from './explorer-routes.js';
import { apiKeys } from './features/api-keys.js';
import { compression } from './features/compression.js';
import { cors } from './features/cors.js';
import { dataAvailability } from './features/data-availability.js';
import { ApiKeys } from './features/credentials.js';
import { csvResponses } from './features/csv-responses.js';
import { metrics, ServiceMetrics } from './features/metrics.js';
import { rateLimit } from './features/rate-limit.js';
import { representation } from './features/representation.js';
import { OneLinePerRequest } from './features/request-log.js';
import { requestLimits } from './features/request-limits.js';
import { requestSnapshot } from './features/request-snapshot.js';
import { responseHeaders } from './features/response-headers.js';
import { resultCache } from './features/result-cache.js';
import { createResultCache } from '../serving/result-cache.js';
import { serverTiming } from './features/server-timing.js';
import { buildOpenApiDocument } from './openapi/document.js';
import { parseQueryString } from './query-string.js';
import { requestIdFrom } from './request-id.js';
import { registerSupportRoutes } from './support/routes.js';
import { registerSystemRoutes } from './system-routes.js';

export interface DeliveryOptions {
  /** Megabytes of answers the result cache holds; 0 turns it off. */
  readonly cacheMb: number;
  /** API keys; none leaves the API open. */
  readonly apiKeys: readonly string[];
  /** Requests per window per client; 0 turns rate limiting off. */
  readonly rateLimit: number;
  readonly rateLimitWindowSeconds: number;
}

/**
 * Another door mounted on this server by the composition root (`../server.ts` mounts MCP's `POST /mcp`), so
 * http/ never imports it: its POST path passes the request limits, and its routes sit behind every plugin.
 */
export interface HttpMount {
  readonly postPath: string;
  register(app: FastifyInstance, context: ServiceContext, version: string): void;
}

export interface AppOptions {
  readonly context: ServiceContext;
  readonly logger?: FastifyServerOptions['logger'];
  /** A logger made by the caller (the server's, see logging.ts); wins over `logger`. */
  readonly loggerInstance?: FastifyServerOptions['loggerInstance'];
  readonly version?: string;
  readonly delivery?: Partial<DeliveryOptions>;
  /** Timeouts and connection limits of the listening server (Node's defaults when absent, as in inject tests). */
  readonly server?: ServerLimits;
  /** Other doors mounted on the server (none: the HTTP API alone). */
  readonly mounts?: readonly HttpMount[];
}

/** How often Node checks its headers and request timeouts (its default, 30 s, would let them run long). */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

function serverOptions(limits: ServerLimits | undefined): FastifyHttpOptions<Server> {
  if (!limits) return {};
  return {
    connectionTimeout: limits.socketTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  };
}

/**
 * The HTTP application. Around every route, in the order a request meets them: metrics (they see every
 * request), the response headers every answer carries, request limits (target length, method, no body), CORS,
 * API keys, rate limits, the representation (JSON or CSV), CSV writing, 503 without published data, ETag / 304
 * and the result cache, compression, and Server-Timing last. Every error is a problem document (errors.ts).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(options.server),
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    logController: new OneLinePerRequest(),
    routerOptions: { querystringParser: parseQueryString },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // a request already sent when shutdown begins is served, not refused: main.ts closes the connection after it
    return503OnClosing: false,
  });
  if (options.server) {
    app.server.maxConnections = options.server.maxConnections;
    capConnectionsPerClient(app.server, options.server.maxConnectionsPerClient);
  }
  app.server.on('connect', connectHandler);
  installErrorHandling(app);

  const delivery = options.delivery ?? {};
  const mounts = options.mounts ?? [];
  const version = options.version ?? '0.1.0';
  const keys = new ApiKeys(delivery.apiKeys ?? []);
  const cache = createResultCache((delivery.cacheMb ?? 256) * 1024 * 1024);
  const serviceMetrics = new ServiceMetrics(options.context, cache);
  // every door mounted here answers from the same result cache
  const context = sharingResults(options.context, cache);

  await app.register(metrics, { metrics: serviceMetrics, context });
  await app.register(responseHeaders);
  await app.register(requestLimits, { postPaths: mounts.map((mount) => mount.postPath) });
  await app.register(cors);
  await app.register(apiKeys, { keys });
  await app.register(rateLimit, {
    limit: delivery.rateLimit ?? 0,
    windowSeconds: delivery.rateLimitWindowSeconds ?? 60,
    byKey: keys.enabled,
  });
  await app.register(representation);
  await app.register(csvResponses);
  await app.register(requestSnapshot, { context });
  await app.register(dataAvailability);
  await app.register(resultCache, { cache, scope: keys.enabled ? 'private' : 'public' });
  await app.register(compression);
  await app.register(serverTiming);

  registerSystemRoutes(app, context, analyticsPaths());
  registerSupportRoutes(app);
  registerAnalyticsRoutes(app, cache);
  for (const mount of mounts) mount.register(app, context, version);
  registerDocsRoutes(app, buildOpenApiDocument(analyticsOpenApi(), version));
  registerExplorerRoutes(app);
  await app.ready();
  return app;
}
