// What each base quantity of the catalog (the columns its metric expressions sum, docs/API-CONTRACT.md §6) is over one raw
// row of the PostgreSQL tables: the same derivations atss makes at ingest (src/ingest/transforms.ts), here
// evaluated per request over the raw rows. Metrics are not restated: their formulas come from the catalog's
// MetricExpr (dist/catalog), folded into SQL in route-sql.mjs.

const ONE = '1::float8';

/** The five cause columns of the on-time files, lower-cased as loaded (raw-tables.mjs). */
const CAUSE_COLUMNS = {
  carrier: 'carrierdelay',
  weather: 'weatherdelay',
  nas: 'nasdelay',
  security: 'securitydelay',
  late_aircraft: 'lateaircraftdelay',
};
/**
 * Delay causes (docs/API-CONTRACT.md §12) as ingest derives them: an empty cause counts 0 minutes; each flight with
 * cause minutes counts once, split between its causes in proportion to their minutes.
 */
function delayCauseQuantities() {
  const minutes = (column) => `COALESCE(${column}, 0)`;
  const total = `(${Object.values(CAUSE_COLUMNS).map(minutes).join(' + ')})`;
  return Object.fromEntries([
    ...Object.entries(CAUSE_COLUMNS).flatMap(([id, column]) => [
      [`${id}_delay_minutes`, minutes(column)],
      [`${id}_delay_count`, `CASE WHEN ${total} > 0 THEN ${minutes(column)} / ${total} ELSE 0 END`],
    ]),
    ['cause_delay_minutes', total],
  ]);
}

/**
 * Per stored table of the catalog (and raw table of the same name): the period column, each base quantity as a
 * SQL expression over one raw row, and the raw column of each stored dimension a route filter may test (the
 * code as shipped: atss stores it unchanged, src/ingest/transforms.ts).
 */
export const RAW_SOURCES = {
  db1b_market: {
    period: 'quarter',
    quantities: {
      record_count: ONE,
      passengers: 'passengers',
      revenue: 'mktfare * passengers',
      total_distance: 'mktdistance * passengers',
      miles_flown: 'mktmilesflown * passengers',
      connections: '(mktcoupons - 1) * passengers',
      nonstop_miles: 'nonstopmiles * passengers',
    },
    filters: { tkcarrier: 'tkcarrier', opcarrier: 'opcarrier', rpcarrier: 'rpcarrier' },
  },
  db1b_coupon: {
    period: 'quarter',
    quantities: {
      record_count: ONE,
      passengers: 'passengers',
      // coupon_fare: the prorated market fare, derived at load (raw-tables.mjs)
      revenue: 'passengers * coupon_fare',
      total_distance: 'distance * passengers',
    },
    filters: {
      tkcarrier: 'tkcarrier',
      opcarrier: 'opcarrier',
      rpcarrier: 'rpcarrier',
      fare_class: 'fareclass',
      coupon_type: 'coupontype',
    },
  },
  ontime: {
    period: 'month',
    quantities: {
      record_count: ONE,
      flights: 'COALESCE(flights, 1)',
      cancelled: 'cancelled',
      diverted: 'diverted',
      // cells BTS leaves empty by rule (a cancelled or diverted flight's) count 0 in a file that has the column
      // (docs/API-CONTRACT.md §12), as every loaded file here does; left out of the averages' denominators
      dep_delayed: 'COALESCE(depdel15, 0)',
      arr_delayed: 'COALESCE(arrdel15, 0)',
      dep_delay_minutes: 'COALESCE(depdelayminutes, 0)',
      arr_delay_minutes: 'COALESCE(arrdelayminutes, 0)',
      dep_delay_signed: 'COALESCE(depdelay, 0)',
      arr_delay_signed: 'COALESCE(arrdelay, 0)',
      total_distance: 'distance',
      air_time: 'COALESCE(airtime, 0)',
      taxi_out: 'COALESCE(taxiout, 0)',
      taxi_in: 'COALESCE(taxiin, 0)',
      elapsed_time: 'COALESCE(actualelapsedtime, 0)',
      ...delayCauseQuantities(),
    },
    filters: { carrier: 'reporting_airline', dayofweek: 'dayofweek', cancellationcode: 'cancellationcode' },
  },
  t100_segment: {
    period: 'month',
    quantities: {
      record_count: ONE,
      departures_scheduled: 'departures_scheduled',
      departures_performed: 'departures_performed',
      seats: 'seats',
      passengers: 'passengers',
      freight: 'freight',
      mail: 'mail',
      distance_sum: 'distance',
      seat_miles: 'seats * distance',
      passenger_miles: 'passengers * distance',
      departure_miles: 'departures_performed * distance',
    },
    filters: { carrier: 'unique_carrier', region: 'region', service_class: 'class' },
  },
  t100_market: {
    period: 'month',
    quantities: {
      record_count: ONE,
      passengers: 'passengers',
      freight: 'freight',
      mail: 'mail',
      distance_sum: 'distance',
    },
    filters: { carrier: 'unique_carrier', region: 'region', service_class: 'class' },
  },
};
