-- /performance/breakdown?by=carrier&year=2025&month=5&compare=previous_year&metrics=flights,on_time_pct&limit=5
-- executor (route index of rollups): engine (breakdown)
-- executor (route index of tables): engine (breakdown)
-- plan: {"kind":"breakdown","table":"ontime__by_carrier","periodColumn":"month","periods":[{"year":2025,"index":5}],"filters":[],"airportFilters":[],"groupBy":[{"id":"carrier","column":"carrier"}],"metrics":[{"id":"flights","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"on_time_pct","output":"m1","value":{"kind":"quotient","numerator":{"kind":"difference","left":{"kind":"difference","left":{"kind":"difference","left":{"kind":"sum","sum":0},"right":{"kind":"sum","sum":1}},"right":{"kind":"sum","sum":2}},"right":{"kind":"sum","sum":3}},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":true}],"sums":[{"key":"sum:flights","column":"flights","nulls":"present"},{"key":"sum:cancelled","column":"cancelled","nulls":"present"},{"key":"sum:diverted","column":"diverted","nulls":"present"},{"key":"sum:arr_delayed","column":"arr_delayed","nulls":"present"}],"sort":{"key":"flights","order":"desc"},"limit":5}
-- params: [2025,5,5]
WITH grouped AS (
  SELECT "year" AS "p_year", "month" AS "p_index", "carrier" AS "g0", CAST(SUM("flights") AS DOUBLE) AS "s0", CAST(SUM("cancelled") AS DOUBLE) AS "s1", CAST(SUM("diverted") AS DOUBLE) AS "s2", CAST(SUM("arr_delayed") AS DOUBLE) AS "s3"
  FROM "ontime__by_carrier"
  WHERE "year" = $1
    AND "month" IN ($2)
  GROUP BY "year", "month", "carrier"
), totals AS (
  SELECT "p_year", "p_index", COUNT(*) AS "group_count", SUM("s0") AS "s0", SUM("s1") AS "s1", SUM("s2") AS "s2", SUM("s3") AS "s3"
  FROM grouped
  GROUP BY "p_year", "p_index"
), measured AS (
  SELECT g."p_year" AS "p_year", g."p_index" AS "p_index", g."g0" AS "g0", g."s0" AS "m0", t."s0" AS "t0", (100 * (((g."s0" - g."s1") - g."s2") - g."s3") / NULLIF(g."s0", 0)) AS "m1", (100 * (((t."s0" - t."s1") - t."s2") - t."s3") / NULLIF(t."s0", 0)) AS "t1", t."group_count" AS "group_count"
  FROM grouped AS g
  JOIN totals AS t ON g."p_year" = t."p_year" AND g."p_index" = t."p_index"
)
SELECT *, 100 * "m0" / NULLIF("t0", 0) AS "share0", 100 * "m1" / NULLIF("t1", 0) AS "share1"
FROM measured
QUALIFY row_number() OVER (PARTITION BY "p_year", "p_index" ORDER BY "m0" DESC NULLS LAST, "g0" ASC NULLS LAST) <= $3
ORDER BY "p_year", "p_index", "m0" DESC NULLS LAST, "g0" ASC NULLS LAST
-- previous year plan: {"kind":"breakdown","table":"ontime__by_carrier","periodColumn":"month","periods":[{"year":2024,"index":5}],"filters":[],"airportFilters":[],"groupBy":[{"id":"carrier","column":"carrier"}],"metrics":[{"id":"flights","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"on_time_pct","output":"m1","value":{"kind":"quotient","numerator":{"kind":"difference","left":{"kind":"difference","left":{"kind":"difference","left":{"kind":"sum","sum":0},"right":{"kind":"sum","sum":1}},"right":{"kind":"sum","sum":2}},"right":{"kind":"sum","sum":3}},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":true}],"sums":[{"key":"sum:flights","column":"flights","nulls":"present"},{"key":"sum:cancelled","column":"cancelled","nulls":"present"},{"key":"sum:diverted","column":"diverted","nulls":"present"},{"key":"sum:arr_delayed","column":"arr_delayed","nulls":"present"}],"sort":{"key":"flights","order":"desc"},"limit":1000000,"onlyGroups":[["DL"],[null]]}
-- previous year params: ["DL",2024,5,1000000]
WITH grouped AS (
  SELECT "year" AS "p_year", "month" AS "p_index", "carrier" AS "g0", CAST(SUM("flights") AS DOUBLE) AS "s0", CAST(SUM("cancelled") AS DOUBLE) AS "s1", CAST(SUM("diverted") AS DOUBLE) AS "s2", CAST(SUM("arr_delayed") AS DOUBLE) AS "s3"
  FROM "ontime__by_carrier"
  WHERE (("carrier" = $1) OR ("carrier" IS NULL))
    AND "year" = $2
    AND "month" IN ($3)
  GROUP BY "year", "month", "carrier"
), totals AS (
  SELECT "p_year", "p_index", COUNT(*) AS "group_count", SUM("s0") AS "s0", SUM("s1") AS "s1", SUM("s2") AS "s2", SUM("s3") AS "s3"
  FROM grouped
  GROUP BY "p_year", "p_index"
), measured AS (
  SELECT g."p_year" AS "p_year", g."p_index" AS "p_index", g."g0" AS "g0", g."s0" AS "m0", t."s0" AS "t0", (100 * (((g."s0" - g."s1") - g."s2") - g."s3") / NULLIF(g."s0", 0)) AS "m1", (100 * (((t."s0" - t."s1") - t."s2") - t."s3") / NULLIF(t."s0", 0)) AS "t1", t."group_count" AS "group_count"
  FROM grouped AS g
  JOIN totals AS t ON g."p_year" = t."p_year" AND g."p_index" = t."p_index"
)
SELECT *, 100 * "m0" / NULLIF("t0", 0) AS "share0", 100 * "m1" / NULLIF("t1", 0) AS "share1"
FROM measured
QUALIFY row_number() OVER (PARTITION BY "p_year", "p_index" ORDER BY "m0" DESC NULLS LAST, "g0" ASC NULLS LAST) <= $4
ORDER BY "p_year", "p_index", "m0" DESC NULLS LAST, "g0" ASC NULLS LAST
