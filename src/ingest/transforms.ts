import { KEY_PRINTF, type PeriodGrain } from '../storage/periods.js';
import type { TableId } from '../storage/schema.js';
import type { FamilyId } from './families.js';
import { withHeldCodes } from './airport-periods.js';
import { fareBucketColumn, withFareHistogram } from './fare-histogram.js';
import { CARRIER_GROUP_SQL } from './scope.js';
import { CAUSE_MINUTES_TOTAL, DELAY_CAUSES } from '../storage/delay-causes.js';
import { completeSumSql } from '../storage/null-rule.js';
import { parseDate } from './sql.js';

/**
 * How each stored table is built from the loaded families (views named after the family ids), as SQL that
 * yields exactly the storage schema's columns, pre-aggregated to the dimension grain. Formulas follow
 * docs/API-CONTRACT.md §6; `band(x)` is the 500-mile distance band.
 */
export interface TableBuild {
  readonly table: TableId;
  /** Families that must all be present. */
  readonly needs: readonly FamilyId[];
  /** Source family whose record count is the partition's source_rows. */
  readonly countFrom: FamilyId;
  /** SQL expression over the count family giving the period key (`2024-Q1` / `2024-01`). */
  readonly periodOf: string;
  readonly sql: string;
}

/**
 * Σ over the records under the one null rule (`storage/null-rule.ts`): NULL when any record lacks a value (its
 * file has no such column: unknown is not zero, and a sum over part of the records is not the whole). A cell
 * BTS leaves empty by rule was read as 0 (`emptyIsZero` in families.ts).
 */
const completeSum = completeSumSql;
/** Each stored measure (key) as the complete sum of its source expression (value). */
const sums = (measures: Readonly<Record<string, string>>) =>
  Object.entries(measures)
    .map(([measure, value]) => `${completeSum(`(${value})`)} AS ${measure}`)
    .join(',\n    ');
/** One flight's five cause minutes (NULL when its file lacks any cause column). */
const CAUSE_TOTAL = DELAY_CAUSES.map((cause) => cause.source).join(' + ');
/**
 * Delay causes (docs/API-CONTRACT.md §12): per cause Σ minutes and BTS's proportional count (each flight with cause
 * minutes counts once, split between its causes in proportion to their minutes), and Σ of all cause minutes.
 */
const DELAY_CAUSE_SUMS = [
  ...DELAY_CAUSES.flatMap((cause) => [
    `${completeSum(cause.source)} AS ${cause.minutes}`,
    `${completeSum(`CASE WHEN (${CAUSE_TOTAL}) > 0 THEN ${cause.source} / (${CAUSE_TOTAL}) WHEN (${CAUSE_TOTAL}) IS NOT NULL THEN 0 END`)} AS ${cause.count}`,
  ]),
  `${completeSum(`(${CAUSE_TOTAL})`)} AS ${CAUSE_MINUTES_TOTAL}`,
].join(',\n    ');
const band = (miles: string) => `LEAST(25, 1 + CAST(floor(COALESCE(${miles}, 0) / 500) AS INTEGER))`;
const flag = (value: string) => `(COALESCE(${value}, 0) = 1)`;
/** The city markets of the record's ends (null when the file has no such columns). */
const cityMarkets = (t: string) =>
  `CAST(${t}.OriginCityMarketID AS INTEGER) AS origin_city_market, CAST(${t}.DestCityMarketID AS INTEGER) AS destination_city_market`;
/**
 * How a DB1B or DB1C market travels (docs/API-CONTRACT.md §12 "Routing"): one coupon is `nonstop`, two the middle airport of
 * AirportGroup (null when the file lacks it or its airports do not match the coupons), more `multiple`.
 */
const connection = (m: string) => `CASE WHEN ${m}.MktCoupons = 1 THEN 'nonstop'
      WHEN ${m}.MktCoupons = 2 AND len(string_split(${m}.AirportGroup, ':')) = 3
        THEN NULLIF(trim(string_split(${m}.AirportGroup, ':')[2]), '')
      WHEN ${m}.MktCoupons > 2 THEN 'multiple' END`;
/** Σ Passengers of the nonstop markets (one coupon). */
const nonstopPassengers = (m: string) => `sum(CASE WHEN ${m}.MktCoupons = 1 THEN ${m}.Passengers ELSE 0 END)`;
/** The period key of each record (storage/periods.ts), from its year and quarter or month columns. */
const periodKey = (grain: PeriodGrain) => (year: string, index: string) =>
  `printf('${KEY_PRINTF[grain]}', CAST(${year} AS INTEGER), CAST(${index} AS INTEGER))`;
const monthKey = periodKey('month');
const quarterKey = periodKey('quarter');

/**
 * DB1B market flags from coupons (first non-ground fare class, first coupon type, any ground coupon) and the
 * ticket.
 */
const DB1B_MARKET_FLAGS = `
  market_coupons AS (
    SELECT MktID,
           COALESCE(arg_min(FareClass, SeqNum) FILTER (WHERE FareClass IS NOT NULL AND FareClass <> '-'), '-') AS fare_class,
           arg_min(CouponType, SeqNum) AS coupon_type,
           bool_or(FareClass = '-') AS has_ground,
           sum(Distance) AS coupon_miles,
           count(*) AS coupon_count
      FROM db1b_coupon GROUP BY MktID
  ),
  markets AS (
    SELECT m.*, t.RoundTrip, t.OnLine, t.DollarCred, t.ItinFare, mc.fare_class, mc.coupon_type, mc.has_ground, mc.coupon_miles, mc.coupon_count
      FROM db1b_market m
      LEFT JOIN db1b_ticket t USING (ItinID)
      LEFT JOIN market_coupons mc USING (MktID)
  )`;

const DB1B_DIMENSIONS = (m: string) => `
    CAST(${m}.Year AS INTEGER) AS year, CAST(${m}.Quarter AS INTEGER) AS quarter,
    ${m}.Origin AS origin, ${m}.Dest AS destination, ${cityMarkets(m)},
    ${m}.TkCarrier AS tkcarrier, ${m}.OpCarrier AS opcarrier, ${m}.RPCarrier AS rpcarrier,
    ${flag(`${m}.TkCarrierChange`)} AS tkcarrier_change, ${flag(`${m}.OpCarrierChange`)} AS opcarrier_change,
    ${flag(`${m}.BulkFare`)} AS bulk_fare, ${flag(`${m}.DollarCred`)} AS dollar_cred,
    ${flag(`${m}.RoundTrip`)} AS roundtrip, ${flag(`${m}.OnLine`)} AS online,
    (${m}.MktCoupons = 1) AS nonstop,
    CAST(CAST(${m}.ItinGeoType AS INTEGER) AS VARCHAR) AS itin_geo_type,
    CAST(CAST(${m}.MktGeoType AS INTEGER) AS VARCHAR) AS mkt_geo_type`;

const DB1C_TICKETS = `tickets AS (
  SELECT ItinID, max(RoundTrip) AS RoundTrip, max(TotalAmount) AS TotalAmount FROM db1c_ticket GROUP BY ItinID
)`;
const DB1C_FLAGS = (m: string) => `
    ${m}.RpCarrier AS rpcarrier, ${m}.OpCarrier AS opcarrier, ${m}.MktCarrier AS mktcarrier,
    ${flag(`${m}.OpCarrierChange`)} AS opcarrier_change, ${flag(`${m}.MktCarrierChange`)} AS mktcarrier_change,
    ${flag('tickets.RoundTrip')} AS roundtrip, ${flag(`${m}.Nonstop`)} AS nonstop,
    CASE WHEN ${m}.PurchaseWindowGroup IN ('21AP', '2290', '91UP') THEN ${m}.PurchaseWindowGroup END AS purwingrp`;

const DB1C_MARKET_SQL = `WITH ${DB1C_TICKETS}
  SELECT CAST(m.RpYear AS INTEGER) AS year, CAST(m.RpQuarter AS INTEGER) AS quarter, CAST(m.RpMonth AS INTEGER) AS month,
    m.Origin AS origin, m.Dest AS destination, ${cityMarkets('m')}, ${DB1C_FLAGS('m')}, ${connection('m')} AS connection,
    ${fareBucketColumn('m.MktAmount')},
    ${fareBucketColumn('tickets.TotalAmount', 'itin_fare_histogram')},
    CAST(count(*) AS DOUBLE) AS record_count, sum(m.Passengers) AS passengers,
    sum(m.MktAmount * m.Passengers) AS revenue, sum(m.MktTax * m.Passengers) AS tax_cost,
    sum(m.TotalDistance * m.Passengers) AS total_distance, sum(m.NonStopMiles * m.Passengers) AS nonstop_miles,
    ${nonstopPassengers('m')} AS nonstop_passengers
  FROM db1c_market m LEFT JOIN tickets USING (ItinID)
  GROUP BY ALL`;

/** DB1C coupon amount per passenger: the market amount prorated by coupon distance (evenly when no miles). */
const DB1C_COUPON_AMOUNT =
  'CASE WHEN mm.miles > 0 THEN m.MktAmount * c.Distance / mm.miles ELSE m.MktAmount / mm.n END';
/** DB1B coupon fare per passenger, prorated the same way. */
const DB1B_COUPON_FARE =
  'CASE WHEN markets.coupon_miles > 0 THEN markets.MktFare * c.Distance / markets.coupon_miles ELSE markets.MktFare / markets.coupon_count END';

const DB1C_COUPON_SQL = `WITH ${DB1C_TICKETS},
  market_miles AS (SELECT MktID, sum(Distance) AS miles, count(*) AS n FROM db1c_coupon GROUP BY MktID)
  SELECT CAST(c.RpYear AS INTEGER) AS year, CAST(c.RpQuarter AS INTEGER) AS quarter, CAST(c.RpMonth AS INTEGER) AS month,
    c.Origin AS origin, c.Dest AS destination, ${cityMarkets('c')},
    c.RpCarrier AS rpcarrier, c.OpCarrier AS opcarrier, c.MktCarrier AS mktcarrier,
    ${flag('m.OpCarrierChange')} AS opcarrier_change, ${flag('m.MktCarrierChange')} AS mktcarrier_change,
    ${flag('tickets.RoundTrip')} AS roundtrip, ${flag('m.Nonstop')} AS nonstop,
    CASE WHEN m.PurchaseWindowGroup IN ('21AP', '2290', '91UP') THEN m.PurchaseWindowGroup END AS purwingrp,
    ${fareBucketColumn(DB1C_COUPON_AMOUNT)},
    CAST(count(*) AS DOUBLE) AS record_count, sum(c.Passengers) AS passengers,
    sum(c.Passengers * ${DB1C_COUPON_AMOUNT}) AS revenue,
    sum(c.Passengers * CASE WHEN mm.miles > 0 THEN m.MktTax * c.Distance / mm.miles ELSE m.MktTax / mm.n END) AS tax_cost,
    sum(c.Distance * c.Passengers) AS total_distance
  FROM db1c_coupon c
  LEFT JOIN db1c_market m USING (MktID)
  LEFT JOIN market_miles mm USING (MktID)
  LEFT JOIN tickets ON tickets.ItinID = c.ItinID
  GROUP BY ALL`;

export const TABLE_BUILDS: readonly TableBuild[] = [
  {
    table: 'db1b_market',
    needs: ['db1b_market', 'db1b_coupon', 'db1b_ticket'],
    countFrom: 'db1b_market',
    periodOf: quarterKey('Year', 'Quarter'),
    sql: withFareHistogram(
      'db1b_market',
      `WITH ${DB1B_MARKET_FLAGS}
  SELECT ${DB1B_DIMENSIONS('markets')},
    ${band('markets.MktDistance')} AS mkt_distance_group,
    markets.TkCarrierGroup AS tkcarrier_group, markets.OpCarrierGroup AS opcarrier_group,
    markets.fare_class, markets.coupon_type, ${connection('markets')} AS connection, ${fareBucketColumn('MktFare')},
    ${fareBucketColumn('markets.ItinFare', 'itin_fare_histogram')},
    CAST(count(*) AS DOUBLE) AS record_count,
    sum(Passengers) AS passengers,
    sum(MktFare * Passengers) AS revenue,
    sum(MktDistance * Passengers) AS total_distance,
    sum(MktMilesFlown * Passengers) AS miles_flown,
    sum((MktCoupons - 1) * Passengers) AS connections,
    sum(NonStopMiles * Passengers) AS nonstop_miles,
    sum(CASE WHEN markets.has_ground THEN Passengers ELSE 0 END) AS ground_passengers,
    ${nonstopPassengers('markets')} AS nonstop_passengers
  FROM markets
  GROUP BY ALL`,
    ),
  },
  {
    table: 'db1b_coupon',
    needs: ['db1b_market', 'db1b_coupon', 'db1b_ticket'],
    countFrom: 'db1b_coupon',
    periodOf: quarterKey('Year', 'Quarter'),
    sql: withFareHistogram(
      'db1b_coupon',
      `WITH ${DB1B_MARKET_FLAGS}
  SELECT
    CAST(c.Year AS INTEGER) AS year, CAST(c.Quarter AS INTEGER) AS quarter, c.Origin AS origin, c.Dest AS destination,
    ${cityMarkets('c')},
    c.TkCarrier AS tkcarrier, c.OpCarrier AS opcarrier, c.RPCarrier AS rpcarrier,
    ${flag('markets.TkCarrierChange')} AS tkcarrier_change, ${flag('markets.OpCarrierChange')} AS opcarrier_change,
    ${flag('markets.BulkFare')} AS bulk_fare, ${flag('markets.DollarCred')} AS dollar_cred,
    ${flag('markets.RoundTrip')} AS roundtrip, ${flag('markets.OnLine')} AS online,
    (markets.MktCoupons = 1) AS nonstop,
    CAST(CAST(c.ItinGeoType AS INTEGER) AS VARCHAR) AS itin_geo_type,
    CAST(CAST(markets.MktGeoType AS INTEGER) AS VARCHAR) AS mkt_geo_type,
    c.FareClass AS fare_class, c.CouponType AS coupon_type, ${flag('c.Gateway')} AS gateway,
    ${band('c.Distance')} AS distance_group, CAST(CAST(c.CouponGeoType AS INTEGER) AS VARCHAR) AS coupon_geo_type,
    ${fareBucketColumn(DB1B_COUPON_FARE)},
    CAST(count(*) AS DOUBLE) AS record_count,
    sum(c.Passengers) AS passengers,
    sum(c.Passengers * ${DB1B_COUPON_FARE}) AS revenue,
    sum(c.Distance * c.Passengers) AS total_distance
  FROM db1b_coupon c
  LEFT JOIN markets USING (MktID)
  GROUP BY ALL`,
    ),
  },
  ...(['db1c_market', 'db1c_coupon'] as const).map((table): TableBuild => ({
    table,
    needs: ['db1c_market', 'db1c_coupon', 'db1c_ticket'],
    countFrom: table,
    periodOf: monthKey('RpYear', 'RpMonth'),
    sql: withFareHistogram(table, table === 'db1c_market' ? DB1C_MARKET_SQL : DB1C_COUPON_SQL),
  })),
  {
    table: 't100_segment',
    needs: ['t100_segment'],
    countFrom: 't100_segment',
    periodOf: monthKey('YEAR', 'MONTH'),
    sql: `SELECT CAST(YEAR AS INTEGER) AS year, CAST(MONTH AS INTEGER) AS month, ORIGIN AS origin, DEST AS destination,
    ${cityMarkets('t')}, UNIQUE_CARRIER AS carrier, UNIQUE_CARRIER_NAME AS carrier_name, ${CARRIER_GROUP_SQL} AS carrier_group,
    UNIQUE_CARRIER_ENTITY AS carrier_entity, REGION AS region,
    CAST(AIRCRAFT_GROUP AS INTEGER) AS aircraft_group, CAST(AIRCRAFT_TYPE AS INTEGER) AS aircraft_type,
    CAST(AIRCRAFT_CONFIG AS INTEGER) AS aircraft_config, ${band('DISTANCE')} AS distance_group, CLASS AS service_class,
    CAST(count(*) AS DOUBLE) AS record_count,
    ${sums({
      departures_scheduled: 'DEPARTURES_SCHEDULED',
      departures_performed: 'DEPARTURES_PERFORMED',
      seats: 'SEATS',
      passengers: 'PASSENGERS',
      freight: 'FREIGHT',
      mail: 'MAIL',
      distance_sum: 'DISTANCE',
      seat_miles: 'SEATS * DISTANCE',
      passenger_miles: 'PASSENGERS * DISTANCE',
      departure_miles: 'DEPARTURES_PERFORMED * DISTANCE',
    })}
  FROM (${withHeldCodes('t100_segment')}) AS t GROUP BY ALL`,
  },
  {
    table: 't100_market',
    needs: ['t100_market'],
    countFrom: 't100_market',
    periodOf: monthKey('YEAR', 'MONTH'),
    sql: `SELECT CAST(YEAR AS INTEGER) AS year, CAST(MONTH AS INTEGER) AS month, ORIGIN AS origin, DEST AS destination,
    ${cityMarkets('t')}, UNIQUE_CARRIER AS carrier, UNIQUE_CARRIER_NAME AS carrier_name, ${CARRIER_GROUP_SQL} AS carrier_group,
    UNIQUE_CARRIER_ENTITY AS carrier_entity, REGION AS region,
    ${band('DISTANCE')} AS distance_group, CLASS AS service_class,
    CAST(count(*) AS DOUBLE) AS record_count,
    ${sums({ passengers: 'PASSENGERS', freight: 'FREIGHT', mail: 'MAIL', distance_sum: 'DISTANCE' })}
  FROM (${withHeldCodes('t100_market')}) AS t GROUP BY ALL`,
  },
  {
    table: 'ontime',
    needs: ['ontime'],
    countFrom: 'ontime',
    periodOf: monthKey('Year', 'Month'),
    sql: `SELECT CAST(Year AS INTEGER) AS year, CAST(Month AS INTEGER) AS month, Origin AS origin, Dest AS destination,
    ${cityMarkets('ontime')}, Reporting_Airline AS carrier, CAST(DayOfWeek AS INTEGER) AS dayofweek, CancellationCode AS cancellationcode,
    ${band('Distance')} AS distancegroup, DepTimeBlk AS dep_time_block, ArrTimeBlk AS arr_time_block,
    CAST(count(*) AS DOUBLE) AS record_count, sum(COALESCE(Flights, 1)) AS flights,
    ${sums({
      cancelled: 'Cancelled',
      diverted: 'Diverted',
      dep_delayed: 'DepDel15',
      arr_delayed: 'ArrDel15',
      dep_delay_minutes: 'DepDelayMinutes',
      arr_delay_minutes: 'ArrDelayMinutes',
      dep_delay_signed: 'DepDelay',
      arr_delay_signed: 'ArrDelay',
      total_distance: 'Distance',
      air_time: 'AirTime',
      taxi_out: 'TaxiOut',
      taxi_in: 'TaxiIn',
      elapsed_time: 'ActualElapsedTime',
    })},
    ${DELAY_CAUSE_SUMS}
  FROM ontime GROUP BY ALL`,
  },
];

/**
 * Reference tables: latest airport rows, one row per carrier, aircraft types with parsed dates. When one
 * ingest holds several files of a family, the view carries each file's `_rank` (0 = the file with the latest
 * data, reference-build.ts) and every key takes its row from the best-ranked file that has it.
 */
export interface ReferenceBuild {
  readonly table: TableId;
  readonly family: FamilyId;
  /** SQL over one file's table giving the date of its latest record (the "latest data" of the winner rule). */
  readonly latest?: (table: string) => string;
  readonly sql: string;
}

export const REFERENCE_BUILDS: readonly ReferenceBuild[] = [
  {
    table: 'airports',
    family: 'master_cord',
    latest: (table) => `SELECT max(${parseDate('AIRPORT_START_DATE')}) FROM ${table}`,
    sql: `SELECT CAST(AIRPORT_ID AS INTEGER) AS airport_id, AIRPORT AS iata, CAST(CITY_MARKET_ID AS INTEGER) AS city_market_id,
    DISPLAY_AIRPORT_NAME AS name, DISPLAY_AIRPORT_CITY_NAME_FULL AS city, AIRPORT_STATE_CODE AS state,
    AIRPORT_STATE_FIPS AS state_fips, AIRPORT_COUNTRY_CODE_ISO AS country, CAST(AIRPORT_WAC AS INTEGER) AS wac,
    LATITUDE AS latitude, LONGITUDE AS longitude
  FROM (
    SELECT * FROM master_cord
    QUALIFY row_number() OVER (PARTITION BY AIRPORT_ID
      ORDER BY _rank, COALESCE(AIRPORT_IS_LATEST, 0) DESC, AIRPORT_SEQ_ID DESC) = 1)
  WHERE AIRPORT IS NOT NULL
  QUALIFY row_number() OVER (PARTITION BY AIRPORT
    ORDER BY _rank, COALESCE(AIRPORT_IS_CLOSED, 0), AIRPORT_SEQ_ID DESC) = 1`,
  },
  {
    table: 'airport_history',
    family: 'master_cord',
    latest: (table) => `SELECT max(${parseDate('AIRPORT_START_DATE')}) FROM ${table}`,
    sql: `SELECT CAST(AIRPORT_SEQ_ID AS INTEGER) AS airport_seq_id, CAST(AIRPORT_ID AS INTEGER) AS airport_id,
    AIRPORT AS iata, ${parseDate('AIRPORT_START_DATE')} AS valid_from, ${parseDate('AIRPORT_THRU_DATE')} AS valid_thru,
    CAST(CITY_MARKET_ID AS INTEGER) AS city_market_id, DISPLAY_AIRPORT_NAME AS name, DISPLAY_AIRPORT_CITY_NAME_FULL AS city,
    AIRPORT_STATE_CODE AS state, AIRPORT_STATE_FIPS AS state_fips, AIRPORT_COUNTRY_CODE_ISO AS country,
    CAST(AIRPORT_WAC AS INTEGER) AS wac, LATITUDE AS latitude, LONGITUDE AS longitude
  FROM master_cord
  WHERE AIRPORT IS NOT NULL AND AIRPORT_SEQ_ID IS NOT NULL
  QUALIFY row_number() OVER (PARTITION BY AIRPORT_SEQ_ID ORDER BY _rank) = 1`,
  },
  {
    /** One name per city market: the best-ranked file's latest row that names it. */
    table: 'city_markets',
    family: 'master_cord',
    latest: (table) => `SELECT max(${parseDate('AIRPORT_START_DATE')}) FROM ${table}`,
    sql: `SELECT CAST(CITY_MARKET_ID AS INTEGER) AS city_market_id, DISPLAY_CITY_MARKET_NAME_FULL AS name
  FROM master_cord
  WHERE CITY_MARKET_ID IS NOT NULL
  QUALIFY row_number() OVER (PARTITION BY CITY_MARKET_ID
    ORDER BY _rank, DISPLAY_CITY_MARKET_NAME_FULL IS NULL, COALESCE(AIRPORT_IS_LATEST, 0) DESC, AIRPORT_SEQ_ID DESC) = 1`,
  },
  {
    table: 'carriers',
    family: 'carrier_decode',
    latest: (table) =>
      `SELECT greatest(max(${parseDate('THRU_DATE_SOURCE')}), max(${parseDate('START_DATE_SOURCE')})) FROM ${table}`,
    sql: `SELECT UNIQUE_CARRIER AS carrier_code, UNIQUE_CARRIER_NAME AS carrier_name, CAST(AIRLINE_ID AS INTEGER) AS airline_id
  FROM carrier_decode
  WHERE UNIQUE_CARRIER IS NOT NULL
  QUALIFY row_number() OVER (PARTITION BY UNIQUE_CARRIER
    ORDER BY _rank, ${parseDate('THRU_DATE_SOURCE')} DESC NULLS FIRST, ${parseDate('START_DATE_SOURCE')} DESC NULLS LAST) = 1`,
  },
  {
    table: 'carrier_entities',
    family: 'carrier_decode',
    sql: `SELECT UNIQUE_CARRIER_ENTITY AS carrier_entity, UNIQUE_CARRIER AS carrier_code,
    UNIQUE_CARRIER_NAME AS carrier_name, REGION AS region
  FROM carrier_decode
  WHERE UNIQUE_CARRIER_ENTITY IS NOT NULL
  QUALIFY row_number() OVER (PARTITION BY UNIQUE_CARRIER_ENTITY
    ORDER BY ${parseDate('THRU_DATE_SOURCE')} DESC NULLS FIRST, ${parseDate('START_DATE_SOURCE')} DESC NULLS LAST) = 1`,
  },
  {
    table: 'aircraft_types',
    family: 'aircraft_types',
    latest: (table) => `SELECT max(${parseDate('BEGIN_DATE')}) FROM ${table}`,
    sql: `SELECT CAST(AC_TYPEID AS INTEGER) AS aircraft_type_id, CAST(AC_GROUP AS INTEGER) AS aircraft_group,
    SSD_NAME AS ssd_name, MANUFACTURER AS manufacturer, LONG_NAME AS long_name, SHORT_NAME AS short_name,
    ${parseDate('BEGIN_DATE')} AS begin_date, ${parseDate('END_DATE')} AS end_date
  FROM aircraft_types
  QUALIFY row_number() OVER (PARTITION BY AC_TYPEID ORDER BY _rank, ${parseDate('BEGIN_DATE')} DESC NULLS LAST) = 1`,
  },
  {
    table: 'airport_roles',
    family: 'airport_roles',
    sql: `SELECT upper(iata) AS iata, upper(role) AS role FROM airport_roles
  QUALIFY row_number() OVER (PARTITION BY upper(iata) ORDER BY _rank, role) = 1`,
  },
];
