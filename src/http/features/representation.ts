import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FORMAT_VALUE, OUTPUT_FORMATS, type OutputFormat } from '../../catalog/formats.js';
import { ApiProblem } from '../../problems/problems.js';
import { isOpenPath, pathOf } from './open-paths.js';
import { addVary } from './vary.js';

/** An answer's output format (one of `OUTPUT_FORMATS`, catalog/formats.ts: JSON or CSV). */
export type Representation = OutputFormat;

declare module 'fastify' {
  interface FastifyRequest {
    /** JSON or CSV, as the client asked (`format=`, else `Accept`); set before any handler runs. */
    representation: Representation;
  }
}

const FORMAT_NAMES: readonly string[] = FORMAT_VALUE.values;
const DEFAULT_FORMAT: Representation = FORMAT_VALUE.default;
const UNKNOWN_FORMAT = `format must be ${[...FORMAT_NAMES].sort().join(' or ')}`;

/** The output format an Accept media type names, if any. */
const formatNamed = (type: string): Representation | undefined =>
  OUTPUT_FORMATS.find(
    (format) => format.mediaType === type || (format.alsoAccepted as readonly string[]).includes(type),
  )?.name;

/**
 * A valid `format=` wins; otherwise the format named by the Accept header's most preferred type that names one
 * (highest q, then first written), else the default (JSON).
 */
export function chooseRepresentation(format: string | undefined, accept: string | undefined): Representation {
  if (format !== undefined) return OUTPUT_FORMATS.find((f) => f.name === format)?.name ?? DEFAULT_FORMAT;
  if (!accept) return DEFAULT_FORMAT;
  const ranked = accept
    .split(',')
    .map((part) => {
      const [type = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { type: type.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    // stable: equal q keeps the order written
    .sort((a, b) => b.q - a.q);
  for (const entry of ranked) {
    const named = formatNamed(entry.type);
    if (named) return named;
  }
  return DEFAULT_FORMAT;
}

/** Whether the client asked for CSV, for handlers that stream it. */
export const csvRequested = (request: FastifyRequest): boolean => request.representation === 'csv';

/**
 * Content negotiation (docs/API-CONTRACT.md §7): the `format` parameter (checked, then removed from the query the
 * handlers see) or the Accept header decide `request.representation` on every data endpoint.
 */
export const representation = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.decorateRequest('representation', DEFAULT_FORMAT);
    app.addHook('preHandler', (request, _reply, next) => {
      if (isOpenPath(pathOf(request.url))) {
        next();
        return;
      }
      const query = request.query as Record<string, string | string[] | undefined>;
      const format = query.format;
      if (format !== undefined) {
        if (typeof format !== 'string' || !FORMAT_NAMES.includes(format)) {
          next(
            new ApiProblem('invalid-parameter', UNKNOWN_FORMAT, [
              { parameter: 'format', message: UNKNOWN_FORMAT, allowed: FORMAT_NAMES },
            ]),
          );
          return;
        }
        delete query.format;
      }
      request.representation = chooseRepresentation(format, request.headers.accept);
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
