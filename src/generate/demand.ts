import { greatCircleMiles, type GenAirport } from './airports.js';
import type { GenCarrier } from './carriers.js';
import { BUSIEST_ROUTES, realPassengers, UNLISTED_ROUTE_MAX_PASSENGERS } from './busiest-routes.js';
import { knownRoute, routeKey } from './known-routes.js';
import { seasonality, type OdPair, type PathOption, type Segment } from './network.js';

/** Passenger trips per month in the whole market at scale 1 (gives ~600,000 flights a month). */
export const TRIPS_PER_MONTH_AT_SCALE_1 = 46_000_000;

/** Miles over which most travellers drive rather than fly: short markets carry few air trips. */
const DRIVING_MILES = 500;
/**
 * International demand per unit of gravity, relative to domestic: calibrated so US carriers fly about 10 M
 * international passengers a month at scale 1 (BTS: 10.25 M in January 2024).
 */
const INTERNATIONAL_DEMAND_FACTOR = 1;
/**
 * How demand falls with distance beyond 200 miles (gravity model: w1 * w2 / miles^DISTANCE_DECAY): weakly, so
 * the transcontinental and Florida markets rank among the largest as they do in BTS's T-100 (JFK-LAX, ATL-MCO,
 * LAS-LAX, LAX-SFO, DEN-PHX among the top ten airport pairs), short ones damped by DRIVING_MILES.
 */
const DISTANCE_DECAY = 0.3;
/** Markets shorter than this are not flown. */
const MIN_MARKET_MILES = 120;
/** A one-stop routing is offered when at most this many times the nonstop distance. */
const MAX_CIRCUITY = 1.6;

/** Weight of a nonstop option. */
const NONSTOP_WEIGHT = 4;
/**
 * Weight of a one-stop routing at most (less the longer its detour): small against a nonstop, as few travellers
 * connect where nonstops fly; smaller still on a low-cost carrier, which sells few connections.
 */
const ONE_STOP_WEIGHT = { network: 0.6, other: 0.2 } as const;

/**
 * A nonstop option's weight: NONSTOP_WEIGHT, or on a route of known-routes.ts the carrier's listed share
 * of NONSTOP_WEIGHT times the route's carriers (the carriers in their listed proportions, the same weight
 * in all against the one-stop routings).
 */
function nonstopWeight(segment: Segment, carrier: GenCarrier): number {
  const shares = knownRoute(segment.from.iata, segment.to.iata);
  if (shares === undefined) return NONSTOP_WEIGHT;
  return (NONSTOP_WEIGHT * Object.keys(shares).length * (shares[carrier.code] ?? 0)) / 100;
}

/** The share of a market's trips that fly: small for short markets (most drive), near 1 beyond 1,000 miles. */
function airShareOfTrips(miles: number): number {
  return 1 - Math.exp(-miles / DRIVING_MILES);
}

/** Each marketing carrier's best routing to every destination it reaches from `origin` (nonstop or one stop). */
function routingsFrom(
  origin: GenAirport,
  carrier: GenCarrier,
  outgoing: ReadonlyMap<string, readonly Segment[]>,
): Map<GenAirport, Segment[]> {
  const best = new Map<GenAirport, { segments: Segment[]; miles: number }>();
  const firsts = outgoing.get(`${carrier.code}:${origin.iata}`) ?? [];
  for (const first of firsts) best.set(first.to, { segments: [first], miles: 0 });
  for (const first of firsts) {
    // connections only at the carrier's hubs (its bases for a low-cost carrier), as real itineraries connect
    if (carrier.hubs.length > 0 && !carrier.hubs.includes(first.to.iata)) continue;
    for (const second of outgoing.get(`${carrier.code}:${first.to.iata}`) ?? []) {
      const destination = second.to;
      if (destination === origin) continue;
      const known = best.get(destination);
      const miles = first.miles + second.miles;
      if (known && (known.segments.length === 1 || known.miles <= miles)) continue;
      best.set(destination, { segments: [first, second], miles });
    }
  }
  return new Map([...best].map(([destination, routing]) => [destination, routing.segments]));
}

/**
 * O&D pairs with their options per marketing carrier (a nonstop, else the shortest one-stop routing within
 * MAX_CIRCUITY) and gravity-model demand. Enumerated from each carrier's network rather than from every pair
 * of airports, so a world of a thousand airports builds in seconds. Deterministic order (airport, carrier).
 */
export function buildPairs(
  airports: readonly GenAirport[],
  segments: readonly Segment[],
  marketingCarriers: readonly GenCarrier[],
): OdPair[] {
  const outgoing = new Map<string, Segment[]>();
  for (const segment of segments) {
    const key = `${segment.marketing.code}:${segment.from.iata}`;
    const list = outgoing.get(key) ?? [];
    list.push(segment);
    outgoing.set(key, list);
  }
  const order = new Map(airports.map((a, index) => [a, index]));
  const pairs: OdPair[] = [];
  for (const origin of airports) {
    const options = new Map<GenAirport, PathOption[]>();
    for (const carrier of marketingCarriers) {
      for (const [destination, routing] of routingsFrom(origin, carrier, outgoing)) {
        if (!origin.domestic && !destination.domestic) continue;
        const miles = greatCircleMiles(origin, destination);
        if (miles < MIN_MARKET_MILES) continue;
        const flown = routing.reduce((sum, s) => sum + s.miles, 0);
        if (routing.length > 1 && flown >= miles * MAX_CIRCUITY) continue;
        const weight =
          routing.length === 1
            ? nonstopWeight(routing[0]!, carrier)
            : ONE_STOP_WEIGHT[carrier.kind === 'network' ? 'network' : 'other'] * (miles / flown) ** 4;
        const list = options.get(destination) ?? [];
        list.push({ carrier, segments: routing, weight });
        options.set(destination, list);
      }
    }
    const destinations = [...options.keys()].sort((a, b) => order.get(a)! - order.get(b)!);
    for (const destination of destinations) {
      const list = options.get(destination)!;
      const miles = greatCircleMiles(origin, destination);
      const international = !origin.domestic || !destination.domestic;
      const demand =
        ((origin.weight * destination.weight) / Math.max(miles, 200) ** DISTANCE_DECAY) *
        (international ? INTERNATIONAL_DEMAND_FACTOR : 1) *
        airShareOfTrips(miles);
      pairs.push({ origin, destination, miles, demand, options: list, competitors: list.length });
    }
  }
  return pairs;
}

/**
 * Where a pair's trips board: for each segment of each option (in the options' order), the boarding airport's
 * index and the option's weight over the pair's total weight. Built once, so each calibration step is a pass over
 * numbers instead of over objects and string-keyed maps (the calibration was most of a small generate's CPU).
 */
interface Boardings {
  readonly pairStart: Uint32Array; // pair i's entries are [pairStart[i], pairStart[i + 1])
  readonly airport: Uint32Array;
  /** The entry's domestic route (`routes` index), -1 for an international segment. */
  readonly route: Int32Array;
  readonly optionWeight: Float64Array;
  readonly totalWeight: Float64Array;
  /** The domestic routes flown (airport pairs either way, `routeKey`), in first-seen order. */
  readonly routes: readonly string[];
}

function boardingsOf(pairs: readonly OdPair[], index: ReadonlyMap<string, number>): Boardings {
  const airport: number[] = [];
  const route: number[] = [];
  const optionWeight: number[] = [];
  const totalWeight: number[] = [];
  const routes = new Map<string, number>();
  const pairStart = new Uint32Array(pairs.length + 1);
  pairs.forEach((pair, i) => {
    pairStart[i] = airport.length;
    const total = pair.options.reduce((sum, option) => sum + option.weight, 0);
    for (const option of pair.options) {
      for (const segment of option.segments) {
        if (!segment.from.domestic) continue;
        airport.push(index.get(segment.from.iata)!);
        route.push(segment.international ? -1 : idOf(routes, routeKey(segment.from.iata, segment.to.iata)));
        optionWeight.push(option.weight);
        totalWeight.push(total);
      }
    }
  });
  pairStart[pairs.length] = airport.length;
  return {
    pairStart,
    airport: Uint32Array.from(airport),
    route: Int32Array.from(route),
    optionWeight: Float64Array.from(optionWeight),
    totalWeight: Float64Array.from(totalWeight),
    routes: [...routes.keys()],
  };
}

function idOf(ids: Map<string, number>, key: string): number {
  const known = ids.get(key);
  if (known !== undefined) return known;
  ids.set(key, ids.size);
  return ids.size - 1;
}

/**
 * Each airport's share of the boardings that the pairs' demands give (nonstop and connecting); sums in the
 * same order as a walk over pairs, options and segments, so the shares do not depend on this layout.
 */
function boardingShares(boardings: Boardings, demands: Float64Array, airportCount: number): Float64Array {
  const shares = new Float64Array(airportCount);
  let total = 0;
  for (let pair = 0; pair < demands.length; pair += 1) {
    for (let entry = boardings.pairStart[pair]!; entry < boardings.pairStart[pair + 1]!; entry += 1) {
      const trips = (demands[pair]! * boardings.optionWeight[entry]!) / boardings.totalWeight[entry]!;
      const airport = boardings.airport[entry]!;
      shares[airport] = shares[airport]! + trips;
      total += trips;
    }
  }
  for (let i = 0; i < airportCount; i += 1) shares[i] = shares[i]! / total;
  return shares;
}

/** Each domestic route's passengers (its segments' flows, connecting passengers included) over all trips. */
function routeShares(boardings: Boardings, demands: Float64Array): Float64Array {
  const shares = new Float64Array(boardings.routes.length);
  let total = 0;
  for (let pair = 0; pair < demands.length; pair += 1) {
    total += demands[pair]!;
    for (let entry = boardings.pairStart[pair]!; entry < boardings.pairStart[pair + 1]!; entry += 1) {
      const route = boardings.route[entry]!;
      if (route < 0) continue;
      shares[route] =
        shares[route]! + (demands[pair]! * boardings.optionWeight[entry]!) / boardings.totalWeight[entry]!;
    }
  }
  for (let i = 0; i < shares.length; i += 1) shares[i] = shares[i]! / total;
  return shares;
}

/** A route's passengers a year as a share of all trips (schedule.ts spreads TRIPS_PER_MONTH_AT_SCALE_1). */
function shareOfTrips(passengersAYear: number): number {
  let tripsAYear = 0;
  for (let month = 1; month <= 12; month += 1) tripsAYear += TRIPS_PER_MONTH_AT_SCALE_1 * seasonality(month);
  return passengersAYear / tripsAYear;
}

/**
 * Per-route demand factors (busiest-routes.ts): a listed route's O&D demand moves until its segments carry its
 * real passengers (connecting passengers included, as T-100 and OAG count them); any other route's is damped,
 * never raised, while its segments carry more than the complete top ten allows (hub-to-hub routes, which gravity
 * and connecting traffic make too large). The factor applies to the pair of the route's two airports.
 */
class RouteCalibration {
  readonly factor: Float64Array;
  private readonly target: Float64Array; // NaN for an unlisted route
  private readonly cap = shareOfTrips(UNLISTED_ROUTE_MAX_PASSENGERS);

  constructor(private readonly boardings: Boardings) {
    const listed = new Map(BUSIEST_ROUTES.map((r) => [r.route, shareOfTrips(realPassengers(r))]));
    this.target = Float64Array.from(boardings.routes, (key) => listed.get(key) ?? Number.NaN);
    this.factor = new Float64Array(boardings.routes.length).fill(1);
  }

  /** The route factor index of each pair (its two airports' route), -1 for a pair of no domestic route. */
  routeOfPairs(pairs: readonly OdPair[]): Int32Array {
    const ids = new Map(this.boardings.routes.map((key, i) => [key, i]));
    return Int32Array.from(pairs, (p) => ids.get(routeKey(p.origin.iata, p.destination.iata)) ?? -1);
  }

  step(demands: Float64Array): void {
    const shares = routeShares(this.boardings, demands);
    for (let r = 0; r < shares.length; r += 1) {
      const share = shares[r]!;
      if (share <= 0) continue;
      const wanted = this.target[r]!;
      let next = this.factor[r]!;
      if (!Number.isNaN(wanted)) next *= Math.sqrt(wanted / share);
      else if (share > this.cap || next < 1) next = Math.min(1, next * Math.sqrt(this.cap / share));
      this.factor[r] = Math.min(ROUTE_FACTOR_BOUND, Math.max(1 / ROUTE_FACTOR_BOUND, next));
    }
  }
}

/** How far a route's factor may move its pair's demand either way. */
const ROUTE_FACTOR_BOUND = 50;

/**
 * Fixed-point steps of the calibration; each closes most of the remaining gap (60, so the hubs with much
 * connecting traffic, MIA among them, converge too).
 */
const CALIBRATION_STEPS = 60;

/**
 * Scales each pair's demand so that every domestic airport's share of boardings approaches its weight's share
 * (its real share, see enplanements.ts): connecting passengers board again at the hubs, so gravity demand alone
 * makes hubs and low-cost bases too large and spokes too small; and, within that, sizes the largest routes as
 * busiest-routes.ts lists them (`RouteCalibration`). Deterministic (no randomness).
 */
export function calibrateDemand(airports: readonly GenAirport[], pairs: readonly OdPair[]): OdPair[] {
  const index = new Map(airports.map((a, i) => [a.iata, i]));
  const domestic = airports.filter((a) => a.domestic);
  const totalWeight = domestic.reduce((sum, a) => sum + a.weight, 0);
  const target = new Float64Array(airports.length).fill(Number.NaN);
  for (const a of domestic) target[index.get(a.iata)!] = a.weight / totalWeight;
  const factor = new Float64Array(airports.length).fill(1);
  const originOf = Uint32Array.from(pairs, (pair) => index.get(pair.origin.iata)!);
  const destinationOf = Uint32Array.from(pairs, (pair) => index.get(pair.destination.iata)!);
  const boardings = boardingsOf(pairs, index);
  const routes = new RouteCalibration(boardings);
  const routeOf = routes.routeOfPairs(pairs);
  const demands = Float64Array.from(pairs, (pair) => pair.demand);
  for (let step = 0; step < CALIBRATION_STEPS; step += 1) {
    const shares = boardingShares(boardings, demands, airports.length);
    for (let i = 0; i < airports.length; i += 1) {
      const wanted = target[i]!;
      if (!Number.isNaN(wanted) && shares[i]! > 0) factor[i] = factor[i]! * Math.sqrt(wanted / shares[i]!);
    }
    routes.step(demands);
    pairs.forEach((pair, i) => {
      const route = routeOf[i]! < 0 ? 1 : routes.factor[routeOf[i]!]!;
      demands[i] = pair.demand * factor[originOf[i]!]! * factor[destinationOf[i]!]! * route;
    });
  }
  return pairs.map((pair, i) => ({ ...pair, demand: demands[i]! }));
}
