import { BTS_AIRLINE_IDS } from './bts-codes.js';
import { FOREIGN_CARRIERS } from './foreign-carriers.js';
import { SMALL_US_CARRIERS } from './small-carriers.js';

/** The carriers of the synthetic world: real codes, names, DOT airline ids and hubs. */
export type CarrierKind = 'network' | 'lcc' | 'regional' | 'commuter' | 'cargo' | 'foreign';

export interface GenCarrier {
  readonly code: string;
  readonly name: string;
  readonly airlineId: number;
  readonly kind: CarrierKind;
  readonly hubs: readonly string[];
  /** Fare level relative to the market average. */
  readonly fareLevel: number;
  /** Regional carriers: the network carriers they fly for. */
  readonly partners?: readonly string[];
  /** Foreign partner of a network carrier on its international legs. */
  readonly foreignPartner?: string;
  /** Carrier group (legacy, new) as in T-100. */
  readonly group: readonly [number, number];
  /** Aircraft types (AC_TYPEID) the carrier flies, sized by stage (see aircraft.ts); absent: the original rules. */
  readonly fleet?: readonly number[];
  /** Commuter carriers: the states whose airports they serve from their hubs. */
  readonly region?: readonly string[];
  /** Foreign carriers: how many US airports they fly to from their hubs. */
  readonly usPoints?: number;
}

/** A carrier as declared, before its DOT airline id is looked up in BTS's table. */
export type CarrierWithoutId = Omit<GenCarrier, 'airlineId'>;

/** The large carriers the generator started with. */
const LARGE_CARRIERS: readonly CarrierWithoutId[] = [
  {
    code: 'AA',
    name: 'American Airlines Inc.',
    kind: 'network',
    hubs: ['DFW', 'CLT', 'ORD', 'PHL', 'MIA', 'PHX', 'DCA', 'LAX', 'JFK'],
    fareLevel: 1.05,
    foreignPartner: 'BA',
    group: [3, 3],
  },
  {
    code: 'DL',
    name: 'Delta Air Lines Inc.',
    kind: 'network',
    hubs: ['ATL', 'DTW', 'MSP', 'SLC', 'JFK', 'LAX', 'SEA', 'BOS'],
    fareLevel: 1.1,
    foreignPartner: 'AF',
    group: [3, 3],
  },
  {
    code: 'UA',
    name: 'United Air Lines Inc.',
    kind: 'network',
    hubs: ['ORD', 'DEN', 'IAH', 'EWR', 'SFO', 'IAD', 'LAX'],
    fareLevel: 1.08,
    foreignPartner: 'LH',
    group: [3, 3],
  },
  {
    code: 'WN',
    name: 'Southwest Airlines Co.',
    kind: 'lcc',
    hubs: ['MDW', 'DAL', 'BWI', 'LAS', 'DEN', 'PHX', 'HOU', 'OAK', 'MCO', 'BNA'],
    fareLevel: 0.85,
    group: [3, 3],
  },
  {
    code: 'B6',
    name: 'JetBlue Airways',
    kind: 'lcc',
    hubs: ['JFK', 'BOS', 'FLL'],
    fareLevel: 0.9,
    group: [3, 3],
  },
  {
    code: 'AS',
    name: 'Alaska Airlines Inc.',
    kind: 'network',
    hubs: ['SEA', 'PDX', 'ANC', 'SFO'],
    fareLevel: 0.95,
    group: [3, 3],
  },
  {
    code: 'NK',
    name: 'Spirit Air Lines',
    kind: 'lcc',
    hubs: ['FLL', 'LAS', 'DTW'],
    fareLevel: 0.65,
    group: [3, 3],
  },
  {
    code: 'F9',
    name: 'Frontier Airlines Inc.',
    kind: 'lcc',
    hubs: ['DEN', 'MCO', 'LAS'],
    fareLevel: 0.68,
    group: [3, 3],
  },
  {
    code: 'G4',
    name: 'Allegiant Air',
    kind: 'lcc',
    hubs: ['LAS', 'SFB', 'PIE', 'AZA'],
    fareLevel: 0.7,
    group: [2, 2],
  },
  {
    code: 'HA',
    name: 'Hawaiian Airlines Inc.',
    kind: 'network',
    hubs: ['HNL'],
    fareLevel: 1.0,
    group: [3, 3],
  },
  {
    code: 'OO',
    name: 'SkyWest Airlines Inc.',
    kind: 'regional',
    hubs: [],
    partners: ['UA', 'DL', 'AA', 'AS'],
    fareLevel: 1,
    group: [3, 3],
  },
  {
    code: 'YX',
    name: 'Republic Airline',
    kind: 'regional',
    hubs: [],
    partners: ['AA', 'DL', 'UA'],
    fareLevel: 1,
    group: [2, 2],
  },
  {
    code: '9E',
    name: 'Endeavor Air Inc.',
    kind: 'regional',
    hubs: [],
    partners: ['DL'],
    fareLevel: 1,
    group: [2, 2],
  },
  {
    code: 'MQ',
    name: 'Envoy Air',
    kind: 'regional',
    hubs: [],
    partners: ['AA'],
    fareLevel: 1,
    group: [2, 2],
  },
  {
    code: 'OH',
    name: 'PSA Airlines Inc.',
    kind: 'regional',
    hubs: [],
    partners: ['AA'],
    fareLevel: 1,
    group: [2, 2],
  },
  {
    code: 'FX',
    name: 'Federal Express Corporation',
    kind: 'cargo',
    hubs: ['MEM', 'IND', 'OAK'],
    fareLevel: 1,
    group: [3, 7],
  },
  {
    code: '5X',
    name: 'United Parcel Service',
    kind: 'cargo',
    hubs: ['SDF', 'ONT', 'PHL'],
    fareLevel: 1,
    group: [3, 7],
  },
  {
    code: 'BA',
    name: 'British Airways Plc',
    kind: 'foreign',
    hubs: ['LHR'],
    fareLevel: 1.15,
    group: [0, 0],
  },
  {
    code: 'AF',
    name: 'Air France',
    kind: 'foreign',
    hubs: ['CDG'],
    fareLevel: 1.12,
    group: [0, 0],
  },
  {
    code: 'LH',
    name: 'Lufthansa German Airlines',
    kind: 'foreign',
    hubs: ['FRA'],
    fareLevel: 1.12,
    group: [0, 0],
  },
];

/**
 * Every carrier of the world: the large ones, then the long tail of US and foreign carriers (issue #15), each
 * with BTS's DOT airline id for its code (`bts-codes.ts`, from L_AIRLINE_ID); a code BTS does not list is left
 * out, so every id in generated files is BTS's.
 */
export const CARRIERS: readonly GenCarrier[] = [
  ...LARGE_CARRIERS,
  ...SMALL_US_CARRIERS,
  ...FOREIGN_CARRIERS,
].flatMap((carrier) => {
  const airlineId = BTS_AIRLINE_IDS[carrier.code];
  return airlineId === undefined ? [] : [{ ...carrier, airlineId }];
});

/**
 * T-100 operation regions (REGION) as BTS writes them (the real January 2024 international segment file): a US
 * carrier's domestic and Canada flights D, Europe, Africa and the Middle East A, Asia and Oceania P, Latin
 * America and the Caribbean L; every foreign carrier's flight I.
 */
export const OPERATION_REGIONS = ['D', 'A', 'P', 'L', 'I'] as const;
export type OperationRegion = (typeof OPERATION_REGIONS)[number];

/**
 * A carrier's unique carrier entity in one operation region (T-100 UNIQUE_CARRIER_ENTITY), one per carrier and
 * region as in BTS's Carrier Decode table, which names it; the T-100 rows and that table both take it from here.
 */
export function carrierEntity(carrier: GenCarrier, region: OperationRegion): string {
  return `${carrier.airlineId % 100000}${region}`.slice(-6);
}

/** The regions a carrier flies in: a foreign carrier in I only, a US carrier in the others. */
export function regionsOf(carrier: GenCarrier): readonly OperationRegion[] {
  return carrier.kind === 'foreign' ? ['I'] : OPERATION_REGIONS.filter((region) => region !== 'I');
}
