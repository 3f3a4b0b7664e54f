/**
 * An answer drawn as charts and a table (and a map for breakdowns by airport). Loaded apart from the page's
 * controls, and the map (with the US outline) only when a view needs it, so the first view starts sooner.
 */
import { coordinatesOf } from './airport-coordinates.js';
import { airportColumns, breakdownAnswer, routeAnswer } from './answers.js';
import { breakdownChart } from './charts/breakdown-chart.js';
import { routeCharts } from './charts/route-chart.js';
import { breakdownTable, routeTable } from './table.js';
import type { ViewState } from './view-state.js';

export interface Outputs {
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
): Promise<void> {
  if (state.view === 'route') {
    const answer = routeAnswer(body);
    outputs.charts.replaceChildren(routeCharts(answer));
    outputs.map.replaceChildren();
    outputs.table.replaceChildren(routeTable(answer));
    return;
  }
  const answer = breakdownAnswer(body);
  let map: HTMLElement[] = [];
  if (airportColumns(answer.by).length > 0) {
    const { airportsWithoutCoordinates, mapChart } = await import('./charts/map-chart.js');
    const lookedUp = await coordinatesOf(airportsWithoutCoordinates(answer));
    map = [mapChart(answer, lookedUp)];
  }
  if (signal.aborted) return;
  outputs.map.replaceChildren(...map);
  outputs.charts.replaceChildren(breakdownChart(answer, state.layout));
  outputs.table.replaceChildren(breakdownTable(answer));
}
