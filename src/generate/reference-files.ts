import { join } from 'node:path';
import type { GenAirport } from './airports.js';
import { AIRCRAFT } from './aircraft.js';
import { CARRIERS, carrierEntity, regionsOf } from './carriers.js';
import { i0, q, readmeHtml } from './csv.js';
import { writeZippedCsv } from './zip-writer.js';

export const MASTER_CORD_HEADER = [
  'AIRPORT_SEQ_ID',
  'AIRPORT_ID',
  'AIRPORT',
  'DISPLAY_AIRPORT_NAME',
  'DISPLAY_AIRPORT_CITY_NAME_FULL',
  'AIRPORT_WAC_SEQ_ID2',
  'AIRPORT_WAC',
  'AIRPORT_COUNTRY_NAME',
  'AIRPORT_COUNTRY_CODE_ISO',
  'AIRPORT_STATE_NAME',
  'AIRPORT_STATE_CODE',
  'AIRPORT_STATE_FIPS',
  'CITY_MARKET_SEQ_ID',
  'CITY_MARKET_ID',
  'DISPLAY_CITY_MARKET_NAME_FULL',
  'CITY_MARKET_WAC_SEQ_ID2',
  'CITY_MARKET_WAC',
  'LAT_DEGREES',
  'LAT_HEMISPHERE',
  'LAT_MINUTES',
  'LAT_SECONDS',
  'LATITUDE',
  'LON_DEGREES',
  'LON_HEMISPHERE',
  'LON_MINUTES',
  'LON_SECONDS',
  'LONGITUDE',
  'UTC_LOCAL_TIME_VARIATION',
  'AIRPORT_START_DATE',
  'AIRPORT_THRU_DATE',
  'AIRPORT_IS_CLOSED',
  'AIRPORT_IS_LATEST',
] as const;

export const CARRIER_DECODE_HEADER = [
  'AIRLINE_ID',
  'CARRIER',
  'CARRIER_ENTITY',
  'CARRIER_NAME',
  'UNIQUE_CARRIER',
  'UNIQUE_CARRIER_ENTITY',
  'UNIQUE_CARRIER_NAME',
  'WAC',
  'CARRIER_GROUP',
  'CARRIER_GROUP_NEW',
  'REGION',
  'START_DATE_SOURCE',
  'THRU_DATE_SOURCE',
] as const;

export const AIRCRAFT_TYPES_HEADER = [
  'AC_TYPEID',
  'AC_GROUP',
  'SSD_NAME',
  'MANUFACTURER',
  'LONG_NAME',
  'SHORT_NAME',
  'BEGIN_DATE',
  'END_DATE',
] as const;

function dms(value: number): [number, number, number] {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60) % 60;
  return [degrees, minutes, seconds];
}

/** One row per airport attribute version: a closed historical row, then the latest one. */
function masterCordRows(airports: readonly GenAirport[]): string[] {
  return airports.flatMap((a) => {
    const [latD, latM, latS] = dms(a.latitude);
    const [lonD, lonM, lonS] = dms(a.longitude);
    const row = (seqId: number, start: string, thru: string, latest: boolean) =>
      [
        i0(seqId),
        i0(a.airportId),
        q(a.iata),
        q(a.name),
        q(a.cityName),
        i0(a.wac * 10 + 1),
        i0(a.wac),
        q(a.countryName),
        q(a.country),
        q(a.stateName),
        q(a.state),
        q(a.stateFips),
        i0(a.cityMarketId * 100 + 1),
        i0(a.cityMarketId),
        q(a.cityMarketName),
        i0(a.wac * 10 + 1),
        i0(a.wac),
        i0(latD),
        q(a.latitude < 0 ? 'S' : 'N'),
        i0(latM),
        i0(latS),
        a.latitude.toFixed(8),
        i0(lonD),
        q(a.longitude < 0 ? 'W' : 'E'),
        i0(lonM),
        i0(lonS),
        a.longitude.toFixed(8),
        q(a.utcOffset),
        q(start),
        q(thru),
        i0(0),
        i0(latest ? 1 : 0),
      ].join(',');
    return [
      row(a.seqId - 1, '01/01/1990 12:00:00 AM', '12/31/2014 12:00:00 AM', false),
      row(a.seqId, '01/01/2015 12:00:00 AM', '', true),
    ];
  });
}

/** One row per carrier entity (a carrier in one operation region), as BTS's Carrier Decode lists them. */
function carrierDecodeRows(): string[] {
  return CARRIERS.flatMap((c) =>
    regionsOf(c).map((region) =>
      [
        i0(c.airlineId),
        q(c.code),
        q(carrierEntity(c, region)),
        q(c.name),
        q(c.code),
        q(carrierEntity(c, region)),
        q(c.name),
        i0(c.kind === 'foreign' ? 493 : 1),
        i0(c.group[0]),
        i0(c.group[1]),
        q(region),
        q('01/01/1990'),
        q(''),
      ].join(','),
    ),
  );
}

function aircraftRows(): string[] {
  return AIRCRAFT.map((a) =>
    [
      i0(a.typeId),
      i0(a.group),
      q(a.ssdName),
      q(a.manufacturer),
      q(a.longName),
      q(a.shortName),
      q(a.beginDate),
      q(a.endDate ?? ''),
    ].join(','),
  );
}

/** The reference tables written, each as its own zipped CSV: name, member, header, rows. */
const REFERENCE_TABLES: readonly [
  string,
  string,
  readonly string[],
  (airports: readonly GenAirport[]) => string[],
][] = [
  ['T_MASTER_CORD', 'T_MASTER_CORD.csv', MASTER_CORD_HEADER, masterCordRows],
  ['T_CARRIER_DECODE', 'T_CARRIER_DECODE.csv', CARRIER_DECODE_HEADER, carrierDecodeRows],
  ['T_AIRCRAFT_TYPES', 'T_AIRCRAFT_TYPES.csv', AIRCRAFT_TYPES_HEADER, aircraftRows],
];

/** The reference files written (Master Coordinate, Carrier Decode, Aircraft Types). */
export const REFERENCE_FILE_COUNT = REFERENCE_TABLES.length;

/** Master Coordinate, Carrier Decode and Aircraft Types, each as its own zipped CSV (`onFile` after each). */
export async function writeReferenceFiles(
  outDir: string,
  airports: readonly GenAirport[],
  onFile: (path: string) => void = () => undefined,
): Promise<string[]> {
  const written: string[] = [];
  for (const [name, member, header, rows] of REFERENCE_TABLES) {
    const path = join(outDir, `${name}.zip`);
    await writeZippedCsv(path, member, header, rows(airports), readmeHtml(name, header));
    written.push(path);
    onFile(path);
  }
  return written;
}
