-- /performance/breakdown?by=carrier&start_year=2025&start_month=4&end_year=2025&end_month=6&combine_periods=true&metrics=flights,on_time_pct
-- executor (route index of rollups): national-index (breakdown over ontime__by_carrier)
-- executor (route index of tables): national-index (breakdown over ontime__by_carrier)
-- plan: {"kind":"breakdown","table":"ontime__by_carrier","periodColumn":"month","periods":[{"year":2025,"index":4},{"year":2025,"index":5},{"year":2025,"index":6}],"filters":[],"airportFilters":[],"groupBy":[{"id":"carrier","column":"carrier"}],"metrics":[{"id":"flights","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"on_time_pct","output":"m1","value":{"kind":"quotient","numerator":{"kind":"difference","left":{"kind":"difference","left":{"kind":"difference","left":{"kind":"sum","sum":0},"right":{"kind":"sum","sum":1}},"right":{"kind":"sum","sum":2}},"right":{"kind":"sum","sum":3}},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":true}],"combined":true,"sums":[{"key":"sum:flights","column":"flights"},{"key":"sum:cancelled","column":"cancelled"},{"key":"sum:diverted","column":"diverted"},{"key":"sum:arr_delayed","column":"arr_delayed"}],"sort":{"key":"flights","order":"desc"},"limit":50}
-- params: []
-- rows: grouped (finished in JS, query/finish-breakdown.ts)
SELECT 0 AS "p_year", 0 AS "p_index", "carrier" AS "g0", toFloat64(CASE WHEN COUNT(*) = COUNT("flights") THEN SUM("flights") END) AS "s0", toFloat64(CASE WHEN COUNT(*) = COUNT("cancelled") THEN SUM("cancelled") END) AS "s1", toFloat64(CASE WHEN COUNT(*) = COUNT("diverted") THEN SUM("diverted") END) AS "s2", toFloat64(CASE WHEN COUNT(*) = COUNT("arr_delayed") THEN SUM("arr_delayed") END) AS "s3"
  FROM "ontime__by_carrier"
  WHERE "year" = 2025
    AND "month" IN (4, 5, 6)
  GROUP BY "carrier"
