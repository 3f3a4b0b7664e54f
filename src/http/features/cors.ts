import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const EXPOSED = [
  'ETag',
  'Last-Modified',
  'X-Request-Id',
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'Content-Disposition',
  'Server-Timing',
];

/** CORS (API-CONTRACT §7): any origin may GET; preflight answered with 204 and cached for a day. */
export const cors = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCors, {
      origin: '*',
      methods: ['GET', 'HEAD', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'X-API-Key', 'If-None-Match', 'Accept', 'X-Request-Id'],
      exposedHeaders: EXPOSED,
      maxAge: 86_400,
      // the preflight answer is the first thing on the request's way, before keys and limits
      hook: 'onRequest',
    });
  },
  { name: 'atss-cors' },
);
