import { Random } from './random.js';
import { daysInMonth, seasonality, type Segment, type World } from './network.js';

/** Passenger trips per month in the whole market at scale 1 (gives ~600,000 flights a month). */
export const TRIPS_PER_MONTH_AT_SCALE_1 = 46_000_000;

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
 * Routes the month's O&D demand over the carriers' paths, then sizes each segment's departures so that load
 * factors fall between 0.6 and 0.95. Deterministic for (seed, year, month, scale).
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
    const flow = flows.get(segment.key) ?? 0;
    const seatsPer = segment.aircraft.seats;
    const targetLoad = 0.7 + 0.2 * random.next();
    const scheduled = random.poisson(flow / (seatsPer * targetLoad));
    if (scheduled === 0) continue;
    let cancelled = 0;
    for (let i = 0; i < scheduled; i += 1) if (random.chance(0.017)) cancelled += 1;
    const performed = scheduled - cancelled;
    const seats = performed * seatsPer;
    const load = Math.min(0.95, Math.max(0.6, flow / Math.max(seats, 1) + 0.02 * random.normal()));
    const passengers = Math.min(
      Math.floor(seats * 0.95),
      Math.max(Math.ceil(seats * 0.6), Math.round(seats * load)),
    );
    const freightPer = segment.aircraft.seats > 200 ? 9000 : segment.aircraft.seats > 100 ? 1800 : 150;
    result.push({
      segment,
      scheduled,
      performed,
      cancelled,
      seats,
      passengers,
      freight: Math.round(performed * freightPer * (0.5 + random.next())),
      mail: Math.round(performed * freightPer * 0.12 * random.next()),
    });
  }
  const cargoRandom = new Random(seed).fork(`cargo:${year}-${month}`);
  for (const segment of world.cargoSegments) {
    const scheduled = cargoRandom.poisson(Math.max(0.3, 45 * scale) * (daysInMonth(year, month) / 30));
    if (scheduled === 0) continue;
    const cancelled = cargoRandom.chance(0.05) ? 1 : 0;
    const performed = Math.max(0, scheduled - cancelled);
    result.push({
      segment,
      scheduled,
      performed,
      cancelled: scheduled - performed,
      seats: 0,
      passengers: 0,
      freight: Math.round(performed * (60_000 + 60_000 * cargoRandom.next())),
      mail: Math.round(performed * 2000 * cargoRandom.next()),
    });
  }
  return result;
}
