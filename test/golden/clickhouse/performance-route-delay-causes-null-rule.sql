-- /performance/route?origin=ATL&destination=LAX&year=2025&month=5&metrics=carrier_delay_minutes,carrier_delay_count,carrier_delay_pct
-- executor (route index of rollups): route-index (route over ontime)
-- executor (route index of tables): route-index (route over ontime)
-- plan: {"kind":"route","table":"ontime__route","periodColumn":"month","periods":[{"year":2025,"index":5}],"filters":[{"column":"origin","value":"ATL"},{"column":"destination","value":"LAX"}],"airportFilters":[],"groupBy":[],"metrics":[{"id":"carrier_delay_minutes","output":"m0","value":{"kind":"sum","sum":0},"hasShare":true},{"id":"carrier_delay_count","output":"m1","value":{"kind":"sum","sum":1},"hasShare":true},{"id":"carrier_delay_pct","output":"m2","value":{"kind":"quotient","numerator":{"kind":"sum","sum":0},"denominator":{"kind":"sum","sum":2},"scale":100},"hasShare":false}],"sums":[{"key":"sum:carrier_delay_minutes","column":"carrier_delay_minutes"},{"key":"sum:carrier_delay_count","column":"carrier_delay_count"},{"key":"sum:cause_delay_minutes","column":"cause_delay_minutes"}],"sort":{"key":"carrier_delay_minutes","order":"desc"},"limit":50}
-- params: []
SELECT "year" AS "p_year", "month" AS "p_index", toFloat64(CASE WHEN COUNT(*) = COUNT("carrier_delay_minutes") THEN SUM("carrier_delay_minutes") END) AS "m0", toFloat64(CASE WHEN COUNT(*) = COUNT("carrier_delay_count") THEN SUM("carrier_delay_count") END) AS "m1", (100 * toFloat64(CASE WHEN COUNT(*) = COUNT("carrier_delay_minutes") THEN SUM("carrier_delay_minutes") END) / NULLIF(toFloat64(CASE WHEN COUNT(*) = COUNT("cause_delay_minutes") THEN SUM("cause_delay_minutes") END), 0)) AS "m2"
FROM "ontime__route"
WHERE "year" = 2025
  AND "month" IN (5)
  AND "origin" = 'ATL'
  AND "destination" = 'LAX'
GROUP BY "year", "month"
