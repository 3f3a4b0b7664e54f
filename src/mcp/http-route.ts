import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../http/context.js';
import { sendProblem } from '../http/errors.js';
import { SERVICE_LINKS } from '../http/system-routes.js';
import { ApiProblem } from '../problems/problems.js';
import { createMcpServer } from './server.js';

export const MCP_PATH = SERVICE_LINKS.mcp;
/** The largest MCP message accepted (a tool call is a few hundred bytes). */
const MCP_BODY_LIMIT = 64 * 1024;

/**
 * `POST /mcp`: the MCP streamable HTTP transport, stateless (a server and a transport per request, JSON
 * answers). It sits behind the same API keys and rate limits as every other non-open path (the delivery
 * hooks run before it). There is no server-initiated stream, so GET and DELETE answer 405.
 */
export function registerMcpRoute(app: FastifyInstance, context: ServiceContext, version: string): void {
  app.post(MCP_PATH, { bodyLimit: MCP_BODY_LIMIT }, async (request, reply) => {
    const server = createMcpServer({
      context,
      version,
      onInternalError: (error) =>
        request.log.error({ err: error, request_id: request.id }, 'mcp tool failed'),
    });
    // no sessionIdGenerator: stateless
    const transport = new StreamableHTTPServerTransport({ enableJsonResponse: true });
    reply.hijack();
    // the transport writes the answer itself, past the app's onSend hooks: their headers are set here
    reply.raw.setHeader('X-Request-Id', request.id);
    reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
  app.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    handler: (request, reply) => {
      reply.header('Allow', 'POST');
      return sendProblem(
        request,
        reply,
        new ApiProblem(
          'method-not-allowed',
          `${MCP_PATH} takes MCP messages by POST (streamable HTTP, stateless)`,
        ),
      );
    },
  });
}
