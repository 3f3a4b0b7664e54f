-- /traffic/segments/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=9&metrics=passengers,load_factor
-- executor (route index of rollups): route-index (route over t100_segment)
-- executor (route index of tables): route-index (route over t100_segment)
-- plan: {"kind":"route","table":"t100_segment__route","periodColumn":"month","periods":[{"year":2025,"index":4},{"year":2025,"index":5},{"year":2025,"index":6},{"year":2025,"index":7},{"year":2025,"index":8},{"year":2025,"index":9}],"filters":[{"column":"origin","value":"ATL"},{"column":"destination","value":"LAX"}],"airportFilters":[],"groupBy":[],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"load_factor","output":"m1","value":{"kind":"quotient","numerator":{"kind":"sum","sum":0},"denominator":{"kind":"sum","sum":1}},"hasShare":true}],"sums":[{"key":"sum:passengers","column":"passengers"},{"key":"sum:seats","column":"seats"}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- params: [2025,4,5,6,7,8,9,"ATL","LAX"]
SELECT "year" AS "p_year", "month" AS "p_index", CAST(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END AS DOUBLE) AS "m0", (CAST(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END AS DOUBLE) / NULLIF(CAST(CASE WHEN COUNT(*) = COUNT("seats") THEN SUM("seats") END AS DOUBLE), 0)) AS "m1"
FROM "t100_segment__route"
WHERE "year" = $1
  AND "month" IN ($2, $3, $4, $5, $6, $7)
  AND "origin" = $8
  AND "destination" = $9
GROUP BY "year", "month"
