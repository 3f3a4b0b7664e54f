-- /performance/route?origin=ATL&destination=LAX&year=2025&month=5&carrier=DL
-- executor (route index of rollups): route-index (route over ontime/carrier)
-- executor (route index of tables): route-index (route over ontime)
-- plan: {"kind":"route","table":"ontime__coarse","periodColumn":"month","periods":[{"year":2025,"index":5}],"filters":[{"column":"origin","value":"ATL"},{"column":"destination","value":"LAX"},{"column":"carrier","value":"DL"}],"airportFilters":[],"groupBy":[],"metrics":[{"id":"flights","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"on_time_pct","output":"m1","value":{"kind":"quotient","numerator":{"kind":"difference","left":{"kind":"difference","left":{"kind":"difference","left":{"kind":"sum","sum":0},"right":{"kind":"sum","sum":1}},"right":{"kind":"sum","sum":2}},"right":{"kind":"sum","sum":3}},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":true},{"id":"cancel_pct","output":"m2","value":{"kind":"quotient","numerator":{"kind":"sum","sum":1},"denominator":{"kind":"sum","sum":0},"scale":100},"hasShare":true},{"id":"avg_arr_delay","output":"m3","value":{"kind":"quotient","numerator":{"kind":"sum","sum":4},"denominator":{"kind":"difference","left":{"kind":"difference","left":{"kind":"sum","sum":0},"right":{"kind":"sum","sum":1}},"right":{"kind":"sum","sum":2}}},"hasShare":true}],"sums":[{"key":"sum:flights","column":"flights","nulls":"present"},{"key":"sum:cancelled","column":"cancelled","nulls":"present"},{"key":"sum:diverted","column":"diverted","nulls":"present"},{"key":"sum:arr_delayed","column":"arr_delayed","nulls":"present"},{"key":"sum:arr_delay_minutes","column":"arr_delay_minutes","nulls":"present"}],"sort":{"key":"flights","order":"desc"},"limit":50}
-- params: [2025,5,"ATL","LAX","DL"]
SELECT "year" AS "p_year", "month" AS "p_index", CAST(SUM("flights") AS DOUBLE) AS "m0", (100 * (((CAST(SUM("flights") AS DOUBLE) - CAST(SUM("cancelled") AS DOUBLE)) - CAST(SUM("diverted") AS DOUBLE)) - CAST(SUM("arr_delayed") AS DOUBLE)) / NULLIF(CAST(SUM("flights") AS DOUBLE), 0)) AS "m1", (100 * CAST(SUM("cancelled") AS DOUBLE) / NULLIF(CAST(SUM("flights") AS DOUBLE), 0)) AS "m2", (CAST(SUM("arr_delay_minutes") AS DOUBLE) / NULLIF(((CAST(SUM("flights") AS DOUBLE) - CAST(SUM("cancelled") AS DOUBLE)) - CAST(SUM("diverted") AS DOUBLE)), 0)) AS "m3"
FROM "ontime__coarse"
WHERE "year" = $1
  AND "month" IN ($2)
  AND "origin" = $3
  AND "destination" = $4
  AND "carrier" = $5
GROUP BY "year", "month"
