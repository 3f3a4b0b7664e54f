import type { FastifyInstance } from 'fastify';
import { csvStream } from '../features/csv.js';
import { csvRequested } from '../features/representation.js';
import { AIRCRAFTS, AIRPORTS, CARRIERS, CITY_MARKETS } from '../../lists/endpoints.js';
import { parseListQuery, runListQuery, type ListEndpoint } from '../../lists/list-endpoint.js';

type Query = Record<string, string | string[] | undefined>;

function registerList<T>(app: FastifyInstance, endpoint: ListEndpoint<T>): void {
  const columns = Object.keys(endpoint.recordSchema);
  app.get(endpoint.path, (request, reply) => {
    const query = parseListQuery(endpoint, request.query as Query);
    const result = runListQuery(endpoint, endpoint.records(request.snapshot.reference), query);
    // CSV (up to 5,000 rows) is streamed as it is written rather than built as one text
    if (csvRequested(request)) {
      return reply.send(csvStream(columns, result.results as readonly Record<string, unknown>[]));
    }
    return result;
  });
}

/** `/support/airports`, `/support/city-markets`, `/support/carriers`, `/support/aircrafts`. */
export function registerSupportRoutes(app: FastifyInstance): void {
  registerList(app, AIRPORTS);
  registerList(app, CITY_MARKETS);
  registerList(app, CARRIERS);
  registerList(app, AIRCRAFTS);
}

export const LIST_ENDPOINTS = [AIRPORTS, CITY_MARKETS, CARRIERS, AIRCRAFTS] as const;
