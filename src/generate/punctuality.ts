import type { GenCarrier } from './carriers.js';
import { Random } from './random.js';

/**
 * Each reporting carrier's share of arrivals on time (less than 15 minutes late), percent: the DOT's Air Travel
 * Consumer Report ranking for January 2018 (as the Associated Press published it: Alaska 88.9 ... JetBlue 65.8,
 * all reporting carriers 79.6). The generator aims each carrier's on-time arrivals at its figure, so carriers
 * differ as they really do (23 points from first to last), regionals below their partners.
 */
export const CARRIER_ON_TIME_PCT: Readonly<Record<string, number>> = {
  AS: 88.9,
  HA: 88.3,
  UA: 84.7,
  DL: 84.3,
  NK: 82.9,
  AA: 82.5,
  WN: 81.8,
  G4: 78.6,
  YV: 76.9,
  '9E': 76.5,
  YX: 76.2,
  OO: 75.3,
  F9: 74.9,
  MQ: 74.7,
  OH: 70.2,
  B6: 65.8,
};
/** A reporting carrier not in the ranking: all reporting carriers' figure. */
const ALL_CARRIERS_ON_TIME_PCT = 79.6;

/**
 * Scheduled departures by local hour and their share of arrivals 15+ minutes late relative to the day's, from
 * the real on-time download in `test/fixtures/bts/ontime/` (every departure from ORD and MDW in January 2024,
 * 26,207 flights, 68.8% on time): mornings punctual (05-07 h 76-77% on time), the evening peak late (18 h
 * 62.8%), a few departures after 21:00. `[hour, share of departures %, late rate / day's late rate]`.
 */
export const HOURLY_DEPARTURES: readonly (readonly [number, number, number])[] = [
  [5, 1.5, 0.75],
  [6, 3.5, 0.76],
  [7, 5.9, 0.74],
  [8, 9.2, 1.11],
  [9, 8.7, 1.01],
  [10, 8.4, 1.05],
  [11, 3.7, 1.09],
  [12, 4.2, 0.92],
  [13, 8.2, 0.89],
  [14, 6.9, 0.99],
  [15, 4.8, 1.06],
  [16, 3.8, 0.97],
  [17, 5.7, 1.07],
  [18, 9.6, 1.19],
  [19, 6.5, 1.05],
  [20, 6.7, 1.01],
  [21, 2.5, 0.8],
  [22, 0.3, 1.08],
];

/** Draws a departure hour in the real proportions of HOURLY_DEPARTURES. */
export function departureHour(random: Random): number {
  const total = HOURLY_DEPARTURES.reduce((sum, [, share]) => sum + share, 0);
  let r = random.next() * total;
  for (const [hour, share] of HOURLY_DEPARTURES) {
    r -= share;
    if (r < 0) return hour;
  }
  return HOURLY_DEPARTURES[HOURLY_DEPARTURES.length - 1]![0];
}

/** The late factor of an hour, normalized so the day's departures average 1. */
const HOUR_FACTOR: ReadonlyMap<number, number> = (() => {
  const total = HOURLY_DEPARTURES.reduce((sum, [, share]) => sum + share, 0);
  const mean = HOURLY_DEPARTURES.reduce((sum, [, share, late]) => sum + share * late, 0) / total;
  return new Map(HOURLY_DEPARTURES.map(([hour, , late]) => [hour, late / mean]));
})();

/**
 * Arrivals late for other reasons than a 15+ minute departure delay (a small delay plus slow taxiing), share of
 * flights: measured on the generator's own flights, so a carrier's on-time arrivals land on its figure.
 */
const LATE_WITHOUT_LATE_DEPARTURE = 0.02;

/**
 * One month's punctuality: a national factor (weather, traffic; log-normal, about +-20%) and each carrier's own
 * (+-8%, from its own stream forked by carrier code), so no month repeats another's rates.
 */
export class MonthPunctuality {
  private readonly national: number;
  private readonly carriers = new Map<string, number>();

  /** `random`: the month's own stream (so the other draws of the month are unchanged by these). */
  constructor(private readonly random: Random) {
    this.national = Math.exp(0.2 * random.normal());
  }

  /** The chance that a flight of `carrier` scheduled to leave in `hour` departs 15+ minutes late. */
  lateDepartureChance(carrier: GenCarrier, hour: number): number {
    let own = this.carriers.get(carrier.code);
    if (own === undefined) {
      // a stream of its own per carrier (forked, the month's stream unchanged), so a carrier's factor does not
      // depend on which carriers happen to fly first in the month's rows
      own = Math.exp(0.08 * this.random.fork(`carrier:${carrier.code}`).normal());
      this.carriers.set(carrier.code, own);
    }
    const onTime = CARRIER_ON_TIME_PCT[carrier.code] ?? ALL_CARRIERS_ON_TIME_PCT;
    const late = Math.max(0.01, 1 - onTime / 100 - LATE_WITHOUT_LATE_DEPARTURE);
    return Math.min(0.9, late * this.national * own * (HOUR_FACTOR.get(hour) ?? 1));
  }
}
