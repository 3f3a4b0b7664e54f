import {
  AIRCRAFT_CONFIG_DIMENSION,
  AIRCRAFT_GROUP_DIMENSION,
  AIRCRAFT_TYPE,
  CARRIER,
  CARRIER_ENTITY,
  CARRIER_GROUP_DIMENSION,
  DESTINATION,
  DISTANCE_GROUP,
  ORIGIN,
  REGION_DIMENSION,
  SERVICE_CLASS_DIMENSION,
} from './dimensions.js';
import { concentrationMetrics, noCarrierDimension } from './analyst-metrics.js';
import { derived, ratio, sum, total } from './expressions.js';
import type { EndpointDef, EndpointFamily, MetricDef, SourceDef } from './types.js';

/** T-100 traffic (docs/API-CONTRACT.md §6 "Traffic"). */
const monthly = (dataset: string, table: 't100_segment' | 't100_market'): SourceDef => ({
  dataset,
  table,
  storedGrain: 'month',
  grains: ['month'],
  caps: { month: 24 },
  recent: { month: 12 },
});

export const TRAFFIC_SEGMENTS: EndpointFamily = {
  id: 'traffic',
  selectsDataset: false,
  sources: [monthly('t100_segment', 't100_segment')],
};
export const TRAFFIC_MARKETS: EndpointFamily = {
  id: 'traffic',
  selectsDataset: false,
  sources: [monthly('t100_market', 't100_market')],
};

const meanDistance = derived(
  'distance',
  ratio(sum('distance_sum'), sum('record_count')),
  'route distance, miles: the mean of DISTANCE over records',
  { unit: 'miles' },
);
const POUNDS = { unit: 'pounds' } as const;

export const T100_SEGMENT_METRICS: readonly MetricDef[] = [
  total('passengers', 'passengers', 'number of passengers'),
  total('seats', 'seats', 'number of available seats'),
  total('departures_performed', 'departures_performed', 'departures performed'),
  total('freight', 'freight', 'freight, pounds', POUNDS),
  total('mail', 'mail', 'mail, pounds', POUNDS),
  meanDistance,
  derived('load_factor', ratio(sum('passengers'), sum('seats')), 'passengers / seats (a ratio, 0 to 1)'),
  total('available_seat_miles', 'seat_miles', 'seats x distance'),
  total('revenue_passenger_miles', 'passenger_miles', 'passengers x distance'),
  derived(
    'avg_stage_length',
    ratio(sum('departure_miles'), sum('departures_performed')),
    'distance-weighted average stage length, miles: Σ(DISTANCE x DEPARTURES_PERFORMED) / departures_performed',
    { unit: 'miles' },
  ),
  derived(
    'departures_completion_rate',
    ratio(sum('departures_performed'), sum('departures_scheduled')),
    'departures performed / departures scheduled',
  ),
  derived(
    'avg_seats_per_departure',
    ratio(sum('seats'), sum('departures_performed')),
    'seats / departures performed',
  ),
  derived(
    'avg_passengers_per_departure',
    ratio(sum('passengers'), sum('departures_performed')),
    'passengers / departures performed',
  ),
  ...concentrationMetrics({ t100_segment: 'carrier' }, 'by carrier (UNIQUE_CARRIER)'),
];

export const T100_MARKET_METRICS: readonly MetricDef[] = [
  total('passengers', 'passengers', 'number of passengers'),
  total('freight', 'freight', 'freight, pounds', POUNDS),
  total('mail', 'mail', 'mail, pounds', POUNDS),
  meanDistance,
  ...concentrationMetrics({ t100_market: 'carrier' }, 'by carrier (UNIQUE_CARRIER)'),
];

/** Carrier filters of every T-100 endpoint. */
const CARRIER_FILTERS = [CARRIER, REGION_DIMENSION, CARRIER_ENTITY, CARRIER_GROUP_DIMENSION];
const AIRCRAFT = [AIRCRAFT_GROUP_DIMENSION, AIRCRAFT_TYPE, AIRCRAFT_CONFIG_DIMENSION];
/** The distance band and service class filters of every T-100 endpoint. */
const DISTANCE_AND_CLASS = [DISTANCE_GROUP, SERVICE_CLASS_DIMENSION];

/** Breakdowns: every dimension is both a filter and a `by` value. */
const CARRIER_AND_ROUTE = [
  CARRIER,
  ORIGIN,
  DESTINATION,
  REGION_DIMENSION,
  CARRIER_ENTITY,
  CARRIER_GROUP_DIMENSION,
];
const SEGMENT_DIMENSIONS = [...CARRIER_AND_ROUTE, ...AIRCRAFT, ...DISTANCE_AND_CLASS];
const MARKET_DIMENSIONS = [...CARRIER_AND_ROUTE, ...DISTANCE_AND_CLASS];

export const TRAFFIC_ENDPOINTS: readonly EndpointDef[] = [
  {
    path: '/traffic/segments/route',
    kind: 'route',
    summary: 'T-100 segment metrics for one origin-destination pair',
    family: TRAFFIC_SEGMENTS,
    metrics: T100_SEGMENT_METRICS,
    baseMetrics: ['passengers', 'seats', 'departures_performed', 'load_factor'],
    filters: [...CARRIER_FILTERS, ...AIRCRAFT, ...DISTANCE_AND_CLASS],
    dimensions: [],
    airportFields: 'name',
  },
  {
    path: '/traffic/segments/breakdown',
    kind: 'breakdown',
    summary: 'T-100 segment metrics grouped by dimensions',
    family: TRAFFIC_SEGMENTS,
    metrics: T100_SEGMENT_METRICS,
    baseMetrics: ['passengers', 'seats', 'departures_performed', 'load_factor'],
    filters: SEGMENT_DIMENSIONS,
    dimensions: SEGMENT_DIMENSIONS,
    airportFields: 'full',
    rules: [noCarrierDimension([CARRIER, CARRIER_ENTITY])],
  },
  {
    path: '/traffic/markets/route',
    kind: 'route',
    summary: 'T-100 market metrics for one origin-destination pair',
    family: TRAFFIC_MARKETS,
    metrics: T100_MARKET_METRICS,
    baseMetrics: ['passengers', 'freight', 'mail'],
    filters: [...CARRIER_FILTERS, ...DISTANCE_AND_CLASS],
    dimensions: [],
    airportFields: 'name',
  },
  {
    path: '/traffic/markets/breakdown',
    kind: 'breakdown',
    summary: 'T-100 market metrics grouped by dimensions',
    family: TRAFFIC_MARKETS,
    metrics: T100_MARKET_METRICS,
    baseMetrics: ['passengers', 'freight', 'mail'],
    filters: MARKET_DIMENSIONS,
    dimensions: MARKET_DIMENSIONS,
    airportFields: 'full',
    rules: [noCarrierDimension([CARRIER, CARRIER_ENTITY])],
  },
];
