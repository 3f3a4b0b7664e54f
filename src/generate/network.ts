import { greatCircleMiles, loadAirports, type GenAirport } from './airports.js';
import { CARRIERS, aircraftFor, type GenAircraft, type GenCarrier } from './carriers.js';

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
  readonly segments: readonly Segment[];
  readonly pairs: readonly OdPair[];
  readonly cargoSegments: readonly Segment[];
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

function regionalFor(marketing: GenCarrier, spoke: GenAirport): GenCarrier | undefined {
  const partners = CARRIERS.filter((c) => c.kind === 'regional' && c.partners?.includes(marketing.code));
  if (partners.length === 0) return undefined;
  return partners[spoke.airportId % partners.length];
}

/** Builds the deterministic network: hub-and-spoke for network carriers, point-to-point for low-cost ones. */
export function buildWorld(): World {
  const airports = loadAirports();
  const airportsByCode = new Map(airports.map((a) => [a.iata, a]));
  const domestic = airports
    .filter((a) => a.domestic)
    .sort((a, b) => b.weight - a.weight || a.iata.localeCompare(b.iata));
  const segments = new Map<string, Segment>();

  const addBoth = (marketing: GenCarrier, a: GenAirport, b: GenAirport, operating?: GenCarrier) => {
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
      if (segments.has(key)) continue;
      segments.set(key, {
        key,
        from,
        to,
        miles,
        marketing,
        operating: op,
        aircraft: aircraftFor(op, miles, international),
        international,
      });
    }
  };

  for (const carrier of CARRIERS) {
    const hubs = carrier.hubs
      .map((h) => airportsByCode.get(h))
      .filter((h): h is GenAirport => h !== undefined);
    if (carrier.kind === 'network') {
      const spokes =
        carrier.code === 'HA'
          ? domestic.filter((a) => a.state === 'HI' || a.weight > 12).slice(0, 14)
          : domestic.slice(0, carrier.code === 'AS' ? 45 : 90);
      for (const hub of hubs) {
        for (const spoke of spokes) {
          const miles = greatCircleMiles(hub, spoke);
          const regional =
            miles < REGIONAL_LIMIT_MILES && spoke.weight < 20 ? regionalFor(carrier, spoke) : undefined;
          addBoth(carrier, hub, spoke, regional);
        }
        for (const other of hubs) if (other !== hub) addBoth(carrier, hub, other);
      }
      const partner = carrier.foreignPartner
        ? CARRIERS.find((c) => c.code === carrier.foreignPartner)
        : undefined;
      for (const hub of hubs.filter((h) => GATEWAYS.has(h.iata))) {
        for (const foreign of airports.filter((a) => !a.domestic)) {
          const byPartner =
            partner !== undefined && partner.hubs.includes(foreign.iata) && hub.airportId % 2 === 0;
          addBoth(carrier, hub, foreign, byPartner ? partner : undefined);
        }
      }
    } else if (carrier.kind === 'lcc') {
      const focus = hubs;
      const served = domestic
        .filter((a) => a.state !== 'HI' && a.state !== 'AK')
        .slice(0, carrier.code === 'WN' ? 70 : 40);
      for (const base of focus) for (const city of served) addBoth(carrier, base, city);
      if (carrier.code === 'WN') {
        for (let i = 0; i < 20; i += 1)
          for (let j = i + 1; j < 20; j += 1) addBoth(carrier, served[i]!, served[j]!);
      }
    }
  }
  const cargoSegments: Segment[] = [];
  for (const carrier of CARRIERS.filter((c) => c.kind === 'cargo')) {
    const hubs = carrier.hubs
      .map((h) => airportsByCode.get(h))
      .filter((h): h is GenAirport => h !== undefined);
    for (const hub of hubs) {
      for (const city of domestic.slice(0, 30)) {
        if (city === hub) continue;
        for (const [from, to] of [
          [hub, city],
          [city, hub],
        ] as const) {
          const miles = greatCircleMiles(from, to);
          cargoSegments.push({
            key: `${carrier.code}:${from.iata}-${to.iata}`,
            from,
            to,
            miles,
            marketing: carrier,
            operating: carrier,
            aircraft: aircraftFor(carrier, miles, false),
            international: false,
          });
        }
      }
    }
  }
  const segmentList = [...segments.values()].sort((a, b) => a.key.localeCompare(b.key));
  return {
    airports,
    airportsByCode,
    carriers: CARRIERS,
    segments: segmentList,
    pairs: calibrateDemand(airports, buildPairs(airports, segmentList)),
    cargoSegments,
  };
}

/** Miles over which most travellers drive rather than fly: short markets carry few air trips. */
const DRIVING_MILES = 350;

/** The share of a market's trips that fly: small for short markets (most drive), near 1 beyond 1,000 miles. */
function airShareOfTrips(miles: number): number {
  return 1 - Math.exp(-miles / DRIVING_MILES);
}

function buildPairs(airports: readonly GenAirport[], segments: readonly Segment[]): OdPair[] {
  const outgoing = new Map<string, Segment[]>();
  for (const segment of segments) {
    const key = `${segment.marketing.code}:${segment.from.iata}`;
    const list = outgoing.get(key) ?? [];
    list.push(segment);
    outgoing.set(key, list);
  }
  const direct = new Map(segments.map((s) => [`${s.marketing.code}:${s.from.iata}-${s.to.iata}`, s]));
  const marketingCarriers = CARRIERS.filter((c) => c.kind === 'network' || c.kind === 'lcc');
  const pairs: OdPair[] = [];
  for (const origin of airports) {
    for (const destination of airports) {
      if (origin === destination) continue;
      if (!origin.domestic && !destination.domestic) continue;
      const miles = greatCircleMiles(origin, destination);
      if (miles < 120) continue;
      const options: PathOption[] = [];
      for (const carrier of marketingCarriers) {
        const nonstop = direct.get(`${carrier.code}:${origin.iata}-${destination.iata}`);
        if (nonstop) {
          options.push({ carrier, segments: [nonstop], weight: 4 });
          continue;
        }
        let best: Segment[] | undefined;
        let bestMiles = Infinity;
        for (const first of outgoing.get(`${carrier.code}:${origin.iata}`) ?? []) {
          const second = direct.get(`${carrier.code}:${first.to.iata}-${destination.iata}`);
          if (second && first.miles + second.miles < bestMiles) {
            best = [first, second];
            bestMiles = first.miles + second.miles;
          }
        }
        if (best && bestMiles < miles * 1.6)
          options.push({ carrier, segments: best, weight: 1.5 * (miles / bestMiles) ** 4 });
      }
      if (options.length === 0) continue;
      const international = !origin.domestic || !destination.domestic;
      const demand =
        ((origin.weight * destination.weight) / Math.max(miles, 200) ** 0.75 / (international ? 4 : 1)) *
        airShareOfTrips(miles);
      pairs.push({ origin, destination, miles, demand, options, competitors: options.length });
    }
  }
  return pairs;
}

/** Each domestic airport's share of the boardings the pairs' demand gives (nonstop and connecting). */
function boardingShares(pairs: readonly OdPair[]): Map<string, number> {
  const boardings = new Map<string, number>();
  let total = 0;
  for (const pair of pairs) {
    const totalWeight = pair.options.reduce((sum, option) => sum + option.weight, 0);
    for (const option of pair.options) {
      for (const segment of option.segments) {
        if (!segment.from.domestic) continue;
        const trips = (pair.demand * option.weight) / totalWeight;
        boardings.set(segment.from.iata, (boardings.get(segment.from.iata) ?? 0) + trips);
        total += trips;
      }
    }
  }
  for (const [code, value] of boardings) boardings.set(code, value / total);
  return boardings;
}

/** Fixed-point steps of the calibration; each closes most of the remaining gap. */
const CALIBRATION_STEPS = 8;

/**
 * Scales each pair's demand so that every domestic airport's share of boardings approaches its weight's share
 * (its real share, see enplanements.ts): connecting passengers board again at the hubs, so gravity demand alone
 * makes hubs and low-cost bases too large and spokes too small. Deterministic (no randomness).
 */
function calibrateDemand(airports: readonly GenAirport[], pairs: readonly OdPair[]): OdPair[] {
  const domestic = airports.filter((a) => a.domestic);
  const totalWeight = domestic.reduce((sum, a) => sum + a.weight, 0);
  const target = new Map(domestic.map((a) => [a.iata, a.weight / totalWeight]));
  const factor = new Map(airports.map((a) => [a.iata, 1]));
  let calibrated: OdPair[] = [...pairs];
  for (let step = 0; step < CALIBRATION_STEPS; step += 1) {
    const shares = boardingShares(calibrated);
    for (const [code, share] of shares) {
      const wanted = target.get(code);
      if (wanted !== undefined && share > 0) factor.set(code, factor.get(code)! * Math.sqrt(wanted / share));
    }
    calibrated = pairs.map((pair) => ({
      ...pair,
      demand: pair.demand * factor.get(pair.origin.iata)! * factor.get(pair.destination.iata)!,
    }));
  }
  return calibrated;
}

/** Monthly demand multiplier: summer and holiday peaks, a February trough. */
export function seasonality(month: number): number {
  return [0.86, 0.82, 1.0, 0.98, 1.04, 1.12, 1.16, 1.12, 0.95, 1.0, 0.96, 1.02][month - 1] ?? 1;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
