import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Headers on every answer: the request id (echoed or made, see request-id.ts) and `nosniff`. */
export const responseHeaders = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.addHook('onSend', (request, reply, payload, next) => {
      reply.header('X-Request-Id', request.id);
      reply.header('X-Content-Type-Options', 'nosniff');
      next(null, payload);
    });
    done();
  },
  { name: 'atss-response-headers' },
);
