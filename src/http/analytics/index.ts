import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context.js';
import type { OpenApiPart } from '../openapi/document.js';

/** Registers every analytics endpoint of the catalog. */
export function registerAnalyticsRoutes(_app: FastifyInstance, _context: ServiceContext): void {}

export function analyticsPaths(): string[] {
  return [];
}

export function analyticsOpenApi(): OpenApiPart {
  return { paths: {}, components: {} };
}
