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

/** The large carriers the generator started with; their DOT airline ids are the real ones. */
const LARGE_CARRIERS: readonly GenCarrier[] = [
  {
    code: 'AA',
    name: 'American Airlines Inc.',
    airlineId: 19805,
    kind: 'network',
    hubs: ['DFW', 'CLT', 'ORD', 'PHL', 'MIA', 'PHX', 'DCA', 'LAX', 'JFK'],
    fareLevel: 1.05,
    foreignPartner: 'BA',
    group: [3, 3],
  },
  {
    code: 'DL',
    name: 'Delta Air Lines Inc.',
    airlineId: 19790,
    kind: 'network',
    hubs: ['ATL', 'DTW', 'MSP', 'SLC', 'JFK', 'LAX', 'SEA', 'BOS'],
    fareLevel: 1.1,
    foreignPartner: 'AF',
    group: [3, 3],
  },
  {
    code: 'UA',
    name: 'United Air Lines Inc.',
    airlineId: 19977,
    kind: 'network',
    hubs: ['ORD', 'DEN', 'IAH', 'EWR', 'SFO', 'IAD', 'LAX'],
    fareLevel: 1.08,
    foreignPartner: 'LH',
    group: [3, 3],
  },
  {
    code: 'WN',
    name: 'Southwest Airlines Co.',
    airlineId: 19393,
    kind: 'lcc',
    hubs: ['MDW', 'DAL', 'BWI', 'LAS', 'DEN', 'PHX', 'HOU', 'OAK', 'MCO', 'BNA'],
    fareLevel: 0.85,
    group: [3, 3],
  },
  {
    code: 'B6',
    name: 'JetBlue Airways',
    airlineId: 20409,
    kind: 'lcc',
    hubs: ['JFK', 'BOS', 'FLL'],
    fareLevel: 0.9,
    group: [3, 3],
  },
  {
    code: 'AS',
    name: 'Alaska Airlines Inc.',
    airlineId: 19930,
    kind: 'network',
    hubs: ['SEA', 'PDX', 'ANC', 'SFO'],
    fareLevel: 0.95,
    group: [3, 3],
  },
  {
    code: 'NK',
    name: 'Spirit Air Lines',
    airlineId: 20416,
    kind: 'lcc',
    hubs: ['FLL', 'LAS', 'DTW'],
    fareLevel: 0.65,
    group: [3, 3],
  },
  {
    code: 'F9',
    name: 'Frontier Airlines Inc.',
    airlineId: 20436,
    kind: 'lcc',
    hubs: ['DEN', 'MCO', 'LAS'],
    fareLevel: 0.68,
    group: [3, 3],
  },
  {
    code: 'G4',
    name: 'Allegiant Air',
    airlineId: 20368,
    kind: 'lcc',
    hubs: ['LAS', 'SFB', 'PIE', 'AZA'],
    fareLevel: 0.7,
    group: [2, 2],
  },
  {
    code: 'HA',
    name: 'Hawaiian Airlines Inc.',
    airlineId: 19690,
    kind: 'network',
    hubs: ['HNL'],
    fareLevel: 1.0,
    group: [3, 3],
  },
  {
    code: 'OO',
    name: 'SkyWest Airlines Inc.',
    airlineId: 20304,
    kind: 'regional',
    hubs: [],
    partners: ['UA', 'DL', 'AA', 'AS'],
    fareLevel: 1,
    group: [3, 3],
  },
  {
    code: 'YX',
    name: 'Republic Airline',
    airlineId: 20452,
    kind: 'regional',
    hubs: [],
    partners: ['AA', 'DL', 'UA'],
    fareLevel: 1,
    group: [2, 2],
  },
  {
    code: '9E',
    name: 'Endeavor Air Inc.',
    airlineId: 20363,
    kind: 'regional',
    hubs: [],
    partners: ['DL'],
    fareLevel: 1,
    group: [2, 2],
  },
  {
    code: 'MQ',
    name: 'Envoy Air',
    airlineId: 20398,
    kind: 'regional',
    hubs: [],
    partners: ['AA'],
    fareLevel: 1,
    group: [2, 2],
  },
  {
    code: 'OH',
    name: 'PSA Airlines Inc.',
    airlineId: 20397,
    kind: 'regional',
    hubs: [],
    partners: ['AA'],
    fareLevel: 1,
    group: [2, 2],
  },
  {
    code: 'FX',
    name: 'Federal Express Corporation',
    airlineId: 19386,
    kind: 'cargo',
    hubs: ['MEM', 'IND', 'OAK'],
    fareLevel: 1,
    group: [3, 7],
  },
  {
    code: '5X',
    name: 'United Parcel Service',
    airlineId: 20355,
    kind: 'cargo',
    hubs: ['SDF', 'ONT', 'PHL'],
    fareLevel: 1,
    group: [3, 7],
  },
  {
    code: 'BA',
    name: 'British Airways Plc',
    airlineId: 19540,
    kind: 'foreign',
    hubs: ['LHR'],
    fareLevel: 1.15,
    group: [0, 0],
  },
  {
    code: 'AF',
    name: 'Air France',
    airlineId: 19531,
    kind: 'foreign',
    hubs: ['CDG'],
    fareLevel: 1.12,
    group: [0, 0],
  },
  {
    code: 'LH',
    name: 'Lufthansa German Airlines',
    airlineId: 19617,
    kind: 'foreign',
    hubs: ['FRA'],
    fareLevel: 1.12,
    group: [0, 0],
  },
];

/** Every carrier of the world: the large ones, then the long tail of US and foreign carriers (issue #15). */
export const CARRIERS: readonly GenCarrier[] = [...LARGE_CARRIERS, ...SMALL_US_CARRIERS, ...FOREIGN_CARRIERS];

/** T-100 operation regions (REGION) of the generated flights: Domestic, Atlantic, Pacific, Latin America. */
export const OPERATION_REGIONS = ['D', 'A', 'P', 'L'] as const;
export type OperationRegion = (typeof OPERATION_REGIONS)[number];

/**
 * A carrier's unique carrier entity in one operation region (T-100 UNIQUE_CARRIER_ENTITY), one per carrier and
 * region as in BTS's Carrier Decode table, which names it; the T-100 rows and that table both take it from here.
 */
export function carrierEntity(carrier: GenCarrier, region: OperationRegion): string {
  return `${carrier.airlineId % 100000}${region}`.slice(-6);
}

/** The regions a carrier flies in: foreign carriers only on international segments. */
export function regionsOf(carrier: GenCarrier): readonly OperationRegion[] {
  return carrier.kind === 'foreign'
    ? OPERATION_REGIONS.filter((region) => region !== 'D')
    : OPERATION_REGIONS;
}
