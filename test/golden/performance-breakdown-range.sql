-- /performance/breakdown?by=carrier,dayofweek&start_year=2025&start_month=4&end_year=2025&end_month=6&metrics=flights,on_time_pct&limit=10
-- executor (route index of rollups): engine (breakdown)
-- executor (route index of tables): engine (breakdown)
-- plan: {"kind":"breakdown","table":"ontime__national_coarse","periodColumn":"month","periods":[{"year":2025,"index":4},{"year":2025,"index":5},{"year":2025,"index":6}],"filters":[],"airportFilters":[],"groupBy":[{"id":"carrier","column":"carrier"},{"id":"dayofweek","column":"dayofweek"}],"metrics":[{"id":"flights","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"on_time_pct","output":"m1","value":{"kind":"quotient","numerator":{"kind":"difference","left":{"kind":"difference","left":{"kind":"difference","left":{"kind":"sum","sum":0},"right":{"kind":"sum","sum":1}},"right":{"kind":"sum","sum":2}},"right":{"kind":"sum","sum":3}},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":true}],"sums":[{"key":"sum:flights","column":"flights"},{"key":"sum:cancelled","column":"cancelled"},{"key":"sum:diverted","column":"diverted"},{"key":"sum:arr_delayed","column":"arr_delayed"}],"sort":{"key":"flights","order":"desc"},"limit":10}
-- params: [2025,4,5,6,10]
WITH grouped AS (
  SELECT "year" AS "p_year", "month" AS "p_index", "carrier" AS "g0", "dayofweek" AS "g1", CAST(CASE WHEN COUNT(*) = COUNT("flights") THEN SUM("flights") END AS DOUBLE) AS "s0", CAST(CASE WHEN COUNT(*) = COUNT("cancelled") THEN SUM("cancelled") END AS DOUBLE) AS "s1", CAST(CASE WHEN COUNT(*) = COUNT("diverted") THEN SUM("diverted") END AS DOUBLE) AS "s2", CAST(CASE WHEN COUNT(*) = COUNT("arr_delayed") THEN SUM("arr_delayed") END AS DOUBLE) AS "s3"
  FROM "ontime__national_coarse"
  WHERE "year" = $1
    AND "month" IN ($2, $3, $4)
  GROUP BY "year", "month", "carrier", "dayofweek"
), totals AS (
  SELECT "p_year", "p_index", COUNT(*) AS "group_count", CASE WHEN COUNT(*) = COUNT("s0") THEN SUM("s0") END AS "s0", CASE WHEN COUNT(*) = COUNT("s1") THEN SUM("s1") END AS "s1", CASE WHEN COUNT(*) = COUNT("s2") THEN SUM("s2") END AS "s2", CASE WHEN COUNT(*) = COUNT("s3") THEN SUM("s3") END AS "s3"
  FROM grouped
  GROUP BY "p_year", "p_index"
), measured AS (
  SELECT g."p_year" AS "p_year", g."p_index" AS "p_index", g."g0" AS "g0", g."g1" AS "g1", g."s0" AS "m0", t."s0" AS "t0", (100 * (((g."s0" - g."s1") - g."s2") - g."s3") / NULLIF(g."s0", 0)) AS "m1", (100 * (((t."s0" - t."s1") - t."s2") - t."s3") / NULLIF(t."s0", 0)) AS "t1", t."group_count" AS "group_count"
  FROM grouped AS g
  JOIN totals AS t ON g."p_year" = t."p_year" AND g."p_index" = t."p_index"
)
SELECT *, 100 * "m0" / NULLIF("t0", 0) AS "share0", 100 * "m1" / NULLIF("t1", 0) AS "share1"
FROM measured
QUALIFY row_number() OVER (PARTITION BY "p_year", "p_index" ORDER BY "m0" DESC NULLS LAST, "g0" ASC NULLS LAST, "g1" ASC NULLS LAST) <= $5
ORDER BY "p_year", "p_index", "m0" DESC NULLS LAST, "g0" ASC NULLS LAST, "g1" ASC NULLS LAST
