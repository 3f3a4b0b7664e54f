-- /tickets/markets/breakdown?by=origin&year=2025&quarter=2&metrics=passengers,hhi,carriers,fare_median,itin_fare_median&limit=5
-- executor (route index of rollups): engine (breakdown of distribution metrics)
-- executor (route index of tables): engine (breakdown of distribution metrics)
-- plan: {"kind":"breakdown","table":"db1b_market","periodColumn":"quarter","periods":[{"year":2025,"index":2}],"filters":[],"airportFilters":[],"groupBy":[{"id":"origin","column":"origin"}],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"hhi","output":"m1","value":{"kind":"distribution"},"hasShare":false,"distribution":{"kind":"concentration","stat":"hhi","carrierColumn":"tkcarrier","exclude":["99"],"weight":"passengers","table":"db1b_market"}},{"id":"carriers","output":"m2","value":{"kind":"distribution"},"hasShare":false,"distribution":{"kind":"concentration","stat":"carriers","carrierColumn":"tkcarrier","exclude":["99"],"weight":"passengers","table":"db1b_market"}},{"id":"fare_median","output":"m3","value":{"kind":"distribution"},"hasShare":false,"distribution":{"kind":"quantile","q":0.5,"histogram":"fare_histogram"}},{"id":"itin_fare_median","output":"m4","value":{"kind":"distribution"},"hasShare":false,"distribution":{"kind":"quantile","q":0.5,"histogram":"itin_fare_histogram"}}],"sums":[{"key":"sum:passengers","column":"passengers"}],"sort":{"key":"passengers","order":"desc"},"limit":5}
-- params: [2025,2,"99"]
-- rows: grouped (finished in JS, query/finish-breakdown.ts)
WITH grouped AS (
  SELECT "year" AS "p_year", "quarter" AS "p_index", "origin" AS "g0", CAST(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END AS DOUBLE) AS "s0"
  FROM "db1b_market"
  WHERE "year" = $1
    AND "quarter" IN ($2)
  GROUP BY "year", "quarter", "origin"
), conc0_split AS (
  SELECT "year" AS "p_year", "quarter" AS "p_index", "origin" AS "g0", "tkcarrier" AS "carrier", SUM("passengers") AS "w"
  FROM "db1b_market"
  WHERE "year" = $1
    AND "quarter" IN ($2) AND "tkcarrier" IS NOT NULL AND "tkcarrier" NOT IN ($3)
  GROUP BY 1, 2, 3, 4
), conc0 AS (
  SELECT "p_year", "p_index", "g0", CAST(10000 * SUM("w" * "w") / NULLIF(SUM("w") * SUM("w"), 0) AS DOUBLE) AS "hhi", CAST(COUNT(*) FILTER (WHERE "w" > 0) AS DOUBLE) AS "carriers"
  FROM conc0_split
  GROUP BY "p_year", "p_index", "g0"
), fare_buckets AS (
  SELECT "p_year", "p_index", "g0", "h".b AS "b", SUM("h".p) AS "w"
  FROM (
    SELECT "year" AS "p_year", "quarter" AS "p_index", "origin" AS "g0", UNNEST(COALESCE("fare_histogram", [{'b': -1, 'p': 1}]::STRUCT(b INTEGER, p DOUBLE)[])) AS "h"
    FROM "db1b_market"
    WHERE "year" = $1
    AND "quarter" IN ($2)
  )
  GROUP BY "p_year", "p_index", "g0", "b"
), fare_cumulative AS (
  SELECT *, SUM("w") OVER (PARTITION BY "p_year", "p_index", "g0" ORDER BY "b" ROWS UNBOUNDED PRECEDING) AS "upto",
         SUM("w") OVER (PARTITION BY "p_year", "p_index", "g0") AS "total"
  FROM fare_buckets
  WHERE "w" > 0
), fare_quantiles AS (
  SELECT "p_year", "p_index", "g0", CASE WHEN bool_or("b" = -1) THEN NULL ELSE arg_min((CASE WHEN "b" < 400 THEN (0 + ("b" - 0) * 5) WHEN "b" < 560 THEN (2000 + ("b" - 400) * 50) ELSE (10000 + ("b" - 560) * 1000) END) + (CASE WHEN "b" < 400 THEN 5 WHEN "b" < 560 THEN 50 ELSE 1000 END) * greatest(0, least(1, (0.5 * "total" - ("upto" - "w")) / "w")), "b") FILTER (WHERE "upto" >= 0.5 * "total" * (1 - 1e-12)) END AS "fq0"
  FROM fare_cumulative
  GROUP BY "p_year", "p_index", "g0"
), itin_fare_buckets AS (
  SELECT "p_year", "p_index", "g0", "h".b AS "b", SUM("h".p) AS "w"
  FROM (
    SELECT "year" AS "p_year", "quarter" AS "p_index", "origin" AS "g0", UNNEST(COALESCE("itin_fare_histogram", [{'b': -1, 'p': 1}]::STRUCT(b INTEGER, p DOUBLE)[])) AS "h"
    FROM "db1b_market"
    WHERE "year" = $1
    AND "quarter" IN ($2)
  )
  GROUP BY "p_year", "p_index", "g0", "b"
), itin_fare_cumulative AS (
  SELECT *, SUM("w") OVER (PARTITION BY "p_year", "p_index", "g0" ORDER BY "b" ROWS UNBOUNDED PRECEDING) AS "upto",
         SUM("w") OVER (PARTITION BY "p_year", "p_index", "g0") AS "total"
  FROM itin_fare_buckets
  WHERE "w" > 0
), itin_fare_quantiles AS (
  SELECT "p_year", "p_index", "g0", CASE WHEN bool_or("b" = -1) THEN NULL ELSE arg_min((CASE WHEN "b" < 400 THEN (0 + ("b" - 0) * 5) WHEN "b" < 560 THEN (2000 + ("b" - 400) * 50) ELSE (10000 + ("b" - 560) * 1000) END) + (CASE WHEN "b" < 400 THEN 5 WHEN "b" < 560 THEN 50 ELSE 1000 END) * greatest(0, least(1, (0.5 * "total" - ("upto" - "w")) / "w")), "b") FILTER (WHERE "upto" >= 0.5 * "total" * (1 - 1e-12)) END AS "fq0"
  FROM itin_fare_cumulative
  GROUP BY "p_year", "p_index", "g0"
), grouped_joined AS (
  SELECT g.*, conc0."hhi" AS "x1", conc0."carriers" AS "x2", fare_quantiles."fq0" AS "x3", itin_fare_quantiles."fq0" AS "x4"
  FROM grouped AS g
  LEFT JOIN conc0 ON g."p_year" IS NOT DISTINCT FROM conc0."p_year" AND g."p_index" IS NOT DISTINCT FROM conc0."p_index" AND g."g0" IS NOT DISTINCT FROM conc0."g0"
  LEFT JOIN fare_quantiles ON g."p_year" IS NOT DISTINCT FROM fare_quantiles."p_year" AND g."p_index" IS NOT DISTINCT FROM fare_quantiles."p_index" AND g."g0" IS NOT DISTINCT FROM fare_quantiles."g0"
  LEFT JOIN itin_fare_quantiles ON g."p_year" IS NOT DISTINCT FROM itin_fare_quantiles."p_year" AND g."p_index" IS NOT DISTINCT FROM itin_fare_quantiles."p_index" AND g."g0" IS NOT DISTINCT FROM itin_fare_quantiles."g0"
)
SELECT *
FROM grouped_joined
