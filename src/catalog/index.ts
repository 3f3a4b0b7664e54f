import { CITY_MARKETS, DESTINATION } from './dimensions.js';
import { PERFORMANCE_ENDPOINTS } from './performance.js';
import { TICKET_ENDPOINTS } from './tickets.js';
import { TRAFFIC_ENDPOINTS } from './traffic.js';
import type { DimensionDef, EndpointDef } from './types.js';

/** The list with the city market dimensions after `destination` (or first, where it has none). */
function withCityMarkets(list: readonly DimensionDef[]): DimensionDef[] {
  const at = list.findIndex((dimension) => dimension.id === DESTINATION.id) + 1;
  return [...list.slice(0, at), ...CITY_MARKETS, ...list.slice(at)];
}

/**
 * City markets (docs/API-CONTRACT.md §12) are filters of every analytics endpoint and `by` dimensions of every
 * breakdown, since every stored fact table carries them; on routes they stand in for origin / destination.
 */
const cityMarketsAdded = (endpoint: EndpointDef): EndpointDef => ({
  ...endpoint,
  filters: withCityMarkets(endpoint.filters),
  dimensions: endpoint.kind === 'breakdown' ? withCityMarkets(endpoint.dimensions) : endpoint.dimensions,
});

/** Every analytics endpoint, in documentation order. Adding an endpoint family is adding its entries here. */
export const ANALYTICS_ENDPOINTS: readonly EndpointDef[] = [
  ...TICKET_ENDPOINTS,
  ...TRAFFIC_ENDPOINTS,
  ...PERFORMANCE_ENDPOINTS,
].map(cityMarketsAdded);
