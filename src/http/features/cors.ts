import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiProblem } from '../../problems/problems.js';
import { sendProblem } from '../errors.js';

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

/**
 * CORS (docs/API-CONTRACT.md §7): any origin may GET; preflight answered with 204 and cached for a day. An OPTIONS
 * that is no preflight (no Origin or no Access-Control-Request-Method) is a 400 problem document like every
 * other error, where @fastify/cors would answer it in plain text.
 */
export const cors = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, next) => {
      if (
        request.method !== 'OPTIONS' ||
        (request.headers.origin && request.headers['access-control-request-method'])
      ) {
        next();
        return;
      }
      reply.header('Allow', 'GET, HEAD, OPTIONS');
      sendProblem(
        request,
        reply,
        new ApiProblem(
          'bad-request',
          'OPTIONS answers CORS preflight requests only (with Origin and Access-Control-Request-Method); the service takes GET and HEAD',
        ),
      );
    });
    await app.register(fastifyCors, {
      origin: '*',
      methods: ['GET', 'HEAD', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'X-API-Key', 'If-None-Match', 'Accept', 'X-Request-Id'],
      // one string, not a list joined again on every request
      exposedHeaders: EXPOSED.join(', '),
      maxAge: 86_400,
      // the preflight answer is the first thing on the request's way, before keys and limits
      hook: 'onRequest',
    });
  },
  { name: 'atss-cors' },
);
