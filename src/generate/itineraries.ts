import type { GenAirport } from './airports.js';
import type { GenCarrier } from './carriers.js';
import type { OdPair, Segment, World } from './network.js';
import { Random, WeightedPicker } from './random.js';

/** Itineraries (tickets) at scale 1 per DB1B quarter: gives about 6 million market rows. */
export const DB1B_ITINERARIES_PER_QUARTER = 3_750_000;
/** DB1C samples 40% monthly instead of 10% quarterly. */
export const DB1C_ITINERARIES_PER_MONTH = (DB1B_ITINERARIES_PER_QUARTER * 4) / 3;

export interface Market {
  readonly origin: GenAirport;
  readonly destination: GenAirport;
  readonly segments: readonly Segment[];
  /** Per segment: travelled by surface (bus, train) rather than flown (BTS: fare class `-`, operator `--`). */
  readonly surface: readonly boolean[];
  /** Per segment: the coupon's fare class (`-` on a surface segment). */
  readonly fareClasses: readonly string[];
  readonly miles: number;
  readonly nonstopMiles: number;
  /** Fare per passenger, dollars (DB1C: includes tax). */
  readonly fare: number;
  readonly tax: number;
}

export interface Itinerary {
  readonly id: number;
  readonly carrier: GenCarrier;
  readonly passengers: number;
  readonly roundTrip: boolean;
  readonly markets: readonly Market[];
  readonly fareClass: string;
  readonly bulkFare: boolean;
  readonly dollarCred: boolean;
  readonly purchaseWindow: string;
  readonly itinFare: number;
  readonly itinTax: number;
}

const FARE_CLASSES = new WeightedPicker(['X', 'Y', 'C', 'D', 'F', 'G', 'U'], [58, 25, 3, 4, 3, 2, 5]);
const INTERNATIONAL_CLASSES = new WeightedPicker(['X', 'Y', 'C', 'D', 'F', 'U'], [52, 24, 10, 8, 2, 4]);
const CLASS_MULTIPLIER: Readonly<Record<string, number>> = {
  X: 1,
  Y: 1.8,
  C: 3.6,
  D: 2.6,
  F: 4.2,
  G: 3,
  U: 1.2,
};
const WINDOWS = new WeightedPicker(['21AP', '2290', '91UP', 'Null'], [45, 40, 12, 3]);
/** Fares by purchase window: bought within 21 days dearer, 91 days or more ahead cheaper. */
const WINDOW_FARE_MULTIPLIER: Readonly<Record<string, number>> = {
  '21AP': 1.4,
  '2290': 1,
  '91UP': 0.8,
  Null: 1,
};
/** Coupons after a market's first whose fare class differs from the ticket's (mixed-cabin fares, upgrades). */
const MIXED_CLASS_SHARE = 0.15;
/** Connecting markets whose later flight is ticketed by another carrier (interline). */
const INTERLINE_SHARE = 0.05;
/** Connecting markets that travel a short segment (at most SURFACE_MAX_MILES) by surface. */
const SURFACE_SHARE = 0.2;
const SURFACE_MAX_MILES = 300;
/** Fare class and operating carrier of a surface coupon. */
const SURFACE_FARE_CLASS = '-';
export const SURFACE_OPERATOR = '--';
const PASSENGERS = new WeightedPicker([1, 2, 3, 4, 6], [88, 8, 2, 1.5, 0.5]);

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Operating carrier codes of a market's coupons, `--` where it goes by surface. */
export function operatorsOf(market: Market): string[] {
  return market.segments.map((s, k) => (market.surface[k] ? SURFACE_OPERATOR : s.operating.code));
}

/** Geography type: 0 international, 1 non-contiguous domestic, 2 contiguous domestic. */
export function geoType(airports: readonly GenAirport[]): number {
  if (airports.some((a) => !a.domestic)) return 0;
  if (airports.some((a) => a.state === 'AK' || a.state === 'HI' || a.state === 'PR')) return 1;
  return 2;
}

/** Taxes of a DB1C market: ~7.5% ticket tax plus per-segment and per-enplanement fees. */
function taxOf(base: number, segments: number): number {
  return round2(base * 0.075 + segments * (5.6 + 4.5 + 5.0));
}

/**
 * Samples the period's itineraries: O&D pairs by gravity demand, carriers and routings by their option
 * weights, fares that rise with distance and fall with competition. `idPrefix` makes the ItinIDs.
 */
export function* sampleItineraries(
  world: World,
  random: Random,
  count: number,
  idPrefix: number,
  withTax: boolean,
): Generator<Itinerary> {
  const totalDemand = world.pairs.reduce((sum, pair) => sum + pair.demand, 0);
  const byKey = new Map(world.segments.map((segment) => [segment.key, segment]));
  const reverse = (segment: Segment): Segment =>
    byKey.get(`${segment.marketing.code}:${segment.to.iata}-${segment.from.iata}`) ?? segment;
  const byRoute = new Map<string, Segment[]>();
  for (const segment of world.segments) {
    const route = `${segment.from.iata}-${segment.to.iata}`;
    byRoute.set(route, [...(byRoute.get(route) ?? []), segment]);
  }
  const carriers: Carriers = {
    reverse,
    others: (segment) =>
      (byRoute.get(`${segment.from.iata}-${segment.to.iata}`) ?? []).filter(
        (s) => s.marketing.code !== segment.marketing.code,
      ),
  };
  let sequence = 0;
  for (const pair of world.pairs) {
    const n = random.poisson((count * pair.demand) / totalDemand);
    if (n === 0) continue;
    const options = new WeightedPicker(
      pair.options,
      pair.options.map((o) => o.weight),
    );
    for (let i = 0; i < n; i += 1) {
      sequence += 1;
      yield makeItinerary(pair, options.pick(random), random, idPrefix + sequence, withTax, carriers);
    }
  }
}

/** Segment look-ups an itinerary needs: the way back on the same carrier, the same route on others. */
interface Carriers {
  readonly reverse: (segment: Segment) => Segment;
  readonly others: (segment: Segment) => readonly Segment[];
}

/** A connecting leg's later flight, now and then ticketed by another carrier flying the same route. */
function withInterline(segments: readonly Segment[], random: Random, carriers: Carriers): Segment[] {
  if (segments.length < 2 || !random.chance(INTERLINE_SHARE)) return [...segments];
  const last = segments.at(-1)!;
  const others = carriers.others(last);
  if (others.length === 0) return [...segments];
  return [...segments.slice(0, -1), others[Math.floor(random.next() * others.length)]!];
}

/** Which segments of a connecting leg go by surface: now and then its shortest, when short enough. */
function surfaceOf(segments: readonly Segment[], random: Random): boolean[] {
  const shortest = segments.reduce((best, s, k) => (s.miles < segments[best]!.miles ? k : best), 0);
  const ground =
    segments.length > 1 && segments[shortest]!.miles <= SURFACE_MAX_MILES && random.chance(SURFACE_SHARE);
  return segments.map((_, k) => ground && k === shortest);
}

function makeItinerary(
  pair: OdPair,
  option: OdPair['options'][number],
  random: Random,
  id: number,
  withTax: boolean,
  carriers: Carriers,
): Itinerary {
  const international = !pair.origin.domestic || !pair.destination.domestic;
  const classes = international ? INTERNATIONAL_CLASSES : FARE_CLASSES;
  const fareClass = classes.pick(random);
  const purchaseWindow = WINDOWS.pick(random);
  const roundTrip = random.chance(0.6);
  const competition = Math.max(0.75, 1.25 - 0.07 * pair.competitors);
  const oneWay = (miles: number) =>
    (55 + 0.12 * miles) *
    option.carrier.fareLevel *
    competition *
    (CLASS_MULTIPLIER[fareClass] ?? 1) *
    (WINDOW_FARE_MULTIPLIER[purchaseWindow] ?? 1) *
    Math.exp(0.25 * random.normal());
  const outbound = withInterline(option.segments, random, carriers);
  const inbound = withInterline([...option.segments].reverse().map(carriers.reverse), random, carriers);
  const legs = roundTrip ? [outbound, inbound] : [outbound];
  const legMiles = legs.map((segments) => segments.reduce((sum, s) => sum + s.miles, 0));
  const award = random.chance(0.01);
  const base = award
    ? 0
    : round2(legMiles.reduce((sum, miles) => sum + oneWay(miles), 0) / (roundTrip ? 1.15 : 1));
  const totalMiles = legMiles.reduce((a, b) => a + b, 0);
  let remaining = base;
  const markets = legs.map((segments, index) => {
    const last = index === legs.length - 1;
    const share = last ? remaining : round2((base * (legMiles[index] ?? 0)) / totalMiles);
    remaining = round2(remaining - share);
    const tax = withTax ? taxOf(share, segments.length) : 0;
    const origin = segments[0]!.from;
    const destination = segments.at(-1)!.to;
    const surface = surfaceOf(segments, random);
    return {
      origin,
      destination,
      segments,
      surface,
      fareClasses: segments.map((_, k) =>
        surface[k]
          ? SURFACE_FARE_CLASS
          : k > 0 && random.chance(MIXED_CLASS_SHARE)
            ? classes.pick(random)
            : fareClass,
      ),
      miles: legMiles[index] ?? 0,
      nonstopMiles: pair.miles,
      fare: round2(share + tax),
      tax,
    };
  });
  const itinTax = round2(markets.reduce((sum, m) => sum + m.tax, 0));
  return {
    id,
    carrier: option.carrier,
    passengers: PASSENGERS.pick(random),
    roundTrip,
    markets,
    fareClass,
    bulkFare: random.chance(0.004),
    dollarCred: !award && random.chance(0.985),
    purchaseWindow,
    itinFare: round2(base + itinTax),
    itinTax,
  };
}
