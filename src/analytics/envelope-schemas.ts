import { echoSchemas, type EchoPart } from '../catalog/parameter-def.js';
import { PARAMETERS } from '../catalog/parameters.js';
import type { EndpointDef } from '../catalog/types.js';
import { DIMENSION_COMPONENTS, dimensionSchema, filterEcho } from '../query/dimension-kinds/index.js';
import { AIRPORT_SCHEMA_NAMES } from '../query/dimension-kinds/airport.js';
import { closedObject, integer, nullable, ref } from '../query/dimension-kinds/json-schema.js';

/**
 * JSON Schemas (OpenAPI 3.1) of the analytics envelopes, exact to what the shapers write: every property
 * named, no others allowed. The fuzz test validates every 200 answer against them.
 */

const metricObject = (share: boolean) =>
  closedObject(
    {
      value: {
        ...nullable('number'),
        description: 'the metric, rounded to its unit precision; null when its denominator is zero',
      },
      ...(share
        ? {
            share: {
              ...nullable('number'),
              description:
                "% of the same metric over all groups of the period; a ratio's share can exceed 100",
            },
          }
        : {}),
      previous: { ...nullable('number'), description: 'compare=previous_year: the value one year earlier' },
      change_pct: {
        ...nullable('number'),
        description:
          'compare=previous_year: 100 x (value - previous) / previous; null when previous is 0 or null',
      },
    },
    share ? ['value', 'share'] : ['value'],
  );

/** Schemas the envelopes refer to, for `components.schemas`. */
export const ENVELOPE_COMPONENTS: Record<string, object> = {
  ...DIMENSION_COMPONENTS,
  Metric: metricObject(true),
  MetricValue: metricObject(false),
};

function periodSchema(endpoint: EndpointDef): object {
  const grains = [...new Set(endpoint.family.sources.flatMap((source) => source.grains))];
  return closedObject(
    { year: integer, ...Object.fromEntries(grains.map((grain) => [grain, integer])) },
    grains.length === 1 ? ['year', grains[0]!] : ['year'],
  );
}

/** multi-period tickets: another dataset holds some of the missing periods. */
const HINT = {
  ...closedObject(
    {
      dataset: { type: 'string' },
      periods: { type: 'array', items: { type: 'string' } },
      request: { type: 'string' },
    },
    ['dataset', 'periods', 'request'],
  ),
  description:
    'multi-period: another ticket dataset has some of the missing periods; request is the same query for it',
};

/**
 * `meta.partial` (docs/API-CONTRACT.md §12 "Mixed columns in one answer"; analytics/partial.ts): per metric asked,
 * the periods (and T-100 scopes) whose files lack an input of it where one answer value mixes them.
 */
function partialSchema(endpoint: EndpointDef, period: object): object {
  const grains = [...new Set(endpoint.family.sources.flatMap((source) => source.grains))];
  const entry = closedObject(
    {
      year: integer,
      ...Object.fromEntries(grains.map((grain) => [grain, integer])),
      scope: { type: 'string', description: 'T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it' },
    },
    (period as { required: string[] }).required,
  );
  return {
    type: 'object',
    propertyNames: { enum: endpoint.metrics.map((m) => m.id) },
    additionalProperties: { type: 'array', items: entry },
    description:
      'per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer ' +
      'value come partly from files with that input and partly from files without (those values are null); ' +
      'absent when none does',
  };
}

/**
 * The schema of an answer's `meta`: its own fields (periods, places, mode, data version, counts) declared here,
 * and between them, in the order of this schema, the parts that repeat parameters, each key with the schema,
 * description and presence its parameter's `echo` declares (`echoSchemas`).
 */
function metaSchema(endpoint: EndpointDef): object {
  const grains = [...new Set(endpoint.family.sources.flatMap((source) => source.grains))];
  const airport = ref(AIRPORT_SCHEMA_NAMES[endpoint.airportFields]);
  const period = periodSchema(endpoint);
  const echoes = (part: EchoPart) => echoSchemas(PARAMETERS, part, endpoint);
  const [modes, metrics, dataset, grouping, page] = [
    echoes('modes'),
    echoes('metrics'),
    echoes('dataset'),
    echoes('grouping'),
    echoes('page'),
  ];
  // what meta.filters repeats: the filters applied (filterEcho), then the parameters echoed there
  const filterIds = [
    ...endpoint.filters.filter((f) => filterEcho(f).inFilters).map((f) => f.id),
    ...Object.keys(echoes('filters').properties),
  ];
  const breakdown = endpoint.kind !== 'route';
  const properties: Record<string, object> = {
    year: { ...integer, description: 'single period' },
    ...Object.fromEntries(grains.map((grain) => [grain, { ...integer, description: 'single period' }])),
    periods: { type: 'array', items: period, description: 'multi-period: the periods answered' },
    missing_periods: { type: 'array', items: period, description: 'multi-period: requested, not loaded' },
    ...modes.properties,
    missing_comparison_periods: {
      type: 'array',
      items: period,
      description: 'compare: the periods one year earlier with no data (their previous values are null)',
    },
    ...metrics.properties,
    origin: {
      ...airport,
      description: 'routes: the origin airport (absent when origin_city_market is given)',
    },
    destination: {
      ...airport,
      description: 'routes: the destination airport (absent when destination_city_market is given)',
    },
    origin_city_market: { ...ref('CityMarket'), description: 'the origin city market filtered on' },
    destination_city_market: { ...ref('CityMarket'), description: 'the destination city market filtered on' },
    mode: { enum: ['single', 'range', 'specific'] },
    filters: {
      type: 'object',
      propertyNames: { enum: filterIds },
      additionalProperties: { type: ['string', 'number', 'boolean'] },
    },
    partial: partialSchema(endpoint, period),
    synthetic: {
      const: true,
      description:
        "present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)",
    },
    data_version: { type: 'string' },
    ...dataset.properties,
    ...(endpoint.family.selectsDataset ? { hint: HINT } : {}),
    missing_reference: {
      type: 'array',
      items: { enum: ['airports', 'carriers'] },
      description:
        'reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested',
    },
    ...grouping.properties,
    ...(breakdown ? { count: integer } : {}),
    ...page.properties,
    ...(breakdown ? { total_count: integer, truncated: { type: 'boolean' } } : {}),
  };
  const required = [
    ...modes.required,
    ...metrics.required,
    'mode',
    'filters',
    'data_version',
    ...grouping.required,
    ...(breakdown ? ['count'] : []),
    ...page.required,
    ...(breakdown ? ['total_count', 'truncated'] : []),
    ...dataset.required,
  ];
  return closedObject(properties, required);
}

/** The 200 envelope of one analytics endpoint. */
export function envelopeSchema(endpoint: EndpointDef): object {
  const meta = metaSchema(endpoint);
  const grains = [...new Set(endpoint.family.sources.flatMap((source) => source.grains))];
  const periodFields = { year: integer, ...Object.fromEntries(grains.map((grain) => [grain, integer])) };
  if (endpoint.kind === 'route') {
    const result = {
      type: 'object',
      propertyNames: { enum: endpoint.metrics.map((m) => m.id) },
      additionalProperties: ref('MetricValue'),
    };
    return {
      type: 'object',
      required: ['meta'],
      properties: {
        meta,
        result: { ...result, description: 'single period' },
        results: {
          type: 'array',
          description: 'multi-period: one entry per period, chronological',
          items: closedObject({ ...periodFields, result }, ['year', 'result']),
        },
      },
      oneOf: [{ required: ['result'] }, { required: ['results'] }],
      additionalProperties: false,
    };
  }
  const row = closedObject({
    ...periodFields,
    ...Object.fromEntries(endpoint.dimensions.map((d) => [d.id, dimensionSchema(d, endpoint.airportFields)])),
    ...Object.fromEntries(endpoint.metrics.map((m) => [m.id, ref(m.hasShare ? 'Metric' : 'MetricValue')])),
  });
  return closedObject({ meta, results: { type: 'array', items: row } }, ['meta', 'results']);
}
