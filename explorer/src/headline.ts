/**
 * The plain-language headline of a view, shown above its results and as the tab title: what is measured,
 * grouped how, where and when ("Passengers by carrier, BOS → LAX, 2025 Q2").
 */
import { cityMarketParameter, type CityMarketNames, type End } from './api-description.js';
import { areaLabel, metricLabel } from './format.js';
import type { ViewState } from './view-state.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2025-06` -> `June 2025`, `2025-Q2` -> `2025 Q2`; other text as it is. */
export function humanPeriod(label: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(label);
  if (month !== null) return `${MONTHS[Number(month[2]) - 1] ?? month[2]} ${month[1]}`;
  const quarter = /^(\d{4})-Q(\d)$/.exec(label);
  return quarter === null ? label : `${quarter[1]} Q${quarter[2]}`;
}

/** The periods an answer covers: one, or the first to the last. */
export function periodsText(labels: readonly string[]): string {
  const first = labels[0];
  const last = labels.at(-1);
  if (first === undefined || last === undefined) return '';
  return first === last ? humanPeriod(first) : `${humanPeriod(first)} to ${humanPeriod(last)}`;
}

/**
 * An end of the view as a reader names it: the airport's code, or the city market's name (its id when the
 * answer did not name it); undefined when the view has neither.
 */
export function endText(state: ViewState, end: End, cityMarkets: CityMarketNames = {}): string | undefined {
  const market = state.parameters.get(cityMarketParameter(end));
  return (
    state.parameters.get(end) ??
    (market === undefined ? undefined : (cityMarkets[end] ?? `city market ${market}`))
  );
}

/** Where: `BOS → LAX`, `from ORD`, `to ATL`, a city market by name, or nationwide. */
export function placeText(state: ViewState, cityMarkets: CityMarketNames = {}): string {
  const origin = endText(state, 'origin', cityMarkets);
  const destination = endText(state, 'destination', cityMarkets);
  if (origin !== undefined && destination !== undefined) return `${origin} → ${destination}`;
  if (origin !== undefined) return `from ${origin}`;
  if (destination !== undefined) return `to ${destination}`;
  return 'all US airports';
}

/** ` by carrier and month`, or nothing for the totals (`by=total`). */
export const byText = (by: readonly string[]): string =>
  by.length === 0 ? '' : ` by ${by.map((d) => metricLabel(d).toLowerCase()).join(' and ')}`;

export function headline(
  state: ViewState,
  answer: {
    metric: string;
    by: readonly string[];
    periods: readonly string[];
    cityMarkets?: CityMarketNames;
  },
): string {
  const what =
    state.view === 'route' ? areaLabel(state.area) : `${metricLabel(answer.metric)}${byText(answer.by)}`;
  const when = periodsText(answer.periods);
  const compared = state.parameters.get('compare') === 'previous_year' ? ', against the year before' : '';
  return `${what}, ${placeText(state, answer.cityMarkets)}${when === '' ? '' : `, ${when}`}${compared}`;
}
