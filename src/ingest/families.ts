import { parseDate } from './sql.js';

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
}

export interface FamilyDef {
  readonly id: FamilyId;
  readonly title: string;
  /** Header columns that identify the family (all must be present). */
  readonly signature: readonly string[];
  /** Header columns whose presence rules the family out. */
  readonly excludes?: readonly string[];
  readonly columns: readonly SourceColumn[];
  /** Value rules beyond the column type (SQL predicate true for a valid, non-null value). */
  readonly checks?: readonly ValueCheck[];
  /** The period columns (year, then quarter or month) of period-bearing families. */
  readonly period?: { readonly year: string; readonly index: string; readonly grain: 'quarter' | 'month' };
  /** T-100: each record belongs to one scope (scope.ts), and a file replaces only the scopes it holds. */
  readonly scoped?: boolean;
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

const num = (name: string, ...aliases: string[]): SourceColumn => ({
  name,
  aliases: [name, ...aliases],
  type: 'DOUBLE',
});
const str = (name: string, ...aliases: string[]): SourceColumn => ({
  name,
  aliases: [name, ...aliases],
  type: 'VARCHAR',
});
const optional = (column: SourceColumn): SourceColumn => ({ ...column, optional: true });
/** A column that, when absent, is computed from the FlightDate-like column `from` by `sql`. */
const derived = (column: SourceColumn, from: string, sql: (value: string) => string): SourceColumn => ({
  ...column,
  derive: { from, sql: sql(parseDate(`"${from}"`)) },
});

/**
 * T-100 columns. Measures and descriptive dimensions may be missing from a field-selected download (stored as
 * null); the route, carrier, period and the scope columns (an endpoint WAC or country, the carrier group) may not.
 */
const T100_COMMON: readonly SourceColumn[] = [
  optional(num('PASSENGERS', 'Passengers')),
  optional(num('FREIGHT', 'Freight')),
  optional(num('MAIL', 'Mail')),
  optional(num('DISTANCE', 'Distance')),
  str('UNIQUE_CARRIER', 'UniqueCarrier'),
  optional(str('UNIQUE_CARRIER_ENTITY', 'UniqCarrierEntity', 'UniqueCarrierEntity')),
  optional(str('REGION', 'CarrierRegion', 'Region')),
  str('ORIGIN', 'Origin'),
  str('DEST', 'Dest'),
  num('YEAR', 'Year'),
  num('MONTH', 'Month'),
  optional(str('CLASS', 'Class')),
  optional(num('ORIGIN_WAC', 'OriginWac')),
  optional(num('DEST_WAC', 'DestWac')),
  optional(str('ORIGIN_COUNTRY', 'OriginCountry')),
  optional(str('DEST_COUNTRY', 'DestCountry')),
  optional(num('CARRIER_GROUP_NEW', 'CarrierGroupNew')),
  optional(num('CARRIER_GROUP', 'CarrierGroup')),
];

/** DB1C carrier columns (the coupon file is undocumented; names follow the market file, with plain-word aliases). */
const DB1C_CARRIERS: readonly SourceColumn[] = [
  str('RpCarrier', 'ReportingCarrier'),
  str('OpCarrier', 'OperatingCarrier'),
  str('MktCarrier', 'MarketingCarrier'),
];

/** Order matters: the first family whose signature matches wins (more specific first). */
export const FAMILIES: readonly FamilyDef[] = [
  {
    id: 'db1c_coupon',
    period: { year: 'RpYear', index: 'RpMonth', grain: 'month' },
    title: 'DB1C Coupon',
    signature: ['ItinID', 'MktID', 'SeqNum', 'RpMonth'],
    columns: [
      str('ItinID'),
      str('MktID'),
      num('SeqNum'),
      num('RpYear'),
      num('RpQuarter'),
      num('RpMonth'),
      str('Origin'),
      str('Dest'),
      ...DB1C_CARRIERS,
      num('Passengers'),
      num('Distance', 'CouponDistance', 'SegDistance'),
    ],
  },
  {
    id: 'db1c_market',
    period: { year: 'RpYear', index: 'RpMonth', grain: 'month' },
    title: 'DB1C Market',
    signature: ['ItinID', 'MktID', 'MktAmount', 'RpMonth'],
    columns: [
      str('ItinID'),
      str('MktID'),
      num('MktCoupons'),
      num('RpYear'),
      num('RpQuarter'),
      num('RpMonth'),
      str('Origin'),
      str('Dest'),
      ...DB1C_CARRIERS,
      num('OpCarrierChange'),
      num('MktCarrierChange'),
      num('Passengers'),
      num('MktAmount'),
      num('MktTax', 'MktTaxAmount'),
      num('TotalDistance'),
      num('NonStopMiles'),
      num('Nonstop'),
      str('PurchaseWindowGroup', 'PurWinGrp'),
    ],
  },
  {
    id: 'db1c_ticket',
    period: { year: 'RpYear', index: 'RpMonth', grain: 'month' },
    title: 'DB1C Ticket',
    signature: ['ItinID', 'TotalAmount', 'RpMonth'],
    columns: [str('ItinID'), num('RpYear'), num('RpMonth'), num('RoundTrip'), num('Passengers')],
  },
  {
    id: 'db1b_coupon',
    period: { year: 'Year', index: 'Quarter', grain: 'quarter' },
    title: 'DB1B Coupon',
    signature: ['ItinID', 'MktID', 'SeqNum', 'FareClass', 'CouponType'],
    columns: [
      num('ItinID'),
      num('MktID'),
      num('SeqNum'),
      num('Year'),
      num('Quarter'),
      str('Origin'),
      str('Dest'),
      str('CouponType'),
      str('TkCarrier'),
      str('OpCarrier'),
      str('RPCarrier'),
      num('Passengers'),
      str('FareClass'),
      num('Distance'),
      num('Gateway'),
      num('ItinGeoType'),
      num('CouponGeoType'),
    ],
  },
  {
    id: 'db1b_market',
    period: { year: 'Year', index: 'Quarter', grain: 'quarter' },
    title: 'DB1B Market',
    signature: ['ItinID', 'MktID', 'MktCoupons', 'MktFare'],
    columns: [
      num('ItinID'),
      num('MktID'),
      num('MktCoupons'),
      num('Year'),
      num('Quarter'),
      str('Origin'),
      str('Dest'),
      num('TkCarrierChange'),
      str('TkCarrierGroup'),
      num('OpCarrierChange'),
      str('OpCarrierGroup'),
      str('RPCarrier'),
      str('TkCarrier'),
      str('OpCarrier'),
      num('BulkFare'),
      num('Passengers'),
      num('MktFare'),
      num('MktDistance'),
      num('MktMilesFlown'),
      num('NonStopMiles'),
      num('ItinGeoType'),
      num('MktGeoType'),
    ],
  },
  {
    id: 'db1b_ticket',
    period: { year: 'Year', index: 'Quarter', grain: 'quarter' },
    title: 'DB1B Ticket',
    signature: ['ItinID', 'ItinFare', 'RoundTrip'],
    columns: [num('ItinID'), num('Year'), num('Quarter'), num('RoundTrip'), num('OnLine'), num('DollarCred')],
  },
  {
    id: 't100_segment',
    period: { year: 'YEAR', index: 'MONTH', grain: 'month' },
    title: 'T-100 Segment',
    scoped: true,
    signature: ['DEPARTURES_PERFORMED', 'SEATS', 'AIRCRAFT_TYPE'],
    columns: [
      optional(num('DEPARTURES_SCHEDULED', 'DepScheduled')),
      optional(num('DEPARTURES_PERFORMED', 'DepPerformed')),
      optional(num('SEATS', 'Seats')),
      ...T100_COMMON,
      optional(num('AIRCRAFT_GROUP', 'AircraftGroup')),
      optional(num('AIRCRAFT_TYPE', 'AircraftType')),
      optional(num('AIRCRAFT_CONFIG', 'AircraftConfig')),
    ],
  },
  {
    id: 't100_market',
    period: { year: 'YEAR', index: 'MONTH', grain: 'month' },
    title: 'T-100 Market',
    scoped: true,
    signature: ['PASSENGERS', 'FREIGHT', 'MAIL', 'UNIQUE_CARRIER', 'DEST'],
    excludes: ['SEATS'],
    columns: T100_COMMON,
  },
  {
    id: 'ontime',
    period: { year: 'Year', index: 'Month', grain: 'month' },
    title: 'On-Time Reporting Carrier',
    /** Any download with a flight's route and scheduled departure: PREZIP (CamelCase) or field-selected (UPPER_SNAKE). */
    signature: ['Origin', 'Dest', 'CRSDepTime'],
    /** The Marketing Carrier on-time table is a different family (codeshare rows). */
    excludes: ['Marketing_Airline_Network'],
    columns: [
      optional(str('FlightDate', 'FL_DATE')),
      optional(str('CRSDepTime', 'CRS_DEP_TIME')),
      derived(num('Year', 'YEAR'), 'FlightDate', (date) => `year(${date})`),
      derived(num('Month', 'MONTH'), 'FlightDate', (date) => `month(${date})`),
      optional(derived(num('DayOfWeek', 'DAY_OF_WEEK'), 'FlightDate', (date) => `isodow(${date})`)),
      str('Reporting_Airline', 'UniqueCarrier', 'OP_UNIQUE_CARRIER', 'OP_CARRIER'),
      str('Origin', 'ORIGIN'),
      str('Dest', 'DEST'),
      optional(num('DepDelayMinutes', 'DEP_DELAY_NEW')),
      optional(num('DepDelay', 'DEP_DELAY')),
      optional(num('DepDel15', 'DEP_DEL15')),
      optional(num('TaxiOut', 'TAXI_OUT')),
      optional(num('TaxiIn', 'TAXI_IN')),
      optional(num('ArrDelayMinutes', 'ARR_DELAY_NEW')),
      optional(num('ArrDelay', 'ARR_DELAY')),
      optional(num('ArrDel15', 'ARR_DEL15')),
      optional(num('Cancelled', 'CANCELLED')),
      optional(str('CancellationCode', 'CANCELLATION_CODE')),
      optional(num('Diverted', 'DIVERTED')),
      optional(num('ActualElapsedTime', 'ACTUAL_ELAPSED_TIME')),
      optional(num('AirTime', 'AIR_TIME')),
      optional(num('Flights', 'FLIGHTS')),
      optional(num('Distance', 'DISTANCE')),
    ],
  },
  {
    id: 'master_cord',
    title: 'Master Coordinate',
    signature: ['AIRPORT', 'LATITUDE', 'LONGITUDE'],
    columns: [
      num('AIRPORT_SEQ_ID'),
      num('AIRPORT_ID'),
      str('AIRPORT'),
      optional(str('DISPLAY_AIRPORT_NAME')),
      optional(str('DISPLAY_AIRPORT_CITY_NAME_FULL')),
      optional(num('AIRPORT_WAC')),
      optional(str('AIRPORT_COUNTRY_CODE_ISO')),
      optional(str('AIRPORT_STATE_CODE')),
      optional(str('AIRPORT_STATE_FIPS')),
      optional(num('CITY_MARKET_ID')),
      optional(num('LATITUDE')),
      optional(num('LONGITUDE')),
      optional(num('AIRPORT_IS_CLOSED')),
      optional(num('AIRPORT_IS_LATEST')),
      optional(str('AIRPORT_START_DATE')),
    ],
    checks: [dateCheck('AIRPORT_START_DATE')],
  },
  {
    id: 'carrier_decode',
    title: 'Carrier Decode',
    signature: ['AIRLINE_ID', 'UNIQUE_CARRIER', 'UNIQUE_CARRIER_NAME'],
    excludes: ['PASSENGERS'],
    columns: [
      num('AIRLINE_ID'),
      str('UNIQUE_CARRIER'),
      str('UNIQUE_CARRIER_NAME'),
      optional(str('UNIQUE_CARRIER_ENTITY')),
      optional(str('REGION')),
      optional(str('START_DATE_SOURCE')),
      optional(str('THRU_DATE_SOURCE')),
    ],
    checks: [dateCheck('START_DATE_SOURCE'), dateCheck('THRU_DATE_SOURCE')],
  },
  {
    id: 'aircraft_types',
    title: 'Aircraft Types',
    signature: ['AC_TYPEID', 'AC_GROUP', 'SSD_NAME'],
    columns: [
      num('AC_TYPEID'),
      num('AC_GROUP'),
      str('SSD_NAME'),
      str('MANUFACTURER'),
      str('LONG_NAME'),
      str('SHORT_NAME'),
      str('BEGIN_DATE'),
      str('END_DATE'),
    ],
    checks: [dateCheck('BEGIN_DATE'), dateCheck('END_DATE')],
  },
  {
    id: 'airport_roles',
    title: 'Airport roles',
    signature: ['iata', 'role'],
    columns: [str('iata'), str('role')],
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
    columns: [str('Code'), optional(str('Description'))],
  },
];

/** Header names (lower case) that stand for `column` in `family`: the column's aliases, or the name itself. */
function acceptedNames(family: FamilyDef, column: string): string[] {
  const lower = column.toLowerCase();
  const def = family.columns.find((c) => c.aliases.some((alias) => alias.toLowerCase() === lower));
  return (def?.aliases ?? [column]).map((alias) => alias.toLowerCase());
}

/**
 * The family whose signature the header matches (each signature column under any of its accepted names,
 * case-insensitively), or undefined.
 */
export function detectFamily(header: readonly string[]): FamilyDef | undefined {
  const names = new Set(header.map((h) => h.trim().toLowerCase()));
  const has = (family: FamilyDef, column: string) =>
    acceptedNames(family, column).some((name) => names.has(name));
  return FAMILIES.find(
    (family) =>
      family.signature.every((column) => has(family, column)) &&
      !(family.excludes ?? []).some((column) => has(family, column)),
  );
}

/** The headers ingest recognises, for the message about an unknown one. */
export function expectedHeaders(): string {
  return FAMILIES.map((family) => `${family.title} (${family.signature.join(', ')})`).join('; ');
}
