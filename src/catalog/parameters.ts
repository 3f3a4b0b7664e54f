import type { PeriodGrain } from '../storage/periods.js';
import { BY_TOTAL, byChoices } from './dimensions.js';
import type { EndpointDef, TicketDataset } from './types.js';
import { FORMAT_VALUE } from './formats.js';
import { answeredSchema, type ParameterValue } from './value-schema.js';

export type { ParameterValue } from './value-schema.js';

/**
 * The fixed query parameters of the analytics endpoints (the filters are the endpoint's dimensions; the
 * reference lists' are `LIST_PARAMETERS` of list-parameters.ts, declared with this `ParameterDef`), one entry each: name, value type, which endpoints accept it, for which ticket datasets, and its
 * description. Parsing, the unknown-parameter list, the OpenAPI parameters, the MCP tool schemas and the echo
 * in `meta` are derived from here; adding a parameter is adding an entry (and reading it where it takes
 * effect).
 */

export type TimeMode = 'single' | 'range' | 'specific';

/** One parameter of the endpoints of type `E` (analytics endpoints, or reference lists: `ListShape`). */
export interface ParameterDef<E = EndpointDef> {
  readonly name: string;
  /** Whether an endpoint accepts the parameter at all. */
  readonly accepts: (endpoint: E) => boolean;
  readonly value: ParameterValue | ((endpoint: E) => ParameterValue);
  readonly description: string | ((endpoint: E) => string);
  readonly required?: (endpoint: E) => boolean;
  /** Ticket datasets it exists for on an endpoint (absent: all of them). */
  readonly datasets?: (endpoint: E) => readonly TicketDataset[] | undefined;
  /** Time parameters: the modes that use it and the grain it implies. */
  readonly time?: { readonly modes: readonly TimeMode[]; readonly grain?: PeriodGrain };
  /** `request` parameters come before the endpoint's filters in listings, `output` ones after. */
  readonly section: 'request' | 'output';
  /** Where the answer's `meta` repeats the value it took, given or by default (absent: nowhere). */
  readonly echo?: Echo<E>;
  /**
   * A parameter of the representation (which bytes answer: JSON or CSV), not of the question: `format`. The MCP
   * tools answer compact JSON text, so they do not offer it (and refuse it, their schemas being strict).
   */
  readonly representation?: true;
}

/**
 * The parts of an answer's `meta` that repeat parameters, in the order the shapers write them, each between
 * fields of the answer's own (analytics: the periods before `modes`, the missing comparison periods after it,
 * the places filtered on and `mode` before `filters`, the data version and the row count before `page`, the
 * total count after it; lists: the counts before `page`): the answer modes, the breakdown's grouping, the
 * metrics, `filters` (inside `meta.filters`, after the filters applied, which `filterEcho` of dimensions.ts
 * places), the dataset read, the page (order, limit, offset). Within a part, in table order.
 */
export const ECHO_PARTS = ['modes', 'grouping', 'metrics', 'filters', 'dataset', 'page'] as const;
export type EchoPart = (typeof ECHO_PARTS)[number];

/** Where an answer's `meta` repeats the value a parameter took (given, or by default). */
export interface Echo<E = EndpointDef> {
  readonly part: EchoPart;
  /** Its key there (absent: the parameter's name). */
  readonly key?: string;
  /**
   * When an answer repeats it, of those of the endpoints it is on: always (absent: the value given or the
   * default the plan resolved), only when the request gave it (`given`), or only when on (`true`: a flag,
   * `combined: true`). Only the keys repeated always are required in the schema of `meta`.
   */
  readonly when?: 'given' | 'true';
  /** The endpoints whose answers repeat it, of those that accept it (absent: all of them). */
  readonly on?: (endpoint: E) => boolean;
  /** The JSON Schema of its value in `meta` (absent: `echoSchema` derives it from the parameter's value). */
  readonly schema?: (endpoint: E) => object;
  /** What its key in `meta` says, in the schema of `meta` (absent: none). */
  readonly description?: string;
  /**
   * Where the MCP tools' compact result repeats it: a dotted path (`sort.by`), or false where it is left out
   * (its rows or its note show it). Absent: under its key in `meta`.
   */
  readonly compact?: string | false;
}

/** A parameter that `meta` repeats. */
export type EchoedParameter<E = EndpointDef> = ParameterDef<E> & { readonly echo: Echo<E> };

/** The parameters of a table that `meta` repeats in one part, in table order. */
export function echoedIn<E>(
  table: readonly ParameterDef<E>[],
  part: EchoPart,
): readonly EchoedParameter<E>[] {
  return table.filter((p): p is EchoedParameter<E> => p.echo?.part === part);
}

/** Whether an endpoint's answers repeat a parameter (when its `when` holds). */
export const echoedOn = <E>(parameter: EchoedParameter<E>, endpoint: E): boolean =>
  parameter.accepts(endpoint) && parameter.echo.on?.(endpoint) !== false;

/** The key under which `meta` repeats a parameter. */
export const echoKey = <E>(parameter: EchoedParameter<E>): string => parameter.echo.key ?? parameter.name;

/** The JSON Schema of the value `meta` repeats a parameter with on an endpoint, with its description. */
export function echoSchema<E>(parameter: EchoedParameter<E>, endpoint: E): object {
  const { schema, when, description } = parameter.echo;
  const derived =
    schema?.(endpoint) ?? (when === 'true' ? { const: true } : answeredSchema(valueOf(parameter, endpoint)));
  return description === undefined ? derived : { ...derived, description };
}

/**
 * The keys one part of `meta` holds on an endpoint, each with its schema (`echoSchema`), and those of them
 * every answer of it holds (repeated always).
 */
export function echoSchemas<E>(
  table: readonly ParameterDef<E>[],
  part: EchoPart,
  endpoint: E,
): { readonly properties: Record<string, object>; readonly required: readonly string[] } {
  const echoed = echoedIn(table, part).filter((p) => echoedOn(p, endpoint));
  return {
    properties: Object.fromEntries(echoed.map((p) => [echoKey(p), echoSchema(p, endpoint)])),
    required: echoed.filter((p) => p.echo.when === undefined).map(echoKey),
  };
}

/** The values of `compare` (API-CONTRACT §9). */
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

const grainsOf = (endpoint: EndpointDef): Set<PeriodGrain> =>
  new Set(endpoint.family.sources.flatMap((source) => source.grains));
const hasGrain = (grain: PeriodGrain) => (endpoint: EndpointDef) => grainsOf(endpoint).has(grain);
export const always = (): boolean => true;
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

/**
 * The `format` parameter of the analytics endpoints and of the lists, with the table's description of its CSV:
 * the output formats' names (formats.ts), and a parameter of the representation.
 */
export const formatParameter = (description: string) =>
  ({
    name: 'format',
    accepts: always,
    value: FORMAT_VALUE,
    description,
    section: 'output',
    representation: true,
  }) as const;

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

/** The value type of a parameter on an endpoint. */
export function valueOf<E>(definition: ParameterDef<E>, endpoint: E): ParameterValue {
  return typeof definition.value === 'function' ? definition.value(endpoint) : definition.value;
}

export function descriptionOf<E>(definition: ParameterDef<E>, endpoint: E): string {
  return typeof definition.description === 'function'
    ? definition.description(endpoint)
    : definition.description;
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

/** The values of an enum parameter on an endpoint, and its default. */
export function enumValues(
  name: ParameterName,
  endpoint: EndpointDef,
): { readonly values: readonly string[]; readonly default: string | undefined } {
  const value = valueOf(parameter(name), endpoint);
  if (value.kind !== 'enum') throw new Error(`parameter ${name} is not an enum`);
  return { values: value.values, default: value.default };
}

/** The airport parameters an endpoint accepts (a route's origin and destination), in table order. */
export function airportParameters(endpoint: EndpointDef): readonly ParameterDef[] {
  return PARAMETERS.filter(
    (p: ParameterDef) => p.accepts(endpoint) && valueOf(p, endpoint).kind === 'airport',
  );
}

/** Time parameters of a mode, or of a grain. */
export const timeParameters = (
  filter: (time: NonNullable<ParameterDef['time']>) => boolean,
): ParameterName[] =>
  PARAMETERS.flatMap((entry) => {
    const time: ParameterDef['time'] = (entry as ParameterDef).time;
    return time && filter(time) ? [entry.name] : [];
  });
