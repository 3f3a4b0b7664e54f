import { z } from 'zod';
import type { DataSnapshot } from '../serving/context.js';
import { AIRPORTS, CARRIERS, CITY_MARKETS } from '../lists/endpoints.js';
import {
  listParameterSchemas,
  parseListQuery,
  runListQuery,
  type ListEndpoint,
} from '../lists/list-endpoint.js';
import { scalarValue, toQuery } from './parameters.js';

/** A reference search tool, generated from a list endpoint's declaration (its filters, search and ordering). */
export interface ReferenceTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: z.ZodObject;
  readonly run: (args: Readonly<Record<string, unknown>>, snapshot: DataSnapshot) => Record<string, unknown>;
}

function referenceTool<T>(name: string, endpoint: ListEndpoint<T>, what: string): ReferenceTool {
  const shape: Record<string, z.ZodType> = {};
  for (const parameter of listParameterSchemas(endpoint)) {
    if (parameter.representation) continue;
    shape[parameter.name] = scalarValue([parameter]).describe(parameter.description).optional();
  }
  return {
    name,
    description: `${endpoint.summary}: find ${what} by name, city or code (the same data as GET ${endpoint.path}).`,
    inputSchema: z.object(shape).strict(),
    run: (args, snapshot) => {
      const query = parseListQuery(endpoint, toQuery(args));
      const list = runListQuery(endpoint, endpoint.records(snapshot.reference), query);
      const shown = query.offset + list.meta.count_returned;
      const more = list.meta.total_count - shown;
      return {
        data_version: snapshot.dataVersion,
        total_count: list.meta.total_count,
        returned: list.meta.count_returned,
        results: list.results,
        ...(more > 0
          ? { note: `${more} more matched beyond limit=${query.limit}: pass offset=${shown} or narrow q` }
          : {}),
      };
    },
  };
}

export const REFERENCE_TOOLS: readonly ReferenceTool[] = [
  referenceTool('search_airports', AIRPORTS, 'airports (IATA codes for origin and destination)'),
  referenceTool(
    'search_city_markets',
    CITY_MARKETS,
    'city markets (ids for origin_city_market and destination_city_market: New York = JFK, LGA, EWR)',
  ),
  referenceTool('search_carriers', CARRIERS, 'carriers (codes for the carrier filters)'),
];
