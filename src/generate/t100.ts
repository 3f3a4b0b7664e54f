import type { GenAirport } from './airports.js';
import { carrierEntity, type OperationRegion } from './carriers.js';
import { d2, i0, q } from './csv.js';
import type { SegmentMonth } from './schedule.js';
import { distanceBand } from '../storage/schema.js';
import { quarterOfMonth } from '../storage/periods.js';

export const T100_SEGMENT_HEADER = [
  'DEPARTURES_SCHEDULED',
  'DEPARTURES_PERFORMED',
  'PAYLOAD',
  'SEATS',
  'PASSENGERS',
  'FREIGHT',
  'MAIL',
  'DISTANCE',
  'RAMP_TO_RAMP',
  'AIR_TIME',
  'UNIQUE_CARRIER',
  'AIRLINE_ID',
  'UNIQUE_CARRIER_NAME',
  'UNIQUE_CARRIER_ENTITY',
  'REGION',
  'CARRIER',
  'CARRIER_NAME',
  'CARRIER_GROUP',
  'CARRIER_GROUP_NEW',
  'ORIGIN_AIRPORT_ID',
  'ORIGIN_AIRPORT_SEQ_ID',
  'ORIGIN_CITY_MARKET_ID',
  'ORIGIN',
  'ORIGIN_CITY_NAME',
  'ORIGIN_STATE_ABR',
  'ORIGIN_STATE_FIPS',
  'ORIGIN_STATE_NM',
  'ORIGIN_COUNTRY',
  'ORIGIN_COUNTRY_NAME',
  'ORIGIN_WAC',
  'DEST_AIRPORT_ID',
  'DEST_AIRPORT_SEQ_ID',
  'DEST_CITY_MARKET_ID',
  'DEST',
  'DEST_CITY_NAME',
  'DEST_STATE_ABR',
  'DEST_STATE_FIPS',
  'DEST_STATE_NM',
  'DEST_COUNTRY',
  'DEST_COUNTRY_NAME',
  'DEST_WAC',
  'AIRCRAFT_GROUP',
  'AIRCRAFT_TYPE',
  'AIRCRAFT_CONFIG',
  'YEAR',
  'QUARTER',
  'MONTH',
  'DISTANCE_GROUP',
  'CLASS',
  'DATA_SOURCE',
] as const;

/** The market file has the segment file's columns without the departure, capacity, time and aircraft ones. */
const SEGMENT_ONLY = new Set([
  'DEPARTURES_SCHEDULED',
  'DEPARTURES_PERFORMED',
  'PAYLOAD',
  'SEATS',
  'RAMP_TO_RAMP',
  'AIR_TIME',
  'AIRCRAFT_GROUP',
  'AIRCRAFT_TYPE',
  'AIRCRAFT_CONFIG',
]);
export const T100_MARKET_HEADER = T100_SEGMENT_HEADER.filter((name) => !SEGMENT_ONLY.has(name));

function airportFields(airport: GenAirport): string[] {
  return [
    i0(airport.airportId),
    i0(airport.seqId),
    i0(airport.cityMarketId),
    q(airport.iata),
    q(airport.cityName),
    q(airport.state),
    q(airport.stateFips),
    q(airport.stateName),
    q(airport.country),
    q(airport.countryName),
    i0(airport.wac),
  ];
}

/** Countries of Asia that US carriers reach over the Atlantic (the Middle East, India): region A. */
const ATLANTIC_ASIA = new Set(['AE', 'BH', 'IL', 'IN', 'JO', 'KW', 'OM', 'QA', 'SA']);

/** Operation region of the flight (REGION) as BTS assigns it (`OPERATION_REGIONS`). */
function regionOf(row: SegmentMonth): OperationRegion {
  if (row.segment.operating.kind === 'foreign') return 'I';
  const foreign = [row.segment.from, row.segment.to].find((a) => !a.domestic);
  if (!foreign || foreign.country === 'CA') return 'D';
  if (foreign.continent === 'EU' || foreign.continent === 'AF' || ATLANTIC_ASIA.has(foreign.country))
    return 'A';
  if (foreign.continent === 'AS' || foreign.continent === 'OC') return 'P';
  return 'L';
}

function carrierFields(row: SegmentMonth): string[] {
  const carrier = row.segment.operating;
  const region = regionOf(row);
  return [
    q(carrier.code),
    i0(carrier.airlineId),
    q(carrier.name),
    q(carrierEntity(carrier, region)),
    q(region),
    q(carrier.code),
    q(carrier.name),
    i0(carrier.group[0]),
    i0(carrier.group[1]),
  ];
}

function tail(row: SegmentMonth, year: number, month: number): string[] {
  const carrier = row.segment.operating;
  const cargo = carrier.kind === 'cargo' || row.segment.aircraft.freighter;
  const source = carrier.kind === 'foreign' ? 'IF' : row.segment.international ? 'IU' : 'DU';
  return [
    i0(year),
    i0(quarterOfMonth(month)),
    i0(month),
    i0(distanceBand(row.segment.miles)),
    q(cargo ? 'G' : 'F'),
    q(source),
  ];
}

export function t100SegmentRow(row: SegmentMonth, year: number, month: number): string {
  const { segment } = row;
  const block = Math.round(25 + segment.miles / 7.8);
  const air = Math.round(block * 0.86);
  const aircraft = segment.aircraft;
  const payload = aircraft.freighter ? 120_000 : aircraft.seats * 225 + 6000;
  return [
    d2(row.scheduled),
    d2(row.performed),
    d2(payload * row.performed),
    d2(row.seats),
    d2(row.passengers),
    d2(row.freight),
    d2(row.mail),
    d2(segment.miles),
    d2(block * row.performed),
    d2(air * row.performed),
    ...carrierFields(row),
    ...airportFields(segment.from),
    ...airportFields(segment.to),
    i0(aircraft.group),
    i0(aircraft.typeId),
    i0(aircraft.freighter ? 2 : 1),
    ...tail(row, year, month),
  ].join(',');
}

/** The on-flight market: with no multi-stop flights modelled, one market row per carrier and segment. */
export function t100MarketRow(row: SegmentMonth, year: number, month: number): string {
  return [
    d2(row.passengers),
    d2(row.freight),
    d2(row.mail),
    d2(row.segment.miles),
    ...carrierFields(row),
    ...airportFields(row.segment.from),
    ...airportFields(row.segment.to),
    ...tail(row, year, month),
  ].join(',');
}

/**
 * One T-100 segment record per key, as BTS publishes them: the world may fly a carrier's route twice with the
 * same aircraft (two paths through one segment), so rows with the same carrier entity, route, class, aircraft
 * type and configuration are summed (ingest refuses a file repeating that key).
 */
export function mergeBySegmentKey(rows: readonly SegmentMonth[]): SegmentMonth[] {
  const merged = new Map<string, SegmentMonth>();
  for (const row of rows) {
    const { segment } = row;
    const { aircraft } = segment;
    const cargo = segment.operating.kind === 'cargo' || aircraft.freighter;
    const key = `${segment.operating.code}|${regionOf(row)}|${segment.from.iata}|${segment.to.iata}|${cargo}|${aircraft.typeId}|${aircraft.freighter}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen === undefined
        ? row
        : {
            ...seen,
            scheduled: seen.scheduled + row.scheduled,
            performed: seen.performed + row.performed,
            cancelled: seen.cancelled + row.cancelled,
            seats: seen.seats + row.seats,
            passengers: seen.passengers + row.passengers,
            freight: seen.freight + row.freight,
            mail: seen.mail + row.mail,
          },
    );
  }
  return [...merged.values()];
}
