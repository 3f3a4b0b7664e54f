-- /tickets/markets/route?origin=BOS&destination=LAX&year=2025&quarter=3&dataset=db1c&normalize_to_db1b=true&metrics=passengers,avg_fare,base_cost
-- executor (route index of rollups): route-index (route over db1c_market)
-- executor (route index of tables): route-index (route over db1c_market)
-- plan: {"kind":"route","table":"db1c_market__route","periodColumn":"quarter","periods":[{"year":2025,"index":3}],"filters":[{"column":"origin","value":"BOS"},{"column":"destination","value":"LAX"}],"airportFilters":[],"groupBy":[],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"scaled","of":{"kind":"sum","sum":0},"factor":0.25},"hasShare":true},{"id":"avg_fare","output":"m1","value":{"kind":"quotient","numerator":{"kind":"sum","sum":1},"denominator":{"kind":"sum","sum":0}},"hasShare":true},{"id":"base_cost","output":"m2","value":{"kind":"scaled","of":{"kind":"difference","left":{"kind":"sum","sum":1},"right":{"kind":"sum","sum":2}},"factor":0.25},"hasShare":true}],"sums":[{"key":"sum:passengers","column":"passengers"},{"key":"sum:revenue","column":"revenue"},{"key":"sum:tax_cost","column":"tax_cost"}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- params: []
SELECT "year" AS "p_year", "quarter" AS "p_index", (toFloat64(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END) * 0.25) AS "m0", (toFloat64(CASE WHEN COUNT(*) = COUNT("revenue") THEN SUM("revenue") END) / NULLIF(toFloat64(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END), 0)) AS "m1", ((toFloat64(CASE WHEN COUNT(*) = COUNT("revenue") THEN SUM("revenue") END) - toFloat64(CASE WHEN COUNT(*) = COUNT("tax_cost") THEN SUM("tax_cost") END)) * 0.25) AS "m2"
FROM "db1c_market__route"
WHERE "year" = 2025
  AND "quarter" IN (3)
  AND "origin" = 'BOS'
  AND "destination" = 'LAX'
GROUP BY "year", "quarter"
