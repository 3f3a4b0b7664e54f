import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EngineOverloadedError, EngineTimeoutError } from '../engines/errors.js';
import { ApiProblem, problemDocument, type ProblemCode } from '../problems/problems.js';

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';
export const MAX_QUERY_BYTES = 4096;

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: ApiProblem): FastifyReply {
  return reply
    .code(problem.status)
    .type(PROBLEM_MEDIA_TYPE)
    .send(problemDocument(problem, request.url, request.id));
}

/** Fastify's own client errors (bad URL encoding, etc.) keep their 4xx status under a stable code. */
function codeForStatus(status: number): ProblemCode {
  switch (status) {
    case 404:
      return 'not-found';
    case 405:
      return 'method-not-allowed';
    case 414:
      return 'uri-too-long';
    default:
      return 'invalid-parameter';
  }
}

/**
 * Every error becomes a problem document: an ApiProblem as itself, a Fastify client error under its status,
 * anything else as a 500 whose detail never carries the message (it is logged with the request id).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const query = request.raw.url?.split('?', 2)[1] ?? '';
    if (Buffer.byteLength(query) > MAX_QUERY_BYTES) {
      return sendProblem(
        request,
        reply,
        new ApiProblem('uri-too-long', `the query string is longer than ${MAX_QUERY_BYTES} bytes`),
      );
    }
    return undefined;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiProblem) return sendProblem(request, reply, error);
    if (error instanceof EngineOverloadedError) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendProblem(
        request,
        reply,
        new ApiProblem('overloaded', 'too many queries are in flight; retry shortly'),
      );
    }
    if (error instanceof EngineTimeoutError) {
      request.log.warn({ request_id: request.id, timeout_ms: error.timeoutMs }, 'query interrupted');
      return sendProblem(
        request,
        reply,
        new ApiProblem(
          'query-timeout',
          `the query ran longer than ${error.timeoutMs} ms and was interrupted`,
        ),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(
        request,
        reply,
        new ApiProblem(codeForStatus(status), 'the request could not be understood'),
      );
    }
    request.log.error({ err: error, request_id: request.id }, 'request failed');
    return sendProblem(
      request,
      reply,
      new ApiProblem('internal', 'internal error; see the server log for this request id'),
    );
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('Allow', 'GET, HEAD');
      return sendProblem(
        request,
        reply,
        new ApiProblem(
          'method-not-allowed',
          `method ${request.method} is not allowed; the service is read-only`,
        ),
      );
    }
    const path = request.url.split('?', 1)[0] ?? '';
    return sendProblem(request, reply, new ApiProblem('not-found', `no resource at ${path}`));
  });
}
