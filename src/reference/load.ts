import type { QueryEngine } from '../engines/engine.js';
import { carrierList, type FileMonth } from './carrier-holders.js';
import { carrierMonthKey } from './carrier-names.js';
import { cityMarketsOf } from './city-markets.js';
import { dataAirportsOf, dataAirportsQuery, type DataAirport } from './data-airports.js';
import type {
  AircraftTypeRecord,
  AirportSpan,
  CarrierNameRange,
  AirportRecord,
  CarrierEntityRecord,
  CarrierRecord,
  ReferenceData,
} from './types.js';

/** The stored tables every answer names entries of: a version whose one of them cannot be read is not served. */
export const REFERENCE_TABLES: readonly string[] = [
  'airports',
  'carriers',
  'aircraft_types',
  'carrier_entities',
  'carrier_history',
  'airport_history',
  'city_markets',
];

/** The T-100 tables whose files name their carriers by month. */
const NAMING_TABLES: readonly string[] = ['t100_segment', 't100_market'];

/**
 * Loads the reference tables of a snapshot into memory, with lookup maps; carrier names by month from the T-100
 * tables that are not `unreadable` (a damaged table, answered 503 where it is needed).
 */
export async function loadReference(
  engine: QueryEngine,
  unreadable: ReadonlySet<string> = new Set(),
): Promise<ReferenceData> {
  const airports = (await engine.query(
    `SELECT airport_id, iata, city_market_id, name, city, state, state_fips, country, wac,
            latitude, longitude
       FROM airports ORDER BY airport_id`,
  )) as unknown as AirportRecord[];
  const carriers = (await engine.query(
    'SELECT carrier_code, carrier_name, airline_id FROM carriers ORDER BY carrier_code',
  )) as unknown as CarrierRecord[];
  const aircraftTypes = (await engine.query(
    `SELECT aircraft_type_id, aircraft_group, ssd_name, manufacturer, long_name, short_name,
            begin_date, end_date
       FROM aircraft_types ORDER BY aircraft_type_id`,
  )) as unknown as AircraftTypeRecord[];
  const carrierEntities = (await engine.query(
    'SELECT carrier_entity, carrier_code, carrier_name, region FROM carrier_entities ORDER BY carrier_entity',
  )) as unknown as CarrierEntityRecord[];
  const history = (await engine.query(
    `SELECT carrier_code, carrier_name, valid_from, valid_thru FROM carrier_history
      WHERE carrier_name IS NOT NULL AND valid_from IS NOT NULL AND valid_thru IS NOT NULL
      ORDER BY carrier_code, valid_from`,
  )) as unknown as (CarrierNameRange & { carrier_code: string })[];
  const naming = NAMING_TABLES.filter((table) => !unreadable.has(table)).map(
    (table) =>
      `SELECT carrier, year, month, carrier_name, airline_id FROM ${table} WHERE carrier_name IS NOT NULL OR airline_id IS NOT NULL`,
  );
  const fileNames =
    naming.length === 0
      ? []
      : ((await engine.query(
          `SELECT carrier, year, month, max(carrier_name) AS carrier_name, max(airline_id) AS airline_id FROM (
        ${naming.join('\n        UNION ALL\n        ')}) AS named
      GROUP BY carrier, year, month ORDER BY carrier, year, month`,
        )) as unknown as CarrierMonth[]);
  const airportHistory = (await engine.query(
    `SELECT airport_id, iata, city_market_id, name, city, state, state_fips, country, wac, latitude, longitude,
            valid_from, valid_thru
       FROM airport_history WHERE iata IS NOT NULL AND valid_from IS NOT NULL ORDER BY airport_seq_id`,
  )) as unknown as AirportSpan[];
  const dataAirports = (await engine.query(dataAirportsQuery(unreadable))) as unknown as DataAirport[];
  const cityMarketNames = (await engine.query(
    'SELECT city_market_id, name FROM city_markets WHERE city_market_id IS NOT NULL ORDER BY city_market_id',
  )) as unknown as { city_market_id: number; name: string | null }[];
  return referenceData(airports, carriers, aircraftTypes, carrierEntities, {
    airportHistory,
    dataAirports,
    cityMarketNames,
    history,
    fileNames: fileNames.map((n) => ({
      code: n.carrier,
      ordinal: Number(n.year) * 12 + Number(n.month) - 1,
      name: n.carrier_name,
      airlineId: n.airline_id === null ? null : Number(n.airline_id),
    })),
  });
}

/** A carrier code's name and DOT id as the T-100 files give them in one month. */
interface CarrierMonth {
  readonly carrier: string;
  readonly year: number;
  readonly month: number;
  readonly carrier_name: string | null;
  readonly airline_id: number | null;
}

/** A carrier code's name and id in the T-100 files of one month (its ordinal: year x 12 + month - 1). */
export interface CarrierInMonth {
  readonly code: string;
  readonly ordinal: number;
  readonly name: string | null;
  readonly airlineId: number | null;
}

/** Identities by period: Master Coordinate rows, carrier history ranges, the T-100 files' own names by month. */
export interface CarrierNamesByPeriod {
  readonly airportHistory?: readonly AirportSpan[];
  /** The airport codes the stored data holds, with the city markets it gives them (`dataAirportsQuery`). */
  readonly dataAirports?: readonly DataAirport[];
  /** The stored city market names (`city_markets`). */
  readonly cityMarketNames?: readonly { readonly city_market_id: number; readonly name: string | null }[];
  readonly history: readonly (CarrierNameRange & { readonly carrier_code: string })[];
  readonly fileNames: readonly CarrierInMonth[];
}

export function referenceData(
  airports: readonly AirportRecord[],
  carriers: readonly CarrierRecord[],
  aircraftTypes: readonly AircraftTypeRecord[],
  carrierEntities: readonly CarrierEntityRecord[] = [],
  byPeriod: CarrierNamesByPeriod = { history: [], fileNames: [] },
): ReferenceData {
  const byCode = new Map<string, AirportSpan[]>();
  const byId = new Map<number, AirportSpan[]>();
  for (const row of byPeriod.airportHistory ?? []) {
    byCode.set(row.iata, [...(byCode.get(row.iata) ?? []), row]);
    byId.set(row.airport_id, [...(byId.get(row.airport_id) ?? []), row]);
  }
  const dataAirports = dataAirportsOf(byPeriod.dataAirports ?? []);
  const cityMarkets = cityMarketsOf(airports, byPeriod.cityMarketNames ?? [], byPeriod.dataAirports ?? []);
  const carrierHistory = new Map<string, CarrierNameRange[]>();
  for (const { carrier_code, ...range } of byPeriod.history)
    carrierHistory.set(carrier_code, [...(carrierHistory.get(carrier_code) ?? []), range]);
  const fileMonths = new Map<string, FileMonth[]>();
  for (const n of byPeriod.fileNames)
    fileMonths.set(n.code, [
      ...(fileMonths.get(n.code) ?? []),
      { ordinal: n.ordinal, name: n.name, airlineId: n.airlineId },
    ]);
  for (const months of fileMonths.values()) months.sort((a, b) => a.ordinal - b.ordinal);
  return {
    airports,
    airportsByIata: new Map(airports.map((a) => [a.iata, a])),
    airportHistory: byCode,
    airportHistoryById: byId,
    dataAirports,
    cityMarkets: [...cityMarkets.values()],
    cityMarketsById: cityMarkets,
    carriers,
    carriersByCode: new Map(carriers.map((c) => [c.carrier_code, c])),
    carrierList: carrierList(carriers, carrierHistory, fileMonths),
    carrierHistory,
    carrierFileNames: new Map(
      byPeriod.fileNames.flatMap((n) =>
        n.name === null ? [] : [[carrierMonthKey(n.code, n.ordinal), n.name]],
      ),
    ),
    carrierFileCodes: new Set(byPeriod.fileNames.map((n) => n.code)),
    carrierFileIds: new Map(
      byPeriod.fileNames.flatMap((n) =>
        n.airlineId === null ? [] : [[carrierMonthKey(n.code, n.ordinal), n.airlineId]],
      ),
    ),
    carrierEntitiesByCode: new Map(carrierEntities.map((e) => [e.carrier_entity, e])),
    aircraftTypes,
    aircraftTypesById: new Map(aircraftTypes.map((t) => [t.aircraft_type_id, t])),
  };
}
