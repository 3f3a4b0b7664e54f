import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiProblem } from '../../problems/problems.js';
import { sendProblem } from '../errors.js';
import { isOpenPath, pathOf } from './open-paths.js';

/** Paths that answer without published data (coverage says what is loaded: nothing). */
const ANSWERS_WITHOUT_DATA: ReadonlySet<string> = new Set(['/support/coverage']);

/**
 * Without published data (an empty data directory, an unreadable manifest), data endpoints answer 503
 * `unavailable` with the reason and the fix, instead of answers computed over nothing ("unknown airport ATL").
 */
export const dataAvailability = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.addHook('preHandler', (request, reply, next) => {
      const reason = request.snapshot.unavailable;
      const path = reason === undefined ? '' : pathOf(request.url);
      if (reason === undefined || isOpenPath(path) || ANSWERS_WITHOUT_DATA.has(path)) {
        next();
        return;
      }
      reply.header('Retry-After', '5');
      sendProblem(request, reply, new ApiProblem('unavailable', reason));
    });
    done();
  },
  { name: 'atss-data-availability', dependencies: ['atss-request-snapshot'] },
);
