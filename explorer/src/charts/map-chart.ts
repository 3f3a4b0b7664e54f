/**
 * A breakdown by origin and/or destination on a US map (Albers USA: Alaska, Hawaii and Puerto Rico inset):
 * states from the bundled us-atlas TopoJSON, one circle per airport sized by the chart metric (summed over
 * the rows it appears in) with a size legend and the largest airports labelled, and for origin x destination
 * one great-circle arc per row weighted by passengers. Each circle is a link to the same breakdown filtered
 * by that airport. The map takes its container's width, so the whole US shows on a phone.
 */
import * as Plot from '@observablehq/plot';
import { geoAlbersUsa } from 'd3-geo';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import statesTopology from 'us-atlas/states-10m.json';
import type { Coordinates } from '../airport-coordinates.js';
import { airportColumns, type BreakdownAnswer } from '../answers.js';
import type { MetricInfo } from '../api-description.js';
import { formatValue, metricLabel } from '../format.js';
import { element } from '../form/fields.js';
import { groupNamedLayers, withKeyboardTips } from './keyboard-tips.js';
import { ACCENT, PRIMARY } from './palette.js';
import { chartWidth } from './route-chart.js';

interface AirportObject {
  readonly iata_code: string;
  readonly name?: string;
  readonly latitude?: number;
  readonly longitude?: number;
}

interface AirportMark {
  readonly code: string;
  readonly name: string;
  readonly longitude: number;
  readonly latitude: number;
  value: number;
}

interface Arc {
  readonly from: AirportMark;
  readonly to: AirportMark;
  readonly weight: number;
}

const topology = statesTopology as unknown as Topology<{
  states: GeometryCollection;
  nation: GeometryCollection;
}>;
const NATION = feature(topology, topology.objects.nation);
const STATE_BORDERS = mesh(topology, topology.objects.states, (a, b) => a !== b);
const projection = geoAlbersUsa();
const MAX_ARC_WIDTH = 8;
const RADIUS = [2, 22] as const;
/** Airports named on the map: the largest few (every circle has its name in its tip and the table). */
const LABELLED = 12;

/** Alaska, Hawaii and Puerto Rico sit in insets: an arc to them is drawn straight, not as a great circle. */
const inLower48 = (a: AirportMark): boolean => a.longitude > -130 && a.latitude > 24 && a.longitude < -65;

const groupedLayers = (chart: Element): Element => {
  groupNamedLayers(chart);
  return chart;
};

/** A legend of circle sizes: three reference values on the map's own radius scale. */
function sizeLegend(largest: number, label: string, unit: string | undefined): Element {
  const values = [largest, largest / 4, largest / 16].map((v) => Number(v.toPrecision(2)));
  return Plot.plot({
    width: 300,
    height: 2 * RADIUS[1] + 40,
    marginLeft: 10,
    // room under the circles for their values
    marginBottom: 14,
    ariaLabel: `circle sizes: ${label}`,
    r: { range: [...RADIUS], domain: [0, largest] },
    x: { axis: null, domain: [0, 3] },
    y: { axis: null, domain: [0, 1] },
    marks: [
      Plot.dot(values, {
        x: (_v: number, i: number) => i + 0.3,
        y: 0.6,
        r: (v: number) => v,
        stroke: PRIMARY,
      }),
      Plot.text(values, {
        x: (_v: number, i: number) => i + 0.3,
        y: 0,
        text: (v: number) => formatValue(v, unit),
        fontSize: 11,
      }),
    ],
  });
}

/** The airport given as a filter, where the map can draw it. */
function pinnedMark(value: unknown, lookedUp: ReadonlyMap<string, Coordinates>): AirportMark | undefined {
  if (!isAirport(value)) return undefined;
  const { latitude, longitude } =
    value.latitude === undefined ? (lookedUp.get(value.iata_code) ?? {}) : value;
  if (latitude === undefined || longitude === undefined || projection([longitude, latitude]) === null)
    return undefined;
  return { code: value.iata_code, name: value.name ?? '', longitude, latitude, value: 0 };
}

const isAirport = (value: unknown): value is AirportObject =>
  typeof value === 'object' && value !== null && typeof (value as AirportObject).iata_code === 'string';

/** The codes of the airports in the answer that come without coordinates. */
export function airportsWithoutCoordinates(answer: BreakdownAnswer): string[] {
  const keys = answer.rows.flatMap((row) => airportColumns(answer.by).map((column) => row.keys[column]));
  return [...keys, answer.pinned.origin, answer.pinned.destination]
    .filter((key): key is AirportObject => isAirport(key) && key.latitude === undefined)
    .map((airport) => airport.iata_code);
}

/** What the map draws of an answer: its airports (sized), the rows' arcs, a pinned end, what is off the map. */
interface MapLayers {
  readonly marks: AirportMark[];
  readonly arcs: Arc[];
  readonly offMap: ReadonlySet<string>;
  readonly pinned: AirportMark | undefined;
  readonly pinnedEnd: 'origin' | 'destination' | undefined;
}

/**
 * The airports of the rows, each sized by the metric summed over its rows, and one arc per row weighted by
 * `weightMetric`; with one end given as a filter (where ATL passengers fly: origin=ATL, by destination) that
 * airport is pinned and every row's arc goes from (or to) it.
 */
function mapLayers(
  answer: BreakdownAnswer,
  lookedUp: ReadonlyMap<string, Coordinates>,
  metric: string,
  weightMetric: string,
): MapLayers {
  const columns = airportColumns(answer.by);
  const airports = new Map<string, AirportMark>();
  const offMap = new Set<string>();
  const place = (value: unknown): AirportMark | undefined => {
    if (!isAirport(value)) return undefined;
    const known = airports.get(value.iata_code);
    if (known !== undefined) return known;
    const { latitude, longitude } =
      value.latitude === undefined ? (lookedUp.get(value.iata_code) ?? {}) : value;
    if (latitude === undefined || longitude === undefined || projection([longitude, latitude]) === null) {
      offMap.add(value.iata_code);
      return undefined;
    }
    const mark = { code: value.iata_code, name: value.name ?? '', longitude, latitude, value: 0 };
    airports.set(value.iata_code, mark);
    return mark;
  };
  const only = answer.by.filter((d) => d === 'origin' || d === 'destination');
  const pinnedEnd = only.length === 1 ? (only[0] === 'origin' ? 'destination' : 'origin') : undefined;
  const pinned = pinnedEnd === undefined ? undefined : pinnedMark(answer.pinned[pinnedEnd], lookedUp);
  const arcs: Arc[] = [];
  for (const row of answer.rows) {
    const ends = columns.map((column) => place(row.keys[column]));
    for (const end of ends) if (end !== undefined) end.value += row.values[metric]?.value ?? 0;
    if (pinned !== undefined) ends[pinnedEnd === 'origin' ? 'unshift' : 'push'](pinned);
    const [from, to] = ends;
    const weight = row.values[weightMetric]?.value ?? 0;
    if (from !== undefined && to !== undefined && weight > 0) arcs.push({ from, to, weight });
  }
  return { marks: [...airports.values()], arcs, offMap, pinned, pinnedEnd };
}

/** The arcs: great circles on the mainland, straight to the insets. */
function arcMarks(arcs: readonly Arc[], weightMetric: string, unit: string | undefined) {
  const heaviest = Math.max(...arcs.map((a) => a.weight), 1);
  const arcMark = (subset: Arc[], curve: 'auto' | 'linear') =>
    Plot.link(subset, {
      x1: (a: Arc) => a.from.longitude,
      y1: (a: Arc) => a.from.latitude,
      x2: (a: Arc) => a.to.longitude,
      y2: (a: Arc) => a.to.latitude,
      // 'auto' with a projection is the great circle; to the insets straight in the projected plane
      curve,
      stroke: ACCENT,
      strokeOpacity: 0.45,
      strokeWidth: (a: Arc) => 0.5 + (MAX_ARC_WIDTH * a.weight) / heaviest,
      title: (a: Arc) =>
        `${a.from.code} to ${a.to.code}: ${metricLabel(weightMetric)} ${formatValue(a.weight, unit)}`,
    });
  const mainland = arcs.filter((a) => inLower48(a.from) && inLower48(a.to));
  const inset = arcs.filter((a) => !mainland.includes(a));
  return [arcMark(mainland, 'auto'), arcMark(inset, 'linear')];
}

/** The pinned end as a star, and the codes of the largest airports (and the pinned one) as labels. */
function pinAndLabels(layers: MapLayers) {
  const { marks, pinned, pinnedEnd } = layers;
  const labelled = [...marks].sort((a, b) => b.value - a.value).slice(0, LABELLED);
  const star =
    pinned === undefined
      ? []
      : [
          Plot.dot([pinned], {
            x: 'longitude',
            y: 'latitude',
            symbol: 'star',
            r: 9,
            fill: ACCENT,
            stroke: 'var(--background)',
            title: (a: AirportMark) => `${a.code} ${a.name}: the ${pinnedEnd} of every row`,
            tip: true,
          }),
        ];
  const label = Plot.text(
    pinned === undefined ? labelled : [pinned, ...labelled.filter((a) => a.code !== pinned.code)],
    {
      x: 'longitude',
      y: 'latitude',
      text: 'code',
      dy: -10,
      fontSize: 11,
      fontWeight: 600,
      fill: 'currentColor',
      stroke: 'var(--background)',
      strokeWidth: 3,
      paintOrder: 'stroke',
    },
  );
  return [...star, label];
}

/**
 * The map; `lookedUp` holds coordinates for airports the answer names without them; `hrefOf` is the view
 * a click on an airport opens, which `open` shows without a page load.
 */
export function mapChart(
  answer: BreakdownAnswer,
  lookedUp: ReadonlyMap<string, Coordinates>,
  info: ReadonlyMap<string, MetricInfo>,
  available: number,
  hrefOf: (code: string) => string,
  open: (href: string) => void,
): HTMLElement {
  const metric = answer.chartMetric;
  const unit = info.get(metric)?.unit;
  const weightMetric = answer.metrics.includes('passengers') ? 'passengers' : metric;
  const layers = mapLayers(answer, lookedUp, metric, weightMetric);
  const { marks, arcs, offMap } = layers;
  const largest = Math.max(...marks.map((a) => a.value), 1);
  const chart = Plot.plot({
    projection: 'albers-usa',
    width: chartWidth(available - 8, 860),
    r: { range: [...RADIUS], domain: [0, largest] },
    marks: [
      Plot.geo(NATION, { fill: 'var(--land)', stroke: 'var(--border)' }),
      Plot.geo(STATE_BORDERS, { stroke: 'var(--state-border)' }),
      ...arcMarks(arcs, weightMetric, info.get(weightMetric)?.unit),
      Plot.dot(marks, {
        x: 'longitude',
        y: 'latitude',
        r: (a: AirportMark) => Math.max(a.value, 0),
        fill: PRIMARY,
        fillOpacity: 0.6,
        stroke: 'white',
        href: (a: AirportMark) => hrefOf(a.code),
        ariaLabel: (a: AirportMark) => `${a.code}: ${formatValue(a.value, unit)}; filter by ${a.code}`,
        title: (a: AirportMark) =>
          `${a.code} ${a.name}\n${metricLabel(metric)}: ${formatValue(a.value, unit)}\nclick: filter by ${a.code}`,
        tip: true,
      }),
      ...pinAndLabels(layers),
    ],
  });
  chart.addEventListener('click', (event) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (href?.startsWith('?') === true) {
      event.preventDefault();
      open(href);
    }
  });
  const caption = `${metricLabel(metric)} by airport${arcs.length > 0 ? `; arcs: ${metricLabel(weightMetric)}` : ''}`;
  const offNote = `Not on the map: ${[...offMap].join(', ')}`;
  return element(
    'figure',
    { class: 'chart map', 'data-metric': metric },
    element('figcaption', {}, caption),
    withKeyboardTips(chart, caption),
    element('div', { class: 'size-legend' }, groupedLayers(sizeLegend(largest, metricLabel(metric), unit))),
    ...(offMap.size > 0 ? [element('p', { class: 'note', id: 'off-map' }, offNote)] : []),
  );
}
