import { BOUNDS, type Bounds } from './bounds.js';
import { ident, parseDate } from './sql.js';
import { TIME_BLOCKS } from '../storage/time-blocks.js';

/**
 * The BTS file families ingest recognises, each by the columns of its header (names compared
 * case-insensitively), with the columns it reads, their accepted names (current and legacy) and types.
 */
export type FamilyId =
  | 'db1b_market'
  | 'db1b_coupon'
  | 'db1b_ticket'
  | 'db1c_market'
  | 'db1c_coupon'
  | 'db1c_ticket'
  | 't100_segment'
  | 't100_market'
  | 'ontime'
  | 'master_cord'
  | 'carrier_decode'
  | 'aircraft_types'
  | 'airport_roles'
  | 'lookup';

export type SourceType = 'DOUBLE' | 'VARCHAR';

export interface SourceColumn {
  /** The name used in ingest SQL. */
  readonly name: string;
  /** Header names accepted for it, first the current one. */
  readonly aliases: readonly string[];
  readonly type: SourceType;
  /**
   * May be absent from the header (a measure, or a column of a field-selected download): read as NULL, or as
   * `derive` when given, and named in the ingest summary's warnings. Columns that are not optional identify
   * a record; a file lacking any of them is refused with their names.
   */
  readonly optional?: boolean;
  /** When the column is absent but the family column `from` is present: SQL over it giving the value. */
  readonly derive?: { readonly from: string; readonly sql: string };
  /** A number's sane range (`bounds.ts`): a value outside it is refused with its line and column. */
  readonly bounds?: Bounds;
  /**
   * An empty value in a file that has the column means 0 (on-time columns BTS leaves empty by rule:
   * `emptyByRule`); a file without the column still reads NULL (unknown is not zero).
   */
  readonly emptyIsZero?: boolean;
}

export interface FamilyDef {
  readonly id: FamilyId;
  readonly title: string;
  /** Header columns that identify the family (all must be present). */
  readonly signature: readonly string[];
  /** Header columns whose presence rules the family out. */
  readonly excludes?: readonly string[];
  /**
   * Columns only this family has: when declared, a header needs at least one of them (a field selection
   * may lack any single one), and a header holding them is this family's whatever else it lacks.
   */
  readonly exclusive?: readonly string[];
  /** The names TranStats gives this family's downloads: a file named so must have this family's header. */
  readonly fileName?: RegExp;
  readonly columns: readonly SourceColumn[];
  /** Value rules beyond the column type (SQL predicate true for a valid, non-null value). */
  readonly checks?: readonly ValueCheck[];
  /** The period columns (year, then quarter or month) of period-bearing families. */
  readonly period?: { readonly year: string; readonly index: string; readonly grain: 'quarter' | 'month' };
  /** T-100: each record belongs to one scope (scope.ts), and a file replaces only the scopes it holds. */
  readonly scoped?: boolean;
  /**
   * The columns that identify one record: a file repeating a key is refused with the lines of the first
   * repeat. Checked when the file has every key column.
   */
  readonly key?: readonly string[];
}

export interface ValueCheck {
  readonly column: string;
  readonly valid: (column: string) => string;
  /** What a valid value is, for the message. */
  readonly expected: string;
}

const dateCheck = (column: string): ValueCheck => ({
  column,
  valid: (value) => `${parseDate(value)} IS NOT NULL`,
  expected: 'a date (MM/DD/YYYY hh:mm:ss AM, MM/DD/YYYY or YYYY-MM-DD)',
});

const numberColumn = (name: string, ...aliases: string[]): SourceColumn => ({
  name,
  aliases: [name, ...aliases],
  type: 'DOUBLE',
});
const textColumn = (name: string, ...aliases: string[]): SourceColumn => ({
  name,
  aliases: [name, ...aliases],
  type: 'VARCHAR',
});
const optional = (column: SourceColumn): SourceColumn => ({ ...column, optional: true });
/** A number column with its sane range (bounds.ts). */
const bounded = (bounds: Bounds, column: SourceColumn): SourceColumn => ({ ...column, bounds });
/** A column that, when absent, is computed from the FlightDate-like column `from` by `sql`. */
const derived = (column: SourceColumn, from: string, sql: (value: string) => string): SourceColumn => ({
  ...column,
  derive: { from, sql: sql(parseDate(ident(from))) },
});

/** An airport code column that a file may replace by its airport id column `from` (read as NULL, resolved later). */
const byAirportId = (column: SourceColumn, from: string): SourceColumn => ({
  ...column,
  derive: { from, sql: 'NULL' },
});

/**
 * An on-time column BTS leaves empty by rule (docs/API-CONTRACT.md §12 "Empty by rule is zero"): the arrival
 * fields of a cancelled or diverted flight, the departure fields of a cancelled one, the cause minutes of a
 * flight not delayed 15+ minutes. In a file that has the column an empty cell counts 0; a file without it reads
 * NULL. (Every empty cell of these columns in the real samples is on such a flight.)
 */
const emptyByRule = (column: SourceColumn): SourceColumn => ({ ...optional(column), emptyIsZero: true });
/** A delay cause's minutes (CarrierDelay ...): empty for a flight not delayed 15+ minutes, so 0 there. */
const causeMinutes = (name: string, alias: string): SourceColumn =>
  emptyByRule(bounded(BOUNDS.delay, numberColumn(name, alias)));

const timeBlockCheck = (column: string): ValueCheck => ({
  column,
  valid: (value) => `${value} IN (${TIME_BLOCKS.map((block) => `'${block}'`).join(', ')})`,
  expected: `a time block (${TIME_BLOCKS[0]}, ${TIME_BLOCKS[1]} ... ${TIME_BLOCKS.at(-1)})`,
});

/**
 * BTS's 15-minute flag (DepDel15, ArrDel15: 1 when the delay minutes are 15 or more), computed from the delay
 * minutes column `minutes` when a download lacks it (0 where the minutes are empty by rule: a cancelled flight).
 */
const delayFlag = (column: SourceColumn, minutes: string): SourceColumn => ({
  ...column,
  derive: {
    from: minutes,
    sql: `CASE WHEN ${ident(minutes)} >= 15 THEN 1 WHEN ${ident(minutes)} IS NOT NULL THEN 0 END`,
  },
});

/**
 * The city market of each end (docs/API-CONTRACT.md §12 "City markets"): every family's files carry it under one of
 * these names; a download without it stores null.
 */
const CITY_MARKET_IDS: readonly SourceColumn[] = [
  optional(bounded(BOUNDS.cityMarket, numberColumn('OriginCityMarketID', 'ORIGIN_CITY_MARKET_ID'))),
  optional(bounded(BOUNDS.cityMarket, numberColumn('DestCityMarketID', 'DEST_CITY_MARKET_ID'))),
];

/**
 * T-100 columns. Measures and descriptive dimensions may be missing from a field-selected download (stored as
 * null); the route, carrier, period and the scope columns (an endpoint WAC or country, the carrier group) may not.
 */
const T100_COMMON: readonly SourceColumn[] = [
  optional(bounded(BOUNDS.monthlyPassengers, numberColumn('PASSENGERS', 'Passengers'))),
  optional(bounded(BOUNDS.pounds, numberColumn('FREIGHT', 'Freight'))),
  optional(bounded(BOUNDS.pounds, numberColumn('MAIL', 'Mail'))),
  optional(bounded(BOUNDS.miles, numberColumn('DISTANCE', 'Distance'))),
  textColumn('UNIQUE_CARRIER', 'UniqueCarrier'),
  optional(textColumn('UNIQUE_CARRIER_NAME', 'UniqueCarrierName')),
  optional(textColumn('UNIQUE_CARRIER_ENTITY', 'UniqCarrierEntity', 'UniqueCarrierEntity')),
  optional(textColumn('REGION', 'CarrierRegion', 'Region')),
  /** A download with airport ids only: the code comes from the Master Coordinate (transforms.ts, heldCodes). */
  byAirportId(textColumn('ORIGIN', 'Origin'), 'ORIGIN_AIRPORT_ID'),
  byAirportId(textColumn('DEST', 'Dest'), 'DEST_AIRPORT_ID'),
  optional(numberColumn('ORIGIN_AIRPORT_ID', 'OriginAirportID', 'OriginAirportId')),
  optional(numberColumn('DEST_AIRPORT_ID', 'DestAirportID', 'DestAirportId')),
  ...CITY_MARKET_IDS,
  numberColumn('YEAR', 'Year'),
  numberColumn('MONTH', 'Month'),
  optional(textColumn('CLASS', 'Class')),
  optional(numberColumn('ORIGIN_WAC', 'OriginWac')),
  optional(numberColumn('DEST_WAC', 'DestWac')),
  optional(textColumn('ORIGIN_COUNTRY', 'OriginCountry')),
  optional(textColumn('DEST_COUNTRY', 'DestCountry')),
  optional(numberColumn('CARRIER_GROUP_NEW', 'CarrierGroupNew')),
  optional(numberColumn('CARRIER_GROUP', 'CarrierGroup')),
];

/** Columns of T-100 Segment downloads that T-100 Market downloads never have. */
const T100_SEGMENT_ONLY = [
  'SEATS',
  'DEPARTURES_PERFORMED',
  'DEPARTURES_SCHEDULED',
  'AIRCRAFT_TYPE',
  'AIRCRAFT_CONFIG',
  'AIRCRAFT_GROUP',
  'PAYLOAD',
  'RAMP_TO_RAMP',
];

/** DB1C carrier columns (the coupon file is undocumented; names follow the market file, with plain-word aliases). */
const DB1C_CARRIERS: readonly SourceColumn[] = [
  textColumn('RpCarrier', 'ReportingCarrier'),
  textColumn('OpCarrier', 'OperatingCarrier'),
  textColumn('MktCarrier', 'MarketingCarrier'),
];

/** Order matters: the first family whose signature matches wins (more specific first). */
export const FAMILIES: readonly FamilyDef[] = [
  {
    id: 'db1c_coupon',
    fileName: /DB1C[._-]?COUPON/i,
    period: { year: 'RpYear', index: 'RpMonth', grain: 'month' },
    title: 'DB1C Coupon',
    key: ['MktID', 'SeqNum'],
    signature: ['ItinID', 'MktID', 'SeqNum', 'RpMonth'],
    columns: [
      textColumn('ItinID'),
      textColumn('MktID'),
      bounded(BOUNDS.coupons, numberColumn('SeqNum')),
      numberColumn('RpYear'),
      numberColumn('RpQuarter'),
      numberColumn('RpMonth'),
      textColumn('Origin'),
      textColumn('Dest'),
      ...CITY_MARKET_IDS,
      ...DB1C_CARRIERS,
      bounded(BOUNDS.recordPassengers, numberColumn('Passengers')),
      bounded(BOUNDS.miles, numberColumn('Distance', 'CouponDistance', 'SegDistance')),
    ],
  },
  {
    id: 'db1c_market',
    fileName: /DB1C[._-]?MARKET/i,
    period: { year: 'RpYear', index: 'RpMonth', grain: 'month' },
    title: 'DB1C Market',
    key: ['MktID'],
    signature: ['ItinID', 'MktID', 'MktAmount', 'RpMonth'],
    columns: [
      textColumn('ItinID'),
      textColumn('MktID'),
      bounded(BOUNDS.coupons, numberColumn('MktCoupons')),
      numberColumn('RpYear'),
      numberColumn('RpQuarter'),
      numberColumn('RpMonth'),
      textColumn('Origin'),
      textColumn('Dest'),
      ...CITY_MARKET_IDS,
      ...DB1C_CARRIERS,
      numberColumn('OpCarrierChange'),
      numberColumn('MktCarrierChange'),
      /** The market's airports, colon-joined (`BOS:ORD:LAX`): its connection (transforms.ts). */
      optional(textColumn('AirportGroup')),
      bounded(BOUNDS.recordPassengers, numberColumn('Passengers')),
      bounded(BOUNDS.amount, numberColumn('MktAmount')),
      bounded(BOUNDS.amount, numberColumn('MktTax', 'MktTaxAmount')),
      bounded(BOUNDS.itineraryMiles, numberColumn('TotalDistance')),
      bounded(BOUNDS.itineraryMiles, numberColumn('NonStopMiles')),
      numberColumn('Nonstop'),
      textColumn('PurchaseWindowGroup', 'PurWinGrp'),
    ],
  },
  {
    id: 'db1c_ticket',
    fileName: /DB1C[._-]?TICKET/i,
    period: { year: 'RpYear', index: 'RpMonth', grain: 'month' },
    title: 'DB1C Ticket',
    signature: ['ItinID', 'TotalAmount', 'RpMonth'],
    columns: [
      textColumn('ItinID'),
      numberColumn('RpYear'),
      numberColumn('RpMonth'),
      numberColumn('RoundTrip'),
      bounded(BOUNDS.recordPassengers, numberColumn('Passengers')),
      bounded(BOUNDS.amount, numberColumn('TotalAmount')),
    ],
  },
  {
    id: 'db1b_coupon',
    fileName: /DB1B[._-]?COUPON/i,
    period: { year: 'Year', index: 'Quarter', grain: 'quarter' },
    title: 'DB1B Coupon',
    key: ['ItinID', 'SeqNum'],
    signature: ['ItinID', 'MktID', 'SeqNum', 'FareClass', 'CouponType'],
    columns: [
      numberColumn('ItinID'),
      numberColumn('MktID'),
      bounded(BOUNDS.coupons, numberColumn('SeqNum')),
      numberColumn('Year'),
      numberColumn('Quarter'),
      textColumn('Origin'),
      textColumn('Dest'),
      ...CITY_MARKET_IDS,
      textColumn('CouponType'),
      textColumn('TkCarrier'),
      textColumn('OpCarrier'),
      textColumn('RPCarrier'),
      bounded(BOUNDS.recordPassengers, numberColumn('Passengers')),
      textColumn('FareClass'),
      bounded(BOUNDS.miles, numberColumn('Distance')),
      numberColumn('Gateway'),
      numberColumn('ItinGeoType'),
      numberColumn('CouponGeoType'),
    ],
  },
  {
    id: 'db1b_market',
    fileName: /DB1B[._-]?MARKET/i,
    period: { year: 'Year', index: 'Quarter', grain: 'quarter' },
    title: 'DB1B Market',
    key: ['MktID'],
    signature: ['ItinID', 'MktID', 'MktCoupons', 'MktFare'],
    columns: [
      numberColumn('ItinID'),
      numberColumn('MktID'),
      bounded(BOUNDS.coupons, numberColumn('MktCoupons')),
      numberColumn('Year'),
      numberColumn('Quarter'),
      textColumn('Origin'),
      textColumn('Dest'),
      ...CITY_MARKET_IDS,
      numberColumn('TkCarrierChange'),
      textColumn('TkCarrierGroup'),
      numberColumn('OpCarrierChange'),
      textColumn('OpCarrierGroup'),
      /** The market's airports, colon-joined (`BOS:ORD:LAX`): its connection (transforms.ts). */
      optional(textColumn('AirportGroup')),
      textColumn('RPCarrier'),
      textColumn('TkCarrier'),
      textColumn('OpCarrier'),
      numberColumn('BulkFare'),
      bounded(BOUNDS.recordPassengers, numberColumn('Passengers')),
      bounded(BOUNDS.fare, numberColumn('MktFare')),
      bounded(BOUNDS.itineraryMiles, numberColumn('MktDistance')),
      bounded(BOUNDS.itineraryMiles, numberColumn('MktMilesFlown')),
      bounded(BOUNDS.itineraryMiles, numberColumn('NonStopMiles')),
      numberColumn('ItinGeoType'),
      numberColumn('MktGeoType'),
    ],
  },
  {
    id: 'db1b_ticket',
    fileName: /DB1B[._-]?TICKET/i,
    period: { year: 'Year', index: 'Quarter', grain: 'quarter' },
    title: 'DB1B Ticket',
    key: ['ItinID'],
    signature: ['ItinID', 'ItinFare', 'RoundTrip'],
    columns: [
      numberColumn('ItinID'),
      numberColumn('Year'),
      numberColumn('Quarter'),
      numberColumn('RoundTrip'),
      numberColumn('OnLine'),
      numberColumn('DollarCred'),
      bounded(BOUNDS.fare, numberColumn('ItinFare')),
    ],
  },
  {
    id: 't100_segment',
    period: { year: 'YEAR', index: 'MONTH', grain: 'month' },
    title: 'T-100 Segment',
    scoped: true,
    /** A carrier entity's service class on a segment with one aircraft type and configuration, in a month. */
    key: [
      'UNIQUE_CARRIER',
      'UNIQUE_CARRIER_ENTITY',
      'ORIGIN',
      'DEST',
      'CLASS',
      'YEAR',
      'MONTH',
      'AIRCRAFT_TYPE',
      'AIRCRAFT_CONFIG',
    ],
    signature: ['UNIQUE_CARRIER', 'ORIGIN', 'DEST'],
    exclusive: T100_SEGMENT_ONLY,
    fileName: /T100[DI]?[_-]?SEGMENT/i,
    columns: [
      optional(bounded(BOUNDS.monthlyDepartures, numberColumn('DEPARTURES_SCHEDULED', 'DepScheduled'))),
      optional(bounded(BOUNDS.monthlyDepartures, numberColumn('DEPARTURES_PERFORMED', 'DepPerformed'))),
      optional(bounded(BOUNDS.monthlyPassengers, numberColumn('SEATS', 'Seats'))),
      ...T100_COMMON,
      optional(numberColumn('AIRCRAFT_GROUP', 'AircraftGroup')),
      optional(numberColumn('AIRCRAFT_TYPE', 'AircraftType')),
      optional(numberColumn('AIRCRAFT_CONFIG', 'AircraftConfig')),
    ],
  },
  {
    id: 't100_market',
    period: { year: 'YEAR', index: 'MONTH', grain: 'month' },
    title: 'T-100 Market',
    scoped: true,
    // no key: no real market download was at hand to confirm that a carrier entity's class in a market is
    // one record (the test fixtures repeat it), and refusing a genuine file would be worse
    signature: ['PASSENGERS', 'UNIQUE_CARRIER', 'ORIGIN', 'DEST'],
    excludes: T100_SEGMENT_ONLY,
    fileName: /T100[DI]?[_-]?MARKET/i,
    columns: T100_COMMON,
  },
  {
    id: 'ontime',
    period: { year: 'Year', index: 'Month', grain: 'month' },
    title: 'On-Time Reporting Carrier',
    /** One flight: its date, carrier, flight number, origin and scheduled departure. */
    key: ['FlightDate', 'Reporting_Airline', 'FlightNumber', 'Origin', 'CRSDepTime'],
    /**
     * Any download with a flight's route and a column only on-time files have: PREZIP (CamelCase),
     * field-selected (UPPER_SNAKE, with or without CRS_DEP_TIME) or the Marketing Carrier layout (2018+, one
     * row per flight, its operating carrier in `Operating_Airline`).
     */
    signature: ['Origin', 'Dest'],
    exclusive: [
      'FlightDate',
      'CRSDepTime',
      'DepDelay',
      'DepDelayMinutes',
      'ArrDelay',
      'ArrDelayMinutes',
      'Cancelled',
      'Diverted',
      'TaxiOut',
      'TaxiIn',
    ],
    fileName: /on[_-]?time/i,
    columns: [
      optional(textColumn('FlightDate', 'FL_DATE')),
      optional(textColumn('CRSDepTime', 'CRS_DEP_TIME')),
      optional(
        textColumn(
          'FlightNumber',
          'Flight_Number_Reporting_Airline',
          'OP_CARRIER_FL_NUM',
          'FlightNum',
          'Flight_Number_Operating_Airline',
        ),
      ),
      derived(numberColumn('Year', 'YEAR'), 'FlightDate', (date) => `year(${date})`),
      derived(numberColumn('Month', 'MONTH'), 'FlightDate', (date) => `month(${date})`),
      optional(derived(numberColumn('DayOfWeek', 'DAY_OF_WEEK'), 'FlightDate', (date) => `isodow(${date})`)),
      textColumn(
        'Reporting_Airline',
        'UniqueCarrier',
        'OP_UNIQUE_CARRIER',
        'OP_CARRIER',
        'Operating_Airline',
        'IATA_Code_Operating_Airline',
      ),
      textColumn('Origin', 'ORIGIN'),
      textColumn('Dest', 'DEST'),
      ...CITY_MARKET_IDS,
      emptyByRule(bounded(BOUNDS.delay, numberColumn('DepDelayMinutes', 'DEP_DELAY_NEW'))),
      emptyByRule(bounded(BOUNDS.signedDelay, numberColumn('DepDelay', 'DEP_DELAY'))),
      emptyByRule(delayFlag(bounded(BOUNDS.flag, numberColumn('DepDel15', 'DEP_DEL15')), 'DepDelayMinutes')),
      emptyByRule(bounded(BOUNDS.flightMinutes, numberColumn('TaxiOut', 'TAXI_OUT'))),
      emptyByRule(bounded(BOUNDS.flightMinutes, numberColumn('TaxiIn', 'TAXI_IN'))),
      emptyByRule(bounded(BOUNDS.delay, numberColumn('ArrDelayMinutes', 'ARR_DELAY_NEW'))),
      emptyByRule(bounded(BOUNDS.signedDelay, numberColumn('ArrDelay', 'ARR_DELAY'))),
      emptyByRule(delayFlag(bounded(BOUNDS.flag, numberColumn('ArrDel15', 'ARR_DEL15')), 'ArrDelayMinutes')),
      optional(bounded(BOUNDS.flag, numberColumn('Cancelled', 'CANCELLED'))),
      optional(textColumn('CancellationCode', 'CANCELLATION_CODE')),
      optional(bounded(BOUNDS.flag, numberColumn('Diverted', 'DIVERTED'))),
      emptyByRule(bounded(BOUNDS.flightMinutes, numberColumn('ActualElapsedTime', 'ACTUAL_ELAPSED_TIME'))),
      emptyByRule(bounded(BOUNDS.flightMinutes, numberColumn('AirTime', 'AIR_TIME'))),
      optional(bounded(BOUNDS.flag, numberColumn('Flights', 'FLIGHTS'))),
      optional(bounded(BOUNDS.miles, numberColumn('Distance', 'DISTANCE'))),
      causeMinutes('CarrierDelay', 'CARRIER_DELAY'),
      causeMinutes('WeatherDelay', 'WEATHER_DELAY'),
      causeMinutes('NASDelay', 'NAS_DELAY'),
      causeMinutes('SecurityDelay', 'SECURITY_DELAY'),
      causeMinutes('LateAircraftDelay', 'LATE_AIRCRAFT_DELAY'),
      optional(textColumn('DepTimeBlk', 'DEP_TIME_BLK')),
      optional(textColumn('ArrTimeBlk', 'ARR_TIME_BLK')),
    ],
    // a flight date that is no date is refused naming its own column (the period may be derived from it)
    checks: [dateCheck('FlightDate'), timeBlockCheck('DepTimeBlk'), timeBlockCheck('ArrTimeBlk')],
  },
  {
    id: 'master_cord',
    title: 'Master Coordinate',
    signature: ['AIRPORT', 'LATITUDE', 'LONGITUDE'],
    columns: [
      numberColumn('AIRPORT_SEQ_ID'),
      numberColumn('AIRPORT_ID'),
      textColumn('AIRPORT'),
      optional(textColumn('DISPLAY_AIRPORT_NAME')),
      optional(textColumn('DISPLAY_AIRPORT_CITY_NAME_FULL')),
      optional(numberColumn('AIRPORT_WAC')),
      optional(textColumn('AIRPORT_COUNTRY_CODE_ISO')),
      optional(textColumn('AIRPORT_STATE_CODE')),
      optional(textColumn('AIRPORT_STATE_FIPS')),
      optional(numberColumn('CITY_MARKET_ID')),
      optional(textColumn('DISPLAY_CITY_MARKET_NAME_FULL')),
      optional(numberColumn('LATITUDE')),
      optional(numberColumn('LONGITUDE')),
      optional(numberColumn('AIRPORT_IS_CLOSED')),
      optional(numberColumn('AIRPORT_IS_LATEST')),
      optional(textColumn('AIRPORT_START_DATE')),
      optional(textColumn('AIRPORT_THRU_DATE')),
    ],
    checks: [dateCheck('AIRPORT_START_DATE'), dateCheck('AIRPORT_THRU_DATE')],
  },
  {
    id: 'carrier_decode',
    title: 'Carrier Decode',
    signature: ['AIRLINE_ID', 'UNIQUE_CARRIER', 'UNIQUE_CARRIER_NAME'],
    excludes: ['PASSENGERS'],
    columns: [
      numberColumn('AIRLINE_ID'),
      textColumn('UNIQUE_CARRIER'),
      textColumn('UNIQUE_CARRIER_NAME'),
      optional(textColumn('UNIQUE_CARRIER_ENTITY')),
      optional(textColumn('REGION')),
      optional(textColumn('START_DATE_SOURCE')),
      optional(textColumn('THRU_DATE_SOURCE')),
    ],
    checks: [dateCheck('START_DATE_SOURCE'), dateCheck('THRU_DATE_SOURCE')],
  },
  {
    id: 'aircraft_types',
    title: 'Aircraft Types',
    signature: ['AC_TYPEID', 'AC_GROUP', 'SSD_NAME'],
    columns: [
      numberColumn('AC_TYPEID'),
      numberColumn('AC_GROUP'),
      textColumn('SSD_NAME'),
      textColumn('MANUFACTURER'),
      textColumn('LONG_NAME'),
      textColumn('SHORT_NAME'),
      textColumn('BEGIN_DATE'),
      textColumn('END_DATE'),
    ],
    checks: [dateCheck('BEGIN_DATE'), dateCheck('END_DATE')],
  },
  {
    id: 'airport_roles',
    title: 'Airport roles',
    signature: ['iata', 'role'],
    columns: [textColumn('iata'), textColumn('role')],
    checks: [
      {
        column: 'iata',
        valid: (v) => `regexp_full_match(${v}, '[A-Za-z0-9]{3}')`,
        expected: 'a 3-character airport code',
      },
      { column: 'role', valid: (v) => `upper(${v}) IN ('P', 'R', 'G')`, expected: 'an FAA role P, R or G' },
    ],
  },
  {
    id: 'lookup',
    title: 'TranStats lookup table',
    /** Every L_* table has this header: which table it is comes from the file name (lookups.ts). */
    signature: ['Code', 'Description'],
    columns: [textColumn('Code'), optional(textColumn('Description'))],
  },
];
