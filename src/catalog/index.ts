import { PERFORMANCE_ENDPOINTS } from './performance.js';
import { TICKET_ENDPOINTS } from './tickets.js';
import { TRAFFIC_ENDPOINTS } from './traffic.js';
import type { EndpointDef } from './types.js';

/** Every analytics endpoint, in documentation order. Adding an endpoint family is adding its entries here. */
export const ANALYTICS_ENDPOINTS: readonly EndpointDef[] = [
  ...TICKET_ENDPOINTS,
  ...TRAFFIC_ENDPOINTS,
  ...PERFORMANCE_ENDPOINTS,
];
