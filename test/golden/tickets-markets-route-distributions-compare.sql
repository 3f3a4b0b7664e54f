-- /tickets/markets/route?origin=BOS&destination=LAX&year=2025&quarter=2&compare=previous_year&metrics=passengers,hhi,carriers,fare_median
-- executor (route index of rollups): engine (db1b_market index has no source with tkcarrier)
-- executor (route index of tables): engine (db1b_market index has no fare_histogram)
-- plan: {"kind":"route","table":"db1b_market","periodColumn":"quarter","periods":[{"year":2025,"index":2}],"filters":[{"column":"origin","value":"BOS"},{"column":"destination","value":"LAX"}],"airportFilters":[],"groupBy":[],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"hhi","output":"m1","value":{"kind":"distribution"},"hasShare":false,"distribution":{"kind":"concentration","stat":"hhi","carrierColumn":"tkcarrier","exclude":["99"],"weight":"passengers","table":"db1b_market"}},{"id":"carriers","output":"m2","value":{"kind":"distribution"},"hasShare":false,"distribution":{"kind":"concentration","stat":"carriers","carrierColumn":"tkcarrier","exclude":["99"],"weight":"passengers","table":"db1b_market"}},{"id":"fare_median","output":"m3","value":{"kind":"distribution"},"hasShare":false,"distribution":{"kind":"quantile","q":0.5,"histogram":"fare_histogram"}}],"sums":[{"key":"sum:passengers","column":"passengers"}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- params: [2025,2,"BOS","LAX","99"]
WITH grouped AS (
  SELECT "year" AS "p_year", "quarter" AS "p_index", CAST(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END AS DOUBLE) AS "s0"
  FROM "db1b_market"
  WHERE "year" = $1
    AND "quarter" IN ($2)
    AND "origin" = $3
    AND "destination" = $4
  GROUP BY "year", "quarter"
), conc0_split AS (
  SELECT "year" AS "p_year", "quarter" AS "p_index", "tkcarrier" AS "carrier", SUM("passengers") AS "w"
  FROM "db1b_market"
  WHERE "year" = $1
    AND "quarter" IN ($2)
    AND "origin" = $3
    AND "destination" = $4 AND "tkcarrier" IS NOT NULL AND "tkcarrier" NOT IN ($5)
  GROUP BY 1, 2, 3
), conc0 AS (
  SELECT "p_year", "p_index", CAST(10000 * SUM("w" * "w") / NULLIF(SUM("w") * SUM("w"), 0) AS DOUBLE) AS "hhi", CAST(COUNT(*) FILTER (WHERE "w" > 0) AS DOUBLE) AS "carriers"
  FROM conc0_split
  GROUP BY "p_year", "p_index"
), fare_buckets AS (
  SELECT "p_year", "p_index", "h".b AS "b", SUM("h".p) AS "w"
  FROM (
    SELECT "year" AS "p_year", "quarter" AS "p_index", UNNEST(COALESCE("fare_histogram", [{'b': -1, 'p': 1}]::STRUCT(b INTEGER, p DOUBLE)[])) AS "h"
    FROM "db1b_market"
    WHERE "year" = $1
    AND "quarter" IN ($2)
    AND "origin" = $3
    AND "destination" = $4
  )
  GROUP BY "p_year", "p_index", "b"
), fare_cumulative AS (
  SELECT *, SUM("w") OVER (PARTITION BY "p_year", "p_index" ORDER BY "b" ROWS UNBOUNDED PRECEDING) AS "upto",
         SUM("w") OVER (PARTITION BY "p_year", "p_index") AS "total"
  FROM fare_buckets
  WHERE "w" > 0
), fare_quantiles AS (
  SELECT "p_year", "p_index", CASE WHEN bool_or("b" = -1) THEN NULL ELSE arg_min((CASE WHEN "b" < 400 THEN (0 + ("b" - 0) * 5) WHEN "b" < 560 THEN (2000 + ("b" - 400) * 50) ELSE (10000 + ("b" - 560) * 1000) END) + (CASE WHEN "b" < 400 THEN 5 WHEN "b" < 560 THEN 50 ELSE 1000 END) * greatest(0, least(1, (0.5 * "total" - ("upto" - "w")) / "w")), "b") FILTER (WHERE "upto" >= 0.5 * "total" * (1 - 1e-12)) END AS "fq0"
  FROM fare_cumulative
  GROUP BY "p_year", "p_index"
), grouped_joined AS (
  SELECT g.*, conc0."hhi" AS "x1", conc0."carriers" AS "x2", fare_quantiles."fq0" AS "x3"
  FROM grouped AS g
  LEFT JOIN conc0 ON g."p_year" IS NOT DISTINCT FROM conc0."p_year" AND g."p_index" IS NOT DISTINCT FROM conc0."p_index"
  LEFT JOIN fare_quantiles ON g."p_year" IS NOT DISTINCT FROM fare_quantiles."p_year" AND g."p_index" IS NOT DISTINCT FROM fare_quantiles."p_index"
)
SELECT g."p_year", g."p_index", g."s0" AS "m0", g."x1" AS "m1", g."x2" AS "m2", g."x3" AS "m3"
FROM grouped_joined AS g
-- previous year plan: {"kind":"route","table":"db1b_market","periodColumn":"quarter","periods":[{"year":2024,"index":2}],"filters":[{"column":"origin","value":"BOS"},{"column":"destination","value":"LAX"}],"airportFilters":[],"groupBy":[],"metrics":[{"id":"passengers","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"hhi","output":"m1","value":{"kind":"distribution"},"hasShare":false,"distribution":{"kind":"concentration","stat":"hhi","carrierColumn":"tkcarrier","exclude":["99"],"weight":"passengers","table":"db1b_market"}},{"id":"carriers","output":"m2","value":{"kind":"distribution"},"hasShare":false,"distribution":{"kind":"concentration","stat":"carriers","carrierColumn":"tkcarrier","exclude":["99"],"weight":"passengers","table":"db1b_market"}},{"id":"fare_median","output":"m3","value":{"kind":"distribution"},"hasShare":false,"distribution":{"kind":"quantile","q":0.5,"histogram":"fare_histogram"}}],"sums":[{"key":"sum:passengers","column":"passengers"}],"sort":{"key":"passengers","order":"desc"},"limit":50}
-- previous year params: [2024,2,"BOS","LAX","99"]
WITH grouped AS (
  SELECT "year" AS "p_year", "quarter" AS "p_index", CAST(CASE WHEN COUNT(*) = COUNT("passengers") THEN SUM("passengers") END AS DOUBLE) AS "s0"
  FROM "db1b_market"
  WHERE "year" = $1
    AND "quarter" IN ($2)
    AND "origin" = $3
    AND "destination" = $4
  GROUP BY "year", "quarter"
), conc0_split AS (
  SELECT "year" AS "p_year", "quarter" AS "p_index", "tkcarrier" AS "carrier", SUM("passengers") AS "w"
  FROM "db1b_market"
  WHERE "year" = $1
    AND "quarter" IN ($2)
    AND "origin" = $3
    AND "destination" = $4 AND "tkcarrier" IS NOT NULL AND "tkcarrier" NOT IN ($5)
  GROUP BY 1, 2, 3
), conc0 AS (
  SELECT "p_year", "p_index", CAST(10000 * SUM("w" * "w") / NULLIF(SUM("w") * SUM("w"), 0) AS DOUBLE) AS "hhi", CAST(COUNT(*) FILTER (WHERE "w" > 0) AS DOUBLE) AS "carriers"
  FROM conc0_split
  GROUP BY "p_year", "p_index"
), fare_buckets AS (
  SELECT "p_year", "p_index", "h".b AS "b", SUM("h".p) AS "w"
  FROM (
    SELECT "year" AS "p_year", "quarter" AS "p_index", UNNEST(COALESCE("fare_histogram", [{'b': -1, 'p': 1}]::STRUCT(b INTEGER, p DOUBLE)[])) AS "h"
    FROM "db1b_market"
    WHERE "year" = $1
    AND "quarter" IN ($2)
    AND "origin" = $3
    AND "destination" = $4
  )
  GROUP BY "p_year", "p_index", "b"
), fare_cumulative AS (
  SELECT *, SUM("w") OVER (PARTITION BY "p_year", "p_index" ORDER BY "b" ROWS UNBOUNDED PRECEDING) AS "upto",
         SUM("w") OVER (PARTITION BY "p_year", "p_index") AS "total"
  FROM fare_buckets
  WHERE "w" > 0
), fare_quantiles AS (
  SELECT "p_year", "p_index", CASE WHEN bool_or("b" = -1) THEN NULL ELSE arg_min((CASE WHEN "b" < 400 THEN (0 + ("b" - 0) * 5) WHEN "b" < 560 THEN (2000 + ("b" - 400) * 50) ELSE (10000 + ("b" - 560) * 1000) END) + (CASE WHEN "b" < 400 THEN 5 WHEN "b" < 560 THEN 50 ELSE 1000 END) * greatest(0, least(1, (0.5 * "total" - ("upto" - "w")) / "w")), "b") FILTER (WHERE "upto" >= 0.5 * "total" * (1 - 1e-12)) END AS "fq0"
  FROM fare_cumulative
  GROUP BY "p_year", "p_index"
), grouped_joined AS (
  SELECT g.*, conc0."hhi" AS "x1", conc0."carriers" AS "x2", fare_quantiles."fq0" AS "x3"
  FROM grouped AS g
  LEFT JOIN conc0 ON g."p_year" IS NOT DISTINCT FROM conc0."p_year" AND g."p_index" IS NOT DISTINCT FROM conc0."p_index"
  LEFT JOIN fare_quantiles ON g."p_year" IS NOT DISTINCT FROM fare_quantiles."p_year" AND g."p_index" IS NOT DISTINCT FROM fare_quantiles."p_index"
)
SELECT g."p_year", g."p_index", g."s0" AS "m0", g."x1" AS "m1", g."x2" AS "m2", g."x3" AS "m3"
FROM grouped_joined AS g
