import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { analyticsOpenApi, analyticsPaths, registerAnalyticsRoutes } from './analytics/index.js';
import type { ServiceContext } from './context.js';
import { registerDocsRoutes } from './docs-routes.js';
import { registerMcpRoute } from '../mcp/http-route.js';
import { installErrorHandling } from './errors.js';
import { registerExplorerRoutes } from './explorer-routes.js';
import { installDelivery, type DeliveryOptions } from './features/delivery.js';
import { buildOpenApiDocument } from './openapi/document.js';
import { parseQueryString } from './query-string.js';
import { requestIdFrom } from './request-id.js';
import { registerSupportRoutes } from './support/routes.js';
import { registerSystemRoutes } from './system-routes.js';

export interface AppOptions {
  readonly context: ServiceContext;
  readonly logger?: FastifyServerOptions['logger'];
  readonly version?: string;
  /** Result cache entries (0: off), API keys (none: open), rate limit per window (0: off). */
  readonly delivery?: Partial<Omit<DeliveryOptions, 'context'>>;
}

/** The HTTP application: every route, problem documents for every error, request ids, security headers. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // request-completion log lines also name the route, so logs group by endpoint
    logger:
      options.logger && typeof options.logger === 'object'
        ? {
            ...options.logger,
            serializers: {
              res: (reply) => ({ statusCode: reply.statusCode, route: reply.routeOptions?.url ?? null }),
            },
          }
        : (options.logger ?? false),
    routerOptions: { querystringParser: parseQueryString },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    // a request already sent when shutdown begins is served, not refused: main.ts closes the connection after it
    return503OnClosing: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  installErrorHandling(app);
  const context = installDelivery(app, {
    context: options.context,
    cacheEntries: options.delivery?.cacheEntries ?? 1000,
    apiKeys: options.delivery?.apiKeys ?? [],
    rateLimit: options.delivery?.rateLimit ?? 0,
    rateLimitWindowSeconds: options.delivery?.rateLimitWindowSeconds ?? 60,
  });
  registerSystemRoutes(app, context, analyticsPaths());
  registerSupportRoutes(app, context);
  registerAnalyticsRoutes(app, context);
  registerMcpRoute(app, context, options.version ?? '0.1.0');
  registerDocsRoutes(app, buildOpenApiDocument(analyticsOpenApi(), options.version ?? '0.1.0'));
  registerExplorerRoutes(app);
  await app.ready();
  return app;
}
