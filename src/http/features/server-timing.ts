import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Server-Timing: app;dur=<ms>`: the server's own time for an answer, from the request's arrival to its
 * (compressed) body, for browsers' dev tools and the benchmarks. Registered last, so it measures the rest.
 * Metrics a handler set before (`exec;desc=route-index`) follow it.
 */
export const serverTiming = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.addHook('onSend', (_request, reply, payload, next) => {
      const earlier = reply.getHeader('Server-Timing');
      const app = `app;dur=${reply.elapsedTime.toFixed(2)}`;
      reply.header('Server-Timing', typeof earlier === 'string' ? `${app}, ${earlier}` : app);
      next(null, payload);
    });
    done();
  },
  { name: 'atss-server-timing' },
);
