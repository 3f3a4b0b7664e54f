-- /tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&metrics=passengers,coach_restricted_share,circuity&origin=BOS&destination=LAX&origin_hub=L
-- executor (route index of rollups): engine (breakdown by airport attributes)
-- executor (route index of tables): engine (breakdown by airport attributes)
-- plan: {"kind":"breakdown","table":"db1b_market","periodColumn":"quarter","periods":[{"year":2025,"index":2}],"filters":[{"column":"origin","value":"BOS"},{"column":"destination","value":"LAX"}],"airportFilters":[{"airportColumn":"origin","attribute":"hub_class","value":"L"}],"groupBy":[{"id":"tkcarrier","column":"tkcarrier"}],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"coach_restricted_share","output":"m1","value":{"kind":"quotient","numerator":{"kind":"sum","sum":1},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":false},{"id":"circuity","output":"m2","value":{"kind":"quotient","numerator":{"kind":"sum","sum":2},"denominator":{"kind":"sum","sum":3}},"hasShare":true}],"sums":[{"key":"sum:passengers","column":"passengers"},{"key":"sumWhere:passengers:fare_class=X","column":"passengers","where":{"column":"fare_class","value":"X"}},{"key":"sum:total_distance","column":"total_distance"},{"key":"sum:nonstop_miles","column":"nonstop_miles"}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- params: []
-- rows: grouped (finished in JS, query/finish-breakdown.ts)
SELECT "year" AS "p_year", "quarter" AS "p_index", "tkcarrier" AS "g0", toFloat64(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END) AS "s0", toFloat64(CASE WHEN COUNT(*) = COUNT(CASE WHEN "passengers" IS NULL OR "fare_class" = 'X' THEN "passengers" ELSE 0 END) THEN SUM(CASE WHEN "passengers" IS NULL OR "fare_class" = 'X' THEN "passengers" ELSE 0 END) END) AS "s1", toFloat64(CASE WHEN COUNT(*) = COUNT("total_distance") THEN SUM("total_distance") END) AS "s2", toFloat64(CASE WHEN COUNT(*) = COUNT("nonstop_miles") THEN SUM("nonstop_miles") END) AS "s3"
  FROM "db1b_market"
  WHERE "year" = 2025
    AND "quarter" IN (2)
    AND "origin" = 'BOS'
    AND "destination" = 'LAX'
    AND ("year", "origin") GLOBAL IN (SELECT "year", "iata" FROM "airport_hubs" WHERE "hub_class" = 'L')
  GROUP BY "year", "quarter", "tkcarrier"
