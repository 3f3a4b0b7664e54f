import { descriptionOf, valueOf, type ParameterDef } from '../catalog/parameter-def.js';
import { endpointParameters, type ParameterName } from '../catalog/parameters.js';
import {
  openApiParameter,
  valueSchema,
  type ParameterSchema,
  type ValueSchema,
} from '../catalog/value-schema.js';
import { byChoices } from '../catalog/dimensions.js';
import type { DimensionDef, EndpointDef } from '../catalog/types.js';
import { filterSchema, valuesText } from '../query/dimension-kinds/index.js';
import { datasetMarker } from './manual.js';

export type { ParameterSchema, ValueSchema } from '../catalog/value-schema.js';

/** The names sort_by accepts on an endpoint: a metric or a dimension of it. */
function sortableSchema(endpoint: EndpointDef): ValueSchema {
  return {
    type: 'string',
    enum: [...endpoint.metrics.map((m) => m.id), ...endpoint.dimensions.map((d) => d.id)],
  };
}

/** Names the lists metrics and by accept on an endpoint, with what each means (OpenAPI extensions). */
function allowedNames(endpoint: EndpointDef, name: string): object {
  const metrics = endpoint.metrics.map((m) => m.id);
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
              ...(m.part ? { part: m.part } : {}),
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
            {
              description: d.description,
              ...(d.datasets ? { datasets: d.datasets } : {}),
              ...(d.ordered ? { ordered: true } : {}),
            },
          ]),
        ),
      };
    default:
      return {};
  }
}

function fixedParameter(endpoint: EndpointDef, definition: ParameterDef): ParameterSchema {
  const datasets = definition.datasets?.(endpoint);
  return {
    name: definition.name,
    required: definition.required?.(endpoint) ?? false,
    description: `${descriptionOf(definition, endpoint)}${datasets ? datasetMarker({ datasets }) : ''}`,
    schema:
      definition.name === ('sort_by' satisfies ParameterName)
        ? sortableSchema(endpoint)
        : valueSchema(valueOf(definition, endpoint)),
    ...(definition.representation ? { representation: true } : {}),
  };
}

function filterParameter(dimension: DimensionDef): ParameterSchema {
  return {
    name: dimension.id,
    required: false,
    description: `filter: ${dimension.description}${datasetMarker(dimension)}; ${valuesText(dimension)}`,
    schema: filterSchema(dimension),
  };
}

/**
 * The query parameters of an analytics endpoint (name, whether required, description, JSON Schema), in
 * documentation order, each derived from its declaration: the parameter table (catalog/parameters.ts) or the
 * endpoint's filter dimensions. The OpenAPI document and the MCP tool schemas are both built from these.
 */
export function parameterSchemas(endpoint: EndpointDef): ParameterSchema[] {
  const { fixed, names } = endpointParameters(endpoint);
  return names.map((name) => {
    const definition = fixed.find((p) => p.name === name);
    if (definition) return fixedParameter(endpoint, definition);
    const filter = endpoint.filters.find((f) => f.id === name);
    if (!filter) throw new Error(`${endpoint.path}: parameter ${name} has no declaration`);
    return filterParameter(filter);
  });
}

/** The query parameters of an analytics endpoint as OpenAPI parameter objects, with the names each list allows. */
export function parameterObjects(endpoint: EndpointDef): object[] {
  return parameterSchemas(endpoint).map((parameter) => ({
    ...openApiParameter(parameter),
    ...allowedNames(endpoint, parameter.name),
  }));
}
