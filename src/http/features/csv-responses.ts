import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mediaTypeOf } from '../../catalog/formats.js';
import { pathOf } from './open-paths.js';
import { csvRows, toCsv } from './csv.js';

export const CSV_MEDIA_TYPE = `${mediaTypeOf('csv')}; charset=utf-8`;

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSV columns a handler declares for its answer (analytics: from the request, whatever the rows hold). */
    csvColumns: readonly string[] | undefined;
  }
}

/** Declares the CSV header of this request's answer, in order (else the union of the rows' keys). */
export const declareCsvColumns = (request: FastifyRequest, columns: readonly string[]): void => {
  request.csvColumns = columns;
};

/**
 * CSV answers: a shaped answer (an object) is written as CSV from its rows by the reply's serializer, instead
 * of as JSON; a streamed CSV (the reference lists) goes out as produced. Both get a CSV media type and a
 * Content-Disposition naming the file after the path.
 */
export const csvResponses = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.decorateRequest('csvColumns', undefined);
    app.addHook('preSerialization', (request, reply, payload, next) => {
      if (request.representation === 'csv' && reply.statusCode === 200) {
        reply.serializer((body) => toCsv(csvRows(body as Record<string, unknown>), request.csvColumns));
      }
      next(null, payload);
    });
    app.addHook('onSend', (request, reply, payload, next) => {
      if (request.representation === 'csv' && reply.statusCode === 200) {
        reply.type(CSV_MEDIA_TYPE);
        const name = pathOf(request.url).slice(1).replaceAll('/', '-');
        reply.header('Content-Disposition', `inline; filename="${name}.csv"`);
      }
      next(null, payload);
    });
    done();
  },
  { name: 'atss-csv-responses', dependencies: ['atss-representation'] },
);
