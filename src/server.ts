import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions, type HttpMount } from './http/app.js';
import { noteForRequestLog } from './http/features/request-log.js';
import { SERVICE_LINKS } from './http/system-routes.js';
import { registerMcpRoute } from './mcp/http-route.js';

/** MCP's streamable HTTP transport as a door of the HTTP server, at `POST /mcp`. */
const MCP_DOOR: HttpMount = {
  postPath: SERVICE_LINKS.mcp,
  register: (app, context, version) =>
    registerMcpRoute(app, context, {
      path: SERVICE_LINKS.mcp,
      version,
      // a tool's failure goes on the request's one log line
      onToolError: (request, error) => noteForRequestLog(request, 'error', 'mcp tool failed', { err: error }),
    }),
};

/**
 * The served application (composition root): the HTTP door with the MCP door mounted on it. The two doors
 * stand side by side on the transport-free core (`serving/`, `analytics/`, `lists/`); this is the one place
 * that knows both, so neither imports the other.
 */
export function buildServer(options: AppOptions): Promise<FastifyInstance> {
  return buildApp({ ...options, mounts: [...(options.mounts ?? []), MCP_DOOR] });
}
