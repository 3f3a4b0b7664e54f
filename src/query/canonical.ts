import type { AnswerModes } from './modes.js';
import type { AnalyticsRequest } from './request.js';

/**
 * How each field of a request is written in canonical form: catalog items by id, periods as [year, index].
 * Every field must be named (a field added to the request or its modes fails to compile until it is here).
 */
const REQUEST_FIELDS: { readonly [K in keyof AnalyticsRequest]-?: (value: AnalyticsRequest[K]) => unknown } =
  {
    endpoint: (endpoint) => endpoint.path,
    source: (source) => source.dataset,
    time: (time) => [time.mode, time.grain, time.periods.map((period) => [period.year, period.index])],
    limitResults: (value) => value,
    filters: (filters) => filters.map((filter) => [filter.dimension.id, filter.value]),
    by: (by) => by.map((dimension) => dimension.id),
    total: (total) => total,
    metrics: (metrics) => metrics.map((metric) => metric.id),
    sortBy: (sortBy) => sortBy ?? null,
    sortOrder: (order) => order,
    limit: (limit) => limit,
    normalize: (normalize) => normalize,
    modes: (modes) => MODE_FIELDS.map((field) => modes[field] ?? null),
  };
const MODE_FIELDS_DECLARED: { readonly [K in keyof AnswerModes]-?: true } = { combine: true, compare: true };
const MODE_FIELDS = Object.keys(MODE_FIELDS_DECLARED) as (keyof AnswerModes)[];
const FIELD_ORDER = Object.keys(REQUEST_FIELDS) as (keyof AnalyticsRequest)[];

/**
 * A validated request in canonical form, as one JSON text with every field in a fixed order. Two requests that
 * mean the same (parameters in another order, a default written out, an MCP call and an HTTP query string) give
 * the same text, and two that differ never do (JSON escapes every value). With the data version it keys the
 * result cache and the ETag.
 */
export function canonicalRequest(request: AnalyticsRequest): string {
  return JSON.stringify(
    FIELD_ORDER.map((field) => (REQUEST_FIELDS[field] as (value: unknown) => unknown)(request[field])),
  );
}
