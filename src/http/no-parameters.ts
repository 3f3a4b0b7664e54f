import type { FastifyRequest } from 'fastify';
import { ApiProblem } from '../problems/problems.js';
import { pathOf } from './features/open-paths.js';

/**
 * For the endpoints that take no query parameter (`/`, `/livez`, `/readyz`, `/metrics`, `/problems/{code}`,
 * `/support/coverage`): any parameter is refused with 400 unknown-parameter, each in its own entry
 * (docs/API-CONTRACT.md §2: an unknown parameter is never ignored).
 */
export function refuseParameters(request: FastifyRequest): void {
  const names = Object.keys(request.query as object);
  if (names.length === 0) return;
  throw new ApiProblem(
    'unknown-parameter',
    `${pathOf(request.url)} takes no parameters`,
    names.map((name) => ({ parameter: name, message: `unknown parameter "${name}"` })),
  );
}
