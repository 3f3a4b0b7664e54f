/**
 * The questions an analyst asks next about what is on screen, as links beside the results (on a phone too,
 * where the form is folded): the carriers of a route, their fares, the trend out of its origin by carrier,
 * where its origin's passengers fly, and the same view against the year before. Each is a view the API
 * accepts (built with switchEndpoint, so periods follow the new area's coverage).
 */
import {
  BY_TOTAL,
  cityMarketParameter,
  ENDS,
  type ApiDescription,
  type CityMarketNames,
  type End,
} from './api-description.js';
import type { CoverageTable } from './coverage.js';
import { defaultPeriod, loadedPeriodsOf, switchEndpoint } from './defaults.js';
import { metricLabel } from './format.js';
import { endText } from './headline.js';
import { partSets, wholeSets, withPartSet } from './metric-parts.js';
import { TIME_MODE_PARAMETERS, periodsOf, timeParameters } from './periods.js';
import { searchOf, withParameters, type ViewState } from './view-state.js';

export interface NextQuestion {
  readonly id: string;
  readonly label: string;
  readonly state: ViewState;
}

/** The same view over its last period only (a map or a ranking reads best for one period). */
function lastPeriodOnly(state: ViewState, api: ApiDescription, tables: readonly CoverageTable[]): ViewState {
  const loaded = loadedPeriodsOf(state, api, tables);
  const periods = loaded === undefined ? undefined : periodsOf(state.parameters, loaded.grain);
  if (loaded === undefined || periods === undefined) return state;
  const untimed = withParameters(
    state,
    TIME_MODE_PARAMETERS.map((name) => [name, undefined] as const),
  );
  return withParameters(untimed, timeParameters(periods.to, periods.to, loaded.grain));
}

/**
 * One group's own trend (a click on its bar): the breakdown's filters and that group as one more, its
 * totals (`by=total`) every period of the last loaded year: a carrier's or an airport's month by month.
 */
export function groupTrend(
  state: ViewState,
  api: ApiDescription,
  tables: readonly CoverageTable[],
  dimension: string,
  value: string,
): ViewState | undefined {
  const endpoint = api.endpoint(state.area, 'breakdown');
  if (endpoint?.parameters.has(dimension) !== true || !endpoint.dimensions.includes(BY_TOTAL))
    return undefined;
  const untimed = withParameters(state, [
    ...TIME_MODE_PARAMETERS.map((name) => [name, undefined] as const),
    ['by', BY_TOTAL],
    [dimension, value],
    ['sort_by', undefined],
    ['limit', undefined],
    ['combine_periods', undefined],
  ]);
  const range = defaultPeriod('route', loadedPeriodsOf(untimed, api, tables));
  return range.length === 0 ? undefined : withParameters(untimed, range);
}

/** The parameters that place a view: an airport or a city market at either end. */
const PLACE_PARAMETERS = ENDS.flatMap((end) => [end, cityMarketParameter(end)]);

/** Changes that take an end off a view, whether it is an airport or a city market. */
const withoutEnd = (end: End): Array<[string, undefined]> => [
  [end, undefined],
  [cityMarketParameter(end), undefined],
];

/**
 * A breakdown of another area, `by` and metrics set, the route's airports or city markets kept as filters as
 * asked; none when the other area cannot answer it (a dimension, a metric or a place filter it lacks: a
 * question never silently widens to all airports).
 */
function breakdownOf(
  state: ViewState,
  area: string,
  changes: Array<[string, string | undefined]>,
  api: ApiDescription,
  tables: readonly CoverageTable[],
): ViewState | undefined {
  const endpoint = api.endpoint(area, 'breakdown');
  if (endpoint === undefined) return undefined;
  const moved = switchEndpoint(state, { view: 'breakdown', area }, api, tables);
  const next = withParameters(moved, changes);
  const by = next.parameters.get('by')?.split(',') ?? [];
  const metrics = next.parameters.get('metrics')?.split(',') ?? [];
  const changed = new Set(changes.map(([name]) => name));
  const placesKept = PLACE_PARAMETERS.every(
    (name) => changed.has(name) || state.parameters.get(name) === next.parameters.get(name),
  );
  const valid =
    placesKept &&
    by.every((d) => endpoint.dimensions.includes(d)) &&
    metrics.every((m) => endpoint.metrics.includes(m));
  return valid ? next : undefined;
}

/**
 * What the view's measure is made of (why flights were late: the delay causes), where the endpoint declares
 * metrics that are parts of a whole: the first such set in place of the metrics, on the same route or groups.
 * A breakdown over several periods with groups combines them (one stacked bar per group; unchecking
 * "Combine the periods" draws each group's periods).
 */
function partsQuestion(state: ViewState, api: ApiDescription): [string, ViewState | undefined] {
  const endpoint = api.endpoint(state.area, state.view);
  const set = endpoint === undefined ? undefined : partSets(endpoint.metricInfo)[0];
  if (endpoint === undefined || set === undefined) return ['', undefined];
  const label = `${metricLabel(set.of)}: ${set.names.map(metricLabel).join(', ')}`;
  const asked = state.parameters.get('metrics')?.split(',') ?? endpoint.baseMetrics;
  const by = (state.parameters.get('by') ?? '').split(',').filter((d) => d !== '' && d !== BY_TOTAL);
  if (wholeSets(endpoint.metricInfo, asked).length > 0) return [label, undefined];
  const next = withPartSet(state, set);
  const combine =
    by.length > 0 && state.parameters.has('start_year') && endpoint.parameters.has('combine_periods');
  return [label, combine ? withParameters(next, [['combine_periods', 'true']]) : next];
}

type Ask = (id: string, label: string, next: ViewState | undefined) => void;

interface Asking {
  readonly state: ViewState;
  readonly api: ApiDescription;
  readonly tables: readonly CoverageTable[];
  readonly ask: Ask;
}

/** Between two places: the carriers, their fares, and nonstop against connecting tickets. */
function routeQuestions({ state, api, tables, ask }: Asking, origin: string, destination: string): void {
  const route = `${origin} → ${destination}`;
  const breakdown = (area: string, by: string, metrics: string) =>
    breakdownOf(
      state,
      area,
      [
        ['by', by],
        ['metrics', metrics],
      ],
      api,
      tables,
    );
  ask(
    'next-carriers',
    `Carriers on ${route}`,
    breakdown('traffic/segments', 'carrier', 'passengers,departures_performed,load_factor'),
  );
  ask(
    'next-fares',
    `Fares by carrier, ${route}`,
    breakdown('tickets/markets', 'tkcarrier', 'passengers,avg_fare,fare_median'),
  );
  const connections = breakdown('tickets/markets', 'connection', 'passengers,avg_fare');
  ask(
    'next-connections',
    `Nonstop or connecting, ${route}`,
    connections === undefined ? undefined : lastPeriodOnly(connections, api, tables),
  );
}

/** Every period out of the origin, all carriers and by carrier (on-time % for on-time performance). */
function trendQuestions({ state, api, tables, ask }: Asking, origin: string): void {
  const onTime = api.endpoint(state.area, 'breakdown')?.metrics.includes('on_time_pct') === true;
  const trend = breakdownOf(
    state,
    state.area,
    [
      ...withoutEnd('destination'),
      ['metrics', onTime ? 'on_time_pct,flights' : state.parameters.get('metrics')],
    ],
    api,
    tables,
  );
  const dimensions = api.endpoint(state.area, 'breakdown')?.dimensions ?? [];
  const by = (dimension: string) =>
    trend !== undefined && dimensions.includes(dimension)
      ? withParameters(trend, [['by', dimension]])
      : undefined;
  // DB1B answers quarters
  const every = trend === undefined ? 'month' : (loadedPeriodsOf(trend, api, tables)?.grain ?? 'month');
  ask('next-trend', `Every ${every} out of ${origin}, all carriers`, by(BY_TOTAL));
  ask('next-trend-carriers', `Every ${every} out of ${origin}, by carrier`, by('carrier'));
}

/**
 * On-time performance at the origin, its last period: the carriers worst on time first, and the hours of
 * the day (departure time blocks, in the day's order on the chart).
 */
function onTimeQuestions({ state, api, tables, ask }: Asking, origin: string): void {
  if (api.endpoint('performance', 'breakdown')?.metrics.includes('on_time_pct') !== true) return;
  const at = (by: string, extra: Array<[string, string | undefined]> = []) => {
    const next = breakdownOf(
      state,
      'performance',
      [...withoutEnd('destination'), ['by', by], ['metrics', 'on_time_pct,flights'], ['compare', undefined]],
      api,
      tables,
    );
    return next === undefined ? undefined : withParameters(lastPeriodOnly(next, api, tables), extra);
  };
  const worst = at('carrier', [
    ['sort_by', 'on_time_pct'],
    ['sort_order', 'asc'],
  ]);
  ask('next-worst', `Carriers least on time at ${origin}`, worst);
  ask('next-hours', `On time by hour of departure at ${origin}`, at('dep_time_block'));
}

/**
 * The next questions about the view on screen. An end is an airport or a city market (named as the answer
 * names it, `cityMarkets`): the carriers between two city markets, the months out of one, where its
 * passengers fly are the same questions, asked with `origin_city_market` / `destination_city_market`.
 */
export function nextQuestions(
  state: ViewState,
  api: ApiDescription,
  tables: readonly CoverageTable[],
  cityMarkets: CityMarketNames = {},
): NextQuestion[] {
  const origin = endText(state, 'origin', cityMarkets);
  const destination = endText(state, 'destination', cityMarkets);
  const questions: Array<NextQuestion | undefined> = [];
  const ask: Ask = (id, label, next) =>
    questions.push(next === undefined ? undefined : { id, label, state: next });
  const asking = { state, api, tables, ask };
  if (origin !== undefined && destination !== undefined) routeQuestions(asking, origin, destination);
  // from a route, or from a trend out of the origin (all carriers, by carrier: the other one)
  const trendOut =
    state.view === 'breakdown' && destination === undefined && state.parameters.has('start_year');
  if (origin !== undefined && (state.view === 'route' || trendOut)) trendQuestions(asking, origin);
  if (origin !== undefined && state.parameters.has('origin')) onTimeQuestions(asking, origin);
  if (origin !== undefined) {
    const flown = breakdownOf(
      state,
      'traffic/segments',
      [['by', 'destination'], ...withoutEnd('destination'), ['metrics', 'passengers,departures_performed']],
      api,
      tables,
    );
    ask(
      'next-map',
      `Where ${origin} passengers fly`,
      flown === undefined ? undefined : lastPeriodOnly(flown, api, tables),
    );
  }
  ask('next-parts', ...partsQuestion(state, api));
  if (api.endpoint(state.area, state.view)?.parameters.has('compare') === true) {
    const compared = state.parameters.get('compare') === 'previous_year';
    ask(
      'next-compare',
      compared ? 'Hide the year before' : 'Compare with the year before',
      withParameters(state, [['compare', compared ? undefined : 'previous_year']]),
    );
  }
  // a question whose view is the one on screen is already answered
  return questions.filter((q): q is NextQuestion => q !== undefined && searchOf(q.state) !== searchOf(state));
}
