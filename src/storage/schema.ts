/**
 * The storage schema: every table that ingest writes and the server reads, declared as data.
 *
 * Measure columns are stored *pre-weighted* (e.g. `revenue` = fare x passengers of the source record) so
 * that every metric of the catalog is a plain SUM (or a ratio of SUMs) and ingest may pre-aggregate rows to
 * the grain of the dimensions without changing any answer. `record_count` counts source records.
 */
import { CAUSE_MINUTES_TOTAL, DELAY_CAUSES } from './delay-causes.js';
import type { PeriodGrain } from './periods.js';

/**
 * The neutral storage types. Each dialect maps them to its engine's column types (`columnType` of
 * sql/dialect.ts and sql/clickhouse.ts); ingest writes the Parquet store with the DuckDB dialect's types.
 */
export type ColumnType =
  /** UTF-8 text. */
  | 'text'
  /** 32-bit signed integer. */
  | 'integer'
  /**
   * 64-bit floating point (every measure). Named `double`, not `float`: to DuckDB a bare FLOAT is 32-bit, so a
   * type that missed its dialect's mapping would lose precision silently.
   */
  | 'double'
  | 'boolean'
  /** A calendar date (the engine adapters return it as `YYYY-MM-DD` text). */
  | 'date'
  /** A fare histogram (fare-buckets.ts): a list of (bucket index `b` integer, passengers `p` double). */
  | 'histogram';

export interface ColumnDef {
  readonly name: string;
  readonly type: ColumnType;
  readonly description: string;
  /**
   * Added after the first stored partitions: absent from Parquet files ingested before, where the server
   * reads it as NULL (and metrics over it are null) until the period is re-ingested. Ingest stores it
   * without turning a NULL into 0.
   */
  readonly addedLater?: boolean;
  /**
   * A dimension that multiplies rows many times over and that most queries never ask for: the table's rollups
   * come also without it (`storage/rollups.ts`), so a query that does not ask for it reads a table several times
   * smaller. `rows` when it multiplies the stored rows themselves (the hour blocks of an on-time flight's
   * scheduled times: the table is also kept without it), `national` when only the rows of the national rollup
   * (a DB1B market's connecting airport, which its route and the other dimensions mostly determine).
   */
  readonly detail?: 'rows' | 'national';
  /**
   * A dimension a download may lack that ingest derives where BTS defines it (docs/API-CONTRACT.md §12 "Derived
   * where BTS derives": city markets from the Master Coordinate, time blocks from the scheduled times, distance
   * bands from the distance group or the distance): null only where nothing derived it. A partition holding
   * such nulls names the column in its manifest entry (`unknown`), and a filter on it over that period is a 400.
   */
  readonly derivable?: boolean;
}

/** A table's partition grain: a period grain, or none for reference tables. */
export type TableGrain = PeriodGrain | 'none';

export interface TableDef {
  readonly id: TableId;
  readonly grain: TableGrain;
  readonly description: string;
  /** Grouping columns (period columns first). */
  readonly dimensions: readonly ColumnDef[];
  /** Additive double columns, summed by every query and by ingest pre-aggregation. */
  readonly measures: readonly ColumnDef[];
  /** Sort order inside each partition file (route lookups first). */
  readonly sortBy: readonly string[];
  /** Per-row histograms (not summed: rollups leave them out, queries read them from the table itself). */
  readonly histograms?: readonly ColumnDef[];
}

export type TableId =
  | 'airports'
  | 'airport_history'
  | 'city_markets'
  | 'carriers'
  | 'carrier_entities'
  | 'carrier_history'
  | 'aircraft_types'
  | 'ontime'
  | 't100_segment'
  | 't100_market'
  | 'db1b_market'
  | 'db1b_coupon'
  | 'db1c_market'
  | 'db1c_coupon'
  | 'airport_hubs'
  | 'airport_roles';

const c = (name: string, type: ColumnType, description: string): ColumnDef => ({ name, type, description });
const m = (name: string, description: string): ColumnDef => c(name, 'double', description);
const later = (column: ColumnDef): ColumnDef => ({ ...column, addedLater: true });
const derivable = (column: ColumnDef): ColumnDef => ({ ...column, derivable: true });
const detail = (column: ColumnDef, multiplies: ColumnDef['detail'] = 'rows'): ColumnDef => ({
  ...column,
  detail: multiplies,
});
/** Passengers per fare bucket of the row's records (fare per passenger, fare-buckets.ts). */
const FARE_HISTOGRAM = later(
  c('fare_histogram', 'histogram', 'passengers per fare bucket (fare-buckets.ts)'),
);
/**
 * Passengers per bucket of the whole ticket's fare per passenger (DB1B Ticket ItinFare, DB1C Ticket
 * TotalAmount) of the row's market records; markets without a ticket record are left out.
 */
const ITIN_FARE_HISTOGRAM = later(
  c(
    'itin_fare_histogram',
    'histogram',
    'passengers per bucket of the ticket fare (ItinFare, TotalAmount; fare-buckets.ts)',
  ),
);
const MARKET_HISTOGRAMS: readonly ColumnDef[] = [FARE_HISTOGRAM, ITIN_FARE_HISTOGRAM];
const COUPON_HISTOGRAMS: readonly ColumnDef[] = [FARE_HISTOGRAM];

const YEAR = c('year', 'integer', 'calendar year of the period');
const QUARTER = c('quarter', 'integer', 'quarter 1-4');
const MONTH = c('month', 'integer', 'month 1-12');
const ORIGIN = c('origin', 'text', 'origin airport IATA code');
const DESTINATION = c('destination', 'text', 'destination airport IATA code');
const RECORD_COUNT = m('record_count', 'number of source records');
/**
 * The city markets of the record's ends as the file gives them (OriginCityMarketID, ORIGIN_CITY_MARKET_ID ...;
 * docs/API-CONTRACT.md §12 "City markets"); null where the file has no such column, never 0.
 */
export const CITY_MARKET_OF_END = {
  origin: 'origin_city_market',
  destination: 'destination_city_market',
} as const;
export const CITY_MARKET_COLUMNS = [CITY_MARKET_OF_END.origin, CITY_MARKET_OF_END.destination] as const;
const CITY_MARKETS: readonly ColumnDef[] = [
  derivable(
    later(
      c(
        CITY_MARKET_OF_END.origin,
        'integer',
        'origin city market id (OriginCityMarketID, else the Master Coordinate of the period), null when neither',
      ),
    ),
  ),
  derivable(
    later(
      c(
        CITY_MARKET_OF_END.destination,
        'integer',
        'destination city market id (DestCityMarketID, else the Master Coordinate of the period), null when neither',
      ),
    ),
  ),
];
const PASSENGERS = m('passengers', 'sum of passengers');
/** How a DB1B or DB1C market travels (docs/API-CONTRACT.md §12 "Routing"), and its passengers of nonstop markets. */
// one of some 60 values: twice the rows of the national rollup
const CONNECTION = detail(
  later(
    c(
      'connection',
      'text',
      'how the market travels, from MktCoupons and AirportGroup: nonstop, the connecting airport (one stop) or multiple',
    ),
  ),
  'national',
);
const NONSTOP_PASSENGERS = later(
  m('nonstop_passengers', 'sum of Passengers of nonstop markets (MktCoupons = 1)'),
);
const ROUTE_SORT = ['origin', 'destination'] as const;
/** The carrier's name as the T-100 file gives it for the period (docs/API-CONTRACT.md §12 "Identity by period"). */
const T100_CARRIER_NAME = later(
  c('carrier_name', 'text', 'UNIQUE_CARRIER_NAME as the file gives it for the period'),
);

/** The carrier's DOT airline id as the T-100 file gives it for the period (a reused code: DM is 22141 in 2026). */
const T100_AIRLINE_ID = later(c('airline_id', 'integer', 'AIRLINE_ID as the file gives it for the period'));

/** The record's T-100 scope as a carrier group (catalog CARRIER_GROUP; ingest/scope.ts), null in files stored before it. */
const T100_CARRIER_GROUP = later(
  c('carrier_group', 'text', "us_domestic, us_international or foreign, from the record's scope"),
);

const ticketMarketFlagsDb1b: readonly ColumnDef[] = [
  c('tkcarrier', 'text', 'ticketing carrier (99 when not on-line)'),
  c('opcarrier', 'text', 'operating carrier (99 when not on-line)'),
  c('rpcarrier', 'text', 'reporting carrier'),
  c('tkcarrier_change', 'boolean', 'ticketing carrier changes within the market'),
  c('opcarrier_change', 'boolean', 'operating carrier changes within the market'),
  c('bulk_fare', 'boolean', 'bulk fare indicator'),
  c('dollar_cred', 'boolean', 'dollar credibility of the itinerary (from the ticket)'),
  c('roundtrip', 'boolean', 'round trip itinerary (from the ticket)'),
  c('online', 'boolean', 'single-carrier itinerary (from the ticket)'),
  c('nonstop', 'boolean', 'market has one coupon'),
  c('itin_geo_type', 'text', 'itinerary geography type 0/1/2'),
  c('mkt_geo_type', 'text', 'market geography type 0/1/2'),
];

const db1cFlags: readonly ColumnDef[] = [
  c('rpcarrier', 'text', 'reporting carrier'),
  c('opcarrier', 'text', 'operating carrier'),
  c('mktcarrier', 'text', 'marketing carrier'),
  c('opcarrier_change', 'boolean', 'operating carrier changes within the market'),
  c('mktcarrier_change', 'boolean', 'marketing carrier changes within the market'),
  c('roundtrip', 'boolean', 'round trip itinerary (from the ticket)'),
  c('nonstop', 'boolean', 'market Nonstop flag'),
  c('purwingrp', 'text', 'purchase window group 21AP/2290/91UP (null when unknown)'),
];

export const TABLES: Readonly<Record<TableId, TableDef>> = {
  airports: {
    id: 'airports',
    grain: 'none',
    description: 'Master Coordinate, latest row per airport',
    dimensions: [
      c('airport_id', 'integer', 'stable DOT airport id'),
      c('iata', 'text', 'airport code'),
      c('city_market_id', 'integer', 'city market id'),
      c('name', 'text', 'airport name'),
      c('city', 'text', 'city and state text, e.g. "Atlanta, GA"'),
      c('state', 'text', 'state code'),
      c('state_fips', 'text', 'state FIPS code'),
      c('country', 'text', 'ISO country code'),
      c('wac', 'integer', 'world area code'),
      c('latitude', 'double', 'decimal degrees'),
      c('longitude', 'double', 'decimal degrees'),
    ],
    measures: [],
    sortBy: ['airport_id'],
  },
  airport_history: {
    id: 'airport_history',
    grain: 'none',
    description:
      'Master Coordinate, every row (AIRPORT_SEQ_ID): the code, name and place each airport id had from its start to its thru date',
    dimensions: [
      c('airport_seq_id', 'integer', 'AIRPORT_SEQ_ID'),
      c('airport_id', 'integer', 'stable DOT airport id'),
      c('iata', 'text', 'the airport code in that range'),
      c('valid_from', 'date', 'AIRPORT_START_DATE'),
      c('valid_thru', 'date', 'AIRPORT_THRU_DATE, null when current'),
      c('city_market_id', 'integer', 'city market id'),
      c('name', 'text', 'airport name'),
      c('city', 'text', 'city and state text'),
      c('state', 'text', 'state code'),
      c('state_fips', 'text', 'state FIPS code'),
      c('country', 'text', 'ISO country code'),
      c('wac', 'integer', 'world area code'),
      c('latitude', 'double', 'decimal degrees'),
      c('longitude', 'double', 'decimal degrees'),
    ],
    measures: [],
    sortBy: ['airport_seq_id'],
  },
  city_markets: {
    id: 'city_markets',
    grain: 'none',
    description:
      'City market names: Master Coordinate DISPLAY_CITY_MARKET_NAME_FULL (latest row per market), L_CITY_MARKET_ID filling what it leaves empty',
    dimensions: [
      c('city_market_id', 'integer', 'city market id (CITY_MARKET_ID)'),
      c('name', 'text', 'city market name, e.g. "New York City, NY (Metropolitan Area)"'),
    ],
    measures: [],
    sortBy: ['city_market_id'],
  },
  carriers: {
    id: 'carriers',
    grain: 'none',
    description: 'Carrier Decode, one row per unique carrier code (latest)',
    dimensions: [
      c('carrier_code', 'text', 'unique carrier code'),
      c('carrier_name', 'text', 'carrier name'),
      c('airline_id', 'integer', 'DOT airline id'),
    ],
    measures: [],
    sortBy: ['carrier_code'],
  },
  carrier_entities: {
    id: 'carrier_entities',
    grain: 'none',
    description:
      'Carrier Decode, one row per unique carrier entity (latest): the carrier and region it stands for',
    dimensions: [
      c('carrier_entity', 'text', 'UNIQUE_CARRIER_ENTITY'),
      c('carrier_code', 'text', 'UNIQUE_CARRIER'),
      c('carrier_name', 'text', 'UNIQUE_CARRIER_NAME'),
      c('region', 'text', 'REGION A/D/I/L/P/S'),
    ],
    measures: [],
    sortBy: ['carrier_entity'],
  },
  carrier_history: {
    id: 'carrier_history',
    grain: 'none',
    description:
      'Carrier names with the dates they were valid (L_CARRIER_HISTORY year ranges, Carrier Decode start and thru dates)',
    dimensions: [
      c('carrier_code', 'text', 'unique carrier code'),
      c('carrier_name', 'text', 'carrier name in that range'),
      c('valid_from', 'date', 'first day of the range'),
      c(
        'valid_thru',
        'date',
        'last day of the range; an open range ends where its table ends (the latest date the table names)',
      ),
      c('source', 'text', 'L_CARRIER_HISTORY or carrier_decode'),
    ],
    measures: [],
    sortBy: ['carrier_code', 'valid_from'],
  },
  aircraft_types: {
    id: 'aircraft_types',
    grain: 'none',
    description: 'Aircraft Types',
    dimensions: [
      c('aircraft_type_id', 'integer', 'aircraft type code (T-100 AIRCRAFT_TYPE)'),
      c('aircraft_group', 'integer', 'aircraft group 0-9'),
      c('ssd_name', 'text', 'SSD name'),
      c('manufacturer', 'text', 'manufacturer'),
      c('long_name', 'text', 'long name'),
      c('short_name', 'text', 'short name'),
      c('begin_date', 'date', 'first day of validity'),
      c('end_date', 'date', 'last day of validity, null when active'),
    ],
    measures: [],
    sortBy: ['aircraft_type_id'],
  },
  ontime: {
    id: 'ontime',
    grain: 'month',
    description: 'On-time flights aggregated to carrier x route x month x day of week x cancellation code',
    dimensions: [
      YEAR,
      MONTH,
      ORIGIN,
      DESTINATION,
      ...CITY_MARKETS,
      c('carrier', 'text', 'reporting carrier code'),
      c('dayofweek', 'integer', '1 = Monday .. 7 = Sunday'),
      c('cancellationcode', 'text', 'A/B/C/D, null when not cancelled'),
      derivable(c('distancegroup', 'integer', '500-mile band 1-25 from Distance, else DistanceGroup')),
      // 19 blocks each: with them a month's on-time flights are stored in some 6 times the rows
      detail(
        derivable(
          later(c('dep_time_block', 'text', 'DepTimeBlk, else from CRSDepTime: hour block (time-blocks.ts)')),
        ),
      ),
      detail(
        derivable(
          later(c('arr_time_block', 'text', 'ArrTimeBlk, else from CRSArrTime: hour block (time-blocks.ts)')),
        ),
      ),
    ],
    measures: [
      RECORD_COUNT,
      m('flights', 'sum of Flights'),
      m('cancelled', 'sum of Cancelled'),
      m('diverted', 'sum of Diverted'),
      m('dep_delayed', 'sum of DepDel15'),
      m('arr_delayed', 'sum of ArrDel15'),
      m('dep_delay_minutes', 'sum of DepDelayMinutes'),
      m('arr_delay_minutes', 'sum of ArrDelayMinutes'),
      later(m('dep_delay_signed', 'sum of DepDelay (early departures negative)')),
      later(m('arr_delay_signed', 'sum of ArrDelay (early arrivals negative)')),
      m('total_distance', 'sum of Distance'),
      m('air_time', 'sum of AirTime'),
      m('taxi_out', 'sum of TaxiOut'),
      m('taxi_in', 'sum of TaxiIn'),
      m('elapsed_time', 'sum of ActualElapsedTime'),
      ...DELAY_CAUSES.flatMap((cause) => [
        later(m(cause.minutes, `sum of ${cause.source}`)),
        later(
          m(cause.count, `sum over flights with cause minutes of ${cause.source} / their five cause minutes`),
        ),
      ]),
      later(m(CAUSE_MINUTES_TOTAL, 'sum of the five cause minutes')),
    ],
    sortBy: ROUTE_SORT,
  },
  t100_segment: {
    id: 't100_segment',
    grain: 'month',
    description: 'T-100 segment (all carriers)',
    dimensions: [
      YEAR,
      MONTH,
      ORIGIN,
      DESTINATION,
      ...CITY_MARKETS,
      c('carrier', 'text', 'UNIQUE_CARRIER'),
      T100_CARRIER_NAME,
      T100_AIRLINE_ID,
      T100_CARRIER_GROUP,
      c('carrier_entity', 'text', 'UNIQUE_CARRIER_ENTITY'),
      c('region', 'text', 'REGION A/D/I/L/P/S'),
      c('aircraft_group', 'integer', 'AIRCRAFT_GROUP'),
      c('aircraft_type', 'integer', 'AIRCRAFT_TYPE'),
      c('aircraft_config', 'integer', 'AIRCRAFT_CONFIG'),
      derivable(c('distance_group', 'integer', '500-mile band 1-25: DISTANCE_GROUP, else from DISTANCE')),
      c('service_class', 'text', 'CLASS F/G/L/P'),
    ],
    measures: [
      RECORD_COUNT,
      m('departures_scheduled', 'sum of DEPARTURES_SCHEDULED'),
      m('departures_performed', 'sum of DEPARTURES_PERFORMED'),
      m('seats', 'sum of SEATS'),
      PASSENGERS,
      m('freight', 'sum of FREIGHT'),
      m('mail', 'sum of MAIL'),
      m('distance_sum', 'sum of DISTANCE over records'),
      m('seat_miles', 'sum of SEATS x DISTANCE'),
      m('passenger_miles', 'sum of PASSENGERS x DISTANCE'),
      m('departure_miles', 'sum of DEPARTURES_PERFORMED x DISTANCE'),
    ],
    sortBy: ROUTE_SORT,
  },
  t100_market: {
    id: 't100_market',
    grain: 'month',
    description: 'T-100 market (all carriers)',
    dimensions: [
      YEAR,
      MONTH,
      ORIGIN,
      DESTINATION,
      ...CITY_MARKETS,
      c('carrier', 'text', 'UNIQUE_CARRIER'),
      T100_CARRIER_NAME,
      T100_AIRLINE_ID,
      T100_CARRIER_GROUP,
      c('carrier_entity', 'text', 'UNIQUE_CARRIER_ENTITY'),
      c('region', 'text', 'REGION A/D/I/L/P/S'),
      derivable(c('distance_group', 'integer', '500-mile band 1-25: DISTANCE_GROUP, else from DISTANCE')),
      c('service_class', 'text', 'CLASS F/G/L/P'),
    ],
    measures: [
      RECORD_COUNT,
      PASSENGERS,
      m('freight', 'sum of FREIGHT'),
      m('mail', 'sum of MAIL'),
      m('distance_sum', 'sum of DISTANCE over records'),
    ],
    sortBy: ROUTE_SORT,
  },
  db1b_market: {
    id: 'db1b_market',
    grain: 'quarter',
    description: 'DB1B Market joined with its Ticket (ItinID) and Coupons (MktID)',
    dimensions: [
      YEAR,
      QUARTER,
      ORIGIN,
      DESTINATION,
      ...CITY_MARKETS,
      ...ticketMarketFlagsDb1b,
      derivable(c('mkt_distance_group', 'integer', '500-mile band 1-25 from MktDistance')),
      c('tkcarrier_group', 'text', 'TkCarrierGroup, colon-joined'),
      c('opcarrier_group', 'text', 'OpCarrierGroup, colon-joined'),
      c('fare_class', 'text', 'fare class of the first non-ground coupon (- when all ground)'),
      c('coupon_type', 'text', 'coupon type of the first coupon'),
      CONNECTION,
    ],
    measures: [
      RECORD_COUNT,
      PASSENGERS,
      m('revenue', 'sum of MktFare x Passengers'),
      m('total_distance', 'sum of MktDistance x Passengers'),
      m('miles_flown', 'sum of MktMilesFlown x Passengers'),
      m('connections', 'sum of (MktCoupons - 1) x Passengers'),
      m('nonstop_miles', 'sum of NonStopMiles x Passengers'),
      m('ground_passengers', 'sum of Passengers of markets with at least one ground coupon (FareClass -)'),
      NONSTOP_PASSENGERS,
    ],
    sortBy: ROUTE_SORT,
    histograms: MARKET_HISTOGRAMS,
  },
  db1b_coupon: {
    id: 'db1b_coupon',
    grain: 'quarter',
    description: 'DB1B Coupon joined with its Market (MktID) and Ticket (ItinID)',
    dimensions: [
      YEAR,
      QUARTER,
      ORIGIN,
      DESTINATION,
      ...CITY_MARKETS,
      ...ticketMarketFlagsDb1b,
      c('fare_class', 'text', 'FareClass of the coupon'),
      c('coupon_type', 'text', 'CouponType of the coupon'),
      c('gateway', 'boolean', 'Gateway indicator'),
      derivable(c('distance_group', 'integer', '500-mile band 1-25 from Distance')),
      c('coupon_geo_type', 'text', 'CouponGeoType 0/1/2'),
    ],
    measures: [
      RECORD_COUNT,
      PASSENGERS,
      m('revenue', 'sum of prorated coupon fare x Passengers'),
      m('total_distance', 'sum of Distance x Passengers'),
    ],
    sortBy: ROUTE_SORT,
    histograms: COUPON_HISTOGRAMS,
  },
  db1c_market: {
    id: 'db1c_market',
    grain: 'month',
    description: 'DB1C Market joined with its Ticket (ItinID)',
    dimensions: [YEAR, QUARTER, MONTH, ORIGIN, DESTINATION, ...CITY_MARKETS, ...db1cFlags, CONNECTION],
    measures: [
      RECORD_COUNT,
      PASSENGERS,
      m('revenue', 'sum of MktAmount x Passengers'),
      m('tax_cost', 'sum of MktTax x Passengers'),
      m('total_distance', 'sum of TotalDistance x Passengers'),
      m('nonstop_miles', 'sum of NonStopMiles x Passengers'),
      NONSTOP_PASSENGERS,
    ],
    sortBy: ROUTE_SORT,
    histograms: MARKET_HISTOGRAMS,
  },
  airport_hubs: {
    id: 'airport_hubs',
    grain: 'none',
    description: 'Airport hub class and role per calendar year, derived from T-100 segment enplanements',
    dimensions: [
      c('year', 'integer', 'calendar year'),
      c('iata', 'text', 'airport code'),
      c('enplanements', 'double', 'T-100 segment passengers boarding at the airport in the year'),
      c('share', 'double', 'share of all enplanements of the year (0 to 1)'),
      c('hub_class', 'text', 'L >= 1%, M 0.25-1%, S 0.05-0.25%, N below (FAA rule)'),
      c(
        'role',
        'text',
        'P with at least 10,000 enplanements in the year, else R or G from airport_roles, else null',
      ),
    ],
    measures: [],
    sortBy: ['year', 'iata'],
  },
  airport_roles: {
    id: 'airport_roles',
    grain: 'none',
    description:
      'FAA airport roles from an ingested airport-roles file (iata, role); R and G reach airport_hubs',
    dimensions: [c('iata', 'text', 'airport code'), c('role', 'text', 'P, R or G as listed in the file')],
    measures: [],
    sortBy: ['iata'],
  },
  db1c_coupon: {
    id: 'db1c_coupon',
    grain: 'month',
    description: 'DB1C Coupon joined with its Market (MktID) and Ticket (ItinID)',
    dimensions: [YEAR, QUARTER, MONTH, ORIGIN, DESTINATION, ...CITY_MARKETS, ...db1cFlags],
    measures: [
      RECORD_COUNT,
      PASSENGERS,
      m('revenue', 'sum of prorated coupon amount x Passengers'),
      m('tax_cost', 'sum of prorated coupon tax x Passengers'),
      m('total_distance', 'sum of coupon distance x Passengers'),
    ],
    sortBy: ROUTE_SORT,
    histograms: COUPON_HISTOGRAMS,
  },
};

export const HUB_THRESHOLDS = {
  large: 0.01,
  medium: 0.0025,
  small: 0.0005,
  primaryEnplanements: 10_000,
} as const;

export const TABLE_IDS = Object.keys(TABLES) as TableId[];

const COLUMNS_OF = new WeakMap<TableDef, readonly ColumnDef[]>();

/** Every column of a table: dimensions, measures, histograms (listed once per table, not on every call). */
export function tableColumns(table: TableDef): readonly ColumnDef[] {
  let columns = COLUMNS_OF.get(table);
  if (columns === undefined) {
    columns = Object.freeze([...table.dimensions, ...table.measures, ...(table.histograms ?? [])]);
    COLUMNS_OF.set(table, columns);
  }
  return columns;
}

/** The 500-mile distance band of docs/API-CONTRACT.md §6: 1 + floor(miles / 500), capped at 25. */
export function distanceBand(miles: number): number {
  return Math.min(25, 1 + Math.floor(miles / 500));
}
