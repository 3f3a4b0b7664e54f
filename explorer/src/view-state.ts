/**
 * A view is its URL: `/explore?view=route&area=performance&origin=ATL&...`. `view` and `area` pick the
 * endpoint (`/{area}/{view}`), `layout` how two dimensions are drawn, `lines` which groups a chart over time
 * draws; every other query parameter is passed to
 * the API exactly as it stands, so the page's URL and the API request it makes say the same thing.
 */
import type { View } from './api-description.js';

export type Layout = 'stacked' | 'facets';

/** Which groups a chart over time draws of a rate or average: the busiest, or the highest or lowest values. */
export const LINE_CHOICES = ['busiest', 'highest', 'lowest'] as const;
export type LineChoice = (typeof LINE_CHOICES)[number];

export interface ViewState {
  readonly view: View;
  readonly area: string;
  readonly layout: Layout;
  /** Absent: the busiest. */
  readonly lines?: LineChoice;
  /** The API's query parameters, in order. */
  readonly parameters: ReadonlyMap<string, string>;
}

/** The explorer's own keys; never sent to the API. */
const EXPLORER_KEYS = new Set(['view', 'area', 'layout', 'lines']);

export function stateFromSearch(search: string, defaultArea: string): ViewState {
  const query = new URLSearchParams(search);
  const parameters = new Map<string, string>();
  for (const [name, value] of query) {
    if (!EXPLORER_KEYS.has(name) && value !== '') parameters.set(name, value);
  }
  return {
    view: query.get('view') === 'breakdown' ? 'breakdown' : 'route',
    area: query.get('area') ?? defaultArea,
    layout: query.get('layout') === 'facets' ? 'facets' : 'stacked',
    ...(LINE_CHOICES.includes(query.get('lines') as LineChoice)
      ? { lines: query.get('lines') as LineChoice }
      : {}),
    parameters,
  };
}

export function searchOf(state: ViewState): string {
  const query = new URLSearchParams({ view: state.view, area: state.area });
  if (state.layout !== 'stacked') query.set('layout', state.layout);
  if (state.lines !== undefined && state.lines !== 'busiest') query.set('lines', state.lines);
  for (const [name, value] of state.parameters) query.set(name, value);
  return `?${query.toString()}`;
}

/** The API request the view makes: path and query string, relative to the service. */
export function apiRequestOf(state: ViewState): string {
  const query = new URLSearchParams([...state.parameters]);
  const text = query.toString();
  return `/${state.area}/${state.view}${text === '' ? '' : `?${text}`}`;
}

/** The same state with parameters set (a value of undefined or '' removes the parameter). */
export function withParameters(
  state: ViewState,
  changes: Iterable<readonly [string, string | undefined]>,
): ViewState {
  const parameters = new Map(state.parameters);
  for (const [name, value] of changes) {
    if (value === undefined || value === '') parameters.delete(name);
    else parameters.set(name, value);
  }
  return { ...state, parameters };
}
