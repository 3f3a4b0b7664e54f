-- /traffic/segments/breakdown?by=aircraft_type&year=2025&month=6&metrics=passengers,load_factor&sort_by=load_factor&sort_order=asc&origin=ATL
-- executor (route index of rollups): engine (breakdown)
-- executor (route index of tables): engine (breakdown)
-- plan: {"kind":"breakdown","table":"t100_segment","periodColumn":"month","periods":[{"year":2025,"index":6}],"filters":[{"column":"origin","value":"ATL"}],"airportFilters":[],"groupBy":[{"id":"aircraft_type","column":"aircraft_type"}],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"load_factor","output":"m1","value":{"kind":"quotient","numerator":{"kind":"sum","sum":0},"denominator":{"kind":"sum","sum":1}},"hasShare":true}],"sums":[{"key":"sum:passengers","column":"passengers","nulls":"present"},{"key":"sum:seats","column":"seats","nulls":"present"}],"sort":{"key":"load_factor","order":"asc"},"limit":50}
-- params: [2025,6,"ATL",50]
WITH grouped AS (
  SELECT "year" AS "p_year", "month" AS "p_index", "aircraft_type" AS "g0", CAST(SUM("passengers") AS DOUBLE) AS "s0", CAST(SUM("seats") AS DOUBLE) AS "s1"
  FROM "t100_segment"
  WHERE "year" = $1
    AND "month" IN ($2)
    AND "origin" = $3
  GROUP BY "year", "month", "aircraft_type"
), totals AS (
  SELECT "p_year", "p_index", COUNT(*) AS "group_count", SUM("s0") AS "s0", SUM("s1") AS "s1"
  FROM grouped
  GROUP BY "p_year", "p_index"
), measured AS (
  SELECT g."p_year" AS "p_year", g."p_index" AS "p_index", g."g0" AS "g0", g."s0" AS "m0", t."s0" AS "t0", (g."s0" / NULLIF(g."s1", 0)) AS "m1", (t."s0" / NULLIF(t."s1", 0)) AS "t1", t."group_count" AS "group_count"
  FROM grouped AS g
  JOIN totals AS t ON g."p_year" = t."p_year" AND g."p_index" = t."p_index"
)
SELECT *, 100 * "m0" / NULLIF("t0", 0) AS "share0", 100 * "m1" / NULLIF("t1", 0) AS "share1"
FROM measured
QUALIFY row_number() OVER (PARTITION BY "p_year", "p_index" ORDER BY "m1" ASC NULLS LAST, "g0" ASC NULLS LAST) <= $4
ORDER BY "p_year", "p_index", "m1" ASC NULLS LAST, "g0" ASC NULLS LAST
