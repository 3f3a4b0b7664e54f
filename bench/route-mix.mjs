// The route mix every route benchmark drives (the query benchmark's route class, the mixed-load benchmark's
// route clients and the PostgreSQL comparison of issue #15): one list, so each compares the same requests.

/** Single-period route requests, one per route endpoint family. */
export const ROUTE_SINGLE_PERIOD = [
  '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2',
  '/tickets/markets/route?origin=BOS&destination=SFO&year=2025&quarter=1&metrics=passengers,avg_fare,circuity',
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=6',
  '/traffic/segments/route?origin=ORD&destination=DEN&year=2025&month=3',
  '/tickets/coupons/route?origin=DFW&destination=LAX&year=2025&quarter=2',
];
