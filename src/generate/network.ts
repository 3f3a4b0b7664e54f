import { aircraftFor, type GenAircraft } from './aircraft.js';
import { FOREIGN_AIRPORTS, greatCircleMiles, loadAirports, type GenAirport } from './airports.js';
import { CARRIERS, type GenCarrier } from './carriers.js';
import { buildPairs, calibrateDemand } from './demand.js';
import { KNOWN_ROUTES } from './known-routes.js';
import { stableFraction } from './random.js';

/** A directional nonstop segment flown by an operating carrier, sold by a marketing carrier. */
export interface Segment {
  readonly key: string;
  readonly from: GenAirport;
  readonly to: GenAirport;
  readonly miles: number;
  /** The carrier whose ticket/brand it flies under (network carrier for regional flying). */
  readonly marketing: GenCarrier;
  readonly operating: GenCarrier;
  readonly aircraft: GenAircraft;
  readonly international: boolean;
}

/** One way to fly an O&D on one marketing carrier: one or two segments. */
export interface PathOption {
  readonly carrier: GenCarrier;
  readonly segments: readonly Segment[];
  readonly weight: number;
}

export interface OdPair {
  readonly origin: GenAirport;
  readonly destination: GenAirport;
  readonly miles: number;
  /** Relative demand (gravity model). */
  readonly demand: number;
  readonly options: readonly PathOption[];
  /** Marketing carriers competing in the market. */
  readonly competitors: number;
}

export interface World {
  readonly airports: readonly GenAirport[];
  readonly airportsByCode: ReadonlyMap<string, GenAirport>;
  readonly carriers: readonly GenCarrier[];
  /** Segments of the marketing carriers' networks: flown as the O&D demand routed over them asks. */
  readonly segments: readonly Segment[];
  readonly pairs: readonly OdPair[];
  /** All-cargo flights, at fixed frequencies. */
  readonly cargoSegments: readonly Segment[];
  /** Foreign carriers' flights to and from the US, at fixed frequencies (T-100 only). */
  readonly foreignSegments: readonly Segment[];
}

const GATEWAYS = new Set([
  'JFK',
  'EWR',
  'IAD',
  'ORD',
  'ATL',
  'DFW',
  'MIA',
  'LAX',
  'SFO',
  'IAH',
  'SEA',
  'BOS',
  'DTW',
  'CLT',
]);
const REGIONAL_LIMIT_MILES = 650;
/** Routes between large airports flown by regional partners: within this range, this share of them. */
const REGIONAL_LARGE_MILES = 800;
const REGIONAL_SHARE_AT_LARGE = 0.25;
/** Domestic airports every network carrier serves from all its hubs (the rest are the long tail). */
const NETWORK_SPOKES = 90;
/** A long-tail airport is linked to a network carrier's nearest hub within this range, with this chance. */
const TAIL_SPOKE_MILES = 1100;
const TAIL_SPOKE_SHARE = 0.6;
/** Chance that a network carrier serves a foreign airport (not one of the listed gateways) from a gateway. */
const FOREIGN_SERVICE_SHARE = 0.3;
/** Foreign airports within this range of a hub (Canada, Mexico, the Caribbean) are flown from any hub. */
const NEAR_FOREIGN_MILES = 2000;
/** Chance that a low-cost carrier flies from a base to a foreign airport within NEAR_FOREIGN_MILES. */
const LCC_FOREIGN_SHARE = 0.1;
/** Foreign partners' beyond flights (codeshared by the US partner): airports within this range of their hub. */
const PARTNER_BEYOND_MILES = 2500;
const PARTNER_BEYOND_SHARE = 0.5;
/** Commuter carriers serve their region's airports within this range of a hub. */
const COMMUTER_MILES = 650;
/** Domestic airports the all-cargo carriers serve: the original two, and the others. */
const CARGO_CITIES = { large: 30, small: 12 } as const;
/** Foreign carriers' US points: drawn among this many largest US airports, by size to this power. */
const FOREIGN_US_POINTS = {
  longHaul: { candidates: 60, sizeExponent: 1 },
  near: { candidates: 200, sizeExponent: 0.3 },
} as const;

function regionalFor(marketing: GenCarrier, spoke: GenAirport): GenCarrier | undefined {
  const partners = CARRIERS.filter((c) => c.kind === 'regional' && c.partners?.includes(marketing.code));
  if (partners.length === 0) return undefined;
  return partners[spoke.airportId % partners.length];
}

/**
 * Whether a network carrier's hub-to-spoke route is flown by its regional partners: short routes to airports
 * below the largest (as before), and, as at the real hubs (ORD, ATL, DTW: regionals fly a third or more of the
 * departures), a stable draw of REGIONAL_SHARE_AT_LARGE of the routes to large airports within REGIONAL_LARGE_MILES.
 */
function regionalFlown(carrier: GenCarrier, hub: GenAirport, spoke: GenAirport, miles: number): boolean {
  if (miles < REGIONAL_LIMIT_MILES && spoke.weight < 20) return true;
  if (miles >= REGIONAL_LARGE_MILES) return false;
  const [a, b] = [hub.iata, spoke.iata].sort();
  return stableFraction(`regional:${carrier.code}:${a}-${b}`) < REGIONAL_SHARE_AT_LARGE;
}

/** The segments of a world being built, both directions at once, first one per key kept. */
class SegmentSet {
  readonly byKey = new Map<string, Segment>();

  addBoth(marketing: GenCarrier, a: GenAirport, b: GenAirport, operating?: GenCarrier): void {
    if (a.iata === b.iata) return;
    const miles = greatCircleMiles(a, b);
    if (miles < 90) return;
    const international = !a.domestic || !b.domestic;
    const op = operating ?? marketing;
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const key = `${marketing.code}:${from.iata}-${to.iata}`;
      if (this.byKey.has(key)) continue;
      this.byKey.set(key, {
        key,
        from,
        to,
        miles,
        marketing,
        operating: op,
        aircraft: aircraftFor(op, miles, international, key),
        international,
      });
    }
  }

  sorted(): Segment[] {
    return [...this.byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
  }

  /** Drops both directions of every segment between `a` and `b` whose marketing carrier `keep` refuses. */
  dropBetween(a: GenAirport, b: GenAirport, keep: (carrier: GenCarrier) => boolean): void {
    for (const [key, segment] of this.byKey) {
      const between = (segment.from === a && segment.to === b) || (segment.from === b && segment.to === a);
      if (between && !keep(segment.marketing)) this.byKey.delete(key);
    }
  }

  serves(airport: GenAirport): boolean {
    for (const segment of this.byKey.values()) if (segment.from === airport) return true;
    return false;
  }
}

function nearest(airport: GenAirport, candidates: readonly GenAirport[]): GenAirport | undefined {
  let best: GenAirport | undefined;
  let bestMiles = Infinity;
  for (const candidate of candidates) {
    if (candidate === airport) continue;
    const miles = greatCircleMiles(airport, candidate);
    if (miles < bestMiles) {
      best = candidate;
      bestMiles = miles;
    }
  }
  return best;
}

interface Places {
  readonly airports: readonly GenAirport[];
  readonly byCode: ReadonlyMap<string, GenAirport>;
  /** Domestic airports, largest first. */
  readonly domestic: readonly GenAirport[];
  readonly foreign: readonly GenAirport[];
  readonly hubsOf: (carrier: GenCarrier) => GenAirport[];
}

function addNetworkCarrier(set: SegmentSet, carrier: GenCarrier, places: Places): void {
  const hubs = places.hubsOf(carrier);
  const spokes =
    carrier.code === 'HA'
      ? places.domestic.filter((a) => a.state === 'HI' || a.weight > 12).slice(0, 14)
      : places.domestic.filter((a) => a.state !== 'TT').slice(0, carrier.code === 'AS' ? 45 : NETWORK_SPOKES);
  for (const hub of hubs) {
    for (const spoke of spokes) {
      const miles = greatCircleMiles(hub, spoke);
      const regional = regionalFlown(carrier, hub, spoke, miles) ? regionalFor(carrier, spoke) : undefined;
      set.addBoth(carrier, hub, spoke, regional);
    }
    for (const other of hubs) if (other !== hub) set.addBoth(carrier, hub, other);
  }
  if (carrier.code !== 'HA') {
    for (const spoke of places.domestic.slice(NETWORK_SPOKES)) {
      const hub = nearest(spoke, hubs);
      if (!hub || greatCircleMiles(hub, spoke) > TAIL_SPOKE_MILES) continue;
      if (stableFraction(`tail:${carrier.code}:${spoke.iata}`) >= TAIL_SPOKE_SHARE) continue;
      set.addBoth(carrier, hub, spoke, regionalFor(carrier, spoke));
    }
  }
  const partner = carrier.foreignPartner
    ? CARRIERS.find((c) => c.code === carrier.foreignPartner)
    : undefined;
  const gateways = hubs.filter((h) => GATEWAYS.has(h.iata));
  for (const foreign of places.foreign) {
    if (FOREIGN_AIRPORTS.includes(foreign.iata)) {
      for (const hub of gateways) {
        const byPartner =
          partner !== undefined && partner.hubs.includes(foreign.iata) && hub.airportId % 2 === 0;
        set.addBoth(carrier, hub, foreign, byPartner ? partner : undefined);
      }
    } else if (stableFraction(`intl:${carrier.code}:${foreign.iata}`) < FOREIGN_SERVICE_SHARE) {
      const nearHub = nearest(foreign, hubs);
      const near = nearHub !== undefined && greatCircleMiles(nearHub, foreign) <= NEAR_FOREIGN_MILES;
      const hub = near ? nearHub : nearest(foreign, gateways);
      if (hub) set.addBoth(carrier, hub, foreign);
    }
  }
  if (partner) {
    for (const partnerHub of places.hubsOf(partner)) {
      for (const beyond of places.foreign) {
        if (beyond === partnerHub || greatCircleMiles(partnerHub, beyond) > PARTNER_BEYOND_MILES) continue;
        if (stableFraction(`beyond:${partner.code}:${beyond.iata}`) >= PARTNER_BEYOND_SHARE) continue;
        set.addBoth(carrier, partnerHub, beyond, partner);
      }
    }
  }
}

function addLowCostCarrier(set: SegmentSet, carrier: GenCarrier, places: Places): void {
  const served = places.domestic
    .filter((a) => a.state !== 'HI' && a.state !== 'AK' && a.state !== 'TT')
    .slice(0, carrier.code === 'WN' ? 70 : 40);
  const bases = places.hubsOf(carrier);
  for (const base of bases) for (const city of served) set.addBoth(carrier, base, city);
  for (const base of bases) {
    for (const foreign of places.foreign) {
      if (greatCircleMiles(base, foreign) > NEAR_FOREIGN_MILES) continue;
      if (stableFraction(`lcc-intl:${carrier.code}:${base.iata}:${foreign.iata}`) < LCC_FOREIGN_SHARE)
        set.addBoth(carrier, base, foreign);
    }
  }
  if (carrier.code === 'WN') {
    const cities = served.slice(0, 20);
    for (const [i, a] of cities.entries()) for (const b of cities.slice(i + 1)) set.addBoth(carrier, a, b);
  }
}

function addCommuterCarrier(set: SegmentSet, carrier: GenCarrier, places: Places): void {
  const region = new Set(carrier.region ?? []);
  const hubs = places.hubsOf(carrier);
  for (const hub of hubs) {
    for (const airport of places.domestic) {
      if (!region.has(airport.state) || hubs.includes(airport)) continue;
      if (greatCircleMiles(hub, airport) <= COMMUTER_MILES) set.addBoth(carrier, hub, airport);
    }
  }
}

/** A network carrier's regional flight to its nearest hub for every domestic airport nobody else serves. */
function connectUnserved(set: SegmentSet, places: Places): void {
  const networks = CARRIERS.filter((c) => c.kind === 'network' && c.code !== 'HA');
  for (const airport of places.domestic) {
    if (set.serves(airport)) continue;
    let best: { carrier: GenCarrier; hub: GenAirport; miles: number } | undefined;
    for (const carrier of networks) {
      const hub = nearest(airport, places.hubsOf(carrier));
      const miles = hub ? greatCircleMiles(hub, airport) : Infinity;
      if (hub && miles >= 90 && (!best || miles < best.miles)) best = { carrier, hub, miles };
    }
    if (best) set.addBoth(best.carrier, best.hub, airport, regionalFor(best.carrier, airport));
  }
}

/** Hub-to-city flights of an all-cargo carrier, in both directions. */
function cargoSegmentsOf(carrier: GenCarrier, places: Places): Segment[] {
  const cities = places.domestic.slice(0, carrier.fleet ? CARGO_CITIES.small : CARGO_CITIES.large);
  const result: Segment[] = [];
  for (const hub of places.hubsOf(carrier)) {
    for (const city of cities) {
      if (city === hub) continue;
      for (const [from, to] of [
        [hub, city],
        [city, hub],
      ] as const) {
        const miles = greatCircleMiles(from, to);
        const key = `${carrier.code}:${from.iata}-${to.iata}`;
        result.push({
          key,
          from,
          to,
          miles,
          marketing: carrier,
          operating: carrier,
          aircraft: aircraftFor(carrier, miles, false, key),
          international: false,
        });
      }
    }
  }
  return result;
}

/**
 * A foreign carrier's flights from its hubs to its US points, a stable draw weighted by size: long-haul
 * carriers among the largest US airports, near ones (Canada, Mexico, the Caribbean) among many more.
 */
function foreignSegmentsOf(carrier: GenCarrier, places: Places): Segment[] {
  const set = new SegmentSet();
  const hubs = places.hubsOf(carrier);
  const near = hubs.some(
    (hub) => greatCircleMiles(hub, nearest(hub, places.domestic)!) <= NEAR_FOREIGN_MILES,
  );
  const { candidates, sizeExponent } = near ? FOREIGN_US_POINTS.near : FOREIGN_US_POINTS.longHaul;
  const points = places.domestic
    .slice(0, candidates)
    .map((airport) => ({
      airport,
      score: airport.weight ** sizeExponent * (0.2 + stableFraction(`${carrier.code}:${airport.iata}`)),
    }))
    .sort((a, b) => b.score - a.score || a.airport.iata.localeCompare(b.airport.iata))
    .slice(0, carrier.usPoints ?? 1)
    .map((c) => c.airport);
  for (const hub of hubs) for (const point of points) set.addBoth(carrier, hub, point);
  return set.sorted();
}

/** The listed routes of known-routes.ts flown by exactly their listed carriers (both directions). */
function applyKnownRoutes(set: SegmentSet, places: Places): void {
  for (const [route, shares] of Object.entries(KNOWN_ROUTES)) {
    const [a, b] = route.split('-').map((code) => places.byCode.get(code));
    if (!a || !b) continue;
    set.dropBetween(a, b, (carrier) => shares[carrier.code] !== undefined);
    for (const code of Object.keys(shares)) {
      const carrier = CARRIERS.find((c) => c.code === code);
      if (carrier) set.addBoth(carrier, a, b);
    }
  }
}

export interface WorldOptions {
  /**
   * Keep only this many of the largest US airports (with the foreign gateways): the demo's world, small
   * enough to generate at real volume within the first start's budget. Absent: every airport.
   */
  readonly largestUsAirports?: number;
}

/** The world's airports: all of them, or the largest US ones and the foreign gateways. */
function airportsOf(options: WorldOptions): GenAirport[] {
  const all = loadAirports();
  const limit = options.largestUsAirports;
  if (limit === undefined) return all;
  const largest = new Set(
    all
      .filter((a) => a.domestic)
      .sort((a, b) => b.weight - a.weight || a.iata.localeCompare(b.iata))
      .slice(0, limit),
  );
  return all.filter((a) => largest.has(a) || FOREIGN_AIRPORTS.includes(a.iata));
}

/**
 * Builds the deterministic network: hub-and-spoke for network carriers (their regional partners flying the
 * short and long-tail spokes), point-to-point for low-cost ones, commuter carriers' small regional networks,
 * all-cargo and foreign carriers' flights at fixed frequencies.
 */
export function buildWorld(options: WorldOptions = {}): World {
  const airports = airportsOf(options);
  const byCode = new Map(airports.map((a) => [a.iata, a]));
  const places: Places = {
    airports,
    byCode,
    domestic: airports
      .filter((a) => a.domestic)
      .sort((a, b) => b.weight - a.weight || a.iata.localeCompare(b.iata)),
    foreign: airports.filter((a) => !a.domestic),
    hubsOf: (carrier) =>
      carrier.hubs.map((h) => byCode.get(h)).filter((h): h is GenAirport => h !== undefined),
  };
  const set = new SegmentSet();
  for (const carrier of CARRIERS) {
    if (carrier.kind === 'network') addNetworkCarrier(set, carrier, places);
    else if (carrier.kind === 'lcc') addLowCostCarrier(set, carrier, places);
    else if (carrier.kind === 'commuter') addCommuterCarrier(set, carrier, places);
  }
  connectUnserved(set, places);
  applyKnownRoutes(set, places);
  const segments = set.sorted();
  const marketing = CARRIERS.filter((c) => c.kind === 'network' || c.kind === 'lcc' || c.kind === 'commuter');
  return {
    airports,
    airportsByCode: byCode,
    carriers: CARRIERS,
    segments,
    pairs: calibrateDemand(airports, buildPairs(airports, segments, marketing)),
    cargoSegments: CARRIERS.filter((c) => c.kind === 'cargo').flatMap((c) => cargoSegmentsOf(c, places)),
    foreignSegments: CARRIERS.filter((c) => c.kind === 'foreign' && c.usPoints !== undefined).flatMap((c) =>
      foreignSegmentsOf(c, places),
    ),
  };
}

/** Monthly demand multiplier: summer and holiday peaks, a February trough. */
export function seasonality(month: number): number {
  return [0.86, 0.82, 1.0, 0.98, 1.04, 1.12, 1.16, 1.12, 0.95, 1.0, 0.96, 1.02][month - 1] ?? 1;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
