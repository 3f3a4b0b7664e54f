import type { PeriodGrain } from '../storage/periods.js';
import { BY_TOTAL, byChoices } from './dimensions.js';
import type { EndpointDef } from './types.js';
import { always, formatParameter, valueOf, type ParameterDef, type TimeMode } from './parameter-def.js';

/**
 * The fixed query parameters of the analytics endpoints (the filters are the endpoint's dimensions; the
 * reference lists' are `LIST_PARAMETERS` of list-parameters.ts), one entry each, declared as parameter-def.ts
 * says: name, value type, which endpoints accept it, for which ticket datasets, its description and its echo.
 * Parsing, the unknown-parameter list, the OpenAPI parameters, the MCP tool schemas, the echo in `meta` and its
 * schema are derived from here; adding a parameter is adding an entry (and reading it where it takes effect).
 */

/** The values of `compare` (docs/API-CONTRACT.md §9). */
export const COMPARISONS = ['previous_year'] as const;

/** The values of a `sort_order` (analytics and lists, each with its own default). */
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const YEAR_MIN = 1987;
export const YEAR_MAX = 2100;

/** Rows (breakdowns, per period) or periods (routes) an answer keeps. */
export const LIMITS = {
  route: { default: 50, max: 100 },
  single: { default: 50, max: 100 },
  multi: { default: 25, max: 50 },
} as const;

/** The rows or periods `limit` keeps, by endpoint and answer shape (a multi-period breakdown keeps fewer). */
export function limitBounds(
  endpoint: EndpointDef,
  multiPeriod: boolean,
): { readonly min: 1; readonly max: number; readonly default: number } {
  const limits = endpoint.kind === 'route' ? LIMITS.route : multiPeriod ? LIMITS.multi : LIMITS.single;
  return { min: 1, max: limits.max, default: limits.default };
}

/** A value derived from an endpoint alone (the catalog never changes): computed once per endpoint and key. */
function perEndpoint<T>(
  derive: (endpoint: EndpointDef, key: string) => T,
): (endpoint: EndpointDef, key?: string) => T {
  const known = new WeakMap<EndpointDef, Map<string, T>>();
  return (endpoint, key = '') => {
    let byKey = known.get(endpoint);
    if (byKey === undefined) {
      byKey = new Map();
      known.set(endpoint, byKey);
    }
    if (!byKey.has(key)) byKey.set(key, derive(endpoint, key));
    return byKey.get(key) as T;
  };
}

const grainsOf = perEndpoint(
  (endpoint): ReadonlySet<PeriodGrain> => new Set(endpoint.family.sources.flatMap((source) => source.grains)),
);
const hasGrain = (grain: PeriodGrain) => (endpoint: EndpointDef) => grainsOf(endpoint).has(grain);
const isRoute = (endpoint: EndpointDef): boolean => endpoint.kind === 'route';
const isBreakdown = (endpoint: EndpointDef): boolean => endpoint.kind === 'breakdown';
const selectsDataset = (endpoint: EndpointDef): boolean => endpoint.family.selectsDataset;

/** An entry whose name keeps its literal type, so that ParameterName lists every name. */
type Named<N extends string> = ParameterDef & { readonly name: N };

const year = <N extends string>(name: N, modes: readonly TimeMode[], description: string): Named<N> => ({
  name,
  accepts: always,
  value: { kind: 'integer', min: YEAR_MIN, max: YEAR_MAX },
  description,
  time: { modes },
  section: 'request',
});
const periodIndex = <N extends string>(
  name: N,
  grain: PeriodGrain,
  modes: readonly TimeMode[],
  description: string,
): Named<N> => ({
  name,
  accepts: hasGrain(grain),
  value: { kind: 'integer', min: 1, max: grain === 'quarter' ? 4 : 12 },
  description,
  time: { modes, grain },
  section: 'request',
});
const periodList = <N extends string>(name: N, grain: PeriodGrain, description: string): Named<N> => ({
  name,
  accepts: hasGrain(grain),
  value: { kind: 'list', item: 'integer', min: 1, max: grain === 'quarter' ? 4 : 12 },
  description,
  time: { modes: ['specific'], grain },
  section: 'request',
});
const airport = <N extends 'origin' | 'destination'>(name: N): Named<N> => ({
  name,
  accepts: isRoute,
  value: { kind: 'airport' },
  description: `${name} airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless ${name}_city_market is given`,
  section: 'request',
});

const recentText = (endpoint: EndpointDef): string =>
  endpoint.family.sources
    .map(
      (source) =>
        `${source.dataset}: ${Object.entries(source.recent)
          .map(([grain, count]) => `${count} ${grain}s`)
          .join(' or ')}`,
    )
    .join('; ');

/** The table, in documentation order. */
export const PARAMETERS = [
  {
    name: 'dataset',
    accepts: selectsDataset,
    value: (endpoint) => ({ kind: 'enum', values: endpoint.family.sources.map((s) => s.dataset) }),
    description:
      'ticket dataset: db1b (quarterly 10% sample, up to 2025-Q2) or db1c (monthly 40% sample, from 2025-07; ' +
      'quarters aggregate their three months). Default: db1c when a monthly time parameter is present, else db1b',
    section: 'request',
    echo: { part: 'dataset' },
  },
  year('year', ['single'], 'single period: the year, with quarter or month'),
  periodIndex('quarter', 'quarter', ['single'], 'single period: quarter 1-4'),
  periodIndex('month', 'month', ['single'], 'single period: month 1-12'),
  year('start_year', ['range', 'specific'], 'range or specific periods: first year (inclusive)'),
  year('end_year', ['range', 'specific'], 'range or specific periods: last year (inclusive)'),
  periodIndex('start_quarter', 'quarter', ['range'], 'quarterly range: first quarter, in start_year'),
  periodIndex('end_quarter', 'quarter', ['range'], 'quarterly range: last quarter, in end_year'),
  periodIndex('start_month', 'month', ['range'], 'monthly range: first month, in start_year'),
  periodIndex('end_month', 'month', ['range'], 'monthly range: last month, in end_year'),
  periodList(
    'quarters',
    'quarter',
    'specific periods: these quarters of every year from start_year to end_year, comma-separated (e.g. 1,3)',
  ),
  periodList(
    'months',
    'month',
    'specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7)',
  ),
  {
    name: 'limit_results',
    accepts: always,
    value: { kind: 'boolean', default: false },
    description: (endpoint) =>
      `keep only the most recent loaded periods (${recentText(endpoint)}); alone, without time parameters, ` +
      'answers those periods in range mode',
    section: 'request',
  },
  {
    name: 'combine_periods',
    accepts: always,
    value: { kind: 'boolean', default: false },
    description:
      'true: with a range or specific periods (or limit_results), answer once for all loaded periods together: ' +
      'the route one `result`, a breakdown one row per dimension value; every metric is computed from the base ' +
      'quantities summed over the periods (never an average of averages) and shares are of the combined total; ' +
      'meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones ' +
      'not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be ' +
      'combined (400 naming dataset)',
    section: 'request',
    echo: {
      part: 'modes',
      key: 'combined',
      when: 'true',
      description: 'combine_periods=true: one answer over meta.periods',
    },
  },
  {
    name: 'compare',
    accepts: always,
    value: { kind: 'enum', values: COMPARISONS },
    description:
      'previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods ' +
      'one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or ' +
      'null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are ' +
      'null; combined, one missing earlier period makes previous null)',
    section: 'request',
    // the rows show the comparison (<metric>_previous, <metric>_change_pct), so the compact result does not
    echo: { part: 'modes', when: 'given', description: 'the comparison asked for', compact: false },
  },
  airport('origin'),
  airport('destination'),
  {
    name: 'metrics',
    accepts: always,
    value: { kind: 'list', item: 'name' },
    description: (endpoint) =>
      `comma-separated metric ids; default ${endpoint.baseMetrics.join(', ')}. Each is described, with its ` +
      'formula, in the operation description',
    section: 'request',
    echo: {
      part: 'metrics',
      schema: (endpoint) => ({ type: 'array', items: { enum: endpoint.metrics.map((m) => m.id) } }),
    },
  },
  {
    name: 'by',
    accepts: isBreakdown,
    required: isBreakdown,
    value: { kind: 'list', item: 'name' },
    description: (endpoint) =>
      `comma-separated dimensions to group by: ${endpoint.dimensions.map((d) => d.id).join(', ')}. ` +
      `A dimension cannot also be a filter. Or \`${BY_TOTAL.id}\` alone: ${BY_TOTAL.description}`,
    section: 'output',
    echo: {
      part: 'grouping',
      key: 'breakdown_by',
      schema: (endpoint) => ({ type: 'array', items: { enum: byChoices(endpoint).map((d) => d.id) } }),
    },
  },
  {
    name: 'sort_by',
    accepts: isBreakdown,
    value: { kind: 'name' },
    description:
      'single period or combine_periods=true only: a returned metric or by dimension to order rows by; ' +
      'default the first metric',
    section: 'output',
    echo: { part: 'page', compact: 'sort.by' },
  },
  {
    name: 'sort_order',
    accepts: isBreakdown,
    value: { kind: 'enum', values: SORT_ORDERS, default: 'desc' },
    description: 'single period or combine_periods=true only: ascending or descending',
    section: 'output',
    echo: { part: 'page', compact: 'sort.order' },
  },
  {
    name: 'limit',
    accepts: always,
    // a breakdown's default depends on the answer's shape (limitBounds), so none is documented in the schema
    value: (endpoint) => {
      const bounds = limitBounds(endpoint, false);
      return endpoint.kind === 'route'
        ? { kind: 'integer', ...bounds }
        : { kind: 'integer', min: bounds.min, max: bounds.max };
    },
    datasets: (endpoint) => endpoint.limitDatasets,
    description: (endpoint) =>
      endpoint.kind === 'route'
        ? 'multi-period: keep the most recent periods'
        : `rows per period: single period or combined default ${LIMITS.single.default} (max ${LIMITS.single.max}), ` +
          `multi-period default ${LIMITS.multi.default} (max ${LIMITS.multi.max})`,
    section: 'output',
    // a route's limit keeps periods, and its answer does not repeat it; the compact result's note says it
    echo: { part: 'page', on: isBreakdown, compact: false },
  },
  {
    name: 'normalize_to_db1b',
    accepts: selectsDataset,
    value: { kind: 'boolean', default: false },
    datasets: () => ['db1c'],
    description:
      'divide additive metrics by 4, making the 40% DB1C sample comparable with the 10% DB1B one; ' +
      'ratios are unchanged',
    section: 'output',
    echo: { part: 'filters', when: 'true' },
  },
  formatParameter(
    'csv: a header row from the request (period, or with combine_periods=true the periods combined and ' +
      'missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as ' +
      '<dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, ' +
      '<metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv',
  ),
] as const satisfies readonly ParameterDef[];

export type ParameterName = (typeof PARAMETERS)[number]['name'];

/** The parameters an analytics answer's `meta` repeats. */
export type EchoedParameterName = Extract<(typeof PARAMETERS)[number], { readonly echo: object }>['name'];

const BY_NAME: ReadonlyMap<string, ParameterDef> = new Map(PARAMETERS.map((p) => [p.name, p]));

/** The entry of a parameter; the name is checked against the table at compile time. */
export function parameter(name: ParameterName): ParameterDef {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`parameter ${name} is not in the table`);
  return found;
}

/** Every parameter an endpoint accepts, in documentation order: fixed ones, then filters, then output. */
export function endpointParameters(endpoint: EndpointDef): {
  readonly fixed: readonly ParameterDef[];
  readonly names: readonly string[];
} {
  const fixed = PARAMETERS.filter((p: ParameterDef) => p.accepts(endpoint));
  const request: string[] = fixed.filter((p) => p.section === 'request').map((p) => p.name);
  const output = fixed.filter((p) => p.section === 'output').map((p) => p.name);
  const filters = endpoint.filters.map((f) => f.id).filter((id) => !request.includes(id));
  return { fixed, names: [...request, ...filters, ...output] };
}

const enumValuesOf = perEndpoint((endpoint, name) => {
  const value = valueOf(parameter(name as ParameterName), endpoint);
  if (value.kind !== 'enum') throw new Error(`parameter ${name} is not an enum`);
  return { values: value.values, default: value.default };
});

/** The values of an enum parameter on an endpoint, and its default (derived once per endpoint and name). */
export function enumValues(
  name: ParameterName,
  endpoint: EndpointDef,
): { readonly values: readonly string[]; readonly default: string | undefined } {
  return enumValuesOf(endpoint, name);
}

/**
 * The airport parameters an endpoint accepts (a route's origin and destination), in table order; derived once
 * per endpoint, not on every request.
 */
export const airportParameters: (endpoint: EndpointDef) => readonly ParameterDef[] = perEndpoint((endpoint) =>
  PARAMETERS.filter((p: ParameterDef) => p.accepts(endpoint) && valueOf(p, endpoint).kind === 'airport'),
);

/** Time parameters of a mode, or of a grain. */
export const timeParameters = (
  filter: (time: NonNullable<ParameterDef['time']>) => boolean,
): ParameterName[] =>
  PARAMETERS.flatMap((entry) => {
    const time: ParameterDef['time'] = (entry as ParameterDef).time;
    return time && filter(time) ? [entry.name] : [];
  });
