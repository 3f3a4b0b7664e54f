/**
 * The views a fresh page and a switch of view, area or dataset land on: the first example of the README
 * (ATL to LAX, on-time performance) over the last loaded year, or a breakdown of the last loaded period.
 */
import { inDataset, type ApiDescription, type EndpointInfo, type View } from './api-description.js';
import { loadedPeriods, type CoverageTable, type LoadedPeriods } from './coverage.js';
import { TIME_MODE_PARAMETERS, timeParameters } from './periods.js';
import { withParameters, type ViewState } from './view-state.js';

export const DEFAULT_AREA = 'performance';
const DEFAULT_ROUTE = { origin: 'ATL', destination: 'LAX' } as const;
const MONTHLY_PARAMETERS = ['month', 'start_month', 'end_month', 'months'];
/**
 * The carrier dimension a breakdown starts with, by area: operating (T-100, on-time), ticketing (DB1B),
 * marketing (DB1C, which has no ticketing carrier).
 */
const CARRIER_DIMENSIONS = ['carrier', 'tkcarrier', 'mktcarrier'];
/** The route view's default range: a year of periods. */
const RANGE_PERIODS: Readonly<Record<string, number>> = { month: 12, quarter: 4 };

/** The ticket dataset a request uses (docs/API-CONTRACT.md §1: db1c when a monthly parameter is present), or ''. */
export function datasetOf(state: ViewState, endpoint: EndpointInfo | undefined): string {
  if (endpoint?.parameters.has('dataset') !== true) return '';
  const explicit = state.parameters.get('dataset');
  if (explicit !== undefined) return explicit;
  return MONTHLY_PARAMETERS.some((name) => state.parameters.has(name)) ? 'db1c' : 'db1b';
}

export function loadedPeriodsOf(
  state: ViewState,
  api: ApiDescription,
  tables: readonly CoverageTable[],
): LoadedPeriods | undefined {
  return loadedPeriods(tables, state.area, datasetOf(state, api.endpoint(state.area, state.view)));
}

/** One period (breakdowns) or the last loaded year (routes: 12 months or 4 quarters), as time parameters. */
export function defaultPeriod(view: View, loaded: LoadedPeriods | undefined): Array<[string, string]> {
  const last = loaded?.periods.at(-1);
  if (loaded === undefined || last === undefined) return [];
  const first =
    view === 'route'
      ? loaded.periods.at(-Math.min(RANGE_PERIODS[loaded.grain] ?? 1, loaded.periods.length))
      : last;
  return timeParameters(first ?? last, last, loaded.grain);
}

function missingDefaults(
  state: ViewState,
  endpoint: EndpointInfo,
  loaded: LoadedPeriods | undefined,
): Array<[string, string]> {
  const has = (name: string) => state.parameters.has(name);
  // a route's end is an airport or a city market (`origin_city_market`)
  const hasEnd = (end: string) => has(end) || has(`${end}_city_market`);
  const defaults: Array<[string, string]> = [];
  if (state.view === 'route' && !hasEnd('origin') && !hasEnd('destination')) {
    defaults.push(['origin', DEFAULT_ROUTE.origin], ['destination', DEFAULT_ROUTE.destination]);
  } else if (state.view === 'route' && !(hasEnd('origin') && hasEnd('destination'))) {
    // a route needs both ends: the missing one is the default route's (or its other end)
    const known = state.parameters.get('origin') ?? state.parameters.get('destination');
    const other = known === DEFAULT_ROUTE.destination ? DEFAULT_ROUTE.origin : DEFAULT_ROUTE.destination;
    defaults.push([hasEnd('origin') ? 'destination' : 'origin', other]);
  }
  // carriers first (the ticketing carrier on tickets), never a dimension already used as a filter
  const dataset = datasetOf(state, endpoint);
  const firstDimension = [...CARRIER_DIMENSIONS, ...endpoint.dimensions].find(
    (d) => endpoint.dimensions.includes(d) && !has(d) && inDataset(endpoint.dimensionInfo.get(d), dataset),
  );
  if (state.view === 'breakdown' && !has('by') && firstDimension !== undefined) {
    defaults.push(['by', firstDimension]);
  }
  if (!timed(state)) defaults.push(...defaultPeriod(state.view, loaded));
  return defaults;
}

/** Whether a view says which periods it asks for (or asks for the API's own `limit_results` instead). */
const timed = (state: ViewState): boolean =>
  [...state.parameters.keys()].some(
    (name) => TIME_MODE_PARAMETERS.includes(name) || name === 'limit_results',
  );

/**
 * A page opened without parameters gets the default view; a URL without a period (typed, or cut short) gets
 * the default period (the API requires one); any other URL is taken as it is.
 */
export function completeState(
  state: ViewState,
  api: ApiDescription,
  tables: readonly CoverageTable[],
): ViewState {
  const area = api.areas.includes(state.area) ? state.area : (api.areas[0] ?? state.area);
  const endpoint = api.endpoint(area, state.view);
  const located = { ...state, area };
  if (endpoint === undefined) return located;
  const loaded = loadedPeriodsOf(located, api, tables);
  if (state.parameters.size === 0) return withParameters(located, missingDefaults(located, endpoint, loaded));
  return timed(state) ? located : withParameters(located, defaultPeriod(state.view, loaded));
}

/** The names of a `by`, `metrics` or `sort_by` value the endpoint accepts for the dataset, comma-separated. */
function keptNames(parameter: string, value: string, endpoint: EndpointInfo, dataset: string): string {
  const dimension = (name: string) =>
    endpoint.dimensions.includes(name) && inDataset(endpoint.dimensionInfo.get(name), dataset);
  const metric = (name: string) =>
    endpoint.metrics.includes(name) && inDataset(endpoint.metricInfo.get(name), dataset);
  const accepted = (name: string) =>
    parameter === 'by'
      ? dimension(name)
      : parameter === 'metrics'
        ? metric(name)
        : metric(name) || dimension(name);
  return value.split(',').filter(accepted).join(',');
}

/**
 * Another view, area or dataset: parameters the new endpoint accepts are kept (periods only when their grain
 * is unchanged; of `by`, `metrics` and `sort_by` the names it has; a route's airports become the breakdown's
 * filters: the carriers of that route), and what the new view needs is filled in.
 */
export function switchEndpoint(
  state: ViewState,
  target: { view?: View; area?: string; dataset?: string },
  api: ApiDescription,
  tables: readonly CoverageTable[],
): ViewState {
  const view = target.view ?? state.view;
  const area = target.area ?? state.area;
  const endpoint = api.endpoint(area, view);
  if (endpoint === undefined) return state;
  const before = loadedPeriodsOf(state, api, tables);
  const dataset =
    target.dataset !== undefined && target.dataset !== ''
      ? target.dataset
      : datasetOf({ ...state, view, area }, endpoint);
  const kept = new Map<string, string>();
  for (const [name, value] of state.parameters) {
    if (!endpoint.parameters.has(name)) continue;
    if (name === 'by' || name === 'sort_by' || name === 'metrics') {
      // another area keeps the dimensions and metrics it has too (`by=carrier` stays), drops the others
      const accepted = keptNames(name, value, endpoint, dataset);
      if (accepted !== '') kept.set(name, accepted);
      continue;
    }
    kept.set(name, value);
  }
  // a dimension cannot also be a filter (the API refuses it): a kept `by` wins over a kept filter
  for (const dimension of (kept.get('by') ?? '').split(',')) kept.delete(dimension);
  const sortBy = kept.get('sort_by');
  const returned = [
    ...(kept.get('metrics') ?? endpoint.baseMetrics.join(',')).split(','),
    ...(kept.get('by') ?? '').split(','),
  ];
  if (sortBy !== undefined && !returned.includes(sortBy)) kept.delete('sort_by');
  if (target.dataset !== undefined && target.dataset !== '') kept.set('dataset', target.dataset);
  const next: ViewState = { ...state, view, area, parameters: kept };
  const untimed = withParameters(
    next,
    TIME_MODE_PARAMETERS.map((name) => [name, undefined] as const),
  );
  // the grain of the new endpoint as its dataset would be without the old periods (tickets: db1b unless chosen)
  const after = loadedPeriodsOf(untimed, api, tables);
  const landed = before?.grain === after?.grain ? next : untimed;
  return withParameters(landed, missingDefaults(landed, endpoint, after));
}

/** What a view carries to the other view: its periods, metrics and dataset (never its places and filters). */
const CARRIED = new Set([...TIME_MODE_PARAMETERS, 'limit_results', 'metrics', 'dataset']);

/**
 * The view a tab opens: the one last shown there (same area and dataset), else the other view of the same
 * area, periods and metrics with its own defaults: a route's airports do not become a breakdown's filters
 * (typing ORD there must mean "from ORD", not ORD → LAX); "Carriers on …" asks that question.
 */
export function otherView(
  state: ViewState,
  view: View,
  remembered: ViewState | undefined,
  api: ApiDescription,
  tables: readonly CoverageTable[],
): ViewState {
  const endpoint = api.endpoint(state.area, view);
  const sameDataset = (other: ViewState) =>
    datasetOf(other, endpoint) === datasetOf(state, api.endpoint(state.area, state.view));
  if (remembered !== undefined && remembered.area === state.area && sameDataset(remembered))
    return remembered;
  const carried = new Map([...state.parameters].filter(([name]) => CARRIED.has(name)));
  const plain: ViewState = { view: state.view, area: state.area, layout: 'stacked', parameters: carried };
  return switchEndpoint(plain, { view }, api, tables);
}

/** Whether a view asks for several periods (a range, a list, the last N) rather than one. */
export function asksSeveralPeriods(parameters: ReadonlyMap<string, string>): boolean {
  const listed = ['months', 'quarters'].some((name) => (parameters.get(name) ?? '').includes(','));
  return parameters.has('start_year') || listed || Number(parameters.get('limit_results') ?? '1') > 1;
}

/** Whether the view's sort applies (docs/API-CONTRACT.md: one period, or several combined into one). */
export const sortApplies = (state: ViewState): boolean =>
  state.view === 'breakdown' &&
  (!asksSeveralPeriods(state.parameters) || state.parameters.get('combine_periods') === 'true');

/**
 * A view the form built, made one the API accepts: `sort_by` and `sort_order` apply to one period or combined
 * periods only (a range without combining is refused with a 400), so a change to a range drops them.
 */
export function admissible(state: ViewState): ViewState {
  if (state.view !== 'breakdown' || sortApplies(state)) return state;
  return withParameters(state, [
    ['sort_by', undefined],
    ['sort_order', undefined],
  ]);
}
