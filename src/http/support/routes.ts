import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context.js';
import { AIRCRAFTS, AIRPORTS, CARRIERS } from './endpoints.js';
import { parseListQuery, runListQuery, type ListEndpoint } from './list-endpoint.js';

type Query = Record<string, string | string[] | undefined>;

function registerList<T>(app: FastifyInstance, context: ServiceContext, endpoint: ListEndpoint<T>): void {
  app.get(endpoint.path, (request) => {
    const query = parseListQuery(endpoint, request.query as Query);
    return runListQuery(endpoint, endpoint.records(context.current().reference), query);
  });
}

/** `/support/airports`, `/support/carriers`, `/support/aircrafts`. */
export function registerSupportRoutes(app: FastifyInstance, context: ServiceContext): void {
  registerList(app, context, AIRPORTS);
  registerList(app, context, CARRIERS);
  registerList(app, context, AIRCRAFTS);
}

export const LIST_ENDPOINTS = [AIRPORTS, CARRIERS, AIRCRAFTS] as const;
