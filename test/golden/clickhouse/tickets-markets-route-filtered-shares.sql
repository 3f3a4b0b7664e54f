-- /tickets/markets/route?origin=BOS&destination=LAX&year=2025&quarter=2&tkcarrier=DL&metrics=passengers,coach_restricted_share
-- executor (route index of rollups): engine (db1b_market index has no source with tkcarrier and fare_class)
-- executor (route index of tables): route-index (route over db1b_market)
-- plan: {"kind":"route","table":"db1b_market","periodColumn":"quarter","periods":[{"year":2025,"index":2}],"filters":[{"column":"origin","value":"BOS"},{"column":"destination","value":"LAX"},{"column":"tkcarrier","value":"DL"}],"airportFilters":[],"groupBy":[],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"coach_restricted_share","output":"m1","value":{"kind":"quotient","numerator":{"kind":"sum","sum":1},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":false}],"sums":[{"key":"sum:passengers","column":"passengers"},{"key":"sumWhere:passengers:fare_class=X","column":"passengers","where":{"column":"fare_class","value":"X"}}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- params: []
SELECT "year" AS "p_year", "quarter" AS "p_index", toFloat64(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END) AS "m0", (100 * toFloat64(CASE WHEN COUNT(*) = COUNT(CASE WHEN "passengers" IS NULL OR "fare_class" = 'X' THEN "passengers" ELSE 0 END) THEN SUM(CASE WHEN "passengers" IS NULL OR "fare_class" = 'X' THEN "passengers" ELSE 0 END) END) / NULLIF(toFloat64(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END), 0)) AS "m1"
FROM "db1b_market"
WHERE "year" = 2025
  AND "quarter" IN (2)
  AND "origin" = 'BOS'
  AND "destination" = 'LAX'
  AND "tkcarrier" = 'DL'
GROUP BY "year", "quarter"
