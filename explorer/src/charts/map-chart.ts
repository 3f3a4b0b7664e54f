/**
 * A breakdown by origin and/or destination on a US map (Albers USA: Alaska, Hawaii and Puerto Rico inset):
 * states from the bundled us-atlas TopoJSON, one circle per airport sized by the chart metric (summed over
 * the rows it appears in), and for origin x destination one arc per row weighted by passengers.
 */
import * as Plot from '@observablehq/plot';
import { geoAlbersUsa } from 'd3-geo';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import statesTopology from 'us-atlas/states-10m.json';
import type { Coordinates } from '../airport-coordinates.js';
import { airportColumns, type BreakdownAnswer } from '../answers.js';
import { formatNumber, metricLabel } from '../format.js';
import { element } from '../form/fields.js';
import { ACCENT, PRIMARY } from './palette.js';

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

const isAirport = (value: unknown): value is AirportObject =>
  typeof value === 'object' && value !== null && typeof (value as AirportObject).iata_code === 'string';

/** The codes of the airports in the answer that come without coordinates. */
export function airportsWithoutCoordinates(answer: BreakdownAnswer): string[] {
  return answer.rows.flatMap((row) =>
    airportColumns(answer.by)
      .map((column) => row.keys[column])
      .filter((key): key is AirportObject => isAirport(key) && key.latitude === undefined)
      .map((airport) => airport.iata_code),
  );
}

/** The map; `lookedUp` holds coordinates for airports the answer names without them. */
export function mapChart(answer: BreakdownAnswer, lookedUp: ReadonlyMap<string, Coordinates>): HTMLElement {
  const metric = answer.chartMetric;
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
  const weightMetric = answer.metrics.includes('passengers') ? 'passengers' : metric;
  const arcs: Arc[] = [];
  for (const row of answer.rows) {
    const ends = columns.map((column) => place(row.keys[column]));
    for (const end of ends) if (end !== undefined) end.value += row.values[metric]?.value ?? 0;
    const [from, to] = ends;
    const weight = row.values[weightMetric]?.value ?? 0;
    if (from !== undefined && to !== undefined && weight > 0) arcs.push({ from, to, weight });
  }
  const marks = [...airports.values()];
  const heaviest = Math.max(...arcs.map((a) => a.weight), 1);
  const chart = Plot.plot({
    projection: 'albers-usa',
    width: 760,
    r: { range: [2, 22] },
    marks: [
      Plot.geo(NATION, { fill: '#f4f4f4', stroke: '#888' }),
      Plot.geo(STATE_BORDERS, { stroke: '#bbb' }),
      Plot.link(arcs, {
        x1: (a: Arc) => a.from.longitude,
        y1: (a: Arc) => a.from.latitude,
        x2: (a: Arc) => a.to.longitude,
        y2: (a: Arc) => a.to.latitude,
        // straight in the projected plane: a geodesic would leave the Alaska and Hawaii insets
        curve: 'linear',
        stroke: ACCENT,
        strokeOpacity: 0.45,
        strokeWidth: (a: Arc) => 0.5 + (MAX_ARC_WIDTH * a.weight) / heaviest,
        title: (a: Arc) =>
          `${a.from.code} to ${a.to.code}: ${metricLabel(weightMetric)} ${formatNumber(a.weight)}`,
      }),
      Plot.dot(marks, {
        x: 'longitude',
        y: 'latitude',
        r: (a: AirportMark) => Math.max(a.value, 0),
        fill: PRIMARY,
        fillOpacity: 0.6,
        stroke: 'white',
        title: (a: AirportMark) => `${a.code} ${a.name}\n${metricLabel(metric)}: ${formatNumber(a.value)}`,
      }),
    ],
  });
  const notes: HTMLElement[] = [];
  if (offMap.size > 0) {
    notes.push(element('p', { class: 'note', id: 'off-map' }, `Not on the map: ${[...offMap].join(', ')}`));
  }
  return element(
    'figure',
    { class: 'chart map', 'data-metric': metric },
    element(
      'figcaption',
      {},
      `${metricLabel(metric)} by airport${arcs.length > 0 ? `; arcs: ${metricLabel(weightMetric)}` : ''}`,
    ),
    chart,
    ...notes,
  );
}
