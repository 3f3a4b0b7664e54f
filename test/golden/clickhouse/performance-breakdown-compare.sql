-- /performance/breakdown?by=carrier&year=2025&month=5&compare=previous_year&metrics=flights,on_time_pct&limit=5
-- executor (route index of rollups): national-index (breakdown over ontime__by_carrier)
-- executor (route index of tables): national-index (breakdown over ontime__by_carrier)
-- plan: {"kind":"breakdown","table":"ontime__by_carrier","periodColumn":"month","periods":[{"year":2025,"index":5}],"filters":[],"airportFilters":[],"groupBy":[{"id":"carrier","column":"carrier"}],"metrics":[{"id":"flights","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"on_time_pct","output":"m1","value":{"kind":"quotient","numerator":{"kind":"difference","left":{"kind":"difference","left":{"kind":"difference","left":{"kind":"sum","sum":0},"right":{"kind":"sum","sum":1}},"right":{"kind":"sum","sum":2}},"right":{"kind":"sum","sum":3}},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":true}],"sums":[{"key":"sum:flights","column":"flights"},{"key":"sum:cancelled","column":"cancelled"},{"key":"sum:diverted","column":"diverted"},{"key":"sum:arr_delayed","column":"arr_delayed"}],"sort":{"key":"flights","order":"desc"},"limit":5}
-- params: []
-- rows: grouped (finished in JS, query/finish-breakdown.ts)
SELECT "year" AS "p_year", "month" AS "p_index", "carrier" AS "g0", toFloat64(CASE WHEN COUNT(*) = COUNT("flights") THEN SUM("flights") END) AS "s0", toFloat64(CASE WHEN COUNT(*) = COUNT("cancelled") THEN SUM("cancelled") END) AS "s1", toFloat64(CASE WHEN COUNT(*) = COUNT("diverted") THEN SUM("diverted") END) AS "s2", toFloat64(CASE WHEN COUNT(*) = COUNT("arr_delayed") THEN SUM("arr_delayed") END) AS "s3"
  FROM "ontime__by_carrier"
  WHERE "year" = 2025
    AND "month" IN (5)
  GROUP BY "year", "month", "carrier"
-- previous year plan: {"kind":"breakdown","table":"ontime__by_carrier","periodColumn":"month","periods":[{"year":2024,"index":5}],"filters":[],"airportFilters":[],"groupBy":[{"id":"carrier","column":"carrier"}],"metrics":[{"id":"flights","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"on_time_pct","output":"m1","value":{"kind":"quotient","numerator":{"kind":"difference","left":{"kind":"difference","left":{"kind":"difference","left":{"kind":"sum","sum":0},"right":{"kind":"sum","sum":1}},"right":{"kind":"sum","sum":2}},"right":{"kind":"sum","sum":3}},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":true}],"sums":[{"key":"sum:flights","column":"flights"},{"key":"sum:cancelled","column":"cancelled"},{"key":"sum:diverted","column":"diverted"},{"key":"sum:arr_delayed","column":"arr_delayed"}],"sort":{"key":"flights","order":"desc"},"limit":1000000,"onlyGroups":[["DL"],[null]]}
-- previous year params: []
-- previous year rows: grouped
SELECT "year" AS "p_year", "month" AS "p_index", "carrier" AS "g0", toFloat64(CASE WHEN COUNT(*) = COUNT("flights") THEN SUM("flights") END) AS "s0", toFloat64(CASE WHEN COUNT(*) = COUNT("cancelled") THEN SUM("cancelled") END) AS "s1", toFloat64(CASE WHEN COUNT(*) = COUNT("diverted") THEN SUM("diverted") END) AS "s2", toFloat64(CASE WHEN COUNT(*) = COUNT("arr_delayed") THEN SUM("arr_delayed") END) AS "s3"
  FROM "ontime__by_carrier"
  WHERE (("carrier" = 'DL') OR ("carrier" IS NULL))
    AND "year" = 2024
    AND "month" IN (5)
  GROUP BY "year", "month", "carrier"
