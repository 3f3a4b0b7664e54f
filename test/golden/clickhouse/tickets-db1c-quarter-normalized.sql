-- /tickets/markets/route?origin=BOS&destination=LAX&year=2025&quarter=3&dataset=db1c&normalize_to_db1b=true&metrics=passengers,avg_fare,base_cost
-- executor (route index of rollups): route-index (route over db1c_market)
-- executor (route index of tables): route-index (route over db1c_market)
-- plan: {"kind":"route","table":"db1c_market__route","periodColumn":"quarter","periods":[{"year":2025,"index":3}],"filters":[{"column":"origin","value":"BOS"},{"column":"destination","value":"LAX"}],"airportFilters":[],"groupBy":[],"metrics":[{"id":"passengers","expr":{"kind":"sum","column":"passengers"},"hasShare":true,"factor":0.25},{"id":"avg_fare","expr":{"kind":"ratio","numerator":{"kind":"sum","column":"revenue"},"denominator":{"kind":"sum","column":"passengers"}},"hasShare":true,"factor":1},{"id":"base_cost","expr":{"kind":"difference","left":{"kind":"sum","column":"revenue"},"right":{"kind":"sum","column":"tax_cost"}},"hasShare":true,"factor":0.25}],"sums":[{"key":"sum:passengers","column":"passengers","nulls":"present"},{"key":"sum:revenue","column":"revenue","nulls":"present"},{"key":"sum:tax_cost","column":"tax_cost","nulls":"present"}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- params: []
SELECT "year" AS "p_year", "quarter" AS "p_index", (toFloat64(SUM("passengers")) * 0.25) AS "m0", (toFloat64(SUM("revenue")) / NULLIF(toFloat64(SUM("passengers")), 0)) AS "m1", ((toFloat64(SUM("revenue")) - toFloat64(SUM("tax_cost"))) * 0.25) AS "m2"
FROM "db1c_market__route"
WHERE "year" = 2025
  AND "quarter" IN (3)
  AND "origin" = 'BOS'
  AND "destination" = 'LAX'
GROUP BY "year", "quarter"
