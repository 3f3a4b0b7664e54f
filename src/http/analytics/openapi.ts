import type { EndpointDef } from '../../catalog/types.js';
import { parameterObjects } from '../../analytics/parameter-schemas.js';
import { problemResponse, type OpenApiPart } from '../openapi/document.js';
import { ENVELOPE_COMPONENTS, envelopeSchema } from '../../analytics/envelope-schemas.js';
import { operationDescription } from '../../analytics/manual.js';

/** OpenAPI path items generated from the catalog. */
export function analyticsOpenApiPart(endpoints: readonly EndpointDef[]): OpenApiPart {
  const paths: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] = {
      get: {
        summary: endpoint.summary,
        description: operationDescription(endpoint),
        tags: [endpoint.family.id],
        parameters: parameterObjects(endpoint),
        responses: {
          '200': {
            description: `${endpoint.kind} envelope`,
            content: {
              'application/json': {
                schema: envelopeSchema(endpoint),
              },
            },
          },
          '400': problemResponse(
            'invalid, unknown, missing or conflicting parameters, or a range over the cap',
          ),
          '404': problemResponse('none of the requested periods is loaded (no-data)'),
          '414': problemResponse('query string over 4096 bytes'),
          '500': problemResponse('internal error'),
          '503': problemResponse('overloaded: too many queries waiting; retry after Retry-After seconds'),
          '504': problemResponse('query-timeout: the query ran past the time limit'),
        },
      },
    };
  }
  return { paths, components: { schemas: ENVELOPE_COMPONENTS } };
}
