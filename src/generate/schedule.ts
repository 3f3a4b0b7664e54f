import { Random, stableFraction } from './random.js';
import { daysInMonth, seasonality, type Segment, type World } from './network.js';
import { TRIPS_PER_MONTH_AT_SCALE_1 } from './demand.js';

/** Weekly departures of a foreign carrier's route to the US: daily or more for the large ones. */
function foreignWeeklyDepartures(usPoints: number): number {
  return Math.min(14, 3 + usPoints / 2);
}

/**
 * A month of a segment flown at a fixed frequency (cargo, foreign carriers): a freighter carries freight and
 * mail, a passenger aircraft passengers at load factors of 0.65-0.9 too.
 */
function flownAtFrequency(segment: Segment, random: Random, departures: number): SegmentMonth | undefined {
  const scheduled = random.poisson(departures);
  if (scheduled === 0) return undefined;
  const cancelled = random.chance(0.05) ? 1 : 0;
  const performed = Math.max(0, scheduled - cancelled);
  const seats = performed * segment.aircraft.seats;
  const freighter = segment.aircraft.freighter;
  return {
    segment,
    scheduled,
    performed,
    cancelled: scheduled - performed,
    seats,
    passengers: Math.round(seats * (0.65 + 0.25 * random.next())),
    freight: Math.round(performed * (freighter ? 60_000 + 60_000 * random.next() : 9000 * random.next())),
    mail: Math.round(performed * (freighter ? 2000 : 500) * random.next()),
  };
}

/**
 * A route's usual load factor: a stable draw per segment between LOAD_FACTOR.low and LOAD_FACTOR.high, a little
 * higher in the peak months (the seasonality), as BTS's system load factors run (about 0.80-0.87 a month).
 */
const LOAD_FACTOR = { low: 0.76, high: 0.88, seasonal: 0.25, min: 0.6, max: 0.95 } as const;

function usualLoadFactor(segment: Segment, month: number): number {
  const own = LOAD_FACTOR.low + (LOAD_FACTOR.high - LOAD_FACTOR.low) * stableFraction(`load:${segment.key}`);
  return Math.min(LOAD_FACTOR.max, own + LOAD_FACTOR.seasonal * (seasonality(month) - 1));
}

/**
 * A month of a segment flown for its demand (`flow` passengers): departures sized so the route runs near its
 * usual load factor (rounded up or down at random, in proportion, so small routes keep their expected volume),
 * the load factor then what the demand gives (with a little noise, within LOAD_FACTOR's bounds), ~1.7% of
 * departures cancelled.
 */
function flownForDemand(
  segment: Segment,
  flow: number,
  month: number,
  random: Random,
): SegmentMonth | undefined {
  const seatsPer = segment.aircraft.seats;
  const wanted = flow / (seatsPer * usualLoadFactor(segment, month));
  const scheduled = Math.floor(wanted) + (random.next() < wanted % 1 ? 1 : 0);
  if (scheduled === 0) return undefined;
  let cancelled = 0;
  for (let i = 0; i < scheduled; i += 1) if (random.chance(0.017)) cancelled += 1;
  const performed = scheduled - cancelled;
  const seats = performed * seatsPer;
  const load = flow / Math.max(seats, 1) + 0.015 * random.normal();
  const passengers = Math.min(
    Math.floor(seats * LOAD_FACTOR.max),
    Math.max(Math.ceil(seats * LOAD_FACTOR.min), Math.round(seats * load)),
  );
  const freightPer = seatsPer > 200 ? 9000 : seatsPer > 100 ? 1800 : 150;
  return {
    segment,
    scheduled,
    performed,
    cancelled,
    seats,
    passengers,
    freight: Math.round(performed * freightPer * (0.5 + random.next())),
    mail: Math.round(performed * freightPer * 0.12 * random.next()),
  };
}

/** One month of operations on one segment: what T-100 reports and what on-time flights add up to. */
export interface SegmentMonth {
  readonly segment: Segment;
  readonly scheduled: number;
  readonly performed: number;
  readonly cancelled: number;
  readonly seats: number;
  readonly passengers: number;
  readonly freight: number;
  readonly mail: number;
}

/**
 * Routes the month's O&D demand over the carriers' paths (each segment's month a few percent above or below its
 * share, so no month repeats another), then sizes each segment's departures for its usual load factor
 * (`flownForDemand`). Deterministic for (seed, year, month, scale).
 */
export function scheduleMonth(
  world: World,
  seed: number,
  year: number,
  month: number,
  scale: number,
): SegmentMonth[] {
  const totalDemand = world.pairs.reduce((sum, pair) => sum + pair.demand, 0);
  const trips = TRIPS_PER_MONTH_AT_SCALE_1 * scale * seasonality(month);
  const flows = new Map<string, number>();
  for (const pair of world.pairs) {
    const expected = (trips * pair.demand) / totalDemand;
    const totalWeight = pair.options.reduce((sum, option) => sum + option.weight, 0);
    for (const option of pair.options) {
      for (const segment of option.segments) {
        flows.set(segment.key, (flows.get(segment.key) ?? 0) + (expected * option.weight) / totalWeight);
      }
    }
  }
  const random = new Random(seed).fork(`schedule:${year}-${month}`);
  const result: SegmentMonth[] = [];
  for (const segment of world.segments) {
    const row = flownForDemand(
      segment,
      (flows.get(segment.key) ?? 0) * Math.exp(0.06 * random.normal()),
      month,
      random,
    );
    if (row) result.push(row);
  }
  const days = daysInMonth(year, month) / 30;
  const cargoRandom = new Random(seed).fork(`cargo:${year}-${month}`);
  for (const segment of world.cargoSegments) {
    const row = flownAtFrequency(segment, cargoRandom, Math.max(0.3, 45 * scale) * days);
    if (row) result.push(row);
  }
  const foreignRandom = new Random(seed).fork(`foreign:${year}-${month}`);
  for (const segment of world.foreignSegments) {
    const weekly = foreignWeeklyDepartures(segment.operating.usPoints ?? 1);
    const row = flownAtFrequency(
      segment,
      foreignRandom,
      (weekly / 7) * 30 * scale * seasonality(month) * days,
    );
    if (row) result.push(row);
  }
  return result;
}
