-- /traffic/segments/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=6&combine_periods=true&compare=previous_year&metrics=passengers,load_factor
-- executor (route index of rollups): route-index (route over t100_segment)
-- executor (route index of tables): route-index (route over t100_segment)
-- plan: {"kind":"route","table":"t100_segment__route","periodColumn":"month","periods":[{"year":2025,"index":4},{"year":2025,"index":5},{"year":2025,"index":6}],"filters":[{"column":"origin","value":"ATL"},{"column":"destination","value":"LAX"}],"airportFilters":[],"groupBy":[],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"load_factor","output":"m1","value":{"kind":"quotient","numerator":{"kind":"sum","sum":0},"denominator":{"kind":"sum","sum":1}},"hasShare":true}],"combined":true,"sums":[{"key":"sum:passengers","column":"passengers"},{"key":"sum:seats","column":"seats"}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- params: [2025,4,5,6,"ATL","LAX"]
SELECT 0 AS "p_year", 0 AS "p_index", CAST(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END AS DOUBLE) AS "m0", (CAST(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END AS DOUBLE) / NULLIF(CAST(CASE WHEN COUNT(*) = COUNT("seats") THEN SUM("seats") END AS DOUBLE), 0)) AS "m1"
FROM "t100_segment__route"
WHERE "year" = $1
  AND "month" IN ($2, $3, $4)
  AND "origin" = $5
  AND "destination" = $6

-- previous year plan: {"kind":"route","table":"t100_segment__route","periodColumn":"month","periods":[{"year":2024,"index":4},{"year":2024,"index":5},{"year":2024,"index":6}],"filters":[{"column":"origin","value":"ATL"},{"column":"destination","value":"LAX"}],"airportFilters":[],"groupBy":[],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"load_factor","output":"m1","value":{"kind":"quotient","numerator":{"kind":"sum","sum":0},"denominator":{"kind":"sum","sum":1}},"hasShare":true}],"combined":true,"sums":[{"key":"sum:passengers","column":"passengers"},{"key":"sum:seats","column":"seats"}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- previous year params: [2024,4,5,6,"ATL","LAX"]
SELECT 0 AS "p_year", 0 AS "p_index", CAST(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END AS DOUBLE) AS "m0", (CAST(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END AS DOUBLE) / NULLIF(CAST(CASE WHEN COUNT(*) = COUNT("seats") THEN SUM("seats") END AS DOUBLE), 0)) AS "m1"
FROM "t100_segment__route"
WHERE "year" = $1
  AND "month" IN ($2, $3, $4)
  AND "origin" = $5
  AND "destination" = $6

