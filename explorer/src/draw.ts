/**
 * An answer drawn as charts and a table (and a map for breakdowns by airport). Loaded apart from the page's
 * controls, and the map (with the US outline) only when a view needs it, so the first view starts sooner.
 */
import { coordinatesOf } from './airport-coordinates.js';
import { airportColumns, breakdownAnswer, routeAnswer } from './answers.js';
import type { MetricInfo } from './api-description.js';
import { breakdownChart } from './charts/breakdown-chart.js';
import { routeCharts } from './charts/route-chart.js';
import type { NextQuestion } from './next-questions.js';
import { renderSummary } from './summary.js';
import { breakdownTable, routeTable } from './table.js';
import { searchOf, stateFromSearch, type ViewState } from './view-state.js';

export interface Outputs {
  readonly summary: HTMLElement;
  readonly charts: HTMLElement;
  readonly map: HTMLElement;
  readonly table: HTMLElement;
}

/** Draws an answer unless a newer view replaced it meanwhile (the map may look up coordinates first). */
export async function drawAnswer(
  outputs: Outputs,
  state: ViewState,
  body: unknown,
  signal: AbortSignal,
  info: ReadonlyMap<string, MetricInfo>,
  go: (next: ViewState) => void,
  questions: readonly NextQuestion[],
): Promise<void> {
  const width = outputs.charts.clientWidth;
  if (state.view === 'route') {
    const answer = routeAnswer(body);
    renderSummary(outputs.summary, state, answer, info, go, questions);
    outputs.charts.replaceChildren(routeCharts(answer, info, width));
    outputs.map.replaceChildren();
    outputs.table.replaceChildren(routeTable(answer, info));
    return;
  }
  const answer = breakdownAnswer(body);
  let map: HTMLElement[] = [];
  if (airportColumns(answer.by).length > 0) {
    const { airportsWithoutCoordinates, mapChart } = await import('./charts/map-chart.js');
    const lookedUp = await coordinatesOf(airportsWithoutCoordinates(answer));
    const hrefOf = (code: string) => searchOf(filterByAirport(state, code));
    const open = (href: string) => go(stateFromSearch(href, state.area));
    map = [mapChart(answer, lookedUp, info, width, hrefOf, open)];
  }
  if (signal.aborted) return;
  renderSummary(outputs.summary, state, answer, info, go, questions);
  outputs.map.replaceChildren(...map);
  outputs.charts.replaceChildren(breakdownChart(answer, state.layout, info, width));
  outputs.table.replaceChildren(breakdownTable(answer, info));
}

/**
 * A click on an airport of the map: the same breakdown filtered to flights from it (by origin), or to it
 * when the breakdown is by origin only (the airport is then a destination to filter on).
 */
function filterByAirport(state: ViewState, code: string): ViewState {
  const by = (state.parameters.get('by') ?? '').split(',');
  const parameters = new Map(state.parameters);
  const end = by.includes('origin') && !by.includes('destination') ? 'destination' : 'origin';
  const kept = by.filter((d) => d !== end);
  parameters.set(end, code);
  parameters.set('by', kept.length > 0 ? kept.join(',') : 'destination');
  parameters.delete('sort_by');
  return { ...state, parameters };
}
