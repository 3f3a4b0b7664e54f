import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiProblem } from '../../problems/problems.js';
import { isOpenPath, pathOf } from './open-paths.js';
import { addVary } from './vary.js';

export type Representation = 'json' | 'csv';

declare module 'fastify' {
  interface FastifyRequest {
    /** JSON or CSV, as the client asked (`format=`, else `Accept`); set before any handler runs. */
    representation: Representation;
  }
}

const FORMATS: readonly Representation[] = ['json', 'csv'];

/** `format=csv|json` wins; otherwise an Accept header preferring text/csv. */
export function wantsCsv(format: string | undefined, accept: string | undefined): boolean {
  if (format !== undefined) return format === 'csv';
  if (!accept) return false;
  const ranked = accept
    .split(',')
    .map((part) => {
      const [type = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { type: type.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const csv = ranked.find((entry) => entry.type === 'text/csv');
  const json = ranked.find(
    (entry) => entry.type === 'application/json' || entry.type === '*/*' || entry.type === 'application/*',
  );
  return (
    csv !== undefined &&
    (json === undefined || csv.q > json.q || (csv.q === json.q && ranked.indexOf(csv) < ranked.indexOf(json)))
  );
}

/** Whether the client asked for CSV, for handlers that stream it. */
export const csvRequested = (request: FastifyRequest): boolean => request.representation === 'csv';

/**
 * Content negotiation (API-CONTRACT §7): the `format` parameter (checked, then removed from the query the
 * handlers see) or the Accept header decide `request.representation` on every data endpoint.
 */
export const representation = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.decorateRequest('representation', 'json');
    app.addHook('preHandler', (request, _reply, next) => {
      if (isOpenPath(pathOf(request.url))) {
        next();
        return;
      }
      const query = request.query as Record<string, string | string[] | undefined>;
      const format = query.format;
      if (format !== undefined) {
        if (typeof format !== 'string' || !(FORMATS as readonly string[]).includes(format)) {
          next(
            new ApiProblem('invalid-parameter', 'format must be csv or json', [
              { parameter: 'format', message: 'format must be csv or json', allowed: FORMATS },
            ]),
          );
          return;
        }
        delete query.format;
      }
      request.representation = wantsCsv(format, request.headers.accept) ? 'csv' : 'json';
      next();
    });
    app.addHook('onSend', (_request, reply, payload, next) => {
      addVary(reply, 'Accept');
      next(null, payload);
    });
    done();
  },
  { name: 'atss-representation' },
);
