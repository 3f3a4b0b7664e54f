-- /traffic/segments/breakdown?by=aircraft_type&year=2025&month=6&metrics=passengers,load_factor&sort_by=load_factor&sort_order=asc&origin=ATL
-- executor (route index of rollups): airport-index (breakdown at an airport over t100_segment/aircraft_type)
-- executor (route index of tables): airport-index (breakdown at an airport over t100_segment)
-- plan: {"kind":"breakdown","table":"t100_segment","periodColumn":"month","periods":[{"year":2025,"index":6}],"filters":[{"column":"origin","value":"ATL"}],"airportFilters":[],"groupBy":[{"id":"aircraft_type","column":"aircraft_type"}],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"load_factor","output":"m1","value":{"kind":"quotient","numerator":{"kind":"sum","sum":0},"denominator":{"kind":"sum","sum":1}},"hasShare":true}],"sums":[{"key":"sum:passengers","column":"passengers"},{"key":"sum:seats","column":"seats"}],"sort":{"key":"load_factor","order":"asc"},"limit":50}
-- params: [2025,6,"ATL"]
-- rows: grouped (finished in JS, query/finish-breakdown.ts)
SELECT "year" AS "p_year", "month" AS "p_index", "aircraft_type" AS "g0", CAST(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END AS DOUBLE) AS "s0", CAST(CASE WHEN COUNT(*) = COUNT("seats") THEN SUM("seats") END AS DOUBLE) AS "s1"
  FROM "t100_segment"
  WHERE "year" = $1
    AND "month" IN ($2)
    AND "origin" = $3
  GROUP BY "year", "month", "aircraft_type"
