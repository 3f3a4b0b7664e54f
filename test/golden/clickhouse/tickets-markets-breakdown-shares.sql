-- /tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&metrics=passengers,coach_restricted_share,circuity&origin=BOS&destination=LAX&origin_hub=L
-- executor (route index of rollups): engine (breakdown)
-- executor (route index of tables): engine (breakdown)
-- plan: {"kind":"breakdown","table":"db1b_market","periodColumn":"quarter","periods":[{"year":2025,"index":2}],"filters":[{"column":"origin","value":"BOS"},{"column":"destination","value":"LAX"}],"airportFilters":[{"airportColumn":"origin","attribute":"hub_class","value":"L"}],"groupBy":[{"id":"tkcarrier","column":"tkcarrier"}],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"coach_restricted_share","output":"m1","value":{"kind":"quotient","numerator":{"kind":"sum","sum":1},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":false},{"id":"circuity","output":"m2","value":{"kind":"quotient","numerator":{"kind":"sum","sum":2},"denominator":{"kind":"sum","sum":3}},"hasShare":true}],"sums":[{"key":"sum:passengers","column":"passengers","nulls":"present"},{"key":"sumWhere:passengers:fare_class=X","column":"passengers","where":{"column":"fare_class","value":"X"},"nulls":"present"},{"key":"sum:total_distance","column":"total_distance","nulls":"present"},{"key":"sum:nonstop_miles","column":"nonstop_miles","nulls":"present"}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- params: []
SELECT *, 100 * "m0" / NULLIF("t0", 0) AS "share0", 100 * "m2" / NULLIF("t2", 0) AS "share2"
FROM (
  SELECT g."p_year" AS "p_year", g."p_index" AS "p_index", g."g0" AS "g0", g."s0" AS "m0", t."s0" AS "t0", (100 * g."s1" / NULLIF(g."s0", 0)) AS "m1", (g."s2" / NULLIF(g."s3", 0)) AS "m2", (t."s2" / NULLIF(t."s3", 0)) AS "t2", t."group_count" AS "group_count"
  FROM (
  SELECT "year" AS "p_year", "quarter" AS "p_index", "tkcarrier" AS "g0", toFloat64(SUM("passengers")) AS "s0", toFloat64(SUM(CASE WHEN "passengers" IS NULL OR "fare_class" = 'X' THEN "passengers" ELSE 0 END)) AS "s1", toFloat64(SUM("total_distance")) AS "s2", toFloat64(SUM("nonstop_miles")) AS "s3"
  FROM "db1b_market"
  WHERE "year" = 2025
    AND "quarter" IN (2)
    AND "origin" = 'BOS'
    AND "destination" = 'LAX'
    AND ("year", "origin") GLOBAL IN (SELECT "year", "iata" FROM "airport_hubs" WHERE "hub_class" = 'L')
  GROUP BY "year", "quarter", "tkcarrier"
) AS g
  JOIN (
  SELECT "p_year", "p_index", COUNT(*) AS "group_count", SUM("s0") AS "s0", SUM("s1") AS "s1", SUM("s2") AS "s2", SUM("s3") AS "s3"
  FROM (
  SELECT "year" AS "p_year", "quarter" AS "p_index", "tkcarrier" AS "g0", toFloat64(SUM("passengers")) AS "s0", toFloat64(SUM(CASE WHEN "passengers" IS NULL OR "fare_class" = 'X' THEN "passengers" ELSE 0 END)) AS "s1", toFloat64(SUM("total_distance")) AS "s2", toFloat64(SUM("nonstop_miles")) AS "s3"
  FROM "db1b_market"
  WHERE "year" = 2025
    AND "quarter" IN (2)
    AND "origin" = 'BOS'
    AND "destination" = 'LAX'
    AND ("year", "origin") GLOBAL IN (SELECT "year", "iata" FROM "airport_hubs" WHERE "hub_class" = 'L')
  GROUP BY "year", "quarter", "tkcarrier"
)
  GROUP BY "p_year", "p_index"
) AS t ON g."p_year" = t."p_year" AND g."p_index" = t."p_index"
)
ORDER BY "p_year", "p_index", "m0" DESC NULLS LAST, "g0" ASC NULLS LAST
LIMIT 50 BY "p_year", "p_index"
