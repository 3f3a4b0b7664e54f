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
/** A column that, when absent, is computed from the FlightDate-like column `from` by `sql`. */
const derived = (column: SourceColumn, from: string, sql: (value: string) => string): SourceColumn => ({
  ...column,
  derive: { from, sql: sql(parseDate(`"${from}"`)) },
});

/** An airport code column that a file may replace by its airport id column `from` (read as NULL, resolved later). */
const byAirportId = (column: SourceColumn, from: string): SourceColumn => ({
  ...column,
  derive: { from, sql: 'NULL' },
});

/**
 * BTS's 15-minute flag (DepDel15, ArrDel15: 1 when the delay minutes are 15 or more), computed from the delay
 * minutes column `minutes` when a download lacks it; null where the minutes are (a cancelled flight).
 */
const delayFlag = (column: SourceColumn, minutes: string): SourceColumn => ({
  ...column,
  derive: {
    from: minutes,
    sql: `CASE WHEN "${minutes}" >= 15 THEN 1 WHEN "${minutes}" IS NOT NULL THEN 0 END`,
  },
});

/**
 * T-100 columns. Measures and descriptive dimensions may be missing from a field-selected download (stored as
 * null); the route, carrier, period and the scope columns (an endpoint WAC or country, the carrier group) may not.
 */
const T100_COMMON: readonly SourceColumn[] = [
  optional(numberColumn('PASSENGERS', 'Passengers')),
  optional(numberColumn('FREIGHT', 'Freight')),
  optional(numberColumn('MAIL', 'Mail')),
  optional(numberColumn('DISTANCE', 'Distance')),
  textColumn('UNIQUE_CARRIER', 'UniqueCarrier'),
  optional(textColumn('UNIQUE_CARRIER_NAME', 'UniqueCarrierName')),
  optional(textColumn('UNIQUE_CARRIER_ENTITY', 'UniqCarrierEntity', 'UniqueCarrierEntity')),
  optional(textColumn('REGION', 'CarrierRegion', 'Region')),
  /** A download with airport ids only: the code comes from the Master Coordinate (transforms.ts, heldCodes). */
  byAirportId(textColumn('ORIGIN', 'Origin'), 'ORIGIN_AIRPORT_ID'),
  byAirportId(textColumn('DEST', 'Dest'), 'DEST_AIRPORT_ID'),
  optional(numberColumn('ORIGIN_AIRPORT_ID', 'OriginAirportID', 'OriginAirportId')),
  optional(numberColumn('DEST_AIRPORT_ID', 'DestAirportID', 'DestAirportId')),
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
    period: { year: 'RpYear', index: 'RpMonth', grain: 'month' },
    title: 'DB1C Coupon',
    signature: ['ItinID', 'MktID', 'SeqNum', 'RpMonth'],
    columns: [
      textColumn('ItinID'),
      textColumn('MktID'),
      numberColumn('SeqNum'),
      numberColumn('RpYear'),
      numberColumn('RpQuarter'),
      numberColumn('RpMonth'),
      textColumn('Origin'),
      textColumn('Dest'),
      ...DB1C_CARRIERS,
      numberColumn('Passengers'),
      numberColumn('Distance', 'CouponDistance', 'SegDistance'),
    ],
  },
  {
    id: 'db1c_market',
    period: { year: 'RpYear', index: 'RpMonth', grain: 'month' },
    title: 'DB1C Market',
    signature: ['ItinID', 'MktID', 'MktAmount', 'RpMonth'],
    columns: [
      textColumn('ItinID'),
      textColumn('MktID'),
      numberColumn('MktCoupons'),
      numberColumn('RpYear'),
      numberColumn('RpQuarter'),
      numberColumn('RpMonth'),
      textColumn('Origin'),
      textColumn('Dest'),
      ...DB1C_CARRIERS,
      numberColumn('OpCarrierChange'),
      numberColumn('MktCarrierChange'),
      numberColumn('Passengers'),
      numberColumn('MktAmount'),
      numberColumn('MktTax', 'MktTaxAmount'),
      numberColumn('TotalDistance'),
      numberColumn('NonStopMiles'),
      numberColumn('Nonstop'),
      textColumn('PurchaseWindowGroup', 'PurWinGrp'),
    ],
  },
  {
    id: 'db1c_ticket',
    period: { year: 'RpYear', index: 'RpMonth', grain: 'month' },
    title: 'DB1C Ticket',
    signature: ['ItinID', 'TotalAmount', 'RpMonth'],
    columns: [
      textColumn('ItinID'),
      numberColumn('RpYear'),
      numberColumn('RpMonth'),
      numberColumn('RoundTrip'),
      numberColumn('Passengers'),
      numberColumn('TotalAmount'),
    ],
  },
  {
    id: 'db1b_coupon',
    period: { year: 'Year', index: 'Quarter', grain: 'quarter' },
    title: 'DB1B Coupon',
    signature: ['ItinID', 'MktID', 'SeqNum', 'FareClass', 'CouponType'],
    columns: [
      numberColumn('ItinID'),
      numberColumn('MktID'),
      numberColumn('SeqNum'),
      numberColumn('Year'),
      numberColumn('Quarter'),
      textColumn('Origin'),
      textColumn('Dest'),
      textColumn('CouponType'),
      textColumn('TkCarrier'),
      textColumn('OpCarrier'),
      textColumn('RPCarrier'),
      numberColumn('Passengers'),
      textColumn('FareClass'),
      numberColumn('Distance'),
      numberColumn('Gateway'),
      numberColumn('ItinGeoType'),
      numberColumn('CouponGeoType'),
    ],
  },
  {
    id: 'db1b_market',
    period: { year: 'Year', index: 'Quarter', grain: 'quarter' },
    title: 'DB1B Market',
    signature: ['ItinID', 'MktID', 'MktCoupons', 'MktFare'],
    columns: [
      numberColumn('ItinID'),
      numberColumn('MktID'),
      numberColumn('MktCoupons'),
      numberColumn('Year'),
      numberColumn('Quarter'),
      textColumn('Origin'),
      textColumn('Dest'),
      numberColumn('TkCarrierChange'),
      textColumn('TkCarrierGroup'),
      numberColumn('OpCarrierChange'),
      textColumn('OpCarrierGroup'),
      textColumn('RPCarrier'),
      textColumn('TkCarrier'),
      textColumn('OpCarrier'),
      numberColumn('BulkFare'),
      numberColumn('Passengers'),
      numberColumn('MktFare'),
      numberColumn('MktDistance'),
      numberColumn('MktMilesFlown'),
      numberColumn('NonStopMiles'),
      numberColumn('ItinGeoType'),
      numberColumn('MktGeoType'),
    ],
  },
  {
    id: 'db1b_ticket',
    period: { year: 'Year', index: 'Quarter', grain: 'quarter' },
    title: 'DB1B Ticket',
    signature: ['ItinID', 'ItinFare', 'RoundTrip'],
    columns: [
      numberColumn('ItinID'),
      numberColumn('Year'),
      numberColumn('Quarter'),
      numberColumn('RoundTrip'),
      numberColumn('OnLine'),
      numberColumn('DollarCred'),
      numberColumn('ItinFare'),
    ],
  },
  {
    id: 't100_segment',
    period: { year: 'YEAR', index: 'MONTH', grain: 'month' },
    title: 'T-100 Segment',
    scoped: true,
    signature: ['DEPARTURES_PERFORMED', 'SEATS', 'AIRCRAFT_TYPE'],
    columns: [
      optional(numberColumn('DEPARTURES_SCHEDULED', 'DepScheduled')),
      optional(numberColumn('DEPARTURES_PERFORMED', 'DepPerformed')),
      optional(numberColumn('SEATS', 'Seats')),
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
      optional(textColumn('FlightDate', 'FL_DATE')),
      optional(textColumn('CRSDepTime', 'CRS_DEP_TIME')),
      derived(numberColumn('Year', 'YEAR'), 'FlightDate', (date) => `year(${date})`),
      derived(numberColumn('Month', 'MONTH'), 'FlightDate', (date) => `month(${date})`),
      optional(derived(numberColumn('DayOfWeek', 'DAY_OF_WEEK'), 'FlightDate', (date) => `isodow(${date})`)),
      textColumn('Reporting_Airline', 'UniqueCarrier', 'OP_UNIQUE_CARRIER', 'OP_CARRIER'),
      textColumn('Origin', 'ORIGIN'),
      textColumn('Dest', 'DEST'),
      optional(numberColumn('DepDelayMinutes', 'DEP_DELAY_NEW')),
      optional(numberColumn('DepDelay', 'DEP_DELAY')),
      optional(delayFlag(numberColumn('DepDel15', 'DEP_DEL15'), 'DepDelayMinutes')),
      optional(numberColumn('TaxiOut', 'TAXI_OUT')),
      optional(numberColumn('TaxiIn', 'TAXI_IN')),
      optional(numberColumn('ArrDelayMinutes', 'ARR_DELAY_NEW')),
      optional(numberColumn('ArrDelay', 'ARR_DELAY')),
      optional(delayFlag(numberColumn('ArrDel15', 'ARR_DEL15'), 'ArrDelayMinutes')),
      optional(numberColumn('Cancelled', 'CANCELLED')),
      optional(textColumn('CancellationCode', 'CANCELLATION_CODE')),
      optional(numberColumn('Diverted', 'DIVERTED')),
      optional(numberColumn('ActualElapsedTime', 'ACTUAL_ELAPSED_TIME')),
      optional(numberColumn('AirTime', 'AIR_TIME')),
      optional(numberColumn('Flights', 'FLIGHTS')),
      optional(numberColumn('Distance', 'DISTANCE')),
    ],
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
