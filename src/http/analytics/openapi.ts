import type { DimensionDef, EndpointDef } from '../../catalog/types.js';
import { allowedParameters } from '../../query/parameters.js';
import { LIMITS } from '../../query/request.js';
import { YEAR_MAX, YEAR_MIN } from '../../query/time.js';
import { problemResponse, type OpenApiPart } from '../openapi/document.js';
import { ENVELOPE_COMPONENTS, envelopeSchema } from './envelope-schemas.js';

const TIME_DESCRIPTIONS: Readonly<Record<string, string>> = {
  year: 'single period: year',
  quarter: 'single period: quarter 1-4',
  month: 'single period: month 1-12',
  start_year: 'range or specific periods: first year (inclusive)',
  end_year: 'range or specific periods: last year (inclusive)',
  start_quarter: 'quarterly range: first quarter',
  end_quarter: 'quarterly range: last quarter',
  start_month: 'monthly range: first month',
  end_month: 'monthly range: last month',
  quarters: 'specific quarters in every year of start_year..end_year, comma-separated (e.g. 1,3)',
  months: 'specific months in every year of start_year..end_year, comma-separated (e.g. 1,7)',
};

function dimensionSchema(dimension: DimensionDef): object {
  const kind = dimension.kind;
  switch (kind.type) {
    case 'airport':
      return { type: 'string', pattern: '^[A-Za-z0-9]{3}$' };
    case 'carrier':
      return { type: 'string', pattern: '^[A-Za-z0-9]{2,3}$' };
    case 'aircraft_type':
      return { type: 'integer', minimum: 0 };
    case 'boolean':
      return { type: 'boolean' };
    case 'band':
      return { type: 'integer', minimum: kind.min, maximum: kind.max };
    case 'coded': {
      if (kind.pattern) return { type: 'string', pattern: kind.pattern.source };
      const codes = kind.codes ?? Object.keys(kind.labels);
      const values = [...Object.keys(kind.aliases ?? {}), ...codes];
      return kind.valueType === 'integer'
        ? { type: 'integer', enum: codes.map(Number) }
        : { type: 'string', enum: values };
    }
  }
}

function markerText(item: { datasets?: readonly string[] }): string {
  return item.datasets ? ` (dataset ${item.datasets.join(', ')} only)` : '';
}

function parameterObject(endpoint: EndpointDef, name: string): object {
  const base = { name, in: 'query' };
  const time = TIME_DESCRIPTIONS[name];
  if (time !== undefined) {
    const isYear = name.endsWith('year');
    const schema =
      name === 'quarters' || name === 'months'
        ? { type: 'string' }
        : isYear
          ? { type: 'integer', minimum: YEAR_MIN, maximum: YEAR_MAX }
          : { type: 'integer', minimum: 1, maximum: name.includes('quarter') ? 4 : 12 };
    return { ...base, description: time, schema };
  }
  const filter = endpoint.filters.find((f) => f.id === name);
  if (filter)
    return {
      ...base,
      description: `filter: ${filter.description}${markerText(filter)}`,
      schema: dimensionSchema(filter),
    };
  const metricIds = endpoint.metrics.map((m) => m.id);
  const sources = endpoint.family.sources;
  switch (name) {
    case 'dataset':
      return {
        ...base,
        description: 'ticket dataset; default db1c when a monthly time parameter is present, otherwise db1b',
        schema: { type: 'string', enum: sources.map((s) => s.dataset) },
      };
    case 'origin':
    case 'destination':
      return {
        ...base,
        required: true,
        description: `${name} airport, 3-letter IATA code`,
        schema: { type: 'string', pattern: '^[A-Za-z0-9]{3}$' },
      };
    case 'metrics':
      return {
        ...base,
        description: `comma-separated metrics; default ${endpoint.baseMetrics.join(', ')}. ${endpoint.metrics
          .map((m) => `${m.id}: ${m.description}${markerText(m)}`)
          .join('; ')}`,
        schema: { type: 'string' },
        examples: { base: { value: endpoint.baseMetrics.join(',') } },
        'x-allowed-values': metricIds,
      };
    case 'by':
      return {
        ...base,
        required: true,
        description: `comma-separated dimensions: ${endpoint.dimensions.map((d) => `${d.id}${markerText(d)}`).join(', ')}`,
        schema: { type: 'string' },
        'x-allowed-values': endpoint.dimensions.map((d) => d.id),
      };
    case 'sort_by':
      return {
        ...base,
        description: 'a returned metric or by dimension; default the first metric; single-period only',
        schema: { type: 'string' },
      };
    case 'sort_order':
      return {
        ...base,
        description: 'single-period only',
        schema: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
      };
    case 'limit':
      return endpoint.kind === 'route'
        ? {
            ...base,
            description: `multi-period: keeps the most recent periods${endpoint.limitDatasets ? ` (dataset ${endpoint.limitDatasets.join(', ')} only)` : ''}`,
            schema: { type: 'integer', minimum: 1, maximum: LIMITS.route.max, default: LIMITS.route.default },
          }
        : {
            ...base,
            description: `rows per period: single period default ${LIMITS.single.default} (max ${LIMITS.single.max}); multi-period default ${LIMITS.multi.default} (max ${LIMITS.multi.max})`,
            schema: { type: 'integer', minimum: 1, maximum: LIMITS.single.max },
          };
    case 'limit_results':
      return {
        ...base,
        description: `restrict to the most recent loaded periods (${sources
          .map(
            (s) =>
              `${s.dataset}: ${Object.entries(s.recent)
                .map(([g, n]) => `${n} ${g}s`)
                .join(' or ')}`,
          )
          .join('; ')}); alone, selects them in range mode`,
        schema: { type: 'boolean', default: false },
      };
    case 'normalize_to_db1b':
      return {
        ...base,
        description: 'db1c only: divide additive metrics by 4 (40% sample to 10%)',
        schema: { type: 'boolean', default: false },
      };
    default:
      return { ...base, schema: { type: 'string' } };
  }
}

/** OpenAPI path items generated from the catalog. */
export function analyticsOpenApiPart(endpoints: readonly EndpointDef[]): OpenApiPart {
  const paths: Record<string, unknown> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] = {
      get: {
        summary: endpoint.summary,
        tags: [endpoint.family.id],
        // format is documented with every data path (decorateDataPath)
        parameters: allowedParameters(endpoint)
          .filter((name) => name !== 'format')
          .map((name) => parameterObject(endpoint, name)),
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
