import {
  ARR_TIME_BLOCK,
  CANCELLATIONCODE,
  CARRIER,
  DAYOFWEEK,
  DEP_TIME_BLOCK,
  DESTINATION,
  DISTANCEGROUP,
  ORIGIN,
} from './dimensions.js';
import { CAUSE_MINUTES_TOTAL, DELAY_CAUSES } from '../storage/delay-causes.js';
import { derived, minus, ratio, sum, total } from './expressions.js';
import type { EndpointDef, EndpointFamily, MetricDef } from './types.js';

/** On-time performance (docs/API-CONTRACT.md §6 "Performance"). */
export const PERFORMANCE: EndpointFamily = {
  id: 'performance',
  selectsDataset: false,
  sources: [
    {
      dataset: 'ontime',
      table: 'ontime',
      storedGrain: 'month',
      grains: ['month'],
      caps: { month: 60 },
      recent: { month: 12 },
    },
  ],
};

const completed = minus(sum('flights'), sum('cancelled'));
const arrived = minus(completed, sum('diverted'));
const MINUTES = { unit: 'minutes' } as const;
const PERCENT = { unit: 'percent' } as const;
const pct = (column: string) => ratio(sum(column), sum('flights'), 100);

/**
 * Delay causes (docs/API-CONTRACT.md §12), as BTS's "Airline On-Time Statistics and Delay Causes" table counts them;
 * null where the files lack the cause columns (before June 2003, field selections without them).
 */
const NULL_BEFORE =
  'null where the files have no cause columns (before June 2003, or a field selection without them)';
const DELAY_CAUSE_METRICS: readonly MetricDef[] = DELAY_CAUSES.flatMap((cause) => [
  total(
    cause.minutes,
    cause.minutes,
    `arrival delay minutes attributed to ${cause.label}: Σ ${cause.source} (reported for arrivals 15+ minutes late); ${NULL_BEFORE}`,
    { ...MINUTES, part: { of: 'delay_cause_minutes', name: cause.id } },
  ),
  total(
    cause.count,
    cause.count,
    `delayed arrivals attributed to ${cause.label}, as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ ${cause.source} / the flight's five cause minutes); ${NULL_BEFORE}`,
    { part: { of: 'delay_cause_count', name: cause.id } },
  ),
  {
    ...derived(
      `${cause.id}_delay_pct`,
      ratio(sum(cause.minutes), sum(CAUSE_MINUTES_TOTAL), 100),
      `share of all delay-cause minutes attributed to ${cause.label}: 100 x Σ ${cause.source} / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); ${NULL_BEFORE}`,
      { ...PERCENT, part: { of: 'delay_cause_pct', name: cause.id } },
    ),
    hasShare: false,
  },
]);

export const PERFORMANCE_METRICS: readonly MetricDef[] = [
  total('flights', 'flights', 'total flights'),
  total('cancelled', 'cancelled', 'cancelled flights'),
  total('diverted', 'diverted', 'diverted flights'),
  total('dep_delayed', 'dep_delayed', 'flights with departure delay of 15 or more minutes'),
  total('arr_delayed', 'arr_delayed', 'flights with arrival delay of 15 or more minutes'),
  total('dep_delay_minutes', 'dep_delay_minutes', 'total departure delay minutes', MINUTES),
  total('arr_delay_minutes', 'arr_delay_minutes', 'total arrival delay minutes', MINUTES),
  total('total_distance', 'total_distance', 'total distance flown, miles', { unit: 'miles' }),
  total('air_time', 'air_time', 'total air time, minutes', MINUTES),
  total('taxi_out', 'taxi_out', 'total taxi-out time, minutes', MINUTES),
  total('taxi_in', 'taxi_in', 'total taxi-in time, minutes', MINUTES),
  total('elapsed_time', 'elapsed_time', 'total actual elapsed time, minutes', MINUTES),
  derived(
    'on_time_pct',
    ratio(minus(arrived, sum('arr_delayed')), sum('flights'), 100),
    'arrivals not delayed 15+ minutes, as % of total flights: 100 x (flights - cancelled - diverted - arr_delayed) / flights',
    PERCENT,
  ),
  derived('cancel_pct', pct('cancelled'), 'cancelled flights as % of total flights', PERCENT),
  derived('divert_pct', pct('diverted'), 'diverted flights as % of total flights', PERCENT),
  derived(
    'avg_dep_delay',
    ratio(sum('dep_delay_minutes'), completed),
    'average departure delay per flight, minutes: Σ DepDelayMinutes / (flights - cancelled), an early departure counting 0 (avg_dep_delay_signed keeps it negative)',
    MINUTES,
  ),
  derived(
    'avg_arr_delay',
    ratio(sum('arr_delay_minutes'), arrived),
    'average arrival delay per flight, minutes: Σ ArrDelayMinutes / (flights - cancelled - diverted), an early arrival counting 0 (avg_arr_delay_signed keeps it negative)',
    MINUTES,
  ),
  derived(
    'avg_dep_delay_signed',
    ratio(sum('dep_delay_signed'), completed),
    'mean departure delay per flight, minutes, early departures negative: Σ DepDelay / (flights - cancelled). avg_dep_delay averages DepDelayMinutes instead, where an early departure counts 0, so it is never below this one (null on data ingested before signed sums were stored)',
    MINUTES,
  ),
  derived(
    'avg_arr_delay_signed',
    ratio(sum('arr_delay_signed'), arrived),
    'mean arrival delay per flight, minutes, early arrivals negative (the mean most courses compute): Σ ArrDelay / (flights - cancelled - diverted). avg_arr_delay averages ArrDelayMinutes instead, where an early arrival counts 0 (null on data ingested before signed sums were stored)',
    MINUTES,
  ),
  derived(
    'avg_air_time',
    ratio(sum('air_time'), arrived),
    'average air time per flight, minutes: air_time / (flights - cancelled - diverted)',
    MINUTES,
  ),
  derived(
    'avg_taxi_out',
    ratio(sum('taxi_out'), completed),
    'average taxi-out per flight, minutes: taxi_out / (flights - cancelled)',
    MINUTES,
  ),
  derived(
    'avg_taxi_in',
    ratio(sum('taxi_in'), arrived),
    'average taxi-in per flight, minutes: taxi_in / (flights - cancelled - diverted)',
    MINUTES,
  ),
  derived(
    'avg_elapsed_time',
    ratio(sum('elapsed_time'), arrived),
    'average actual elapsed time per flight, minutes: elapsed_time / (flights - cancelled - diverted)',
    MINUTES,
  ),
  ...DELAY_CAUSE_METRICS,
];

const BASE = ['flights', 'on_time_pct', 'cancel_pct', 'avg_arr_delay'];
const FILTERS = [CARRIER, CANCELLATIONCODE, DAYOFWEEK, DISTANCEGROUP, DEP_TIME_BLOCK, ARR_TIME_BLOCK];

export const PERFORMANCE_ENDPOINTS: readonly EndpointDef[] = [
  {
    path: '/performance/route',
    kind: 'route',
    summary: 'On-time performance metrics for one origin-destination pair',
    family: PERFORMANCE,
    metrics: PERFORMANCE_METRICS,
    baseMetrics: BASE,
    filters: FILTERS,
    dimensions: [],
    airportFields: 'full',
  },
  {
    path: '/performance/breakdown',
    kind: 'breakdown',
    summary: 'On-time performance metrics grouped by dimensions',
    family: PERFORMANCE,
    metrics: PERFORMANCE_METRICS,
    baseMetrics: BASE,
    filters: [ORIGIN, DESTINATION, ...FILTERS],
    dimensions: [
      CARRIER,
      ORIGIN,
      DESTINATION,
      CANCELLATIONCODE,
      DAYOFWEEK,
      DISTANCEGROUP,
      DEP_TIME_BLOCK,
      ARR_TIME_BLOCK,
    ],
    airportFields: 'full',
  },
];
