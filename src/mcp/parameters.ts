import { z } from 'zod';
import { BY_TOTAL, byChoices } from '../catalog/dimensions.js';
import type { EndpointDef } from '../catalog/types.js';
import { parameterSchemas, type ParameterSchema } from '../analytics/parameter-schemas.js';
import { AREAS, areaOf, endpointsOfKind, type AnalyticsKind } from './areas.js';

/**
 * Tool input schemas derived from the catalog: the parameters of every endpoint of one kind, merged across
 * areas, with the types, enums and descriptions the parameters' declarations give (`parameterSchemas`, which
 * the OpenAPI document is built from too). Lists that the query string writes comma-separated (metrics, by, quarters, months) are arrays
 * here. Values are checked by the same parser as HTTP, so a wrong value gets the HTTP problem's detail.
 */
type AreaParameter = ParameterSchema & { readonly area: string };

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** `text` when every area says the same, else one line per area. */
function perArea(entries: readonly { area: string; text: string }[]): string {
  const texts = unique(entries.map((e) => e.text));
  if (texts.length === 1 && entries.length === AREAS.length) return texts[0]!;
  return entries.map((e) => `${e.area}: ${e.text}`).join('\n');
}

function enumOf(values: readonly string[]): z.ZodType {
  const [first, ...rest] = unique(values);
  if (first === undefined) return z.string();
  return z.enum([first, ...rest]);
}

function listSchema(kind: AnalyticsKind, name: 'metrics' | 'by'): z.ZodType {
  const endpoints = endpointsOfKind(kind);
  const ids = (endpoint: EndpointDef) =>
    name === 'metrics' ? endpoint.metrics.map((m) => m.id) : byChoices(endpoint).map((d) => d.id);
  const lines = perArea(
    endpoints.map((endpoint) => ({
      area: areaOf(endpoint),
      text:
        name === 'metrics'
          ? `${ids(endpoint).join(', ')} (default ${endpoint.baseMetrics.join(', ')})`
          : ids(endpoint).join(', '),
    })),
  );
  const what =
    name === 'metrics'
      ? 'metrics to return; formulas in describe_dataset. Allowed per area:'
      : `dimensions to group by (one or more), or ${BY_TOTAL.id} alone: ${BY_TOTAL.description}. Allowed per area:`;
  return z
    .array(enumOf(endpoints.flatMap(ids)))
    .min(1)
    .describe(`${what}\n${lines}`);
}

/**
 * An integer whose documented bounds are shown to the model but not enforced here: the HTTP parser checks
 * them, so an out-of-range value gets the same problem detail as over HTTP.
 */
function integerSchema(parameters: readonly ParameterSchema[]): z.ZodType {
  const bounds = (key: 'minimum' | 'maximum', pick: (...values: number[]) => number) => {
    const values = parameters.map((p) => p.schema[key]);
    return values.every((v) => v !== undefined) ? pick(...values) : undefined;
  };
  return z
    .number()
    .int()
    .meta({ minimum: bounds('minimum', Math.min), maximum: bounds('maximum', Math.max) });
}

/** The value schema of one parameter declared alike on several endpoints (a list's: one), without description. */
export function scalarValue(parameters: readonly ParameterSchema[]): z.ZodType {
  const types = unique(parameters.map((p) => p.schema.type));
  const enums = parameters.flatMap((p) => p.schema.enum ?? []);
  const type = types.length === 1 ? types[0] : 'string';
  return type === 'integer'
    ? enums.length > 0
      ? z.literal(unique(enums).map(Number))
      : integerSchema(parameters)
    : type === 'boolean'
      ? z.boolean()
      : enums.length > 0
        ? enumOf(enums.map(String))
        : z.string();
}

function scalarSchema(parameters: readonly AreaParameter[]): z.ZodType {
  const description = perArea(parameters.map((p) => ({ area: p.area, text: p.description })));
  const schema = scalarValue(parameters);
  return description === '' ? schema : schema.describe(description);
}

/** List parameters of periods, and the single-period parameter whose values their items take. */
const PERIOD_LISTS: Readonly<Record<string, string>> = { quarters: 'quarter', months: 'month' };

/** The input schema of the `route` or `breakdown` tool. */
export function analyticsInputSchema(kind: AnalyticsKind): z.ZodObject {
  const endpoints = endpointsOfKind(kind);
  const byName = new Map<string, AreaParameter[]>();
  for (const endpoint of endpoints) {
    for (const parameter of parameterSchemas(endpoint)) {
      // a parameter of the representation (format): a tool always answers compact JSON text
      if (parameter.representation) continue;
      byName.set(parameter.name, [
        ...(byName.get(parameter.name) ?? []),
        { ...parameter, area: areaOf(endpoint) },
      ]);
    }
  }
  const shape: Record<string, z.ZodType> = {
    area: enumOf(endpoints.map(areaOf)).describe(
      'statistics area: tickets/* (DB1B/DB1C fares and passengers), traffic/* (T-100), performance (on-time)',
    ),
  };
  for (const [name, parameters] of byName) {
    // required where every endpoint of the kind has it and requires it (a breakdown's by); a route's ends are
    // origin or origin_city_market, destination or destination_city_market, neither required: the parser checks
    const required = parameters.length === endpoints.length && parameters.every((p) => p.required);
    const schema =
      name === 'metrics' || name === 'by'
        ? listSchema(kind, name)
        : PERIOD_LISTS[name] !== undefined
          ? z
              .array(integerSchema(byName.get(PERIOD_LISTS[name]) ?? []))
              .min(1)
              .describe(`specific ${PERIOD_LISTS[name]}s, taken in every year from start_year to end_year`)
          : scalarSchema(parameters);
    shape[name] = required ? schema : schema.optional();
  }
  return z.object(shape).strict();
}

const scalarText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Tool arguments as the query string the HTTP parser reads (lists comma-separated). */
export function toQuery(args: Readonly<Record<string, unknown>>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (name === 'area' || value === undefined) continue;
    query[name] = Array.isArray(value) ? value.map(scalarText).join(',') : scalarText(value);
  }
  return query;
}
