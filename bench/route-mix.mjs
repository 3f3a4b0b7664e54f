// The route mix every route benchmark drives (the query benchmark's route classes, the mixed-load benchmark's
// route clients and the PostgreSQL comparison of issue #15): one list, so each compares the same requests.

/** Single-period route requests, one per route endpoint family. */
export const ROUTE_SINGLE_PERIOD = [
  '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2',
  '/tickets/markets/route?origin=BOS&destination=SFO&year=2025&quarter=1&metrics=passengers,avg_fare,circuity',
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=6',
  '/traffic/segments/route?origin=ORD&destination=DEN&year=2025&month=3',
  '/tickets/coupons/route?origin=DFW&destination=LAX&year=2025&quarter=2',
];

/**
 * The same routes as twelve-month series (one result per period): October 2024 to September 2025 for the
 * monthly families, the four quarters to 2025-Q2 for DB1B (the benchmark store holds its last two).
 */
export const ROUTE_TWELVE_MONTHS = [
  '/tickets/markets/route?origin=ATL&destination=LAX&start_year=2024&start_quarter=3&end_year=2025&end_quarter=2',
  '/tickets/markets/route?origin=BOS&destination=SFO&start_year=2024&start_quarter=3&end_year=2025&end_quarter=2&metrics=passengers,avg_fare,circuity',
  '/performance/route?origin=ATL&destination=LAX&start_year=2024&start_month=10&end_year=2025&end_month=9',
  '/traffic/segments/route?origin=ORD&destination=DEN&start_year=2024&start_month=10&end_year=2025&end_month=9',
  '/tickets/coupons/route?origin=DFW&destination=LAX&start_year=2024&start_quarter=3&end_year=2025&end_quarter=2',
];
