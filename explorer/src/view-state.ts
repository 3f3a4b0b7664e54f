/**
 * A view is its URL: `/explore?view=route&area=performance&origin=ATL&...`. `view` and `area` pick the
 * endpoint (`/{area}/{view}`), `layout` how two dimensions are drawn; every other query parameter is passed to
 * the API exactly as it stands, so the page's URL and the API request it makes say the same thing.
 */
import type { View } from './api-description.js';

export type Layout = 'stacked' | 'facets';

export interface ViewState {
  readonly view: View;
  readonly area: string;
  readonly layout: Layout;
  /** The API's query parameters, in order. */
  readonly parameters: ReadonlyMap<string, string>;
}

/** The explorer's own keys; never sent to the API. */
const EXPLORER_KEYS = new Set(['view', 'area', 'layout']);

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
    parameters,
  };
}

export function searchOf(state: ViewState): string {
  const query = new URLSearchParams({ view: state.view, area: state.area });
  if (state.layout !== 'stacked') query.set('layout', state.layout);
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
