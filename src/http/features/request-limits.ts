import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiProblem } from '../../problems/problems.js';
import { sendProblem } from '../errors.js';
import { pathOf } from './open-paths.js';

/** The longest request target (path and query string, as sent) answered; longer ones get a 414. */
export const MAX_TARGET_BYTES = 4096;
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestLimitsOptions {
  /** Paths that take messages by POST with a body (the MCP endpoint); every other path is read-only. */
  readonly postPaths?: readonly string[];
}

/** How long a connection refused with a body still arriving is read (and discarded) after its answer. */
const LINGER_MS = 2000;

/**
 * A lingering close (RFC 9112 §9.6) for a connection answered while its client still sends a body: its side is
 * closed (FIN) once the answer is written, but what the client still sends is read and discarded for a while
 * before the socket is destroyed. Destroyed at once, the kernel answers the client's next bytes with a reset,
 * and a client that had not read the answer yet (a busy one) loses it: the cause of one slow POST of 500 seeing no
 * 405 under load in test/reliability/connections.test.ts (issue #43 point 7). Node calls `destroySoon` when an
 * answer with `Connection: close` is done; the client's own close, or the linger's end, destroys the socket.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}

/**
 * What a request may be, checked before anything else reads it: a target of at most MAX_TARGET_BYTES
 * (counted on the raw target, so a second `?` changes nothing), a read method (405 otherwise, before any body
 * is parsed), and no body (the service takes none: its body limit is 0), except a POST to one of `postPaths`,
 * whose route bounds its own body.
 */
export const requestLimits = fp(
  (app: FastifyInstance, options: RequestLimitsOptions, done: (error?: Error) => void) => {
    const postPaths: ReadonlySet<string> = new Set(options.postPaths ?? []);
    app.addHook('onRequest', (request, reply, next) => {
      const target = request.raw.url ?? '';
      if (Buffer.byteLength(target) > MAX_TARGET_BYTES) {
        sendProblem(
          request,
          reply,
          new ApiProblem('uri-too-long', `the request target is longer than ${MAX_TARGET_BYTES} bytes`),
        );
        return;
      }
      if (request.method === 'POST' && postPaths.has(pathOf(target))) {
        next();
        return;
      }
      const length = request.headers['content-length'];
      const hasBody =
        (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
      // an unread body is not waited for: the connection closes after the answer, lingering
      if (hasBody) {
        reply.header('Connection', 'close');
        lingerOnClose(request.raw.socket);
      }
      if (!READ_METHODS.has(request.method)) {
        reply.header('Allow', 'GET, HEAD, OPTIONS');
        sendProblem(
          request,
          reply,
          new ApiProblem(
            'method-not-allowed',
            `method ${request.method} is not allowed; the service is read-only`,
          ),
        );
        return;
      }
      if (hasBody) {
        sendProblem(
          request,
          reply,
          new ApiProblem('content-too-large', 'a request to this service may not carry a body'),
        );
        return;
      }
      next();
    });
    done();
  },
  { name: 'atss-request-limits' },
);
