import { BY_TOTAL, byChoices } from '../catalog/dimensions.js';
import { descriptionOf, type ParameterDef } from '../catalog/parameter-def.js';
import {
  airportParameters,
  enumValues,
  limitBounds,
  parameter,
  type ParameterName,
} from '../catalog/parameters.js';
import { CITY_MARKET_OF } from '../catalog/dimensions.js';
import type { DimensionDef, EndpointDef, MetricDef, TicketDataset } from '../catalog/types.js';
import { ProblemCollector } from '../problems/problems.js';
import type { ReferenceData } from '../reference/types.js';
import { parseFilterValue } from './dimension-kinds/index.js';
import type { FilterValue } from '../sql/plan.js';
import { parseBoolean, parseEnum, parseInteger, parseList, singleValues } from './primitives.js';
import type { AnalyticsRequest } from './request.js';
import { parseTime } from './time.js';
import { allowedParameters, selectSource } from './parameters.js';
import { parseModes } from './modes.js';

type RawQuery = Readonly<Record<string, string | string[] | undefined>>;

/** Whether an item (parameter, metric, dimension) applies to the request's dataset; else reports it. */
type CheckMarker = (
  name: string,
  item: { datasets?: readonly TicketDataset[] },
  label?: string,
  allowed?: readonly string[],
) => boolean;

const applies = (item: { datasets?: readonly TicketDataset[] }, dataset: string): boolean =>
  item.datasets === undefined || (item.datasets as readonly string[]).includes(dataset);

/** Parses an analytics query against its endpoint's catalog entry, reporting every mistake at once. */
export function parseAnalyticsRequest(
  endpoint: EndpointDef,
  query: RawQuery,
  reference: ReferenceData,
): AnalyticsRequest {
  const problems = new ProblemCollector();
  const { values, repeated } = singleValues(query);
  checkNames(endpoint, values, repeated, problems);

  const source = selectSource(endpoint, values, problems);
  const dataset = source.dataset;
  // allowed: the values the parameter takes for this dataset (a metric or dimension of another), else its datasets
  const checkMarker: CheckMarker = (name, item, label = name, allowedHere = item.datasets) => {
    if (applies(item, dataset)) return true;
    problems.add(
      'invalid-parameter',
      name,
      `${label} is available for dataset ${(item.datasets ?? []).join(', ')} only, not ${dataset}`,
      allowedHere,
    );
    return false;
  };

  const limitResults = boolOption(values, 'limit_results', problems) ?? false;
  const time = parseTime({ values, problems, grains: source.grains, caps: source.caps, limitResults });
  const modes = parseModes(values, problems, time);
  // a combined answer has one set of rows, sorted and limited like a single period's
  const multi = time !== undefined && time.mode !== 'single' && !modes.combine;

  const filters = parseFilters(endpoint, values, reference, problems, checkMarker);
  const parsedBy =
    endpoint.kind === 'breakdown' ? parseBy(endpoint, values, problems, checkMarker, dataset) : undefined;
  const by = parsedBy?.dimensions ?? [];
  for (const dimension of by) {
    if (values.has(dimension.id)) {
      problems.add(
        'conflicting-parameters',
        dimension.id,
        `${dimension.id} cannot be both a by dimension and a filter`,
      );
    }
  }

  const metrics = parseMetrics(endpoint, values, problems, checkMarker, dataset);
  const normalize = optionalParameter(endpoint, 'normalize_to_db1b', values, checkMarker)
    ? (boolOption(values, 'normalize_to_db1b', problems) ?? false)
    : false;

  const { sortBy, sortOrder } = parseSort(endpoint, values, problems, multi, [
    ...metrics.map((m) => m.id),
    ...by.map((d) => d.id),
  ]);

  const limit = parseLimit(endpoint, values, problems, checkMarker, multi);

  checkRules(endpoint, dataset, values, metrics, by, problems);
  problems.throwIfAny();
  if (time === undefined) throw new Error('time request missing without a problem');
  return {
    endpoint,
    source,
    time,
    limitResults,
    filters,
    by,
    total: parsedBy?.total ?? false,
    metrics,
    sortBy,
    sortOrder,
    limit,
    normalize,
    modes,
  };
}

/** Every parameter name is one the endpoint takes, and each is given once. */
function checkNames(
  endpoint: EndpointDef,
  values: ReadonlyMap<string, string>,
  repeated: Iterable<string>,
  problems: ProblemCollector,
): void {
  const allowed = allowedParameters(endpoint);
  for (const name of values.keys()) {
    if (!allowed.includes(name))
      problems.add('unknown-parameter', name, `unknown parameter "${name}"`, allowed);
  }
  for (const name of repeated)
    problems.add('invalid-parameter', name, `parameter "${name}" is given more than once`);
}

/** The route's airports (required where declared) and the endpoint's filters, each value checked by its kind. */
function parseFilters(
  endpoint: EndpointDef,
  values: ReadonlyMap<string, string>,
  reference: ReferenceData,
  problems: ProblemCollector,
  checkMarker: CheckMarker,
): { dimension: DimensionDef; value: FilterValue }[] {
  const filters: { dimension: DimensionDef; value: FilterValue }[] = [];
  if (endpoint.kind === 'route') checkRouteEnds(values, problems);
  const airports = airportParameters(endpoint);
  for (const { name, required } of airports) {
    if (required?.(endpoint) && !values.has(name))
      problems.add('missing-parameter', name, `${name} is required`);
  }
  const filterDefs = [...airports.map((p) => airportFilter(endpoint, p)), ...endpoint.filters];
  for (const dimension of filterDefs) {
    const raw = values.get(dimension.id);
    if (raw === undefined || !checkMarker(dimension.id, dimension)) continue;
    const parsed = parseFilterValue(dimension, raw, reference);
    if (parsed.ok) filters.push({ dimension, value: parsed.value });
    else
      problems.add(
        'invalid-parameter',
        dimension.id,
        `${dimension.id}: ${parsed.problem.reason}`,
        parsed.problem.allowed,
      );
  }
  return filters;
}

/** `limit` within the bounds of the answer's shape (`limitBounds`), else its default. */
function parseLimit(
  endpoint: EndpointDef,
  values: ReadonlyMap<string, string>,
  problems: ProblemCollector,
  checkMarker: CheckMarker,
  multi: boolean,
): number {
  const limits = limitBounds(endpoint, multi);
  const raw = values.get('limit');
  if (raw === undefined || !optionalParameter(endpoint, 'limit', values, checkMarker)) return limits.default;
  const parsed = parseInteger(raw, limits.min, limits.max);
  if (parsed.ok) return parsed.value;
  problems.add('invalid-parameter', 'limit', `limit ${parsed.reason}`);
  return limits.default;
}

/**
 * sort_by and sort_order (breakdowns): single period or combined only; sort_by a returned metric or by
 * dimension (undefined: the first metric), sort_order by its declaration.
 */
function parseSort(
  endpoint: EndpointDef,
  values: ReadonlyMap<string, string>,
  problems: ProblemCollector,
  multi: boolean,
  sortable: readonly string[],
): Pick<AnalyticsRequest, 'sortBy' | 'sortOrder'> {
  const sortOrders = enumValues('sort_order', endpoint);
  let sortBy: string | undefined;
  let sortOrder = sortOrders.default as AnalyticsRequest['sortOrder'];
  if (!parameter('sort_by').accepts(endpoint)) return { sortBy, sortOrder };
  const rawSortBy = values.get('sort_by');
  const rawSortOrder = values.get('sort_order');
  if (multi && (rawSortBy !== undefined || rawSortOrder !== undefined)) {
    problems.conflict(
      ['sort_by', 'sort_order'].filter((name) => values.has(name)),
      'sort_by and sort_order apply only in single-period mode or with combine_periods=true',
    );
    return { sortBy, sortOrder };
  }
  if (rawSortBy !== undefined) {
    if (sortable.includes(rawSortBy)) sortBy = rawSortBy;
    else
      problems.add(
        'invalid-parameter',
        'sort_by',
        'sort_by must name a returned metric or a by dimension',
        sortable,
      );
  }
  if (rawSortOrder !== undefined) {
    const parsed = parseEnum(rawSortOrder, sortOrders.values);
    if (parsed.ok) sortOrder = parsed.value as AnalyticsRequest['sortOrder'];
    else problems.add('invalid-parameter', 'sort_order', `sort_order ${parsed.reason}`, sortOrders.values);
  }
  return { sortBy, sortOrder };
}

/**
 * Whether a parameter given in the request applies to the endpoint and the request's dataset (the table's
 * `datasets`); a parameter of another dataset is reported by `checkMarker`.
 */
function optionalParameter(
  endpoint: EndpointDef,
  name: ParameterName,
  values: ReadonlyMap<string, string>,
  checkMarker: CheckMarker,
): boolean {
  const definition = parameter(name);
  if (!values.has(name) || !definition.accepts(endpoint)) return false;
  const datasets = definition.datasets?.(endpoint);
  return checkMarker(name, datasets ? { datasets } : {});
}

/** A route's ends: each an airport (`origin`) or a city market (`origin_city_market`), exactly one of the two. */
function checkRouteEnds(values: ReadonlyMap<string, string>, problems: ProblemCollector): void {
  for (const end of ['origin', 'destination'] as const) {
    const market = CITY_MARKET_OF[end].id;
    if (values.has(end) && values.has(market))
      problems.conflict([end, market], `give ${end} (an airport) or ${market} (a city market), not both`);
    else if (!values.has(end) && !values.has(market))
      problems.add('missing-parameter', end, `${end} (or ${market}) is required`);
  }
}

/** An airport parameter of the table (a route's origin or destination) parsed as a filter on its column. */
function airportFilter(endpoint: EndpointDef, definition: ParameterDef): DimensionDef {
  return {
    id: definition.name,
    column: definition.name,
    description: descriptionOf(definition, endpoint),
    kind: { type: 'airport' },
  };
}

function boolOption(
  values: ReadonlyMap<string, string>,
  name: ParameterName,
  problems: ProblemCollector,
): boolean | undefined {
  const raw = values.get(name);
  if (raw === undefined) return undefined;
  const parsed = parseBoolean(raw);
  if (parsed.ok) return parsed.value;
  problems.add('invalid-parameter', name, `${name} ${parsed.reason}`);
  return undefined;
}

function parseBy(
  endpoint: EndpointDef,
  values: ReadonlyMap<string, string>,
  problems: ProblemCollector,
  checkMarker: CheckMarker,
  dataset: string,
): { dimensions: DimensionDef[]; total: boolean } {
  const none = { dimensions: [], total: false };
  const raw = values.get('by');
  if (raw === undefined) {
    problems.add('missing-parameter', 'by', 'by (comma-separated dimensions, or total) is required');
    return none;
  }
  const list = parseList(raw);
  if (!list.ok) {
    problems.add('invalid-parameter', 'by', `by ${list.reason}`);
    return none;
  }
  const allowed = byChoices(endpoint)
    .filter((d) => applies(d, dataset))
    .map((d) => d.id);
  if (list.value.includes(BY_TOTAL.id)) {
    if (list.value.length === 1) return { dimensions: [], total: true };
    problems.add(
      'invalid-parameter',
      'by',
      `by=${BY_TOTAL.id} (no grouping) cannot be combined with other dimensions`,
      allowed,
    );
    return none;
  }
  const by: DimensionDef[] = [];
  for (const id of list.value) {
    const dimension = endpoint.dimensions.find((d) => d.id === id);
    if (!dimension) problems.add('invalid-parameter', 'by', `by: unknown dimension "${id}"`, allowed);
    else if (checkMarker('by', dimension, `dimension ${id}`, allowed)) by.push(dimension);
  }
  return { dimensions: by, total: false };
}

function parseMetrics(
  endpoint: EndpointDef,
  values: ReadonlyMap<string, string>,
  problems: ProblemCollector,
  checkMarker: CheckMarker,
  dataset: string,
): MetricDef[] {
  const raw = values.get('metrics');
  const ids = raw === undefined ? endpoint.baseMetrics : undefined;
  if (ids) return endpoint.metrics.filter((m) => ids.includes(m.id) && applies(m, dataset));
  const list = parseList(raw ?? '');
  if (!list.ok) {
    problems.add('invalid-parameter', 'metrics', `metrics ${list.reason}`);
    return [];
  }
  const allowed = endpoint.metrics.filter((m) => applies(m, dataset)).map((m) => m.id);
  const metrics: MetricDef[] = [];
  for (const id of list.value) {
    const metric = endpoint.metrics.find((m) => m.id === id);
    if (!metric) problems.add('invalid-parameter', 'metrics', `metrics: unknown metric "${id}"`, allowed);
    else if (checkMarker('metrics', metric, `metric ${id}`, allowed)) metrics.push(metric);
  }
  return metrics;
}

function checkRules(
  endpoint: EndpointDef,
  dataset: string,
  values: ReadonlyMap<string, string>,
  metrics: readonly MetricDef[],
  by: readonly DimensionDef[],
  problems: ProblemCollector,
): void {
  for (const rule of endpoint.rules ?? []) {
    switch (rule.kind) {
      case 'at-most-one': {
        if (!(rule.datasets as readonly string[]).includes(dataset)) break;
        const given = rule.filters.filter((name) => values.has(name));
        if (given.length > 1) {
          problems.conflict(given, `at most one of ${rule.filters.join(', ')} may be given for ${dataset}`);
        }
        break;
      }
      case 'no-carrier-dimension': {
        const asked = metrics.filter((m) => rule.metrics.includes(m.id)).map((m) => m.id);
        const carriers = by.filter((d) => rule.dimensions.includes(d.id)).map((d) => d.id);
        if (asked.length > 0 && carriers.length > 0) {
          problems.conflict(
            ['metrics', 'by'],
            `${asked.join(' and ')} measure carriers within a row, so they cannot be asked with the carrier dimension ${carriers.join(', ')} in by (rule: no carrier dimension with ${rule.metrics.join(' or ')})`,
          );
        }
        break;
      }
      case 'needs-route': {
        if (!metrics.some((m) => m.id === rule.metric)) break;
        const pinned = (id: string) => values.has(id) || by.some((d) => d.id === id);
        if (!pinned('origin') || !pinned('destination')) {
          problems.add(
            'invalid-parameter',
            'metrics',
            `${rule.metric} requires both origin and destination, as filters or by dimensions`,
          );
        }
        break;
      }
    }
  }
}
