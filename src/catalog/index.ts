import { PERFORMANCE_ENDPOINTS } from './performance.js';
import { TRAFFIC_ENDPOINTS } from './traffic.js';
import type { EndpointDef } from './types.js';

/** Every analytics endpoint, in documentation order. Adding an endpoint family is adding its entries here. */
export const ANALYTICS_ENDPOINTS: readonly EndpointDef[] = [...TRAFFIC_ENDPOINTS, ...PERFORMANCE_ENDPOINTS];
