import type { GenCarrier } from './carriers.js';
import { stableFraction } from './random.js';

/** Aircraft types (BTS AC_TYPEID codes and aircraft groups) with seats, by the stage lengths they fly. */
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

type AircraftRow = [
  typeId: number,
  group: number,
  ssdName: string,
  manufacturer: string,
  longName: string,
  shortName: string,
  beginDate: string,
  seats: number,
  maxRange: number,
  endDate?: string,
];

/**
 * The aircraft table. Seats 0 marks a freighter. Codes and groups of the types added for the long tail (issue
 * #15: small props, regional jets, widebodies) follow the BTS aircraft-type table; the first rows are the
 * generator's original ones.
 */
const AIRCRAFT_ROWS: readonly AircraftRow[] = [
  [482, 4, 'DHC8-400', 'De Havilland', 'De Havilland DHC8-400 Dash-8', 'DHC8-400', '01/01/2000', 76, 500],
  [631, 6, 'CRJ-700', 'Canadair', 'Canadair CRJ 700', 'CRJ-700', '01/01/2002', 70, 1200],
  [638, 6, 'CRJ-900', 'Canadair', 'Canadair CRJ 900', 'CRJ-900', '01/01/2004', 76, 1400],
  [673, 6, 'ERJ-175', 'Embraer', 'Embraer ERJ-175', 'ERJ-175', '01/01/2005', 76, 1600],
  [
    612,
    6,
    'B737-700/700LR/MAX7',
    'Boeing',
    'Boeing 737-700/700LR/Max 7',
    'B737-700',
    '01/01/1998',
    143,
    2500,
  ],
  [614, 6, 'B737-800', 'Boeing', 'Boeing 737-800', 'B737-800', '01/01/1998', 172, 3000],
  [698, 6, 'A319', 'Airbus Industrie', 'Airbus Industrie A319', 'A319', '01/01/1996', 128, 2400],
  [
    694,
    6,
    'A320-100/200',
    'Airbus Industrie',
    'Airbus Industrie A320-100/200',
    'A320-100/200',
    '01/01/1989',
    162,
    2900,
  ],
  [699, 6, 'A321', 'Airbus Industrie', 'Airbus Industrie A321', 'A321', '01/01/1997', 196, 3200],
  [838, 6, 'B737 MAX 8', 'Boeing', 'Boeing 737 MAX 8', 'B737 MAX 8', '05/01/2017', 172, 3300],
  [626, 6, 'B767-300/300ER', 'Boeing', 'Boeing 767-300/300ER', 'B767-300', '01/01/1988', 211, 6000],
  [
    627,
    6,
    'B777-200ER/200LR/233LR',
    'Boeing',
    'Boeing 777-200ER/200LR/233LR',
    'B777-200ER',
    '01/01/1997',
    276,
    8000,
  ],
  [889, 6, 'B787-9 Dreamliner', 'Boeing', 'Boeing 787-9 Dreamliner', 'B787-9', '01/01/2014', 290, 8000],
  [625, 6, 'B757-200', 'Boeing', 'Boeing 757-200', 'B757-200', '01/01/1983', 180, 3900],
  [
    608,
    6,
    'B727-200/231A',
    'Boeing',
    'Boeing 727-200/231A',
    'B727-200',
    '01/01/1970',
    150,
    2000,
    '12/31/2012',
  ],
  [740, 6, 'B767-300F', 'Boeing', 'Boeing 767-300F (freighter)', 'B767-300F', '01/01/1995', 0, 4000],
  [741, 6, 'B777-F', 'Boeing', 'Boeing 777-F (freighter)', 'B777-F', '01/01/2009', 0, 8000],
  // the long tail: commuter props
  [416, 4, 'C208', 'Cessna', 'Cessna 208 Caravan', 'C208', '01/01/1985', 9, 600],
  [415, 4, 'C208B', 'Cessna', 'Cessna C208B/Grand Caravan', 'C208B', '01/01/1990', 9, 700],
  [479, 4, 'PC-12', 'Pilatus', 'Pilatus PC-12', 'PC-12', '01/01/1994', 8, 900],
  [
    131,
    1,
    'BN-2A',
    'Pilatus Britten-Norman',
    'Pilatus Britten-Norman BN2/A Islander',
    'BN-2A',
    '01/01/1967',
    9,
    300,
  ],
  [194, 1, 'PA-31', 'Piper', 'Piper PA-31 (Navajo)/T-1020', 'PA-31', '01/01/1967', 8, 500],
  [405, 4, 'BE-1900', 'Beech', 'Beech 1900 A/B/C/D', 'BE-1900', '01/01/1984', 19, 700],
  [406, 4, 'BE-200', 'Beech', 'Beech 200 Super Kingair', 'BE-200', '01/01/1974', 9, 900],
  [485, 4, 'DHC-6', 'De Havilland', 'De Havilland Twin Otter DHC-6', 'DHC-6', '01/01/1966', 19, 500],
  [456, 4, 'SF-340B', 'Saab-Fairchild', 'Saab-Fairchild 340/B', 'SF-340B', '01/01/1989', 34, 800],
  [461, 4, 'EMB-120', 'Embraer', 'Embraer EMB-120 Brasilia', 'EMB-120', '01/01/1985', 30, 800],
  [
    441,
    4,
    'ATR-42',
    'Aerospatiale/Aeritalia',
    'Aerospatiale/Aeritalia ATR-42',
    'ATR-42',
    '01/01/1985',
    48,
    800,
  ],
  [
    442,
    4,
    'ATR-72',
    'Aerospatiale/Aeritalia',
    'Aerospatiale/Aeritalia ATR-72',
    'ATR-72',
    '01/01/1989',
    70,
    900,
  ],
  [483, 4, 'DHC8-100', 'De Havilland', 'De Havilland DHC8-100 Dash-8', 'DHC8-100', '01/01/1984', 37, 700],
  [484, 4, 'DHC8-300', 'De Havilland', 'De Havilland DHC8-300 Dash 8', 'DHC8-300', '01/01/1989', 50, 800],
  // regional jets
  [675, 6, 'ERJ-145', 'Embraer', 'Embraer-145', 'ERJ-145', '01/01/1996', 50, 1200],
  [674, 6, 'ERJ-135', 'Embraer', 'Embraer-135', 'ERJ-135', '01/01/1999', 37, 1100],
  [530, 6, 'CRJ550', 'Bombardier', 'Bombardier CRJ550', 'CRJ550', '01/01/2019', 50, 1200],
  [657, 6, 'CRJ-705', 'Bombardier', 'Bombardier CRJ 705', 'CRJ-705', '01/01/2005', 75, 1400],
  [677, 6, 'EMB-170', 'Embraer', 'Embraer-Emb-170', 'EMB-170', '01/01/2004', 70, 1600],
  [678, 6, 'EMB-190', 'Embraer', 'Embraer 190', 'EMB-190', '01/01/2005', 100, 2000],
  [723, 6, 'A220-100', 'Airbus', 'A200-100 BD-500-1A10', 'A220-100', '01/01/2016', 109, 2800],
  [724, 6, 'A220-300', 'Airbus', 'A220-300 BD-500-1A11', 'A220-300', '01/01/2016', 130, 3200],
  [
    867,
    8,
    'BAE-146-200',
    'British Aerospace',
    'British Aerospace BAe-146-200',
    'BAE-146-200',
    '01/01/1983',
    0,
    1500,
  ],
  // narrowbodies
  [634, 6, 'B737-900', 'Boeing', 'Boeing 737-900', 'B737-900', '01/01/2001', 179, 2800],
  [888, 6, 'B737-900ER', 'Boeing', 'Boeing 737-900ER', 'B737-900ER', '01/01/2007', 179, 3000],
  [839, 6, 'B737 MAX 9', 'Boeing', 'Boeing B737 Max 900', 'B737 MAX 9', '01/01/2018', 179, 3300],
  [719, 6, 'A319-200N', 'Airbus Industrie', 'Airbus Industrie A319-200n', 'A319NEO', '01/01/2019', 128, 3700],
  [722, 6, 'A320-200N', 'Airbus Industrie', 'Airbus Industrie A320-200n', 'A320NEO', '01/01/2016', 180, 3400],
  [721, 6, 'A321-200N', 'Airbus Industrie', 'Airbus Industrie A321-200n', 'A321NEO', '01/01/2017', 196, 4000],
  [623, 6, 'B757-300', 'Boeing', 'Boeing 757-300', 'B757-300', '01/01/1999', 234, 3400],
  // widebodies
  [624, 6, 'B767-400/ER', 'Boeing', 'Boeing 767-400/ER', 'B767-400', '01/01/2000', 238, 5600],
  [637, 6, 'B777-300/300ER', 'Boeing', 'Boeing 777-300/300ER/333ER', 'B777-300ER', '01/01/2004', 350, 8500],
  [887, 6, 'B787-8 Dreamliner', 'Boeing', 'B787-800 Dreamliner', 'B787-8', '01/01/2011', 242, 7300],
  [837, 6, 'B787-10 Dreamliner', 'Boeing', 'Boeing 787-10 Dreamliner', 'B787-10', '01/01/2018', 318, 6300],
  [696, 6, 'A330-200', 'Airbus Industrie', 'Airbus Industrie A330-200', 'A330-200', '01/01/1998', 247, 7200],
  [
    687,
    6,
    'A330-300',
    'Airbus Industrie',
    'Airbus Industrie A330-300/333',
    'A330-300',
    '01/01/1994',
    290,
    6300,
  ],
  [339, 6, 'A330-900', 'Airbus Industrie', 'Airbus Industrie A330-900', 'A330-900', '01/01/2018', 287, 7200],
  [359, 6, 'A350-900', 'Airbus Industrie', 'Airbus Industrie A350-900', 'A350-900', '01/01/2015', 306, 8700],
  [
    335,
    6,
    'A350-1000',
    'Airbus Industrie',
    'Airbus Industrie A350-1000',
    'A350-1000',
    '01/01/2018',
    350,
    9000,
  ],
  [882, 8, 'A380-800', 'Airbus Industrie', 'Airbus Industrie A380-800', 'A380-800', '01/01/2007', 500, 9000],
  [821, 8, 'B747-8', 'Boeing', 'Boeing B747-8', 'B747-8', '01/01/2011', 364, 8000],
  [820, 8, 'B747-400F', 'Boeing', 'Boeing 747-400F', 'B747-400F', '01/01/1993', 0, 5000],
  [
    691,
    6,
    'A300-600F',
    'Airbus Industrie',
    'Airbus Industrie A300-600/R/CF/RCF',
    'A300-600',
    '01/01/1984',
    0,
    4000,
  ],
];

export const AIRCRAFT: readonly GenAircraft[] = AIRCRAFT_ROWS.map(
  ([typeId, group, ssdName, manufacturer, longName, shortName, beginDate, seats, maxRange, endDate]) => ({
    typeId,
    group,
    ssdName,
    manufacturer,
    longName,
    shortName,
    beginDate,
    endDate: endDate ?? null,
    seats,
    maxRange,
    freighter: seats === 0,
  }),
);

const AIRCRAFT_BY_ID = new Map(AIRCRAFT.map((a) => [a.typeId, a]));

function byId(typeId: number): GenAircraft {
  const aircraft = AIRCRAFT_BY_ID.get(typeId);
  if (!aircraft) throw new Error(`no aircraft type ${typeId}`);
  return aircraft;
}

/** A fleet's types sized for a stage: those that reach it with at most twice the shortest reaching range. */
const SUITABLE_RANGE_FACTOR = 2;

/** Of a fleet, a type suited to `miles` (or the longest-ranged one), picked stably by `key`. */
function fromFleet(fleet: readonly number[], miles: number, key: string): GenAircraft {
  const types = fleet.map(byId).sort((a, b) => a.maxRange - b.maxRange || a.typeId - b.typeId);
  const reaching = types.filter((a) => a.maxRange >= miles);
  if (reaching.length === 0) return types.at(-1)!;
  const limit = reaching[0]!.maxRange * SUITABLE_RANGE_FACTOR;
  const candidates = reaching.filter((a) => a.maxRange <= limit);
  return candidates[Math.floor(stableFraction(key) * candidates.length)]!;
}

/** Aircraft of a carrier flying a segment `key` of `miles`: the carrier's fleet, or the original rules. */
export function aircraftFor(
  carrier: GenCarrier,
  miles: number,
  international: boolean,
  key: string,
): GenAircraft {
  if (carrier.fleet) return fromFleet(carrier.fleet, miles, key);
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
