/**
 * An answer drawn as charts and a table (and a map for breakdowns by airport). Loaded apart from the page's
 * controls, and the map (with the US outline) only when a view needs it, so the first view starts sooner.
 */
import { coordinatesOf } from './airport-coordinates.js';
import {
  airportColumns,
  breakdownAnswer,
  inScaleOrder,
  routeAnswer,
  type BreakdownAnswer,
  type BreakdownRow,
  type RouteAnswer,
} from './answers.js';
import { cityMarketParameter, type EndpointInfo } from './api-description.js';
import { breakdownChart, groupLabel, type GroupLinks } from './charts/breakdown-chart.js';
import { partsChart, type PartGroup, type PartPanel } from './charts/parts-chart.js';
import { chartWidth, routeCharts } from './charts/route-chart.js';
import { dimensionTitle, metricLabel } from './format.js';
import { element } from './form/fields.js';
import { byText, humanPeriod } from './headline.js';
import { partSets, wholeSets, withPartSet, type PartSet } from './metric-parts.js';
import type { NextQuestion } from './next-questions.js';
import { renderSummary } from './summary.js';
import { breakdownTable, routeTable } from './table.js';
import { searchOf, stateFromSearch, type LineChoice, type ViewState } from './view-state.js';

/** What the API description says about the endpoint's metrics and dimensions. */
export type Described = Pick<EndpointInfo, 'metricInfo' | 'dimensionInfo'>;

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
  described: Described,
  go: (next: ViewState) => void,
  questions: readonly NextQuestion[],
  trendOf: (dimension: string, value: string) => ViewState | undefined = () => undefined,
): Promise<void> {
  if (signal.aborted) return;
  const width = outputs.charts.clientWidth;
  const info = described.metricInfo;
  if (state.view === 'route') {
    const answer = routeAnswer(body);
    const sets = wholeSets(info, answer.metrics);
    const parts = new Set(sets.flatMap((set) => set.metrics));
    renderSummary(outputs.summary, state, answer, info, go, questions);
    outputs.charts.replaceChildren(
      ...sets.map((set) => routeParts(set, answer, state, described, width, go)),
      routeCharts({ ...answer, metrics: answer.metrics.filter((m) => !parts.has(m)) }, info, width),
    );
    outputs.map.replaceChildren();
    outputs.table.replaceChildren(routeTable(answer, info));
    return;
  }
  const answer = breakdownAnswer(body);
  // the chart reads a scale (hours of the day) in its order; the table keeps the API's ranking
  const charted = inScaleOrder(
    answer,
    (dimension) => described.dimensionInfo.get(dimension)?.ordered === true,
  );
  const sets = wholeSets(info, answer.metrics);
  const links = groupLinks(charted, trendOf, go);
  const parts = sets.flatMap((set) => breakdownParts(set, charted, state, described, width, go, links));
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
  // the parts' own chart stands for the bars of one of them
  const partDrawn = parts.length > 0 && sets.some((set) => set.metrics.includes(answer.chartMetric));
  outputs.charts.replaceChildren(
    ...parts,
    ...(partDrawn
      ? []
      : [breakdownChart(charted, state.layout, info, width, links, lineSelection(state, go))]),
  );
  outputs.table.replaceChildren(breakdownTable(answer, info));
}

/** Which groups a chart over time draws (`lines` in the URL), and a new choice as a new view. */
const lineSelection = (state: ViewState, go: (next: ViewState) => void) => ({
  choice: state.lines ?? 'busiest',
  pick: (choice: LineChoice) => go({ ...state, lines: choice }),
});

/**
 * One period by one dimension: each bar links to its group's own trend (a carrier's months), opened without a
 * page load.
 */
function groupLinks(
  answer: BreakdownAnswer,
  trendOf: (dimension: string, value: string) => ViewState | undefined,
  go: (next: ViewState) => void,
): GroupLinks | undefined {
  const [dimension] = answer.by;
  if (answer.multiPeriod || answer.by.length !== 1 || dimension === undefined) return undefined;
  const href = (row: BreakdownRow) => {
    const code = row.codes[0];
    const trend = code === undefined ? undefined : trendOf(dimension, code);
    return trend === undefined ? undefined : searchOf(trend);
  };
  return { href, open: (link) => go(stateFromSearch(link, '')) };
}

/** Links to the same view with the same parts counted another way (minutes, flights, shares). */
function partSetLinks(set: PartSet, state: ViewState, described: Described, go: (next: ViewState) => void) {
  const others = partSets(described.metricInfo).filter(
    (other) => other.names.join() === set.names.join() && other.of !== set.of,
  );
  if (others.length === 0) return [];
  const links = [set, ...others].map((other) => {
    if (other === set) return element('span', { 'aria-current': 'true' }, metricLabel(other.of));
    const next = withPartSet(state, other, set);
    const link = element('a', { href: searchOf(next), 'data-set': other.of }, metricLabel(other.of));
    link.addEventListener('click', (event) => {
      event.preventDefault();
      go(next);
    });
    return link;
  });
  const separated = links.flatMap((link, index) => (index === 0 ? [link] : [' · ', link]));
  return [element('p', { class: 'note part-sets' }, 'Count as: ', ...separated)];
}

function partsFigure(
  set: PartSet,
  panels: readonly PartPanel[],
  orientation: 'columns' | 'rows',
  caption: string,
  state: ViewState,
  described: Described,
  available: number,
  go: (next: ViewState) => void,
  links?: GroupLinks,
): HTMLElement {
  const width = chartWidth(available - 8, 760);
  const chart = partsChart(set, panels, described.metricInfo, width, orientation, caption, links?.open);
  chart.querySelector('figcaption')?.after(...partSetLinks(set, state, described, go));
  return chart;
}

function routeParts(
  set: PartSet,
  answer: RouteAnswer,
  state: ViewState,
  described: Described,
  width: number,
  go: (next: ViewState) => void,
): HTMLElement {
  const groups = answer.points.map((p) => ({
    label: p.label,
    title: humanPeriod(p.label),
    values: p.values,
  }));
  const caption = `${metricLabel(set.of)}${answer.points.length > 1 ? ' over time' : ''}`;
  return partsFigure(set, [{ groups }], 'columns', caption, state, described, width, go);
}

/** Panels of one group's periods drawn at most: the groups first in the API's ranking. */
const MAX_PANELS = 8;

/** A period's column: its label on the axis, the group and the period in its tip. */
const periodGroup = (row: BreakdownRow, group?: string): PartGroup => ({
  label: row.period ?? '',
  title: `${group === undefined ? '' : `${group}, `}${humanPeriod(row.period ?? '')}`,
  values: row.values,
});

/** Rows split into panels by a label, in the order each label first comes (the API's ranking). */
function panelsBy(rows: readonly BreakdownRow[], key: (row: BreakdownRow) => string) {
  const panels = new Map<string, BreakdownRow[]>();
  for (const row of rows) panels.set(key(row), [...(panels.get(key(row)) ?? []), row]);
  return [...panels];
}

/**
 * The parts of each group: one bar per group of one period; one column per period of the totals over time;
 * several periods by groups, a panel per group (the first MAX_PANELS in the API's ranking) of its columns
 * over time; two dimensions, a panel per value of the first of bars by the second.
 */
function breakdownParts(
  set: PartSet,
  answer: BreakdownAnswer,
  state: ViewState,
  described: Described,
  width: number,
  go: (next: ViewState) => void,
  links?: GroupLinks,
): HTMLElement[] {
  const caption = `${metricLabel(set.of)}${byText(answer.by)}`;
  const figure = (
    panels: PartPanel[],
    orientation: 'columns' | 'rows',
    text: string,
    notes: HTMLElement[] = [],
  ) => {
    const chart = partsFigure(set, panels, orientation, text, state, described, width, go, links);
    chart.querySelector('figcaption')?.after(...notes);
    return [chart];
  };
  if (answer.multiPeriod && answer.by.length === 0) {
    return figure(
      [{ groups: answer.rows.map((row) => periodGroup(row)) }],
      'columns',
      `${caption} over time`,
    );
  }
  if (answer.multiPeriod) {
    const panels = panelsBy(answer.rows, (row) => groupLabel(row.keys, dimensionTitle));
    const shown = panels.slice(0, MAX_PANELS);
    const hidden = panels.length - shown.length;
    const notes =
      hidden > 0
        ? [
            element(
              'p',
              { class: 'note' },
              `The first ${shown.length} of ${panels.length} are drawn; the table has them all.`,
            ),
          ]
        : [];
    // every panel on the same time axis: a period a group has no row for is an empty column
    const everyPeriod = (title: string, rows: readonly BreakdownRow[]) =>
      answer.periods.map((period) =>
        periodGroup(
          rows.find((row) => row.period === period) ?? { period, keys: [], codes: [], values: {} },
          title,
        ),
      );
    return figure(
      shown.map(([title, rows]) => ({ title, groups: everyPeriod(title, rows) })),
      'columns',
      `${caption} over time, one panel each`,
      notes,
    );
  }
  const barOf = (row: BreakdownRow, keys: readonly unknown[]): PartGroup => {
    const href = links?.href(row);
    return {
      label: groupLabel(keys),
      title: groupLabel(row.keys, dimensionTitle),
      values: row.values,
      ...(href === undefined ? {} : { href }),
    };
  };
  if (answer.by.length > 1) {
    const panels = panelsBy(answer.rows, (row) => groupLabel(row.keys.slice(0, 1), dimensionTitle));
    return figure(
      panels.map(([title, rows]) => ({ title, groups: rows.map((row) => barOf(row, row.keys.slice(1))) })),
      'rows',
      `${caption}, one panel per ${metricLabel(answer.by[0] ?? '').toLowerCase()}`,
    );
  }
  return figure([{ groups: answer.rows.map((row) => barOf(row, row.keys)) }], 'rows', caption);
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
  // the airport takes that end's place: a city market there too would leave only its own airports
  parameters.delete(cityMarketParameter(end));
  parameters.set('by', kept.length > 0 ? kept.join(',') : 'destination');
  parameters.delete('sort_by');
  return { ...state, parameters };
}
