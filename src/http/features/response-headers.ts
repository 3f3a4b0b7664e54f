import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Headers on every answer: the request id (echoed or made, see request-id.ts) and `nosniff`. */
export const responseHeaders = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Request-Id', request.id);
      reply.header('X-Content-Type-Options', 'nosniff');
      return payload;
    });
    done();
  },
  { name: 'atss-response-headers' },
);
