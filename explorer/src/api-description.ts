/**
 * What the explorer knows about the API, read from the service's own `/openapi.json` (generated from the
 * catalog): the areas, and for each endpoint its metrics, base metrics, `by` dimensions and parameters. A
 * metric or dimension added to the catalog appears here without a change to the explorer.
 */
export type View = 'route' | 'breakdown';
export const VIEWS: readonly View[] = ['route', 'breakdown'];

/**
 * `by=total` (docs/API-CONTRACT.md §12), listed among a breakdown's `by` values: no grouping, the filtered totals, one
 * row per period and no dimension key; never with another dimension.
 */
export const BY_TOTAL = 'total';

/** A route's two ends; each is an airport (`origin`) or a city market (`origin_city_market`, docs/API-CONTRACT.md §12). */
export type End = 'origin' | 'destination';
export const ENDS: readonly End[] = ['origin', 'destination'];

/** The city market parameter standing for an end. */
export const cityMarketParameter = (end: End): string => `${end}_city_market`;

/** The city markets a view names, by end (`New York City, NY (Metropolitan Area)`). */
export type CityMarketNames = Readonly<Partial<Record<End, string>>>;

export interface ParameterInfo {
  readonly name: string;
  readonly description: string;
  readonly type: 'string' | 'integer' | 'boolean';
  readonly values?: readonly string[];
}

/** How a metric's values read: its unit (catalog), whether it adds up over groups, whether it has a share. */
export interface MetricInfo {
  readonly description: string;
  readonly unit: string;
  readonly additive: boolean;
  readonly share: boolean;
  /** Ticket datasets that have it; absent: every dataset of the endpoint. */
  readonly datasets?: readonly string[];
  /** One part of a whole (`x-metrics` `part`): the five delay causes' minutes make all cause minutes. */
  readonly part?: { readonly of: string; readonly name: string };
}

export interface DimensionInfo {
  readonly description: string;
  readonly datasets?: readonly string[];
  /** Values that form a scale (hours of the day): drawn in their code order, not by size. */
  readonly ordered?: boolean;
}

/** Whether a metric or dimension exists in the dataset a request uses ('' where there is no choice). */
export const inDataset = (info: { datasets?: readonly string[] } | undefined, dataset: string): boolean =>
  dataset === '' || info?.datasets === undefined || info.datasets.includes(dataset);

export interface EndpointInfo {
  readonly path: string;
  readonly view: View;
  /** The operation's summary: what the area answers, for the area's description. */
  readonly summary: string;
  readonly metrics: readonly string[];
  /** Each metric's description, unit and additivity (`x-metrics`); absent for an older server. */
  readonly metricInfo: ReadonlyMap<string, MetricInfo>;
  /** Each `by` dimension's one-line description and datasets (`x-dimensions`). */
  readonly dimensionInfo: ReadonlyMap<string, DimensionInfo>;
  readonly baseMetrics: readonly string[];
  readonly dimensions: readonly string[];
  readonly parameters: ReadonlyMap<string, ParameterInfo>;
}

export interface ApiDescription {
  /** Path prefixes with a route and a breakdown endpoint: `performance`, `traffic/segments`, ... */
  readonly areas: readonly string[];
  endpoint(area: string, view: View): EndpointInfo | undefined;
}

interface OpenApiParameter {
  name: string;
  in: string;
  description?: string;
  schema?: { type?: string; enum?: unknown[] };
  examples?: { base?: { value?: unknown } };
  'x-allowed-values'?: unknown[];
  'x-metrics'?: Record<string, Partial<MetricInfo>>;
  'x-dimensions'?: Record<string, { description?: string; datasets?: string[]; ordered?: boolean }>;
}

interface OpenApiDocument {
  paths: Record<string, { get?: { summary?: string; parameters?: OpenApiParameter[] } }>;
}

const strings = (values: unknown): string[] =>
  Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [];

function parameterInfo(parameter: OpenApiParameter): ParameterInfo {
  const type = parameter.schema?.type;
  const values = parameter.schema?.enum?.map(String);
  return {
    name: parameter.name,
    description: parameter.description ?? '',
    type: type === 'integer' || type === 'boolean' ? type : 'string',
    ...(values === undefined ? {} : { values }),
  };
}

function metricInfo(raw: Partial<MetricInfo>): MetricInfo {
  return {
    description: raw.description ?? '',
    unit: raw.unit ?? 'count',
    additive: raw.additive === true,
    share: raw.share !== false,
    ...(Array.isArray(raw.datasets) ? { datasets: raw.datasets } : {}),
    ...(typeof raw.part?.of === 'string' && typeof raw.part.name === 'string'
      ? { part: { of: raw.part.of, name: raw.part.name } }
      : {}),
  };
}

function endpointInfo(
  path: string,
  view: View,
  summary: string,
  parameters: readonly OpenApiParameter[],
): EndpointInfo {
  const query = parameters.filter((p) => p.in === 'query');
  const named = (name: string) => query.find((p) => p.name === name);
  const metricsParameter = named('metrics');
  const base = metricsParameter?.examples?.base?.value;
  return {
    path,
    view,
    summary,
    metrics: strings(metricsParameter?.['x-allowed-values']),
    metricInfo: new Map(
      Object.entries(metricsParameter?.['x-metrics'] ?? {}).map(([id, raw]) => [id, metricInfo(raw)]),
    ),
    dimensionInfo: new Map(
      Object.entries(named('by')?.['x-dimensions'] ?? {}).map(([id, raw]) => [
        id,
        {
          description: raw.description ?? '',
          ...(raw.datasets ? { datasets: raw.datasets } : {}),
          ...(raw.ordered === true ? { ordered: true } : {}),
        },
      ]),
    ),
    baseMetrics: typeof base === 'string' ? base.split(',') : [],
    dimensions: strings(named('by')?.['x-allowed-values']),
    parameters: new Map(query.map((p) => [p.name, parameterInfo(p)])),
  };
}

/** The areas and endpoints of an OpenAPI document as served by atss. */
export function describeApi(document: unknown): ApiDescription {
  const paths = (document as OpenApiDocument).paths;
  const endpoints = new Map<string, EndpointInfo>();
  const areas: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const match = /^\/(.+)\/(route|breakdown)$/.exec(path);
    if (match === null || item.get === undefined) continue;
    const [, area = '', view = 'route'] = match;
    endpoints.set(
      `${area} ${view}`,
      endpointInfo(path, view as View, item.get.summary ?? '', item.get.parameters ?? []),
    );
    if (!areas.includes(area)) areas.push(area);
  }
  return { areas, endpoint: (area, view) => endpoints.get(`${area} ${view}`) };
}
