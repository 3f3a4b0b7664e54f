import { ANALYTICS_ENDPOINTS } from '../catalog/index.js';
import type { EndpointDef } from '../catalog/types.js';

/**
 * An area is an endpoint family path without its kind (`tickets/markets`, `performance`): the MCP tools
 * `route` and `breakdown` take it as an enum instead of one tool per endpoint.
 */
export type AnalyticsKind = EndpointDef['kind'];

export const areaOf = (endpoint: EndpointDef): string =>
  endpoint.path.slice(1, endpoint.path.lastIndexOf('/'));

export const endpointsOfKind = (kind: AnalyticsKind): EndpointDef[] =>
  ANALYTICS_ENDPOINTS.filter((endpoint) => endpoint.kind === kind);

/** Every area, in catalog order (each has a route and a breakdown endpoint). */
export const AREAS: readonly string[] = [...new Set(ANALYTICS_ENDPOINTS.map(areaOf))];

export function endpointOf(kind: AnalyticsKind, area: string): EndpointDef | undefined {
  return ANALYTICS_ENDPOINTS.find((endpoint) => endpoint.kind === kind && areaOf(endpoint) === area);
}
