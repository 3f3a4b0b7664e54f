-- /tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&metrics=passengers,coach_restricted_share,circuity&origin=BOS&destination=LAX&origin_hub=L
-- executor (route index of rollups): engine (breakdown)
-- executor (route index of tables): engine (breakdown)
-- plan: {"kind":"breakdown","table":"db1b_market","periodColumn":"quarter","periods":[{"year":2025,"index":2}],"filters":[{"column":"origin","value":"BOS"},{"column":"destination","value":"LAX"}],"airportFilters":[{"airportColumn":"origin","attribute":"hub_class","value":"L"}],"groupBy":[{"id":"tkcarrier","column":"tkcarrier"}],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"coach_restricted_share","output":"m1","value":{"kind":"quotient","numerator":{"kind":"sum","sum":1},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":false},{"id":"circuity","output":"m2","value":{"kind":"quotient","numerator":{"kind":"sum","sum":2},"denominator":{"kind":"sum","sum":3}},"hasShare":true}],"sums":[{"key":"sum:passengers","column":"passengers","nulls":"present"},{"key":"sumWhere:passengers:fare_class=X","column":"passengers","where":{"column":"fare_class","value":"X"},"nulls":"present"},{"key":"sum:total_distance","column":"total_distance","nulls":"present"},{"key":"sum:nonstop_miles","column":"nonstop_miles","nulls":"present"}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- params: ["X",2025,2,"BOS","LAX","L"]
-- rows: grouped (finished in JS, query/finish-breakdown.ts)
SELECT "year" AS "p_year", "quarter" AS "p_index", "tkcarrier" AS "g0", CAST(SUM("passengers") AS DOUBLE) AS "s0", CAST(SUM(CASE WHEN "passengers" IS NULL OR "fare_class" = $1 THEN "passengers" ELSE 0 END) AS DOUBLE) AS "s1", CAST(SUM("total_distance") AS DOUBLE) AS "s2", CAST(SUM("nonstop_miles") AS DOUBLE) AS "s3"
  FROM "db1b_market"
  WHERE "year" = $2
    AND "quarter" IN ($3)
    AND "origin" = $4
    AND "destination" = $5
    AND ("year", "origin") IN (SELECT "year", "iata" FROM "airport_hubs" WHERE "hub_class" = $6)
  GROUP BY "year", "quarter", "tkcarrier"
