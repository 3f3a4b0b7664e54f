/** The carriers of the synthetic world: real codes, names, DOT airline ids and hubs. */
export type CarrierKind = 'network' | 'lcc' | 'regional' | 'cargo' | 'foreign';

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
}

export const CARRIERS: readonly GenCarrier[] = [
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

/** Aircraft types (BTS-style AC_TYPEID codes and groups) with seats, by the stage lengths they fly. */
export interface GenAircraft {
  readonly typeId: number;
  readonly group: number;
  readonly ssdName: string;
  readonly manufacturer: string;
  readonly longName: string;
  readonly shortName: string;
  readonly beginDate: string;
  readonly endDate: string | null;
  readonly seats: number;
  readonly maxRange: number;
  readonly freighter: boolean;
}

export const AIRCRAFT: readonly GenAircraft[] = [
  {
    typeId: 482,
    group: 4,
    ssdName: 'DHC8-400',
    manufacturer: 'De Havilland',
    longName: 'De Havilland DHC8-400 Dash-8',
    shortName: 'DHC8-400',
    beginDate: '01/01/2000',
    endDate: null,
    seats: 76,
    maxRange: 500,
    freighter: false,
  },
  {
    typeId: 631,
    group: 6,
    ssdName: 'CRJ-700',
    manufacturer: 'Canadair',
    longName: 'Canadair CRJ 700',
    shortName: 'CRJ-700',
    beginDate: '01/01/2002',
    endDate: null,
    seats: 70,
    maxRange: 1200,
    freighter: false,
  },
  {
    typeId: 638,
    group: 6,
    ssdName: 'CRJ-900',
    manufacturer: 'Canadair',
    longName: 'Canadair CRJ 900',
    shortName: 'CRJ-900',
    beginDate: '01/01/2004',
    endDate: null,
    seats: 76,
    maxRange: 1400,
    freighter: false,
  },
  {
    typeId: 673,
    group: 6,
    ssdName: 'ERJ-175',
    manufacturer: 'Embraer',
    longName: 'Embraer ERJ-175',
    shortName: 'ERJ-175',
    beginDate: '01/01/2005',
    endDate: null,
    seats: 76,
    maxRange: 1600,
    freighter: false,
  },
  {
    typeId: 612,
    group: 6,
    ssdName: 'B737-700/700LR/MAX7',
    manufacturer: 'Boeing',
    longName: 'Boeing 737-700/700LR/Max 7',
    shortName: 'B737-700',
    beginDate: '01/01/1998',
    endDate: null,
    seats: 143,
    maxRange: 2500,
    freighter: false,
  },
  {
    typeId: 614,
    group: 6,
    ssdName: 'B737-800',
    manufacturer: 'Boeing',
    longName: 'Boeing 737-800',
    shortName: 'B737-800',
    beginDate: '01/01/1998',
    endDate: null,
    seats: 172,
    maxRange: 3000,
    freighter: false,
  },
  {
    typeId: 698,
    group: 6,
    ssdName: 'A319',
    manufacturer: 'Airbus Industrie',
    longName: 'Airbus Industrie A319',
    shortName: 'A319',
    beginDate: '01/01/1996',
    endDate: null,
    seats: 128,
    maxRange: 2400,
    freighter: false,
  },
  {
    typeId: 694,
    group: 6,
    ssdName: 'A320-100/200',
    manufacturer: 'Airbus Industrie',
    longName: 'Airbus Industrie A320-100/200',
    shortName: 'A320-100/200',
    beginDate: '01/01/1989',
    endDate: null,
    seats: 162,
    maxRange: 2900,
    freighter: false,
  },
  {
    typeId: 699,
    group: 6,
    ssdName: 'A321',
    manufacturer: 'Airbus Industrie',
    longName: 'Airbus Industrie A321',
    shortName: 'A321',
    beginDate: '01/01/1997',
    endDate: null,
    seats: 196,
    maxRange: 3200,
    freighter: false,
  },
  {
    typeId: 838,
    group: 6,
    ssdName: 'B737 MAX 8',
    manufacturer: 'Boeing',
    longName: 'Boeing 737 MAX 8',
    shortName: 'B737 MAX 8',
    beginDate: '05/01/2017',
    endDate: null,
    seats: 172,
    maxRange: 3300,
    freighter: false,
  },
  {
    typeId: 626,
    group: 6,
    ssdName: 'B767-300/300ER',
    manufacturer: 'Boeing',
    longName: 'Boeing 767-300/300ER',
    shortName: 'B767-300',
    beginDate: '01/01/1988',
    endDate: null,
    seats: 211,
    maxRange: 6000,
    freighter: false,
  },
  {
    typeId: 627,
    group: 6,
    ssdName: 'B777-200ER/200LR/233LR',
    manufacturer: 'Boeing',
    longName: 'Boeing 777-200ER/200LR/233LR',
    shortName: 'B777-200ER',
    beginDate: '01/01/1997',
    endDate: null,
    seats: 276,
    maxRange: 8000,
    freighter: false,
  },
  {
    typeId: 889,
    group: 6,
    ssdName: 'B787-9 Dreamliner',
    manufacturer: 'Boeing',
    longName: 'Boeing 787-9 Dreamliner',
    shortName: 'B787-9',
    beginDate: '01/01/2014',
    endDate: null,
    seats: 290,
    maxRange: 8000,
    freighter: false,
  },
  {
    typeId: 625,
    group: 6,
    ssdName: 'B757-200',
    manufacturer: 'Boeing',
    longName: 'Boeing 757-200',
    shortName: 'B757-200',
    beginDate: '01/01/1983',
    endDate: null,
    seats: 180,
    maxRange: 3900,
    freighter: false,
  },
  {
    typeId: 608,
    group: 6,
    ssdName: 'B727-200/231A',
    manufacturer: 'Boeing',
    longName: 'Boeing 727-200/231A',
    shortName: 'B727-200',
    beginDate: '01/01/1970',
    endDate: '12/31/2012',
    seats: 150,
    maxRange: 2000,
    freighter: false,
  },
  {
    typeId: 740,
    group: 6,
    ssdName: 'B767-300F',
    manufacturer: 'Boeing',
    longName: 'Boeing 767-300F (freighter)',
    shortName: 'B767-300F',
    beginDate: '01/01/1995',
    endDate: null,
    seats: 0,
    maxRange: 4000,
    freighter: true,
  },
  {
    typeId: 741,
    group: 6,
    ssdName: 'B777-F',
    manufacturer: 'Boeing',
    longName: 'Boeing 777-F (freighter)',
    shortName: 'B777-F',
    beginDate: '01/01/2009',
    endDate: null,
    seats: 0,
    maxRange: 8000,
    freighter: true,
  },
];

/** The passenger aircraft a carrier flies on a stage of `miles`. */
export function aircraftFor(carrier: GenCarrier, miles: number, international: boolean): GenAircraft {
  const byId = (id: number) => AIRCRAFT.find((a) => a.typeId === id)!;
  if (carrier.kind === 'cargo') return byId(miles > 3500 ? 741 : 740);
  if (carrier.kind === 'regional') return byId(miles < 350 ? 482 : carrier.code === 'OO' ? 638 : 673);
  if (international || miles > 3300) return byId(miles > 5000 ? 889 : carrier.code === 'DL' ? 626 : 627);
  switch (carrier.code) {
    case 'WN':
      return byId(miles > 1200 ? 838 : 612);
    case 'B6':
    case 'NK':
    case 'F9':
    case 'G4':
      return byId(miles > 1500 ? 699 : 694);
    case 'UA':
      return byId(miles > 2000 ? 625 : miles > 900 ? 614 : 698);
    case 'DL':
      return byId(miles > 1800 ? 699 : miles > 800 ? 694 : 698);
    default:
      return byId(miles > 1800 ? 699 : 614);
  }
}
