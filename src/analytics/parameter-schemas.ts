import {
  descriptionOf,
  endpointParameters,
  valueOf,
  type ParameterDef,
  type ParameterValue,
} from '../catalog/parameters.js';
import { byChoices } from '../catalog/dimensions.js';
import type { DimensionDef, EndpointDef } from '../catalog/types.js';
import { datasetMarker, valuesText } from './manual.js';

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

/** The JSON Schema of a parameter's value as sent in the query string. */
function valueSchema(value: ParameterValue): object {
  switch (value.kind) {
    case 'integer':
      return {
        type: 'integer',
        minimum: value.min,
        maximum: value.max,
        ...(value.default === undefined ? {} : { default: value.default }),
      };
    case 'boolean':
      return { type: 'boolean', default: value.default };
    case 'enum':
      return {
        type: 'string',
        enum: value.values,
        ...(value.default === undefined ? {} : { default: value.default }),
      };
    case 'list':
      return value.item === 'integer'
        ? { type: 'string', description: `comma-separated integers ${value.min} to ${value.max}` }
        : { type: 'string' };
    case 'name':
      return { type: 'string' };
    case 'airport':
      return { type: 'string', pattern: '^[A-Za-z0-9]{3}$' };
  }
}

/** Names a parameter accepts on an endpoint: the lists metrics and by, the single sort_by. */
function allowedNames(endpoint: EndpointDef, name: string): object {
  const metrics = endpoint.metrics.map((m) => m.id);
  const dimensions = endpoint.dimensions.map((d) => d.id);
  switch (name) {
    case 'metrics':
      return {
        'x-allowed-values': metrics,
        'x-metrics': Object.fromEntries(
          endpoint.metrics.map((m) => [
            m.id,
            {
              description: m.description,
              unit: m.unit,
              additive: m.additive,
              share: m.hasShare,
              ...(m.datasets ? { datasets: m.datasets } : {}),
            },
          ]),
        ),
        examples: { base: { value: endpoint.baseMetrics.join(',') } },
      };
    case 'by':
      return {
        'x-allowed-values': byChoices(endpoint).map((d) => d.id),
        'x-dimensions': Object.fromEntries(
          byChoices(endpoint).map((d) => [
            d.id,
            { description: d.description, ...(d.datasets ? { datasets: d.datasets } : {}) },
          ]),
        ),
      };
    case 'sort_by':
      return { schema: { type: 'string', enum: [...metrics, ...dimensions] } };
    default:
      return {};
  }
}

function fixedParameter(endpoint: EndpointDef, definition: ParameterDef): object {
  const datasets = definition.datasets?.(endpoint);
  return {
    name: definition.name,
    in: 'query',
    ...(definition.required?.(endpoint) ? { required: true } : {}),
    description: `${descriptionOf(definition, endpoint)}${datasets ? datasetMarker({ datasets }) : ''}`,
    schema: valueSchema(valueOf(definition, endpoint)),
    ...allowedNames(endpoint, definition.name),
  };
}

function filterParameter(dimension: DimensionDef): object {
  return {
    name: dimension.id,
    in: 'query',
    description: `filter: ${dimension.description}${datasetMarker(dimension)}; ${valuesText(dimension)}`,
    schema: dimensionSchema(dimension),
  };
}

/**
 * The query parameters of an analytics endpoint as OpenAPI parameter objects (name, description, JSON Schema,
 * allowed names), derived from the catalog: the OpenAPI document of the HTTP door and the tool schemas of the
 * MCP door are both built from them.
 */
export function parameterObjects(endpoint: EndpointDef): object[] {
  const { fixed, names } = endpointParameters(endpoint);
  return names.map((name) => {
    const definition = fixed.find((p) => p.name === name);
    if (definition) return fixedParameter(endpoint, definition);
    const filter = endpoint.filters.find((f) => f.id === name);
    if (!filter) throw new Error(`${endpoint.path}: parameter ${name} has no declaration`);
    return filterParameter(filter);
  });
}
