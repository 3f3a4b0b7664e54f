import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../serving/context.js';
import { ApiProblem } from '../problems/problems.js';
import { createMcpServer } from './server.js';

/** The largest MCP message accepted (a tool call is a few hundred bytes). */
const MCP_BODY_LIMIT = 64 * 1024;

/**
 * `POST <path>` (`/mcp`): the MCP streamable HTTP transport, stateless (a server and a transport per request,
 * JSON answers). The composition root (`../server.ts`) mounts it on the HTTP server, so neither door imports the
 * other. It sits behind the same API keys and rate limits as every other non-open path (the delivery hooks
 * run before it); its problems are documents of the HTTP server's error handler. There is no server-initiated
 * stream, so GET and DELETE answer 405.
 */
export function registerMcpRoute(
  app: FastifyInstance,
  context: ServiceContext,
  options: {
    readonly path: string;
    readonly version: string;
    /** Where a tool's internal error is logged (default: a line of its own on the request's logger). */
    readonly onToolError?: (request: FastifyRequest, error: unknown) => void;
  },
): void {
  const { path, version } = options;
  const onToolError =
    options.onToolError ??
    ((request: FastifyRequest, error: unknown) =>
      request.log.error({ err: error, request_id: request.id }, 'mcp tool failed'));
  app.post(path, { bodyLimit: MCP_BODY_LIMIT }, async (request, reply) => {
    // one message per request: a JSON-RPC batch would run many calls as one request, past the rate limit and
    // the engine's admission (MCP 2025-06-18 dropped batches; a stateless server has no use for them)
    if (Array.isArray(request.body)) {
      return reply.code(400).send({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'JSON-RPC batches are not supported: send one message per request' },
      });
    }
    const server = createMcpServer({
      context,
      version,
      onInternalError: (error) => onToolError(request, error),
    });
    // no sessionIdGenerator: stateless
    const transport = new StreamableHTTPServerTransport({ enableJsonResponse: true });
    reply.hijack();
    // the transport writes the answer itself, past the app's onSend hooks: the headers the request hooks
    // already set (rate limit, CORS, Vary) are carried over, and the onSend ones are set here
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    // the answer depends on Accept too (the transport refuses, 406, a request that takes neither JSON nor an
    // event stream); nothing here is compressed, so Accept-Encoding is not named
    const vary = reply.getHeader('vary');
    reply.raw.setHeader('Vary', vary === undefined ? 'Accept' : `${String(vary)}, Accept`);
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
    url: path,
    handler: (_request, reply) => {
      reply.header('Allow', 'POST');
      throw new ApiProblem(
        'method-not-allowed',
        `${path} takes MCP messages by POST (streamable HTTP, stateless)`,
      );
    },
  });
}
