import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswerOf } from '../analytics/problem-of.js';
import { ApiProblem, problemDocument, type ProblemCode } from '../problems/problems.js';
import { redactCredentials } from './features/credentials.js';
import { noteForRequestLog } from './features/request-log.js';

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: ApiProblem): FastifyReply {
  return reply
    .code(problem.status)
    .type(PROBLEM_MEDIA_TYPE)
    .send(problemDocument(problem, redactCredentials(request.url), request.id));
}

/** Client errors raised by Fastify or Node (bad URL encoding, body, timeouts) keep their status under a code. */
function codeForStatus(status: number): ProblemCode {
  switch (status) {
    case 404:
      return 'not-found';
    case 405:
      return 'method-not-allowed';
    case 408:
      return 'request-timeout';
    case 413:
      return 'content-too-large';
    case 414:
      return 'uri-too-long';
    case 431:
      return 'header-fields-too-large';
    default:
      return 'bad-request';
  }
}

/**
 * Errors Fastify meets before a route runs (a path with bad percent-encoding, a path parameter over the
 * router's length limit): problem documents like every other error.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ApiProblem('not-found', 'no resource at this path (a path segment is too long)')
      : error.code === 'FST_ERR_BAD_URL'
        ? new ApiProblem('bad-request', 'the path has bad percent-encoding')
        : new ApiProblem(codeForStatus(error.statusCode ?? 400), 'the request could not be understood');
  void sendProblem(request, reply, problem);
}

/** Node's HTTP parser errors, answered on the raw socket: the request never reached Fastify. */
function clientProblem(error: Error & { code?: string }): ApiProblem {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return new ApiProblem('header-fields-too-large', 'the request headers are too large');
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new ApiProblem('request-timeout', 'the request was not received in time');
  }
  return new ApiProblem('bad-request', 'the request is not valid HTTP/1.1 (or its method is unknown)');
}

/**
 * A problem document written straight to a socket the HTTP parser gave up on (or handed over, for CONNECT),
 * which is then closed. Closed means destroyed once the answer is written, not only ended: Node's HTTP server
 * allows half-open sockets, so an ended socket whose client never sends its own FIN (a silent half-open
 * request) would stay open for good, the socket timeout no longer applying to it. Nothing is sent on a socket
 * already reset or written to.
 */
function answerOnSocket(
  socket: Duplex,
  problem: ApiProblem,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(problemDocument(problem, '', randomUUID()));
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\n` +
      `Content-Type: ${PROBLEM_MEDIA_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `${extra.join('')}Connection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}

/** Fastify's clientErrorHandler: Node's HTTP parser errors (431, 400, 408) as problem documents. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  answerOnSocket(socket, clientProblem(error));
}

/**
 * The server's 'connect' listener: Node hands a CONNECT request (a proxy tunnel) to it instead of to Fastify,
 * and drops the connection without a word when nobody listens. The service is no proxy: 405.
 */
export function connectHandler(_request: IncomingMessage, socket: Duplex): void {
  answerOnSocket(
    socket,
    new ApiProblem('method-not-allowed', 'CONNECT is not allowed: the service is no proxy; it is read-only'),
    { Allow: 'GET, HEAD, OPTIONS' },
  );
}

/**
 * Every error becomes a problem document: an ApiProblem as itself, engine limits as 503/504, a Fastify client
 * error under its status, anything else as a 500 whose detail never carries the message (it is logged with
 * the request id).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswerOf(error);
    if (answer) {
      if (answer.log) noteForRequestLog(request, answer.log.level, answer.log.message, answer.log.fields);
      if (answer.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(answer.retryAfterSeconds));
      return sendProblem(request, reply, answer.problem);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(
        request,
        reply,
        new ApiProblem(codeForStatus(status), 'the request could not be understood'),
      );
    }
    noteForRequestLog(request, 'error', 'request failed', { err: error });
    return sendProblem(
      request,
      reply,
      new ApiProblem('internal', 'internal error; see the server log for this request id'),
    );
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    return sendProblem(request, reply, new ApiProblem('not-found', `no resource at ${path}`));
  });
}
