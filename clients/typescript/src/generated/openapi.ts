// Generated from the atss /openapi.json by `npm run client:generate`: do not edit.
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Links to every endpoint
         * @description The service name, the published data version and the path of every endpoint.
         */
        get: operations["serviceIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/livez": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process serves requests, data or not (for a liveness probe).
         */
        get: operations["livez"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: data loaded, with its data_version and route_index
         * @description Ready (200) when a data version is published and every stored file it names is present; not ready (503 with Retry-After and a detail) otherwise; degraded (503 with Retry-After) while a ClickHouse shard does not answer, naming it (routes answered from the route index still answer), or while a stored table cannot be read (a damaged file, named in unreadable_tables; every other table is served). route_index: ready, building (routes answered by the engine until it is built), retrying (a build failed and is retried with backoff; the service stays ready, route_index_detail says why) or off.
         */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Explains a problem type
         * @description The status, title and description of a problem code, the page every problem document links to in its type.
         */
        get: operations["problems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description Prometheus text exposition: requests by route and status, latency and engine-time histograms, cache hits, in-flight requests, data version, coverage. Never behind API keys or rate limits.
         */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loaded periods and record counts per stored table
         * @description What the published data version holds, from its manifest: per stored table its grain, first and last loaded period, number of periods, source records read and rows stored. In CSV (format=csv or Accept: text/csv) one row per table with the same columns; the data version is then in Last-Modified and ETag.
         */
        get: operations["supportCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/airports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Airport reference records (Master Coordinate, latest row per airport)
         * @description Airport reference records (Master Coordinate, latest row per airport). Filters combine (all must match); q searches iata, name, city. Pages of limit records from offset, ordered by order_by (default airport_id).
         */
        get: operations["supportAirports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/city-markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * City markets (co-located airports such as New York = JFK, LGA, EWR): their ids, names (Master Coordinate, L_CITY_MARKET_ID) and airports
         * @description City markets (co-located airports such as New York = JFK, LGA, EWR): their ids, names (Master Coordinate, L_CITY_MARKET_ID) and airports. Filters combine (all must match); q searches name, airports. Pages of limit records from offset, ordered by order_by (default city_market_id).
         */
        get: operations["supportCityMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Carrier reference records (Carrier Decode, one row per carrier code), with every holder of the code by period
         * @description Carrier reference records (Carrier Decode, one row per carrier code), with every holder of the code by period. Filters combine (all must match); q searches carrier_code, carrier_name. Pages of limit records from offset, ordered by order_by (default carrier_code).
         */
        get: operations["supportCarriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support/aircrafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aircraft type reference records (Aircraft Types)
         * @description Aircraft type reference records (Aircraft Types). Filters combine (all must match); q searches manufacturer, long_name, short_name, ssd_name. Pages of limit records from offset, ordered by order_by (default aircraft_type_id).
         */
        get: operations["supportAircrafts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/markets/route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ticket market (origin-destination) metrics for one pair, DB1B or DB1C
         * @description Answers the requested metrics for one origin-destination pair: one `result` for a single period, or `results` with one entry per loaded period (chronological; periods with no records give 0 for sums and null for ratios) for a range or specific periods.
         *
         *     **Datasets.** `db1b`: stored by quarter, asked for by quarter (at most 20 quarters per request); `db1c`: stored by month, asked for by month or quarter (at most 60 months, at most 20 quarters per request).
         *
         *     **Metrics** (default `passengers`, `revenue`, `avg_fare`, `avg_distance`):
         *     - `passengers`: number of passengers. Formula: Σ passengers over the matching records; a count, 2 decimals; additive.
         *     - `revenue`: total revenue, dollars. Formula: Σ revenue over the matching records; US dollars, 2 decimals; additive.
         *     - `total_distance`: total distance (x passengers), miles. Formula: Σ total_distance over the matching records; miles, 2 decimals; additive.
         *     - `count` (dataset db1b only): record count. Formula: Σ record_count over the matching records; a count, 2 decimals; additive.
         *     - `base_cost` (dataset db1c only): revenue minus taxes, dollars. Formula: Σ revenue − Σ tax_cost over the matching records; US dollars, 2 decimals; additive.
         *     - `tax_cost` (dataset db1c only): tax amount, dollars. Formula: Σ tax_cost over the matching records; US dollars, 2 decimals; additive.
         *     - `passengers_est`: estimated full-population passengers: passengers x 10 (DB1B, a 10% sample) or x 2.5 (DB1C, a 40% sample); normalize_to_db1b does not change it. Formula: Σ passengers * 10 (db1b) or 2.5 (db1c) over the matching records; a count, 2 decimals; additive.
         *     - `miles_flown` (dataset db1b only): total miles flown (x passengers). Formula: Σ miles_flown over the matching records; miles, 2 decimals; additive.
         *     - `connections` (dataset db1b only): total connections (coupons - 1, x passengers). Formula: Σ connections over the matching records; a count, 2 decimals; additive.
         *     - `avg_fare`: average fare per passenger, dollars. Formula: Σ revenue / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `avg_distance`: average distance per passenger, miles. Formula: Σ total_distance / Σ passengers over the matching records; miles, 2 decimals.
         *     - `avg_base_cost` (dataset db1c only): average base cost per passenger, dollars. Formula: (Σ revenue − Σ tax_cost) / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `avg_tax` (dataset db1c only): average tax per passenger, dollars. Formula: Σ tax_cost / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `avg_miles_flown` (dataset db1b only): average miles flown per passenger. Formula: Σ miles_flown / Σ passengers over the matching records; miles, 2 decimals.
         *     - `avg_connections` (dataset db1b only): average connections per passenger. Formula: Σ connections / Σ passengers over the matching records; a ratio, 4 decimals.
         *     - `circuity`: ratio of actual to nonstop distance. Formula: Σ total_distance / Σ nonstop_miles over the matching records; a ratio, 4 decimals.
         *     - `business_unrestricted_share` (dataset db1b only): Business unrestricted passengers (market fare class C), % of total. Formula: 100 × (Σ passengers where fare_class = 'C') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `business_restricted_share` (dataset db1b only): Business restricted passengers (market fare class D), % of total. Formula: 100 × (Σ passengers where fare_class = 'D') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `first_unrestricted_share` (dataset db1b only): First unrestricted passengers (market fare class F), % of total. Formula: 100 × (Σ passengers where fare_class = 'F') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `first_restricted_share` (dataset db1b only): First restricted passengers (market fare class G), % of total. Formula: 100 × (Σ passengers where fare_class = 'G') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `unknown_share` (dataset db1b only): Unknown passengers (market fare class U), % of total. Formula: 100 × (Σ passengers where fare_class = 'U') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `coach_restricted_share` (dataset db1b only): Coach restricted passengers (market fare class X), % of total. Formula: 100 × (Σ passengers where fare_class = 'X') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `coach_unrestricted_share` (dataset db1b only): Coach unrestricted passengers (market fare class Y), % of total. Formula: 100 × (Σ passengers where fare_class = 'Y') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `ground_share` (dataset db1b only): passengers of markets with at least one ground (surface) coupon, % of total; overlaps the other class shares, since such a market also has the fare class of its first non-ground coupon. Formula: 100 × Σ ground_passengers / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `nonstop_share`: passengers of nonstop markets (one coupon), % of all passengers. Formula: 100 × Σ nonstop_passengers / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `fare_p10`: 10th percentile of the market fare (DB1B MktFare, DB1C MktAmount) per passenger, dollars, passenger-weighted: the fare below which 10% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.1 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p25`: 25th percentile of the market fare (DB1B MktFare, DB1C MktAmount) per passenger, dollars, passenger-weighted: the fare below which 25% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.25 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_median`: median of the market fare (DB1B MktFare, DB1C MktAmount) per passenger, dollars, passenger-weighted: the fare below which 50% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.5 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p75`: 75th percentile of the market fare (DB1B MktFare, DB1C MktAmount) per passenger, dollars, passenger-weighted: the fare below which 75% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.75 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p90`: 90th percentile of the market fare (DB1B MktFare, DB1C MktAmount) per passenger, dollars, passenger-weighted: the fare below which 90% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.9 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `itin_fare_median`: median ticket fare per passenger, dollars, passenger-weighted over the market records: each market record counts its passengers at the fare of the whole ticket (itinerary) it belongs to, joined on ItinID: DB1B Ticket ItinFare (itinerary fare per person: both directions of a round trip, every market of the itinerary) or DB1C Ticket TotalAmount (per passenger, taxes included); fare_median is the same over the market fare (DB1B MktFare: the ticket fare prorated to the market; DB1C MktAmount); markets with no ticket record or an empty ticket fare are left out; null for a period ingested before ticket fare histograms existed, like the other quantiles (its stored rows hold no ticket fares; re-ingesting the period's Market, Coupon and Ticket files fills it), and null for a whole answer that combines such a period, interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.5 quantile of itin_fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `hhi`: market concentration, Herfindahl-Hirschman index from 0 to 10,000: Σ over carriers of (100 x carrier passengers / passengers)², by ticketing carrier (DB1B; DB1C: marketing carrier), within the result or row (10,000: one carrier); passengers of code 99 (several carriers) are left out; not with a carrier dimension in by. Formula: sum over carriers of (100 * Σ passengers of the carrier / Σ passengers)^2, carrier = tkcarrier (db1b) or mktcarrier (db1c) over the matching records; a ratio, 4 decimals; no share (a percentage itself).
         *     - `carriers`: number of carriers (by ticketing carrier (DB1B; DB1C: marketing carrier)) with passengers > 0 within the result or row; passengers of code 99 (several carriers) are left out; not with a carrier dimension in by. Formula: count of carriers with Σ passengers > 0, carrier = tkcarrier (db1b) or mktcarrier (db1c) over the matching records; a count, 2 decimals; no share (a percentage itself).
         *
         *     **Filters:**
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `tkcarrier` (dataset db1b only): ticketing carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `rpcarrier`: reporting carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `opcarrier`: operating carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `mktcarrier` (dataset db1c only): marketing carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `mkt_distance_group` (dataset db1b only): market distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `tkcarrier_change` (dataset db1b only): the ticketing carrier changes within the market; true or false.
         *     - `opcarrier_change`: the operating carrier changes within the market; true or false.
         *     - `mktcarrier_change` (dataset db1c only): the marketing carrier changes within the market; true or false.
         *     - `bulk_fare` (dataset db1b only): bulk fare, typically discounted for group purchases; true or false.
         *     - `dollar_cred` (dataset db1b only): dollar credibility of the fare, for statistical adjustments; true or false.
         *     - `roundtrip`: round-trip itinerary; true or false.
         *     - `online` (dataset db1b only): single-carrier itinerary; true or false.
         *     - `nonstop`: nonstop market; true or false.
         *     - `itin_geo_type` (dataset db1b only): itinerary geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `mkt_geo_type` (dataset db1b only): market geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `tkcarrier_group` (dataset db1b only): ticketing carriers of the coupons, colon-joined; {code, name}, code a colon-joined list of carrier codes, e.g. AA:OO.
         *     - `opcarrier_group` (dataset db1b only): operating carriers of the coupons, colon-joined; {code, name}, code a colon-joined list of carrier codes, e.g. AA:OO.
         *     - `fare_class` (dataset db1b only): fare class, alias or code; {code, name}: - = Ground, C = Business unrestricted, D = Business restricted, F = First unrestricted, G = First restricted, U = Unknown, X = Coach restricted, Y = Coach unrestricted; aliases ground = -, business_unrestricted = C, business_restricted = D, first_unrestricted = F, first_restricted = G, unknown = U, coach_restricted = X, coach_unrestricted = Y.
         *     - `coupon_type` (dataset db1b only): coupon type A to G; {code, name}: A = US reporting carrier between two US points, B = US reporting carrier between a US and a foreign point, C = US reporting carrier between two foreign points, D = US non-reporting carrier within North America or surface traffic, E = Foreign carrier between two US points, F = Foreign carrier between a foreign and a US point, G = Non-reporting foreign or unknown carrier between foreign points.
         *     - `purwingrp` (dataset db1c only): purchase window group; {code, name}: 2290 = Purchase 22-90 days before travel, 21AP = Purchase up to 21 days before travel, 91UP = Purchase 91 or more days before travel.
         *     - `connection`: how the market travels: nonstop (one coupon), the connecting airport (two coupons: the middle airport of AirportGroup) or multiple (more stops); `nonstop` or `multiple`, or the connecting airport as an airport object.
         *
         *     **Rules.**
         *     - Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); limit_results=true alone answers the most recent loaded periods.
         *     - Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming the loaded coverage (and the other ticket dataset, when it has them).
         *     - Without `dataset`, a monthly time parameter selects db1c, otherwise db1b. Items marked for one dataset are rejected for the other.
         *     - `circuity` needs both origin and destination pinned, as filters or as `by` dimensions.
         *
         *     **Values.** `value` is null when its denominator is zero (for example an average over no passengers). `share` is the group's value as a percentage of the same metric over all groups of the period: shares of sums add up to 100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. Values are rounded once, after every sum: count to 2 decimals, dollars to 2 decimals, dollars_per_mile to 4 decimals, miles to 2 decimals, minutes to 2 decimals, pounds to 2 decimals, percent to 2 decimals, ratio to 4 decimals; shares to 2.
         */
        get: operations["ticketsMarketsRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/markets/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ticket market metrics grouped by dimensions, DB1B or DB1C
         * @description Answers the requested metrics grouped by the `by` dimensions: one row per group, the top `limit` groups of each period, each metric as `{value, share}`. `meta.total_count` counts the groups before the limit.
         *
         *     **Datasets.** `db1b`: stored by quarter, asked for by quarter (at most 20 quarters per request); `db1c`: stored by month, asked for by month or quarter (at most 60 months, at most 20 quarters per request).
         *
         *     **Metrics** (default `passengers`, `revenue`, `avg_fare`, `avg_distance`):
         *     - `passengers`: number of passengers. Formula: Σ passengers over the matching records; a count, 2 decimals; additive.
         *     - `revenue`: total revenue, dollars. Formula: Σ revenue over the matching records; US dollars, 2 decimals; additive.
         *     - `total_distance`: total distance (x passengers), miles. Formula: Σ total_distance over the matching records; miles, 2 decimals; additive.
         *     - `count` (dataset db1b only): record count. Formula: Σ record_count over the matching records; a count, 2 decimals; additive.
         *     - `base_cost` (dataset db1c only): revenue minus taxes, dollars. Formula: Σ revenue − Σ tax_cost over the matching records; US dollars, 2 decimals; additive.
         *     - `tax_cost` (dataset db1c only): tax amount, dollars. Formula: Σ tax_cost over the matching records; US dollars, 2 decimals; additive.
         *     - `passengers_est`: estimated full-population passengers: passengers x 10 (DB1B, a 10% sample) or x 2.5 (DB1C, a 40% sample); normalize_to_db1b does not change it. Formula: Σ passengers * 10 (db1b) or 2.5 (db1c) over the matching records; a count, 2 decimals; additive.
         *     - `miles_flown` (dataset db1b only): total miles flown (x passengers). Formula: Σ miles_flown over the matching records; miles, 2 decimals; additive.
         *     - `connections` (dataset db1b only): total connections (coupons - 1, x passengers). Formula: Σ connections over the matching records; a count, 2 decimals; additive.
         *     - `avg_fare`: average fare per passenger, dollars. Formula: Σ revenue / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `avg_distance`: average distance per passenger, miles. Formula: Σ total_distance / Σ passengers over the matching records; miles, 2 decimals.
         *     - `avg_base_cost` (dataset db1c only): average base cost per passenger, dollars. Formula: (Σ revenue − Σ tax_cost) / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `avg_tax` (dataset db1c only): average tax per passenger, dollars. Formula: Σ tax_cost / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `avg_miles_flown` (dataset db1b only): average miles flown per passenger. Formula: Σ miles_flown / Σ passengers over the matching records; miles, 2 decimals.
         *     - `avg_connections` (dataset db1b only): average connections per passenger. Formula: Σ connections / Σ passengers over the matching records; a ratio, 4 decimals.
         *     - `circuity`: ratio of actual to nonstop distance. Formula: Σ total_distance / Σ nonstop_miles over the matching records; a ratio, 4 decimals.
         *     - `business_unrestricted_share` (dataset db1b only): Business unrestricted passengers (market fare class C), % of total. Formula: 100 × (Σ passengers where fare_class = 'C') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `business_restricted_share` (dataset db1b only): Business restricted passengers (market fare class D), % of total. Formula: 100 × (Σ passengers where fare_class = 'D') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `first_unrestricted_share` (dataset db1b only): First unrestricted passengers (market fare class F), % of total. Formula: 100 × (Σ passengers where fare_class = 'F') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `first_restricted_share` (dataset db1b only): First restricted passengers (market fare class G), % of total. Formula: 100 × (Σ passengers where fare_class = 'G') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `unknown_share` (dataset db1b only): Unknown passengers (market fare class U), % of total. Formula: 100 × (Σ passengers where fare_class = 'U') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `coach_restricted_share` (dataset db1b only): Coach restricted passengers (market fare class X), % of total. Formula: 100 × (Σ passengers where fare_class = 'X') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `coach_unrestricted_share` (dataset db1b only): Coach unrestricted passengers (market fare class Y), % of total. Formula: 100 × (Σ passengers where fare_class = 'Y') / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `ground_share` (dataset db1b only): passengers of markets with at least one ground (surface) coupon, % of total; overlaps the other class shares, since such a market also has the fare class of its first non-ground coupon. Formula: 100 × Σ ground_passengers / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `nonstop_share`: passengers of nonstop markets (one coupon), % of all passengers. Formula: 100 × Σ nonstop_passengers / Σ passengers over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `fare_p10`: 10th percentile of the market fare (DB1B MktFare, DB1C MktAmount) per passenger, dollars, passenger-weighted: the fare below which 10% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.1 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p25`: 25th percentile of the market fare (DB1B MktFare, DB1C MktAmount) per passenger, dollars, passenger-weighted: the fare below which 25% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.25 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_median`: median of the market fare (DB1B MktFare, DB1C MktAmount) per passenger, dollars, passenger-weighted: the fare below which 50% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.5 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p75`: 75th percentile of the market fare (DB1B MktFare, DB1C MktAmount) per passenger, dollars, passenger-weighted: the fare below which 75% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.75 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p90`: 90th percentile of the market fare (DB1B MktFare, DB1C MktAmount) per passenger, dollars, passenger-weighted: the fare below which 90% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.9 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `itin_fare_median`: median ticket fare per passenger, dollars, passenger-weighted over the market records: each market record counts its passengers at the fare of the whole ticket (itinerary) it belongs to, joined on ItinID: DB1B Ticket ItinFare (itinerary fare per person: both directions of a round trip, every market of the itinerary) or DB1C Ticket TotalAmount (per passenger, taxes included); fare_median is the same over the market fare (DB1B MktFare: the ticket fare prorated to the market; DB1C MktAmount); markets with no ticket record or an empty ticket fare are left out; null for a period ingested before ticket fare histograms existed, like the other quantiles (its stored rows hold no ticket fares; re-ingesting the period's Market, Coupon and Ticket files fills it), and null for a whole answer that combines such a period, interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.5 quantile of itin_fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `hhi`: market concentration, Herfindahl-Hirschman index from 0 to 10,000: Σ over carriers of (100 x carrier passengers / passengers)², by ticketing carrier (DB1B; DB1C: marketing carrier), within the result or row (10,000: one carrier); passengers of code 99 (several carriers) are left out; not with a carrier dimension in by. Formula: sum over carriers of (100 * Σ passengers of the carrier / Σ passengers)^2, carrier = tkcarrier (db1b) or mktcarrier (db1c) over the matching records; a ratio, 4 decimals; no share (a percentage itself).
         *     - `carriers`: number of carriers (by ticketing carrier (DB1B; DB1C: marketing carrier)) with passengers > 0 within the result or row; passengers of code 99 (several carriers) are left out; not with a carrier dimension in by. Formula: count of carriers with Σ passengers > 0, carrier = tkcarrier (db1b) or mktcarrier (db1c) over the matching records; a count, 2 decimals; no share (a percentage itself).
         *
         *     **Dimensions** (`by`):
         *     - `origin`: origin airport (3-letter IATA code); an airport object.
         *     - `destination`: destination airport (3-letter IATA code); an airport object.
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `tkcarrier` (dataset db1b only): ticketing carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `rpcarrier`: reporting carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `opcarrier`: operating carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `mktcarrier` (dataset db1c only): marketing carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `mkt_distance_group` (dataset db1b only): market distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `tkcarrier_change` (dataset db1b only): the ticketing carrier changes within the market; true or false.
         *     - `opcarrier_change`: the operating carrier changes within the market; true or false.
         *     - `mktcarrier_change` (dataset db1c only): the marketing carrier changes within the market; true or false.
         *     - `bulk_fare` (dataset db1b only): bulk fare, typically discounted for group purchases; true or false.
         *     - `dollar_cred` (dataset db1b only): dollar credibility of the fare, for statistical adjustments; true or false.
         *     - `roundtrip`: round-trip itinerary; true or false.
         *     - `online` (dataset db1b only): single-carrier itinerary; true or false.
         *     - `nonstop`: nonstop market; true or false.
         *     - `itin_geo_type` (dataset db1b only): itinerary geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `mkt_geo_type` (dataset db1b only): market geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `tkcarrier_group` (dataset db1b only): ticketing carriers of the coupons, colon-joined; {code, name}, code a colon-joined list of carrier codes, e.g. AA:OO.
         *     - `opcarrier_group` (dataset db1b only): operating carriers of the coupons, colon-joined; {code, name}, code a colon-joined list of carrier codes, e.g. AA:OO.
         *     - `fare_class` (dataset db1b only): fare class, alias or code; {code, name}: - = Ground, C = Business unrestricted, D = Business restricted, F = First unrestricted, G = First restricted, U = Unknown, X = Coach restricted, Y = Coach unrestricted; aliases ground = -, business_unrestricted = C, business_restricted = D, first_unrestricted = F, first_restricted = G, unknown = U, coach_restricted = X, coach_unrestricted = Y.
         *     - `coupon_type` (dataset db1b only): coupon type A to G; {code, name}: A = US reporting carrier between two US points, B = US reporting carrier between a US and a foreign point, C = US reporting carrier between two foreign points, D = US non-reporting carrier within North America or surface traffic, E = Foreign carrier between two US points, F = Foreign carrier between a foreign and a US point, G = Non-reporting foreign or unknown carrier between foreign points.
         *     - `purwingrp` (dataset db1c only): purchase window group; {code, name}: 2290 = Purchase 22-90 days before travel, 21AP = Purchase up to 21 days before travel, 91UP = Purchase 91 or more days before travel.
         *     - `connection`: how the market travels: nonstop (one coupon), the connecting airport (two coupons: the middle airport of AirportGroup) or multiple (more stops); `nonstop` or `multiple`, or the connecting airport as an airport object.
         *     - `total`: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions.
         *
         *     **Filters:**
         *     - `origin`: origin airport (3-letter IATA code); an airport object.
         *     - `destination`: destination airport (3-letter IATA code); an airport object.
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `tkcarrier` (dataset db1b only): ticketing carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `rpcarrier`: reporting carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `opcarrier`: operating carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `mktcarrier` (dataset db1c only): marketing carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `mkt_distance_group` (dataset db1b only): market distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `tkcarrier_change` (dataset db1b only): the ticketing carrier changes within the market; true or false.
         *     - `opcarrier_change`: the operating carrier changes within the market; true or false.
         *     - `mktcarrier_change` (dataset db1c only): the marketing carrier changes within the market; true or false.
         *     - `bulk_fare` (dataset db1b only): bulk fare, typically discounted for group purchases; true or false.
         *     - `dollar_cred` (dataset db1b only): dollar credibility of the fare, for statistical adjustments; true or false.
         *     - `roundtrip`: round-trip itinerary; true or false.
         *     - `online` (dataset db1b only): single-carrier itinerary; true or false.
         *     - `nonstop`: nonstop market; true or false.
         *     - `itin_geo_type` (dataset db1b only): itinerary geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `mkt_geo_type` (dataset db1b only): market geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `tkcarrier_group` (dataset db1b only): ticketing carriers of the coupons, colon-joined; {code, name}, code a colon-joined list of carrier codes, e.g. AA:OO.
         *     - `opcarrier_group` (dataset db1b only): operating carriers of the coupons, colon-joined; {code, name}, code a colon-joined list of carrier codes, e.g. AA:OO.
         *     - `fare_class` (dataset db1b only): fare class, alias or code; {code, name}: - = Ground, C = Business unrestricted, D = Business restricted, F = First unrestricted, G = First restricted, U = Unknown, X = Coach restricted, Y = Coach unrestricted; aliases ground = -, business_unrestricted = C, business_restricted = D, first_unrestricted = F, first_restricted = G, unknown = U, coach_restricted = X, coach_unrestricted = Y.
         *     - `coupon_type` (dataset db1b only): coupon type A to G; {code, name}: A = US reporting carrier between two US points, B = US reporting carrier between a US and a foreign point, C = US reporting carrier between two foreign points, D = US non-reporting carrier within North America or surface traffic, E = Foreign carrier between two US points, F = Foreign carrier between a foreign and a US point, G = Non-reporting foreign or unknown carrier between foreign points.
         *     - `purwingrp` (dataset db1c only): purchase window group; {code, name}: 2290 = Purchase 22-90 days before travel, 21AP = Purchase up to 21 days before travel, 91UP = Purchase 91 or more days before travel.
         *     - `connection`: how the market travels: nonstop (one coupon), the connecting airport (two coupons: the middle airport of AirportGroup) or multiple (more stops); `nonstop` or `multiple`, or the connecting airport as an airport object.
         *     - `origin_hub` (dataset db1b only): origin airport hub class (FAA rule on T-100 enplanements); {code, name}: L = Large hub, M = Medium hub, S = Small hub, N = Non-hub.
         *     - `destination_hub` (dataset db1b only): destination airport hub class; {code, name}: L = Large hub, M = Medium hub, S = Small hub, N = Non-hub.
         *     - `origin_role` (dataset db1b only): origin airport role; {code, name}: P = Primary commercial service, R = Reliever, G = General aviation.
         *     - `destination_role` (dataset db1b only): destination airport role; {code, name}: P = Primary commercial service, R = Reliever, G = General aviation.
         *
         *     **Rules.**
         *     - Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); limit_results=true alone answers the most recent loaded periods.
         *     - Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming the loaded coverage (and the other ticket dataset, when it has them).
         *     - Without `dataset`, a monthly time parameter selects db1c, otherwise db1b. Items marked for one dataset are rejected for the other.
         *     - A dimension cannot be both a filter and a `by` dimension.
         *     - sort_by and sort_order apply in single-period mode only; limit is rows per period (default 50, or 25 over several periods).
         *     - `circuity` needs both origin and destination pinned, as filters or as `by` dimensions.
         *     - `hhi` and `carriers` measure carriers within a row: not with the carrier dimensions `tkcarrier`, `rpcarrier`, `opcarrier`, `mktcarrier`, `tkcarrier_group`, `opcarrier_group` in `by` (400 naming the rule).
         *
         *     **Values.** `value` is null when its denominator is zero (for example an average over no passengers). `share` is the group's value as a percentage of the same metric over all groups of the period: shares of sums add up to 100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. Values are rounded once, after every sum: count to 2 decimals, dollars to 2 decimals, dollars_per_mile to 4 decimals, miles to 2 decimals, minutes to 2 decimals, pounds to 2 decimals, percent to 2 decimals, ratio to 4 decimals; shares to 2.
         */
        get: operations["ticketsMarketsBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/coupons/route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ticket coupon (flight segment) metrics for one pair, DB1B or DB1C
         * @description Answers the requested metrics for one origin-destination pair: one `result` for a single period, or `results` with one entry per loaded period (chronological; periods with no records give 0 for sums and null for ratios) for a range or specific periods.
         *
         *     **Datasets.** `db1b`: stored by quarter, asked for by quarter (at most 20 quarters per request); `db1c`: stored by month, asked for by month or quarter (at most 60 months, at most 20 quarters per request).
         *
         *     **Metrics** (default `passengers`, `revenue`, `avg_fare`, `avg_distance`):
         *     - `passengers`: number of passengers. Formula: Σ passengers over the matching records; a count, 2 decimals; additive.
         *     - `revenue`: total revenue, dollars. Formula: Σ revenue over the matching records; US dollars, 2 decimals; additive.
         *     - `total_distance`: total distance (x passengers), miles. Formula: Σ total_distance over the matching records; miles, 2 decimals; additive.
         *     - `count` (dataset db1b only): record count. Formula: Σ record_count over the matching records; a count, 2 decimals; additive.
         *     - `base_cost` (dataset db1c only): revenue minus taxes, dollars. Formula: Σ revenue − Σ tax_cost over the matching records; US dollars, 2 decimals; additive.
         *     - `tax_cost` (dataset db1c only): tax amount, dollars. Formula: Σ tax_cost over the matching records; US dollars, 2 decimals; additive.
         *     - `passengers_est`: estimated full-population passengers: passengers x 10 (DB1B, a 10% sample) or x 2.5 (DB1C, a 40% sample); normalize_to_db1b does not change it. Formula: Σ passengers * 10 (db1b) or 2.5 (db1c) over the matching records; a count, 2 decimals; additive.
         *     - `avg_passengers_per_record` (dataset db1b only): passengers per coupon record. Formula: Σ passengers / Σ record_count over the matching records; a ratio, 4 decimals.
         *     - `avg_fare`: average fare per passenger, dollars. Formula: Σ revenue / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `avg_distance`: average distance per passenger, miles. Formula: Σ total_distance / Σ passengers over the matching records; miles, 2 decimals.
         *     - `avg_base_cost` (dataset db1c only): average base cost per passenger, dollars. Formula: (Σ revenue − Σ tax_cost) / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `avg_tax` (dataset db1c only): average tax per passenger, dollars. Formula: Σ tax_cost / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `yield` (dataset db1b only): revenue per mile, dollars. Formula: Σ revenue / Σ total_distance over the matching records; US dollars per mile, 4 decimals.
         *     - `fare_p10`: 10th percentile of the coupon fare (the market fare prorated by coupon distance) per passenger, dollars, passenger-weighted: the fare below which 10% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.1 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p25`: 25th percentile of the coupon fare (the market fare prorated by coupon distance) per passenger, dollars, passenger-weighted: the fare below which 25% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.25 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_median`: median of the coupon fare (the market fare prorated by coupon distance) per passenger, dollars, passenger-weighted: the fare below which 50% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.5 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p75`: 75th percentile of the coupon fare (the market fare prorated by coupon distance) per passenger, dollars, passenger-weighted: the fare below which 75% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.75 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p90`: 90th percentile of the coupon fare (the market fare prorated by coupon distance) per passenger, dollars, passenger-weighted: the fare below which 90% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.9 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `hhi`: market concentration, Herfindahl-Hirschman index from 0 to 10,000: Σ over carriers of (100 x carrier passengers / passengers)², by ticketing carrier (DB1B; DB1C: marketing carrier), within the result or row (10,000: one carrier); passengers of code 99 (several carriers) are left out; not with a carrier dimension in by. Formula: sum over carriers of (100 * Σ passengers of the carrier / Σ passengers)^2, carrier = tkcarrier (db1b) or mktcarrier (db1c) over the matching records; a ratio, 4 decimals; no share (a percentage itself).
         *     - `carriers`: number of carriers (by ticketing carrier (DB1B; DB1C: marketing carrier)) with passengers > 0 within the result or row; passengers of code 99 (several carriers) are left out; not with a carrier dimension in by. Formula: count of carriers with Σ passengers > 0, carrier = tkcarrier (db1b) or mktcarrier (db1c) over the matching records; a count, 2 decimals; no share (a percentage itself).
         *
         *     **Filters:**
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `tkcarrier` (dataset db1b only): ticketing carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `rpcarrier`: reporting carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `opcarrier`: operating carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `mktcarrier` (dataset db1c only): marketing carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `fare_class` (dataset db1b only): fare class, alias or code; {code, name}: - = Ground, C = Business unrestricted, D = Business restricted, F = First unrestricted, G = First restricted, U = Unknown, X = Coach restricted, Y = Coach unrestricted; aliases ground = -, business_unrestricted = C, business_restricted = D, first_unrestricted = F, first_restricted = G, unknown = U, coach_restricted = X, coach_unrestricted = Y.
         *     - `coupon_type` (dataset db1b only): coupon type A to G; {code, name}: A = US reporting carrier between two US points, B = US reporting carrier between a US and a foreign point, C = US reporting carrier between two foreign points, D = US non-reporting carrier within North America or surface traffic, E = Foreign carrier between two US points, F = Foreign carrier between a foreign and a US point, G = Non-reporting foreign or unknown carrier between foreign points.
         *     - `roundtrip`: round-trip itinerary; true or false.
         *     - `online` (dataset db1b only): single-carrier itinerary; true or false.
         *     - `bulk_fare` (dataset db1b only): bulk fare, typically discounted for group purchases; true or false.
         *     - `gateway` (dataset db1b only): coupon at an international gateway; true or false.
         *     - `dollar_cred` (dataset db1b only): dollar credibility of the fare, for statistical adjustments; true or false.
         *     - `nonstop`: nonstop market; true or false.
         *     - `distance_group` (dataset db1b only): coupon distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `tkcarrier_change` (dataset db1b only): the ticketing carrier changes within the market; true or false.
         *     - `opcarrier_change`: the operating carrier changes within the market; true or false.
         *     - `mktcarrier_change` (dataset db1c only): the marketing carrier changes within the market; true or false.
         *     - `itin_geo_type` (dataset db1b only): itinerary geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `mkt_geo_type` (dataset db1b only): market geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `coupon_geo_type` (dataset db1b only): coupon geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `purwingrp` (dataset db1c only): purchase window group; {code, name}: 2290 = Purchase 22-90 days before travel, 21AP = Purchase up to 21 days before travel, 91UP = Purchase 91 or more days before travel.
         *
         *     **Rules.**
         *     - Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); limit_results=true alone answers the most recent loaded periods.
         *     - Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming the loaded coverage (and the other ticket dataset, when it has them).
         *     - Without `dataset`, a monthly time parameter selects db1c, otherwise db1b. Items marked for one dataset are rejected for the other.
         *     - At most one of `opcarrier_change`, `mktcarrier_change`, `nonstop`, `roundtrip`, `purwingrp` per request for dataset db1c.
         *
         *     **Values.** `value` is null when its denominator is zero (for example an average over no passengers). `share` is the group's value as a percentage of the same metric over all groups of the period: shares of sums add up to 100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. Values are rounded once, after every sum: count to 2 decimals, dollars to 2 decimals, dollars_per_mile to 4 decimals, miles to 2 decimals, minutes to 2 decimals, pounds to 2 decimals, percent to 2 decimals, ratio to 4 decimals; shares to 2.
         */
        get: operations["ticketsCouponsRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/coupons/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ticket coupon metrics grouped by dimensions, DB1B or DB1C
         * @description Answers the requested metrics grouped by the `by` dimensions: one row per group, the top `limit` groups of each period, each metric as `{value, share}`. `meta.total_count` counts the groups before the limit.
         *
         *     **Datasets.** `db1b`: stored by quarter, asked for by quarter (at most 20 quarters per request); `db1c`: stored by month, asked for by month or quarter (at most 60 months, at most 20 quarters per request).
         *
         *     **Metrics** (default `passengers`, `revenue`, `avg_fare`, `avg_distance`):
         *     - `passengers`: number of passengers. Formula: Σ passengers over the matching records; a count, 2 decimals; additive.
         *     - `revenue`: total revenue, dollars. Formula: Σ revenue over the matching records; US dollars, 2 decimals; additive.
         *     - `total_distance`: total distance (x passengers), miles. Formula: Σ total_distance over the matching records; miles, 2 decimals; additive.
         *     - `count` (dataset db1b only): record count. Formula: Σ record_count over the matching records; a count, 2 decimals; additive.
         *     - `base_cost` (dataset db1c only): revenue minus taxes, dollars. Formula: Σ revenue − Σ tax_cost over the matching records; US dollars, 2 decimals; additive.
         *     - `tax_cost` (dataset db1c only): tax amount, dollars. Formula: Σ tax_cost over the matching records; US dollars, 2 decimals; additive.
         *     - `passengers_est`: estimated full-population passengers: passengers x 10 (DB1B, a 10% sample) or x 2.5 (DB1C, a 40% sample); normalize_to_db1b does not change it. Formula: Σ passengers * 10 (db1b) or 2.5 (db1c) over the matching records; a count, 2 decimals; additive.
         *     - `avg_passengers_per_record` (dataset db1b only): passengers per coupon record. Formula: Σ passengers / Σ record_count over the matching records; a ratio, 4 decimals.
         *     - `avg_fare`: average fare per passenger, dollars. Formula: Σ revenue / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `avg_distance`: average distance per passenger, miles. Formula: Σ total_distance / Σ passengers over the matching records; miles, 2 decimals.
         *     - `avg_base_cost` (dataset db1c only): average base cost per passenger, dollars. Formula: (Σ revenue − Σ tax_cost) / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `avg_tax` (dataset db1c only): average tax per passenger, dollars. Formula: Σ tax_cost / Σ passengers over the matching records; US dollars, 2 decimals.
         *     - `yield` (dataset db1b only): revenue per mile, dollars. Formula: Σ revenue / Σ total_distance over the matching records; US dollars per mile, 4 decimals.
         *     - `fare_p10`: 10th percentile of the coupon fare (the market fare prorated by coupon distance) per passenger, dollars, passenger-weighted: the fare below which 10% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.1 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p25`: 25th percentile of the coupon fare (the market fare prorated by coupon distance) per passenger, dollars, passenger-weighted: the fare below which 25% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.25 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_median`: median of the coupon fare (the market fare prorated by coupon distance) per passenger, dollars, passenger-weighted: the fare below which 50% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.5 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p75`: 75th percentile of the coupon fare (the market fare prorated by coupon distance) per passenger, dollars, passenger-weighted: the fare below which 75% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.75 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `fare_p90`: 90th percentile of the coupon fare (the market fare prorated by coupon distance) per passenger, dollars, passenger-weighted: the fare below which 90% of the passengers paid (null on data ingested before fare histograms existed), interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000, $50 from $2,000 to $10,000, $1,000 from $10,000 to $50,000 (fares of $50,000 and more count in the last bucket); within one bucket of the exact quantile. Formula: passenger-weighted 0.9 quantile of fare_histogram (Σ passengers per fare bucket), interpolated in its bucket over the matching records; US dollars, 2 decimals; no share (a percentage itself).
         *     - `hhi`: market concentration, Herfindahl-Hirschman index from 0 to 10,000: Σ over carriers of (100 x carrier passengers / passengers)², by ticketing carrier (DB1B; DB1C: marketing carrier), within the result or row (10,000: one carrier); passengers of code 99 (several carriers) are left out; not with a carrier dimension in by. Formula: sum over carriers of (100 * Σ passengers of the carrier / Σ passengers)^2, carrier = tkcarrier (db1b) or mktcarrier (db1c) over the matching records; a ratio, 4 decimals; no share (a percentage itself).
         *     - `carriers`: number of carriers (by ticketing carrier (DB1B; DB1C: marketing carrier)) with passengers > 0 within the result or row; passengers of code 99 (several carriers) are left out; not with a carrier dimension in by. Formula: count of carriers with Σ passengers > 0, carrier = tkcarrier (db1b) or mktcarrier (db1c) over the matching records; a count, 2 decimals; no share (a percentage itself).
         *
         *     **Dimensions** (`by`):
         *     - `origin`: origin airport (3-letter IATA code); an airport object.
         *     - `destination`: destination airport (3-letter IATA code); an airport object.
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `tkcarrier` (dataset db1b only): ticketing carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `rpcarrier`: reporting carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `opcarrier`: operating carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `mktcarrier` (dataset db1c only): marketing carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `fare_class` (dataset db1b only): fare class, alias or code; {code, name}: - = Ground, C = Business unrestricted, D = Business restricted, F = First unrestricted, G = First restricted, U = Unknown, X = Coach restricted, Y = Coach unrestricted; aliases ground = -, business_unrestricted = C, business_restricted = D, first_unrestricted = F, first_restricted = G, unknown = U, coach_restricted = X, coach_unrestricted = Y.
         *     - `coupon_type` (dataset db1b only): coupon type A to G; {code, name}: A = US reporting carrier between two US points, B = US reporting carrier between a US and a foreign point, C = US reporting carrier between two foreign points, D = US non-reporting carrier within North America or surface traffic, E = Foreign carrier between two US points, F = Foreign carrier between a foreign and a US point, G = Non-reporting foreign or unknown carrier between foreign points.
         *     - `roundtrip`: round-trip itinerary; true or false.
         *     - `online` (dataset db1b only): single-carrier itinerary; true or false.
         *     - `bulk_fare` (dataset db1b only): bulk fare, typically discounted for group purchases; true or false.
         *     - `gateway` (dataset db1b only): coupon at an international gateway; true or false.
         *     - `dollar_cred` (dataset db1b only): dollar credibility of the fare, for statistical adjustments; true or false.
         *     - `nonstop`: nonstop market; true or false.
         *     - `distance_group` (dataset db1b only): coupon distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `tkcarrier_change` (dataset db1b only): the ticketing carrier changes within the market; true or false.
         *     - `opcarrier_change`: the operating carrier changes within the market; true or false.
         *     - `mktcarrier_change` (dataset db1c only): the marketing carrier changes within the market; true or false.
         *     - `itin_geo_type` (dataset db1b only): itinerary geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `mkt_geo_type` (dataset db1b only): market geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `coupon_geo_type` (dataset db1b only): coupon geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `purwingrp` (dataset db1c only): purchase window group; {code, name}: 2290 = Purchase 22-90 days before travel, 21AP = Purchase up to 21 days before travel, 91UP = Purchase 91 or more days before travel.
         *     - `total`: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions.
         *
         *     **Filters:**
         *     - `origin`: origin airport (3-letter IATA code); an airport object.
         *     - `destination`: destination airport (3-letter IATA code); an airport object.
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `tkcarrier` (dataset db1b only): ticketing carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `rpcarrier`: reporting carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `opcarrier`: operating carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `mktcarrier` (dataset db1c only): marketing carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line).
         *     - `fare_class` (dataset db1b only): fare class, alias or code; {code, name}: - = Ground, C = Business unrestricted, D = Business restricted, F = First unrestricted, G = First restricted, U = Unknown, X = Coach restricted, Y = Coach unrestricted; aliases ground = -, business_unrestricted = C, business_restricted = D, first_unrestricted = F, first_restricted = G, unknown = U, coach_restricted = X, coach_unrestricted = Y.
         *     - `coupon_type` (dataset db1b only): coupon type A to G; {code, name}: A = US reporting carrier between two US points, B = US reporting carrier between a US and a foreign point, C = US reporting carrier between two foreign points, D = US non-reporting carrier within North America or surface traffic, E = Foreign carrier between two US points, F = Foreign carrier between a foreign and a US point, G = Non-reporting foreign or unknown carrier between foreign points.
         *     - `roundtrip`: round-trip itinerary; true or false.
         *     - `online` (dataset db1b only): single-carrier itinerary; true or false.
         *     - `bulk_fare` (dataset db1b only): bulk fare, typically discounted for group purchases; true or false.
         *     - `gateway` (dataset db1b only): coupon at an international gateway; true or false.
         *     - `dollar_cred` (dataset db1b only): dollar credibility of the fare, for statistical adjustments; true or false.
         *     - `nonstop`: nonstop market; true or false.
         *     - `distance_group` (dataset db1b only): coupon distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `tkcarrier_change` (dataset db1b only): the ticketing carrier changes within the market; true or false.
         *     - `opcarrier_change`: the operating carrier changes within the market; true or false.
         *     - `mktcarrier_change` (dataset db1c only): the marketing carrier changes within the market; true or false.
         *     - `itin_geo_type` (dataset db1b only): itinerary geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `mkt_geo_type` (dataset db1b only): market geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `coupon_geo_type` (dataset db1b only): coupon geography type; {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states).
         *     - `purwingrp` (dataset db1c only): purchase window group; {code, name}: 2290 = Purchase 22-90 days before travel, 21AP = Purchase up to 21 days before travel, 91UP = Purchase 91 or more days before travel.
         *     - `origin_hub` (dataset db1b only): origin airport hub class (FAA rule on T-100 enplanements); {code, name}: L = Large hub, M = Medium hub, S = Small hub, N = Non-hub.
         *     - `destination_hub` (dataset db1b only): destination airport hub class; {code, name}: L = Large hub, M = Medium hub, S = Small hub, N = Non-hub.
         *     - `origin_role` (dataset db1b only): origin airport role; {code, name}: P = Primary commercial service, R = Reliever, G = General aviation.
         *     - `destination_role` (dataset db1b only): destination airport role; {code, name}: P = Primary commercial service, R = Reliever, G = General aviation.
         *
         *     **Rules.**
         *     - Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); limit_results=true alone answers the most recent loaded periods.
         *     - Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming the loaded coverage (and the other ticket dataset, when it has them).
         *     - Without `dataset`, a monthly time parameter selects db1c, otherwise db1b. Items marked for one dataset are rejected for the other.
         *     - A dimension cannot be both a filter and a `by` dimension.
         *     - sort_by and sort_order apply in single-period mode only; limit is rows per period (default 50, or 25 over several periods).
         *     - `hhi` and `carriers` measure carriers within a row: not with the carrier dimensions `tkcarrier`, `rpcarrier`, `opcarrier`, `mktcarrier` in `by` (400 naming the rule).
         *
         *     **Values.** `value` is null when its denominator is zero (for example an average over no passengers). `share` is the group's value as a percentage of the same metric over all groups of the period: shares of sums add up to 100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. Values are rounded once, after every sum: count to 2 decimals, dollars to 2 decimals, dollars_per_mile to 4 decimals, miles to 2 decimals, minutes to 2 decimals, pounds to 2 decimals, percent to 2 decimals, ratio to 4 decimals; shares to 2.
         */
        get: operations["ticketsCouponsBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/segments/route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * T-100 segment metrics for one origin-destination pair
         * @description Answers the requested metrics for one origin-destination pair: one `result` for a single period, or `results` with one entry per loaded period (chronological; periods with no records give 0 for sums and null for ratios) for a range or specific periods.
         *
         *     **Datasets.** `t100_segment`: stored by month, asked for by month (at most 24 months per request).
         *
         *     **Metrics** (default `passengers`, `seats`, `departures_performed`, `load_factor`):
         *     - `passengers`: number of passengers. Formula: Σ passengers over the matching records; a count, 2 decimals; additive.
         *     - `seats`: number of available seats. Formula: Σ seats over the matching records; a count, 2 decimals; additive.
         *     - `departures_performed`: departures performed. Formula: Σ departures_performed over the matching records; a count, 2 decimals; additive.
         *     - `freight`: freight, pounds. Formula: Σ freight over the matching records; pounds, 2 decimals; additive.
         *     - `mail`: mail, pounds. Formula: Σ mail over the matching records; pounds, 2 decimals; additive.
         *     - `distance`: route distance, miles: the mean of DISTANCE over records. Formula: Σ distance_sum / Σ record_count over the matching records; miles, 2 decimals.
         *     - `load_factor`: passengers / seats (a ratio, 0 to 1). Formula: Σ passengers / Σ seats over the matching records; a ratio, 4 decimals.
         *     - `available_seat_miles`: seats x distance. Formula: Σ seat_miles over the matching records; a count, 2 decimals; additive.
         *     - `revenue_passenger_miles`: passengers x distance. Formula: Σ passenger_miles over the matching records; a count, 2 decimals; additive.
         *     - `avg_stage_length`: distance-weighted average stage length, miles: Σ(DISTANCE x DEPARTURES_PERFORMED) / departures_performed. Formula: Σ departure_miles / Σ departures_performed over the matching records; miles, 2 decimals.
         *     - `departures_completion_rate`: departures performed / departures scheduled. Formula: Σ departures_performed / Σ departures_scheduled over the matching records; a ratio, 4 decimals.
         *     - `avg_seats_per_departure`: seats / departures performed. Formula: Σ seats / Σ departures_performed over the matching records; a ratio, 4 decimals.
         *     - `avg_passengers_per_departure`: passengers / departures performed. Formula: Σ passengers / Σ departures_performed over the matching records; a ratio, 4 decimals.
         *     - `hhi`: market concentration, Herfindahl-Hirschman index from 0 to 10,000: Σ over carriers of (100 x carrier passengers / passengers)², by carrier (UNIQUE_CARRIER), within the result or row (10,000: one carrier); not with a carrier dimension in by. Formula: sum over carriers of (100 * Σ passengers of the carrier / Σ passengers)^2, carrier = carrier (t100_segment) over the matching records; a ratio, 4 decimals; no share (a percentage itself).
         *     - `carriers`: number of carriers (by carrier (UNIQUE_CARRIER)) with passengers > 0 within the result or row; not with a carrier dimension in by. Formula: count of carriers with Σ passengers > 0, carrier = carrier (t100_segment) over the matching records; a count, 2 decimals; no share (a percentage itself).
         *
         *     **Filters:**
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `carrier`: carrier code (2 or 3 letters or digits); a carrier object.
         *     - `region`: carrier operation region; {code, name}: A = Atlantic, D = Domestic, I = International, L = Latin America, P = Pacific, S = System.
         *     - `carrier_entity`: T-100 unique carrier entity code (1 to 6 letters or digits); {code, name}, code 1 to 6 letters or digits (names from the reference data).
         *     - `carrier_group`: carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers); {code, name}: us_domestic = US carriers, domestic, us_international = US carriers, international, foreign = foreign carriers.
         *     - `aircraft_group`: aircraft group 0-9; {code, name}: 0 = Piston, 1-engine / combined single engine, 1 = Piston, 2-engine, 2 = Piston, 3-engine or 4-engine, 3 = Helicopter / STOL, 4 = Turboprop, 1-engine or 2-engine, 5 = Turboprop, 4-engine, 6 = Jet, 2-engine, 7 = Jet, 3-engine, 8 = Jet, 4-engine or 6-engine, 9 = Miscellaneous / unattributed.
         *     - `aircraft_type`: aircraft type code (integer, see /support/aircrafts); an aircraft type object.
         *     - `aircraft_config`: aircraft configuration: 1 passenger, 2 freight, 3 combined; {code, name}: 1 = Passenger, 2 = Freight, 3 = Combined passenger and freight.
         *     - `distance_group`: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `service_class`: service class; {code, name}: F = Scheduled passenger/cargo, G = Scheduled all cargo, L = Non-scheduled civilian passenger/cargo, P = Non-scheduled civilian all cargo.
         *
         *     **Rules.**
         *     - Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); limit_results=true alone answers the most recent loaded periods.
         *     - Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming the loaded coverage (and the other ticket dataset, when it has them).
         *
         *     **Values.** `value` is null when its denominator is zero (for example an average over no passengers). `share` is the group's value as a percentage of the same metric over all groups of the period: shares of sums add up to 100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. Values are rounded once, after every sum: count to 2 decimals, dollars to 2 decimals, dollars_per_mile to 4 decimals, miles to 2 decimals, minutes to 2 decimals, pounds to 2 decimals, percent to 2 decimals, ratio to 4 decimals; shares to 2.
         */
        get: operations["trafficSegmentsRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/segments/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * T-100 segment metrics grouped by dimensions
         * @description Answers the requested metrics grouped by the `by` dimensions: one row per group, the top `limit` groups of each period, each metric as `{value, share}`. `meta.total_count` counts the groups before the limit.
         *
         *     **Datasets.** `t100_segment`: stored by month, asked for by month (at most 24 months per request).
         *
         *     **Metrics** (default `passengers`, `seats`, `departures_performed`, `load_factor`):
         *     - `passengers`: number of passengers. Formula: Σ passengers over the matching records; a count, 2 decimals; additive.
         *     - `seats`: number of available seats. Formula: Σ seats over the matching records; a count, 2 decimals; additive.
         *     - `departures_performed`: departures performed. Formula: Σ departures_performed over the matching records; a count, 2 decimals; additive.
         *     - `freight`: freight, pounds. Formula: Σ freight over the matching records; pounds, 2 decimals; additive.
         *     - `mail`: mail, pounds. Formula: Σ mail over the matching records; pounds, 2 decimals; additive.
         *     - `distance`: route distance, miles: the mean of DISTANCE over records. Formula: Σ distance_sum / Σ record_count over the matching records; miles, 2 decimals.
         *     - `load_factor`: passengers / seats (a ratio, 0 to 1). Formula: Σ passengers / Σ seats over the matching records; a ratio, 4 decimals.
         *     - `available_seat_miles`: seats x distance. Formula: Σ seat_miles over the matching records; a count, 2 decimals; additive.
         *     - `revenue_passenger_miles`: passengers x distance. Formula: Σ passenger_miles over the matching records; a count, 2 decimals; additive.
         *     - `avg_stage_length`: distance-weighted average stage length, miles: Σ(DISTANCE x DEPARTURES_PERFORMED) / departures_performed. Formula: Σ departure_miles / Σ departures_performed over the matching records; miles, 2 decimals.
         *     - `departures_completion_rate`: departures performed / departures scheduled. Formula: Σ departures_performed / Σ departures_scheduled over the matching records; a ratio, 4 decimals.
         *     - `avg_seats_per_departure`: seats / departures performed. Formula: Σ seats / Σ departures_performed over the matching records; a ratio, 4 decimals.
         *     - `avg_passengers_per_departure`: passengers / departures performed. Formula: Σ passengers / Σ departures_performed over the matching records; a ratio, 4 decimals.
         *     - `hhi`: market concentration, Herfindahl-Hirschman index from 0 to 10,000: Σ over carriers of (100 x carrier passengers / passengers)², by carrier (UNIQUE_CARRIER), within the result or row (10,000: one carrier); not with a carrier dimension in by. Formula: sum over carriers of (100 * Σ passengers of the carrier / Σ passengers)^2, carrier = carrier (t100_segment) over the matching records; a ratio, 4 decimals; no share (a percentage itself).
         *     - `carriers`: number of carriers (by carrier (UNIQUE_CARRIER)) with passengers > 0 within the result or row; not with a carrier dimension in by. Formula: count of carriers with Σ passengers > 0, carrier = carrier (t100_segment) over the matching records; a count, 2 decimals; no share (a percentage itself).
         *
         *     **Dimensions** (`by`):
         *     - `carrier`: carrier code (2 or 3 letters or digits); a carrier object.
         *     - `origin`: origin airport (3-letter IATA code); an airport object.
         *     - `destination`: destination airport (3-letter IATA code); an airport object.
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `region`: carrier operation region; {code, name}: A = Atlantic, D = Domestic, I = International, L = Latin America, P = Pacific, S = System.
         *     - `carrier_entity`: T-100 unique carrier entity code (1 to 6 letters or digits); {code, name}, code 1 to 6 letters or digits (names from the reference data).
         *     - `carrier_group`: carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers); {code, name}: us_domestic = US carriers, domestic, us_international = US carriers, international, foreign = foreign carriers.
         *     - `aircraft_group`: aircraft group 0-9; {code, name}: 0 = Piston, 1-engine / combined single engine, 1 = Piston, 2-engine, 2 = Piston, 3-engine or 4-engine, 3 = Helicopter / STOL, 4 = Turboprop, 1-engine or 2-engine, 5 = Turboprop, 4-engine, 6 = Jet, 2-engine, 7 = Jet, 3-engine, 8 = Jet, 4-engine or 6-engine, 9 = Miscellaneous / unattributed.
         *     - `aircraft_type`: aircraft type code (integer, see /support/aircrafts); an aircraft type object.
         *     - `aircraft_config`: aircraft configuration: 1 passenger, 2 freight, 3 combined; {code, name}: 1 = Passenger, 2 = Freight, 3 = Combined passenger and freight.
         *     - `distance_group`: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `service_class`: service class; {code, name}: F = Scheduled passenger/cargo, G = Scheduled all cargo, L = Non-scheduled civilian passenger/cargo, P = Non-scheduled civilian all cargo.
         *     - `total`: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions.
         *
         *     **Filters:**
         *     - `carrier`: carrier code (2 or 3 letters or digits); a carrier object.
         *     - `origin`: origin airport (3-letter IATA code); an airport object.
         *     - `destination`: destination airport (3-letter IATA code); an airport object.
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `region`: carrier operation region; {code, name}: A = Atlantic, D = Domestic, I = International, L = Latin America, P = Pacific, S = System.
         *     - `carrier_entity`: T-100 unique carrier entity code (1 to 6 letters or digits); {code, name}, code 1 to 6 letters or digits (names from the reference data).
         *     - `carrier_group`: carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers); {code, name}: us_domestic = US carriers, domestic, us_international = US carriers, international, foreign = foreign carriers.
         *     - `aircraft_group`: aircraft group 0-9; {code, name}: 0 = Piston, 1-engine / combined single engine, 1 = Piston, 2-engine, 2 = Piston, 3-engine or 4-engine, 3 = Helicopter / STOL, 4 = Turboprop, 1-engine or 2-engine, 5 = Turboprop, 4-engine, 6 = Jet, 2-engine, 7 = Jet, 3-engine, 8 = Jet, 4-engine or 6-engine, 9 = Miscellaneous / unattributed.
         *     - `aircraft_type`: aircraft type code (integer, see /support/aircrafts); an aircraft type object.
         *     - `aircraft_config`: aircraft configuration: 1 passenger, 2 freight, 3 combined; {code, name}: 1 = Passenger, 2 = Freight, 3 = Combined passenger and freight.
         *     - `distance_group`: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `service_class`: service class; {code, name}: F = Scheduled passenger/cargo, G = Scheduled all cargo, L = Non-scheduled civilian passenger/cargo, P = Non-scheduled civilian all cargo.
         *
         *     **Rules.**
         *     - Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); limit_results=true alone answers the most recent loaded periods.
         *     - Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming the loaded coverage (and the other ticket dataset, when it has them).
         *     - A dimension cannot be both a filter and a `by` dimension.
         *     - sort_by and sort_order apply in single-period mode only; limit is rows per period (default 50, or 25 over several periods).
         *     - `hhi` and `carriers` measure carriers within a row: not with the carrier dimensions `carrier`, `carrier_entity` in `by` (400 naming the rule).
         *
         *     **Values.** `value` is null when its denominator is zero (for example an average over no passengers). `share` is the group's value as a percentage of the same metric over all groups of the period: shares of sums add up to 100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. Values are rounded once, after every sum: count to 2 decimals, dollars to 2 decimals, dollars_per_mile to 4 decimals, miles to 2 decimals, minutes to 2 decimals, pounds to 2 decimals, percent to 2 decimals, ratio to 4 decimals; shares to 2.
         */
        get: operations["trafficSegmentsBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/markets/route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * T-100 market metrics for one origin-destination pair
         * @description Answers the requested metrics for one origin-destination pair: one `result` for a single period, or `results` with one entry per loaded period (chronological; periods with no records give 0 for sums and null for ratios) for a range or specific periods.
         *
         *     **Datasets.** `t100_market`: stored by month, asked for by month (at most 24 months per request).
         *
         *     **Metrics** (default `passengers`, `freight`, `mail`):
         *     - `passengers`: number of passengers. Formula: Σ passengers over the matching records; a count, 2 decimals; additive.
         *     - `freight`: freight, pounds. Formula: Σ freight over the matching records; pounds, 2 decimals; additive.
         *     - `mail`: mail, pounds. Formula: Σ mail over the matching records; pounds, 2 decimals; additive.
         *     - `distance`: route distance, miles: the mean of DISTANCE over records. Formula: Σ distance_sum / Σ record_count over the matching records; miles, 2 decimals.
         *     - `hhi`: market concentration, Herfindahl-Hirschman index from 0 to 10,000: Σ over carriers of (100 x carrier passengers / passengers)², by carrier (UNIQUE_CARRIER), within the result or row (10,000: one carrier); not with a carrier dimension in by. Formula: sum over carriers of (100 * Σ passengers of the carrier / Σ passengers)^2, carrier = carrier (t100_market) over the matching records; a ratio, 4 decimals; no share (a percentage itself).
         *     - `carriers`: number of carriers (by carrier (UNIQUE_CARRIER)) with passengers > 0 within the result or row; not with a carrier dimension in by. Formula: count of carriers with Σ passengers > 0, carrier = carrier (t100_market) over the matching records; a count, 2 decimals; no share (a percentage itself).
         *
         *     **Filters:**
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `carrier`: carrier code (2 or 3 letters or digits); a carrier object.
         *     - `region`: carrier operation region; {code, name}: A = Atlantic, D = Domestic, I = International, L = Latin America, P = Pacific, S = System.
         *     - `carrier_entity`: T-100 unique carrier entity code (1 to 6 letters or digits); {code, name}, code 1 to 6 letters or digits (names from the reference data).
         *     - `carrier_group`: carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers); {code, name}: us_domestic = US carriers, domestic, us_international = US carriers, international, foreign = foreign carriers.
         *     - `distance_group`: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `service_class`: service class; {code, name}: F = Scheduled passenger/cargo, G = Scheduled all cargo, L = Non-scheduled civilian passenger/cargo, P = Non-scheduled civilian all cargo.
         *
         *     **Rules.**
         *     - Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); limit_results=true alone answers the most recent loaded periods.
         *     - Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming the loaded coverage (and the other ticket dataset, when it has them).
         *
         *     **Values.** `value` is null when its denominator is zero (for example an average over no passengers). `share` is the group's value as a percentage of the same metric over all groups of the period: shares of sums add up to 100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. Values are rounded once, after every sum: count to 2 decimals, dollars to 2 decimals, dollars_per_mile to 4 decimals, miles to 2 decimals, minutes to 2 decimals, pounds to 2 decimals, percent to 2 decimals, ratio to 4 decimals; shares to 2.
         */
        get: operations["trafficMarketsRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/traffic/markets/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * T-100 market metrics grouped by dimensions
         * @description Answers the requested metrics grouped by the `by` dimensions: one row per group, the top `limit` groups of each period, each metric as `{value, share}`. `meta.total_count` counts the groups before the limit.
         *
         *     **Datasets.** `t100_market`: stored by month, asked for by month (at most 24 months per request).
         *
         *     **Metrics** (default `passengers`, `freight`, `mail`):
         *     - `passengers`: number of passengers. Formula: Σ passengers over the matching records; a count, 2 decimals; additive.
         *     - `freight`: freight, pounds. Formula: Σ freight over the matching records; pounds, 2 decimals; additive.
         *     - `mail`: mail, pounds. Formula: Σ mail over the matching records; pounds, 2 decimals; additive.
         *     - `distance`: route distance, miles: the mean of DISTANCE over records. Formula: Σ distance_sum / Σ record_count over the matching records; miles, 2 decimals.
         *     - `hhi`: market concentration, Herfindahl-Hirschman index from 0 to 10,000: Σ over carriers of (100 x carrier passengers / passengers)², by carrier (UNIQUE_CARRIER), within the result or row (10,000: one carrier); not with a carrier dimension in by. Formula: sum over carriers of (100 * Σ passengers of the carrier / Σ passengers)^2, carrier = carrier (t100_market) over the matching records; a ratio, 4 decimals; no share (a percentage itself).
         *     - `carriers`: number of carriers (by carrier (UNIQUE_CARRIER)) with passengers > 0 within the result or row; not with a carrier dimension in by. Formula: count of carriers with Σ passengers > 0, carrier = carrier (t100_market) over the matching records; a count, 2 decimals; no share (a percentage itself).
         *
         *     **Dimensions** (`by`):
         *     - `carrier`: carrier code (2 or 3 letters or digits); a carrier object.
         *     - `origin`: origin airport (3-letter IATA code); an airport object.
         *     - `destination`: destination airport (3-letter IATA code); an airport object.
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `region`: carrier operation region; {code, name}: A = Atlantic, D = Domestic, I = International, L = Latin America, P = Pacific, S = System.
         *     - `carrier_entity`: T-100 unique carrier entity code (1 to 6 letters or digits); {code, name}, code 1 to 6 letters or digits (names from the reference data).
         *     - `carrier_group`: carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers); {code, name}: us_domestic = US carriers, domestic, us_international = US carriers, international, foreign = foreign carriers.
         *     - `distance_group`: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `service_class`: service class; {code, name}: F = Scheduled passenger/cargo, G = Scheduled all cargo, L = Non-scheduled civilian passenger/cargo, P = Non-scheduled civilian all cargo.
         *     - `total`: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions.
         *
         *     **Filters:**
         *     - `carrier`: carrier code (2 or 3 letters or digits); a carrier object.
         *     - `origin`: origin airport (3-letter IATA code); an airport object.
         *     - `destination`: destination airport (3-letter IATA code); an airport object.
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `region`: carrier operation region; {code, name}: A = Atlantic, D = Domestic, I = International, L = Latin America, P = Pacific, S = System.
         *     - `carrier_entity`: T-100 unique carrier entity code (1 to 6 letters or digits); {code, name}, code 1 to 6 letters or digits (names from the reference data).
         *     - `carrier_group`: carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers); {code, name}: us_domestic = US carriers, domestic, us_international = US carriers, international, foreign = foreign carriers.
         *     - `distance_group`: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `service_class`: service class; {code, name}: F = Scheduled passenger/cargo, G = Scheduled all cargo, L = Non-scheduled civilian passenger/cargo, P = Non-scheduled civilian all cargo.
         *
         *     **Rules.**
         *     - Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); limit_results=true alone answers the most recent loaded periods.
         *     - Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming the loaded coverage (and the other ticket dataset, when it has them).
         *     - A dimension cannot be both a filter and a `by` dimension.
         *     - sort_by and sort_order apply in single-period mode only; limit is rows per period (default 50, or 25 over several periods).
         *     - `hhi` and `carriers` measure carriers within a row: not with the carrier dimensions `carrier`, `carrier_entity` in `by` (400 naming the rule).
         *
         *     **Values.** `value` is null when its denominator is zero (for example an average over no passengers). `share` is the group's value as a percentage of the same metric over all groups of the period: shares of sums add up to 100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. Values are rounded once, after every sum: count to 2 decimals, dollars to 2 decimals, dollars_per_mile to 4 decimals, miles to 2 decimals, minutes to 2 decimals, pounds to 2 decimals, percent to 2 decimals, ratio to 4 decimals; shares to 2.
         */
        get: operations["trafficMarketsBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/route": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * On-time performance metrics for one origin-destination pair
         * @description Answers the requested metrics for one origin-destination pair: one `result` for a single period, or `results` with one entry per loaded period (chronological; periods with no records give 0 for sums and null for ratios) for a range or specific periods.
         *
         *     **Datasets.** `ontime`: stored by month, asked for by month (at most 60 months per request).
         *
         *     **Metrics** (default `flights`, `on_time_pct`, `cancel_pct`, `avg_arr_delay`):
         *     - `flights`: total flights. Formula: Σ flights over the matching records; a count, 2 decimals; additive.
         *     - `cancelled`: cancelled flights. Formula: Σ cancelled over the matching records; a count, 2 decimals; additive.
         *     - `diverted`: diverted flights. Formula: Σ diverted over the matching records; a count, 2 decimals; additive.
         *     - `dep_delayed`: flights with departure delay of 15 or more minutes. Formula: Σ dep_delayed over the matching records; a count, 2 decimals; additive.
         *     - `arr_delayed`: flights with arrival delay of 15 or more minutes. Formula: Σ arr_delayed over the matching records; a count, 2 decimals; additive.
         *     - `dep_delay_minutes`: total departure delay minutes. Formula: Σ dep_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `arr_delay_minutes`: total arrival delay minutes. Formula: Σ arr_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `total_distance`: total distance flown, miles. Formula: Σ total_distance over the matching records; miles, 2 decimals; additive.
         *     - `air_time`: total air time, minutes. Formula: Σ air_time over the matching records; minutes, 2 decimals; additive.
         *     - `taxi_out`: total taxi-out time, minutes. Formula: Σ taxi_out over the matching records; minutes, 2 decimals; additive.
         *     - `taxi_in`: total taxi-in time, minutes. Formula: Σ taxi_in over the matching records; minutes, 2 decimals; additive.
         *     - `elapsed_time`: total actual elapsed time, minutes. Formula: Σ elapsed_time over the matching records; minutes, 2 decimals; additive.
         *     - `on_time_pct`: arrivals not delayed 15+ minutes, as % of total flights: 100 x (flights - cancelled - diverted - arr_delayed) / flights. Formula: 100 × (Σ flights − Σ cancelled − Σ diverted − Σ arr_delayed) / Σ flights over the matching records; a percentage (0 to 100), 2 decimals.
         *     - `cancel_pct`: cancelled flights as % of total flights. Formula: 100 × Σ cancelled / Σ flights over the matching records; a percentage (0 to 100), 2 decimals.
         *     - `divert_pct`: diverted flights as % of total flights. Formula: 100 × Σ diverted / Σ flights over the matching records; a percentage (0 to 100), 2 decimals.
         *     - `avg_dep_delay`: average departure delay per flight, minutes: Σ DepDelayMinutes / (flights - cancelled), an early departure counting 0 (avg_dep_delay_signed keeps it negative). Formula: Σ dep_delay_minutes / (Σ flights − Σ cancelled) over the matching records; minutes, 2 decimals.
         *     - `avg_arr_delay`: average arrival delay per flight, minutes: Σ ArrDelayMinutes / (flights - cancelled - diverted), an early arrival counting 0 (avg_arr_delay_signed keeps it negative). Formula: Σ arr_delay_minutes / (Σ flights − Σ cancelled − Σ diverted) over the matching records; minutes, 2 decimals.
         *     - `avg_dep_delay_signed`: mean departure delay per flight, minutes, early departures negative: Σ DepDelay / (flights - cancelled). avg_dep_delay averages DepDelayMinutes instead, where an early departure counts 0, so it is never below this one (null on data ingested before signed sums were stored). Formula: Σ dep_delay_signed / (Σ flights − Σ cancelled) over the matching records; minutes, 2 decimals.
         *     - `avg_arr_delay_signed`: mean arrival delay per flight, minutes, early arrivals negative (the mean most courses compute): Σ ArrDelay / (flights - cancelled - diverted). avg_arr_delay averages ArrDelayMinutes instead, where an early arrival counts 0 (null on data ingested before signed sums were stored). Formula: Σ arr_delay_signed / (Σ flights − Σ cancelled − Σ diverted) over the matching records; minutes, 2 decimals.
         *     - `avg_air_time`: average air time per flight, minutes: air_time / (flights - cancelled - diverted). Formula: Σ air_time / (Σ flights − Σ cancelled − Σ diverted) over the matching records; minutes, 2 decimals.
         *     - `avg_taxi_out`: average taxi-out per flight, minutes: taxi_out / (flights - cancelled). Formula: Σ taxi_out / (Σ flights − Σ cancelled) over the matching records; minutes, 2 decimals.
         *     - `avg_taxi_in`: average taxi-in per flight, minutes: taxi_in / (flights - cancelled - diverted). Formula: Σ taxi_in / (Σ flights − Σ cancelled − Σ diverted) over the matching records; minutes, 2 decimals.
         *     - `avg_elapsed_time`: average actual elapsed time per flight, minutes: elapsed_time / (flights - cancelled - diverted). Formula: Σ elapsed_time / (Σ flights − Σ cancelled − Σ diverted) over the matching records; minutes, 2 decimals.
         *     - `carrier_delay_minutes`: arrival delay minutes attributed to the carrier (maintenance, crew, cleaning, baggage, fuelling): Σ CarrierDelay (reported for arrivals 15+ minutes late); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ carrier_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `carrier_delay_count`: delayed arrivals attributed to the carrier (maintenance, crew, cleaning, baggage, fuelling), as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ CarrierDelay / the flight's five cause minutes); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ carrier_delay_count over the matching records; a count, 2 decimals; additive.
         *     - `carrier_delay_pct`: share of all delay-cause minutes attributed to the carrier (maintenance, crew, cleaning, baggage, fuelling): 100 x Σ CarrierDelay / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: 100 × Σ carrier_delay_minutes / Σ cause_delay_minutes over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `weather_delay_minutes`: arrival delay minutes attributed to extreme weather: Σ WeatherDelay (reported for arrivals 15+ minutes late); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ weather_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `weather_delay_count`: delayed arrivals attributed to extreme weather, as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ WeatherDelay / the flight's five cause minutes); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ weather_delay_count over the matching records; a count, 2 decimals; additive.
         *     - `weather_delay_pct`: share of all delay-cause minutes attributed to extreme weather: 100 x Σ WeatherDelay / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: 100 × Σ weather_delay_minutes / Σ cause_delay_minutes over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `nas_delay_minutes`: arrival delay minutes attributed to the national aviation system (non-extreme weather, airport operations, traffic, air traffic control): Σ NASDelay (reported for arrivals 15+ minutes late); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ nas_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `nas_delay_count`: delayed arrivals attributed to the national aviation system (non-extreme weather, airport operations, traffic, air traffic control), as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ NASDelay / the flight's five cause minutes); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ nas_delay_count over the matching records; a count, 2 decimals; additive.
         *     - `nas_delay_pct`: share of all delay-cause minutes attributed to the national aviation system (non-extreme weather, airport operations, traffic, air traffic control): 100 x Σ NASDelay / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: 100 × Σ nas_delay_minutes / Σ cause_delay_minutes over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `security_delay_minutes`: arrival delay minutes attributed to security (evacuation, re-boarding, screening lines): Σ SecurityDelay (reported for arrivals 15+ minutes late); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ security_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `security_delay_count`: delayed arrivals attributed to security (evacuation, re-boarding, screening lines), as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ SecurityDelay / the flight's five cause minutes); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ security_delay_count over the matching records; a count, 2 decimals; additive.
         *     - `security_delay_pct`: share of all delay-cause minutes attributed to security (evacuation, re-boarding, screening lines): 100 x Σ SecurityDelay / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: 100 × Σ security_delay_minutes / Σ cause_delay_minutes over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `late_aircraft_delay_minutes`: arrival delay minutes attributed to a late-arriving aircraft (its previous flight was late): Σ LateAircraftDelay (reported for arrivals 15+ minutes late); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ late_aircraft_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `late_aircraft_delay_count`: delayed arrivals attributed to a late-arriving aircraft (its previous flight was late), as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ LateAircraftDelay / the flight's five cause minutes); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ late_aircraft_delay_count over the matching records; a count, 2 decimals; additive.
         *     - `late_aircraft_delay_pct`: share of all delay-cause minutes attributed to a late-arriving aircraft (its previous flight was late): 100 x Σ LateAircraftDelay / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: 100 × Σ late_aircraft_delay_minutes / Σ cause_delay_minutes over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *
         *     **Filters:**
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `carrier`: carrier code (2 or 3 letters or digits); a carrier object.
         *     - `cancellationcode`: cancellation cause: A carrier, B weather, C national air system, D security; {code, name}: A = Carrier, B = Weather, C = National Air System, D = Security.
         *     - `dayofweek`: day of week, 1 = Monday to 7 = Sunday; {code, name}: 1 = Monday, 2 = Tuesday, 3 = Wednesday, 4 = Thursday, 5 = Friday, 6 = Saturday, 7 = Sunday.
         *     - `distancegroup`: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `dep_time_block`: hour block of the scheduled departure (DepTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359; {code, name}: 0001-0559 = 00:01-05:59, 0600-0659 = 06:00-06:59, 0700-0759 = 07:00-07:59, 0800-0859 = 08:00-08:59, 0900-0959 = 09:00-09:59, 1000-1059 = 10:00-10:59, 1100-1159 = 11:00-11:59, 1200-1259 = 12:00-12:59, 1300-1359 = 13:00-13:59, 1400-1459 = 14:00-14:59, 1500-1559 = 15:00-15:59, 1600-1659 = 16:00-16:59, 1700-1759 = 17:00-17:59, 1800-1859 = 18:00-18:59, 1900-1959 = 19:00-19:59, 2000-2059 = 20:00-20:59, 2100-2159 = 21:00-21:59, 2200-2259 = 22:00-22:59, 2300-2359 = 23:00-23:59.
         *     - `arr_time_block`: hour block of the scheduled arrival (ArrTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359; {code, name}: 0001-0559 = 00:01-05:59, 0600-0659 = 06:00-06:59, 0700-0759 = 07:00-07:59, 0800-0859 = 08:00-08:59, 0900-0959 = 09:00-09:59, 1000-1059 = 10:00-10:59, 1100-1159 = 11:00-11:59, 1200-1259 = 12:00-12:59, 1300-1359 = 13:00-13:59, 1400-1459 = 14:00-14:59, 1500-1559 = 15:00-15:59, 1600-1659 = 16:00-16:59, 1700-1759 = 17:00-17:59, 1800-1859 = 18:00-18:59, 1900-1959 = 19:00-19:59, 2000-2059 = 20:00-20:59, 2100-2159 = 21:00-21:59, 2200-2259 = 22:00-22:59, 2300-2359 = 23:00-23:59.
         *
         *     **Rules.**
         *     - Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); limit_results=true alone answers the most recent loaded periods.
         *     - Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming the loaded coverage (and the other ticket dataset, when it has them).
         *
         *     **Values.** `value` is null when its denominator is zero (for example an average over no passengers). `share` is the group's value as a percentage of the same metric over all groups of the period: shares of sums add up to 100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. Values are rounded once, after every sum: count to 2 decimals, dollars to 2 decimals, dollars_per_mile to 4 decimals, miles to 2 decimals, minutes to 2 decimals, pounds to 2 decimals, percent to 2 decimals, ratio to 4 decimals; shares to 2.
         */
        get: operations["performanceRoute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performance/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * On-time performance metrics grouped by dimensions
         * @description Answers the requested metrics grouped by the `by` dimensions: one row per group, the top `limit` groups of each period, each metric as `{value, share}`. `meta.total_count` counts the groups before the limit.
         *
         *     **Datasets.** `ontime`: stored by month, asked for by month (at most 60 months per request).
         *
         *     **Metrics** (default `flights`, `on_time_pct`, `cancel_pct`, `avg_arr_delay`):
         *     - `flights`: total flights. Formula: Σ flights over the matching records; a count, 2 decimals; additive.
         *     - `cancelled`: cancelled flights. Formula: Σ cancelled over the matching records; a count, 2 decimals; additive.
         *     - `diverted`: diverted flights. Formula: Σ diverted over the matching records; a count, 2 decimals; additive.
         *     - `dep_delayed`: flights with departure delay of 15 or more minutes. Formula: Σ dep_delayed over the matching records; a count, 2 decimals; additive.
         *     - `arr_delayed`: flights with arrival delay of 15 or more minutes. Formula: Σ arr_delayed over the matching records; a count, 2 decimals; additive.
         *     - `dep_delay_minutes`: total departure delay minutes. Formula: Σ dep_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `arr_delay_minutes`: total arrival delay minutes. Formula: Σ arr_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `total_distance`: total distance flown, miles. Formula: Σ total_distance over the matching records; miles, 2 decimals; additive.
         *     - `air_time`: total air time, minutes. Formula: Σ air_time over the matching records; minutes, 2 decimals; additive.
         *     - `taxi_out`: total taxi-out time, minutes. Formula: Σ taxi_out over the matching records; minutes, 2 decimals; additive.
         *     - `taxi_in`: total taxi-in time, minutes. Formula: Σ taxi_in over the matching records; minutes, 2 decimals; additive.
         *     - `elapsed_time`: total actual elapsed time, minutes. Formula: Σ elapsed_time over the matching records; minutes, 2 decimals; additive.
         *     - `on_time_pct`: arrivals not delayed 15+ minutes, as % of total flights: 100 x (flights - cancelled - diverted - arr_delayed) / flights. Formula: 100 × (Σ flights − Σ cancelled − Σ diverted − Σ arr_delayed) / Σ flights over the matching records; a percentage (0 to 100), 2 decimals.
         *     - `cancel_pct`: cancelled flights as % of total flights. Formula: 100 × Σ cancelled / Σ flights over the matching records; a percentage (0 to 100), 2 decimals.
         *     - `divert_pct`: diverted flights as % of total flights. Formula: 100 × Σ diverted / Σ flights over the matching records; a percentage (0 to 100), 2 decimals.
         *     - `avg_dep_delay`: average departure delay per flight, minutes: Σ DepDelayMinutes / (flights - cancelled), an early departure counting 0 (avg_dep_delay_signed keeps it negative). Formula: Σ dep_delay_minutes / (Σ flights − Σ cancelled) over the matching records; minutes, 2 decimals.
         *     - `avg_arr_delay`: average arrival delay per flight, minutes: Σ ArrDelayMinutes / (flights - cancelled - diverted), an early arrival counting 0 (avg_arr_delay_signed keeps it negative). Formula: Σ arr_delay_minutes / (Σ flights − Σ cancelled − Σ diverted) over the matching records; minutes, 2 decimals.
         *     - `avg_dep_delay_signed`: mean departure delay per flight, minutes, early departures negative: Σ DepDelay / (flights - cancelled). avg_dep_delay averages DepDelayMinutes instead, where an early departure counts 0, so it is never below this one (null on data ingested before signed sums were stored). Formula: Σ dep_delay_signed / (Σ flights − Σ cancelled) over the matching records; minutes, 2 decimals.
         *     - `avg_arr_delay_signed`: mean arrival delay per flight, minutes, early arrivals negative (the mean most courses compute): Σ ArrDelay / (flights - cancelled - diverted). avg_arr_delay averages ArrDelayMinutes instead, where an early arrival counts 0 (null on data ingested before signed sums were stored). Formula: Σ arr_delay_signed / (Σ flights − Σ cancelled − Σ diverted) over the matching records; minutes, 2 decimals.
         *     - `avg_air_time`: average air time per flight, minutes: air_time / (flights - cancelled - diverted). Formula: Σ air_time / (Σ flights − Σ cancelled − Σ diverted) over the matching records; minutes, 2 decimals.
         *     - `avg_taxi_out`: average taxi-out per flight, minutes: taxi_out / (flights - cancelled). Formula: Σ taxi_out / (Σ flights − Σ cancelled) over the matching records; minutes, 2 decimals.
         *     - `avg_taxi_in`: average taxi-in per flight, minutes: taxi_in / (flights - cancelled - diverted). Formula: Σ taxi_in / (Σ flights − Σ cancelled − Σ diverted) over the matching records; minutes, 2 decimals.
         *     - `avg_elapsed_time`: average actual elapsed time per flight, minutes: elapsed_time / (flights - cancelled - diverted). Formula: Σ elapsed_time / (Σ flights − Σ cancelled − Σ diverted) over the matching records; minutes, 2 decimals.
         *     - `carrier_delay_minutes`: arrival delay minutes attributed to the carrier (maintenance, crew, cleaning, baggage, fuelling): Σ CarrierDelay (reported for arrivals 15+ minutes late); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ carrier_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `carrier_delay_count`: delayed arrivals attributed to the carrier (maintenance, crew, cleaning, baggage, fuelling), as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ CarrierDelay / the flight's five cause minutes); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ carrier_delay_count over the matching records; a count, 2 decimals; additive.
         *     - `carrier_delay_pct`: share of all delay-cause minutes attributed to the carrier (maintenance, crew, cleaning, baggage, fuelling): 100 x Σ CarrierDelay / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: 100 × Σ carrier_delay_minutes / Σ cause_delay_minutes over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `weather_delay_minutes`: arrival delay minutes attributed to extreme weather: Σ WeatherDelay (reported for arrivals 15+ minutes late); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ weather_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `weather_delay_count`: delayed arrivals attributed to extreme weather, as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ WeatherDelay / the flight's five cause minutes); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ weather_delay_count over the matching records; a count, 2 decimals; additive.
         *     - `weather_delay_pct`: share of all delay-cause minutes attributed to extreme weather: 100 x Σ WeatherDelay / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: 100 × Σ weather_delay_minutes / Σ cause_delay_minutes over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `nas_delay_minutes`: arrival delay minutes attributed to the national aviation system (non-extreme weather, airport operations, traffic, air traffic control): Σ NASDelay (reported for arrivals 15+ minutes late); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ nas_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `nas_delay_count`: delayed arrivals attributed to the national aviation system (non-extreme weather, airport operations, traffic, air traffic control), as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ NASDelay / the flight's five cause minutes); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ nas_delay_count over the matching records; a count, 2 decimals; additive.
         *     - `nas_delay_pct`: share of all delay-cause minutes attributed to the national aviation system (non-extreme weather, airport operations, traffic, air traffic control): 100 x Σ NASDelay / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: 100 × Σ nas_delay_minutes / Σ cause_delay_minutes over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `security_delay_minutes`: arrival delay minutes attributed to security (evacuation, re-boarding, screening lines): Σ SecurityDelay (reported for arrivals 15+ minutes late); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ security_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `security_delay_count`: delayed arrivals attributed to security (evacuation, re-boarding, screening lines), as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ SecurityDelay / the flight's five cause minutes); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ security_delay_count over the matching records; a count, 2 decimals; additive.
         *     - `security_delay_pct`: share of all delay-cause minutes attributed to security (evacuation, re-boarding, screening lines): 100 x Σ SecurityDelay / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: 100 × Σ security_delay_minutes / Σ cause_delay_minutes over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *     - `late_aircraft_delay_minutes`: arrival delay minutes attributed to a late-arriving aircraft (its previous flight was late): Σ LateAircraftDelay (reported for arrivals 15+ minutes late); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ late_aircraft_delay_minutes over the matching records; minutes, 2 decimals; additive.
         *     - `late_aircraft_delay_count`: delayed arrivals attributed to a late-arriving aircraft (its previous flight was late), as BTS counts them: each flight with cause minutes counts once, split between its causes in proportion to their minutes (Σ LateAircraftDelay / the flight's five cause minutes); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: Σ late_aircraft_delay_count over the matching records; a count, 2 decimals; additive.
         *     - `late_aircraft_delay_pct`: share of all delay-cause minutes attributed to a late-arriving aircraft (its previous flight was late): 100 x Σ LateAircraftDelay / Σ (CarrierDelay + WeatherDelay + NASDelay + SecurityDelay + LateAircraftDelay); null where the files have no cause columns (before June 2003, or a field selection without them). Formula: 100 × Σ late_aircraft_delay_minutes / Σ cause_delay_minutes over the matching records; a percentage (0 to 100), 2 decimals; no share (a percentage itself).
         *
         *     **Dimensions** (`by`):
         *     - `carrier`: carrier code (2 or 3 letters or digits); a carrier object.
         *     - `origin`: origin airport (3-letter IATA code); an airport object.
         *     - `destination`: destination airport (3-letter IATA code); an airport object.
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `cancellationcode`: cancellation cause: A carrier, B weather, C national air system, D security; {code, name}: A = Carrier, B = Weather, C = National Air System, D = Security.
         *     - `dayofweek`: day of week, 1 = Monday to 7 = Sunday; {code, name}: 1 = Monday, 2 = Tuesday, 3 = Wednesday, 4 = Thursday, 5 = Friday, 6 = Saturday, 7 = Sunday.
         *     - `distancegroup`: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `dep_time_block`: hour block of the scheduled departure (DepTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359; {code, name}: 0001-0559 = 00:01-05:59, 0600-0659 = 06:00-06:59, 0700-0759 = 07:00-07:59, 0800-0859 = 08:00-08:59, 0900-0959 = 09:00-09:59, 1000-1059 = 10:00-10:59, 1100-1159 = 11:00-11:59, 1200-1259 = 12:00-12:59, 1300-1359 = 13:00-13:59, 1400-1459 = 14:00-14:59, 1500-1559 = 15:00-15:59, 1600-1659 = 16:00-16:59, 1700-1759 = 17:00-17:59, 1800-1859 = 18:00-18:59, 1900-1959 = 19:00-19:59, 2000-2059 = 20:00-20:59, 2100-2159 = 21:00-21:59, 2200-2259 = 22:00-22:59, 2300-2359 = 23:00-23:59.
         *     - `arr_time_block`: hour block of the scheduled arrival (ArrTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359; {code, name}: 0001-0559 = 00:01-05:59, 0600-0659 = 06:00-06:59, 0700-0759 = 07:00-07:59, 0800-0859 = 08:00-08:59, 0900-0959 = 09:00-09:59, 1000-1059 = 10:00-10:59, 1100-1159 = 11:00-11:59, 1200-1259 = 12:00-12:59, 1300-1359 = 13:00-13:59, 1400-1459 = 14:00-14:59, 1500-1559 = 15:00-15:59, 1600-1659 = 16:00-16:59, 1700-1759 = 17:00-17:59, 1800-1859 = 18:00-18:59, 1900-1959 = 19:00-19:59, 2000-2059 = 20:00-20:59, 2100-2159 = 21:00-21:59, 2200-2259 = 22:00-22:59, 2300-2359 = 23:00-23:59.
         *     - `total`: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions.
         *
         *     **Filters:**
         *     - `origin`: origin airport (3-letter IATA code); an airport object.
         *     - `destination`: destination airport (3-letter IATA code); an airport object.
         *     - `origin_city_market`: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `destination_city_market`: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports}.
         *     - `carrier`: carrier code (2 or 3 letters or digits); a carrier object.
         *     - `cancellationcode`: cancellation cause: A carrier, B weather, C national air system, D security; {code, name}: A = Carrier, B = Weather, C = National Air System, D = Security.
         *     - `dayofweek`: day of week, 1 = Monday to 7 = Sunday; {code, name}: 1 = Monday, 2 = Tuesday, 3 = Wednesday, 4 = Thursday, 5 = Friday, 6 = Saturday, 7 = Sunday.
         *     - `distancegroup`: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25.
         *     - `dep_time_block`: hour block of the scheduled departure (DepTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359; {code, name}: 0001-0559 = 00:01-05:59, 0600-0659 = 06:00-06:59, 0700-0759 = 07:00-07:59, 0800-0859 = 08:00-08:59, 0900-0959 = 09:00-09:59, 1000-1059 = 10:00-10:59, 1100-1159 = 11:00-11:59, 1200-1259 = 12:00-12:59, 1300-1359 = 13:00-13:59, 1400-1459 = 14:00-14:59, 1500-1559 = 15:00-15:59, 1600-1659 = 16:00-16:59, 1700-1759 = 17:00-17:59, 1800-1859 = 18:00-18:59, 1900-1959 = 19:00-19:59, 2000-2059 = 20:00-20:59, 2100-2159 = 21:00-21:59, 2200-2259 = 22:00-22:59, 2300-2359 = 23:00-23:59.
         *     - `arr_time_block`: hour block of the scheduled arrival (ArrTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359; {code, name}: 0001-0559 = 00:01-05:59, 0600-0659 = 06:00-06:59, 0700-0759 = 07:00-07:59, 0800-0859 = 08:00-08:59, 0900-0959 = 09:00-09:59, 1000-1059 = 10:00-10:59, 1100-1159 = 11:00-11:59, 1200-1259 = 12:00-12:59, 1300-1359 = 13:00-13:59, 1400-1459 = 14:00-14:59, 1500-1559 = 15:00-15:59, 1600-1659 = 16:00-16:59, 1700-1759 = 17:00-17:59, 1800-1859 = 18:00-18:59, 1900-1959 = 19:00-19:59, 2000-2059 = 20:00-20:59, 2100-2159 = 21:00-21:59, 2200-2259 = 22:00-22:59, 2300-2359 = 23:00-23:59.
         *
         *     **Rules.**
         *     - Exactly one time mode: a single period (year with quarter or month), a range (start_year and end_year with start/end quarter or month) or specific periods (start_year, end_year with quarters or months); limit_results=true alone answers the most recent loaded periods.
         *     - Every mistake is reported at once, in `errors` of a problem document; an unknown parameter lists the allowed ones. Periods not loaded are listed in `meta.missing_periods`; none loaded is a 404 naming the loaded coverage (and the other ticket dataset, when it has them).
         *     - A dimension cannot be both a filter and a `by` dimension.
         *     - sort_by and sort_order apply in single-period mode only; limit is rows per period (default 50, or 25 over several periods).
         *
         *     **Values.** `value` is null when its denominator is zero (for example an average over no passengers). `share` is the group's value as a percentage of the same metric over all groups of the period: shares of sums add up to 100; for a ratio metric it is the group's ratio divided by the overall ratio, so it can exceed 100. Values are rounded once, after every sum: count to 2 decimals, dollars to 2 decimals, dollars_per_mile to 4 decimals, miles to 2 decimals, minutes to 2 decimals, pounds to 2 decimals, percent to 2 decimals, ratio to 4 decimals; shares to 2.
         */
        get: operations["performanceBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Model Context Protocol (streamable HTTP, stateless)
         * @description JSON-RPC 2.0 messages of the Model Context Protocol for AI agents, one request per POST, answered as JSON: tools (search_airports, search_city_markets, search_carriers, describe_dataset, route, breakdown), resources and prompts, through the same validation as the HTTP API. Send Accept: application/json, text/event-stream. GET and DELETE answer 405: there is no server-initiated stream.
         */
        post: operations["mcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AirportName: {
            iata_code: string;
            name: string | null;
        };
        AirportNameCity: {
            iata_code: string;
            name: string | null;
            city: string | null;
        };
        Airport: {
            iata_code: string;
            name: string | null;
            airport_id: number | null;
            city_market_id: number | null;
            city: string | null;
            state: string | null;
            state_fips: string | null;
            country: string | null;
            world_area_code: number | null;
            latitude: number | null;
            longitude: number | null;
        };
        Carrier: {
            carrier_code: string;
            carrier_name: string | null;
            airline_id: number | null;
        };
        CityMarket: {
            city_market_id: number;
            name: string | null;
            /** @description IATA codes of its airports */
            airports: string[];
        };
        AircraftType: {
            aircraft_type_id: number;
            short_name: string | null;
            long_name: string | null;
            manufacturer: string | null;
            aircraft_group: number | null;
        };
        Metric: {
            /** @description the metric, rounded to its unit precision; null when its denominator is zero */
            value: number | null;
            /** @description % of the same metric over all groups of the period; a ratio's share can exceed 100 */
            share: number | null;
            /** @description compare=previous_year: the value one year earlier */
            previous?: number | null;
            /** @description compare=previous_year: 100 x (value - previous) / previous; null when previous is 0 or null */
            change_pct?: number | null;
        };
        MetricValue: {
            /** @description the metric, rounded to its unit precision; null when its denominator is zero */
            value: number | null;
            /** @description compare=previous_year: the value one year earlier */
            previous?: number | null;
            /** @description compare=previous_year: 100 x (value - previous) / previous; null when previous is 0 or null */
            change_pct?: number | null;
        };
        Problem: {
            /**
             * @description relative URI /problems/<code>
             * @example /problems/invalid-parameter
             */
            type: string;
            title: string;
            status: number;
            detail: string;
            /** @description the request path and query */
            instance: string;
            request_id: string;
            errors?: {
                parameter: string;
                message: string;
                allowed?: (string | number)[];
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    serviceIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description links */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        description: string;
                        data_version: string | null;
                        links: {
                            [key: string]: string | string[];
                        };
                    };
                };
            };
            /** @description a parameter was given: this endpoint takes none (unknown-parameter) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    livez: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description a parameter was given: this endpoint takes none (unknown-parameter) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description degraded: a ClickHouse shard does not answer (named in unreachable), or a stored table cannot be read (named in unreadable_tables)
                         * @enum {string}
                         */
                        status: "ready" | "not_ready" | "degraded";
                        /** @description the published data version */
                        data_version: string | null;
                        /** Format: date-time */
                        published_at?: string;
                        /**
                         * @description building: routes are answered by the engine until the index is built; retrying: a build attempt failed (engine queries timed out under load), it is retried with backoff while this data version is served, routes are answered by the engine meanwhile (the service stays ready)
                         * @enum {string}
                         */
                        route_index?: "ready" | "building" | "retrying" | "off";
                        /** @description with route_index retrying: how many attempts failed and why the last one did */
                        route_index_detail?: string;
                        /** @description why the service is not ready */
                        detail?: string;
                        /** @description the shards that do not answer, as shard N (host:port) */
                        unreachable?: string[];
                        /** @description stored tables the data version could not open (a damaged file): queries that need one answer 503, the others are served */
                        unreadable_tables?: ("airports" | "airport_history" | "city_markets" | "carriers" | "carrier_entities" | "carrier_history" | "aircraft_types" | "ontime" | "t100_segment" | "t100_market" | "db1b_market" | "db1b_coupon" | "db1c_market" | "airport_hubs" | "airport_roles" | "db1c_coupon")[];
                    };
                };
            };
            /** @description a parameter was given: this endpoint takes none (unknown-parameter) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no data published yet, a stored file is missing, or a ClickHouse shard does not answer */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description degraded: a ClickHouse shard does not answer (named in unreachable), or a stored table cannot be read (named in unreadable_tables)
                         * @enum {string}
                         */
                        status: "ready" | "not_ready" | "degraded";
                        /** @description the published data version */
                        data_version: string | null;
                        /** Format: date-time */
                        published_at?: string;
                        /**
                         * @description building: routes are answered by the engine until the index is built; retrying: a build attempt failed (engine queries timed out under load), it is retried with backoff while this data version is served, routes are answered by the engine meanwhile (the service stays ready)
                         * @enum {string}
                         */
                        route_index?: "ready" | "building" | "retrying" | "off";
                        /** @description with route_index retrying: how many attempts failed and why the last one did */
                        route_index_detail?: string;
                        /** @description why the service is not ready */
                        detail?: string;
                        /** @description the shards that do not answer, as shard N (host:port) */
                        unreachable?: string[];
                        /** @description stored tables the data version could not open (a damaged file): queries that need one answer 503, the others are served */
                        unreadable_tables?: ("airports" | "airport_history" | "city_markets" | "carriers" | "carrier_entities" | "carrier_history" | "aircraft_types" | "ontime" | "t100_segment" | "t100_market" | "db1b_market" | "db1b_coupon" | "db1c_market" | "airport_hubs" | "airport_roles" | "db1c_coupon")[];
                    };
                };
            };
        };
    };
    problems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a problem code */
                code: "invalid-parameter" | "unknown-parameter" | "missing-parameter" | "conflicting-parameters" | "range-too-large" | "unauthorized" | "no-data" | "bad-request" | "not-found" | "method-not-allowed" | "request-timeout" | "content-too-large" | "uri-too-long" | "header-fields-too-large" | "rate-limited" | "internal" | "overloaded" | "unavailable" | "query-timeout";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description problem type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        type: string;
                        code: string;
                        status: number;
                        title: string;
                        description: string;
                    };
                };
            };
            /** @description a parameter was given: this endpoint takes none (unknown-parameter) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unknown problem code */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text exposition format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description a parameter was given: this endpoint takes none (unknown-parameter) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    supportCoverage: {
        parameters: {
            query?: {
                /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description coverage per table */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data_version: string;
                        /** Format: date-time */
                        published_at: string;
                        tables: {
                            /** @enum {string} */
                            table: "airports" | "airport_history" | "city_markets" | "carriers" | "carrier_entities" | "carrier_history" | "aircraft_types" | "ontime" | "t100_segment" | "t100_market" | "db1b_market" | "db1b_coupon" | "db1c_market" | "airport_hubs" | "airport_roles" | "db1c_coupon";
                            /**
                             * @description none: a reference table
                             * @enum {string}
                             */
                            grain: "month" | "quarter" | "none";
                            description: string;
                            /** @description YYYY-MM or YYYY-Qn; null for reference tables or none loaded */
                            first_period: string | null;
                            /** @description YYYY-MM or YYYY-Qn; null for reference tables or none loaded */
                            last_period: string | null;
                            period_count: number;
                            /** @description source records read at ingest */
                            record_count: number;
                            /** @description rows stored after pre-aggregation */
                            stored_rows: number;
                            /** @description T-100 tables: per loaded period, the scopes stored (D-US, D-FOREIGN, I-US, I-FOREIGN) and the carrier_group values they answer; scopes and carrier_groups are null for a period stored before scopes. Null for other tables. */
                            scopes: {
                                period: string;
                                scopes: string[] | null;
                                carrier_groups: ("us_domestic" | "us_international" | "foreign")[] | null;
                            }[] | null;
                            /** @description Per stored period (reference tables: the period "all"), where it came from: "generated" for synthetic data (the demo, atss generate; answers touching it carry meta.synthetic: true), else the files it was ingested from. */
                            sources: {
                                period: string;
                                source: string;
                            }[];
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description a parameter other than format was given: this endpoint takes none */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    supportAirports: {
        parameters: {
            query?: {
                /** @description exact match */
                airport_id?: number;
                /** @description exact match (IATA code) */
                iata?: string;
                /** @description exact match */
                city_market_id?: number;
                /** @description case-insensitive: the start of the city text ("chicago", "chicago, il") or whole words of it ("york") */
                city?: string;
                /** @description case-insensitive match */
                state?: string;
                /** @description case-insensitive match */
                country?: string;
                /** @description world area code */
                wac?: number;
                /** @description case-insensitive search in iata, name, city; without order_by, records with a field equal to q (an exact code) come first, then those with a word starting with q (names), then other matches */
                q?: string;
                /** @description column to order by; default airport_id */
                order_by?: "airport_id" | "iata" | "name" | "city" | "state" | "country" | "wac";
                /** @description direction of order_by (case-insensitive); nulls sort last either way */
                sort_order?: "asc" | "desc";
                /** @description records per page */
                limit?: number;
                /** @description records skipped before the page (meta.total_count gives the number matched) */
                offset?: number;
                /** @description csv: a header row of the record fields, then one row per record; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description list envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            count_returned: number;
                            total_count: number;
                            limit: number;
                            offset: number;
                        };
                        results: {
                            airport_id: number;
                            iata: string;
                            city_market_id: number | null;
                            name: string | null;
                            city: string | null;
                            state: string | null;
                            state_fips: string | null;
                            country: string | null;
                            wac: number | null;
                            latitude: number | null;
                            longitude: number | null;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown or repeated parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    supportCityMarkets: {
        parameters: {
            query?: {
                /** @description exact match */
                city_market_id?: number;
                /** @description case-insensitive search in name, airports; without order_by, records with a field equal to q (an exact code) come first, then those with a word starting with q (names), then other matches */
                q?: string;
                /** @description column to order by; default city_market_id */
                order_by?: "city_market_id" | "name";
                /** @description direction of order_by (case-insensitive); nulls sort last either way */
                sort_order?: "asc" | "desc";
                /** @description records per page */
                limit?: number;
                /** @description records skipped before the page (meta.total_count gives the number matched) */
                offset?: number;
                /** @description csv: a header row of the record fields, then one row per record; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description list envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            count_returned: number;
                            total_count: number;
                            limit: number;
                            offset: number;
                        };
                        results: {
                            city_market_id: number;
                            name: string | null;
                            /** @description IATA codes of its airports */
                            airports: string[];
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown or repeated parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    supportCarriers: {
        parameters: {
            query?: {
                /** @description exact match */
                carrier_code?: string;
                /** @description the DOT airline id of the code or of any of its holders (a reused code has several) */
                airline_id?: number;
                /** @description case-insensitive search in carrier_code, carrier_name; without order_by, records with a field equal to q (an exact code) come first, then those with a word starting with q (names), then other matches */
                q?: string;
                /** @description column to order by; default carrier_code */
                order_by?: "carrier_code" | "carrier_name" | "airline_id";
                /** @description direction of order_by (case-insensitive); nulls sort last either way */
                sort_order?: "asc" | "desc";
                /** @description records per page */
                limit?: number;
                /** @description records skipped before the page (meta.total_count gives the number matched) */
                offset?: number;
                /** @description csv: a header row of the record fields, then one row per record; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description list envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            count_returned: number;
                            total_count: number;
                            limit: number;
                            offset: number;
                        };
                        results: {
                            carrier_code: string;
                            carrier_name: string | null;
                            airline_id: number | null;
                            /** @description who held the code when (docs/API-CONTRACT.md §12): carrier history ranges, else the T-100 files' own AIRLINE_ID and names */
                            holders: {
                                airline_id: number | null;
                                carrier_name: string | null;
                                /** Format: date */
                                valid_from: string | null;
                                /** Format: date */
                                valid_thru: string | null;
                            }[];
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown or repeated parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    supportAircrafts: {
        parameters: {
            query?: {
                /** @description exact match */
                aircraft_type_id?: number;
                /** @description exact match */
                aircraft_group?: number;
                /** @description case-insensitive match */
                manufacturer?: string;
                /** @description YYYY-MM-DD; aircraft types active on that date */
                active_on?: string;
                /** @description case-insensitive search in manufacturer, long_name, short_name, ssd_name; without order_by, records with a field equal to q (an exact code) come first, then those with a word starting with q (names), then other matches */
                q?: string;
                /** @description column to order by; default aircraft_type_id */
                order_by?: "aircraft_type_id" | "aircraft_group" | "ssd_name" | "manufacturer" | "long_name" | "short_name" | "begin_date" | "end_date";
                /** @description direction of order_by (case-insensitive); nulls sort last either way */
                sort_order?: "asc" | "desc";
                /** @description records per page */
                limit?: number;
                /** @description records skipped before the page (meta.total_count gives the number matched) */
                offset?: number;
                /** @description csv: a header row of the record fields, then one row per record; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description list envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            count_returned: number;
                            total_count: number;
                            limit: number;
                            offset: number;
                        };
                        results: {
                            aircraft_type_id: number;
                            aircraft_group: number | null;
                            ssd_name: string | null;
                            manufacturer: string | null;
                            long_name: string | null;
                            short_name: string | null;
                            /** Format: date */
                            begin_date: string | null;
                            /** Format: date */
                            end_date: string | null;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown or repeated parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ticketsMarketsRoute: {
        parameters: {
            query?: {
                /** @description ticket dataset: db1b (quarterly 10% sample, up to 2025-Q2) or db1c (monthly 40% sample, from 2025-07; quarters aggregate their three months). Default: db1c when a monthly time parameter is present, else db1b */
                dataset?: "db1b" | "db1c";
                /** @description single period: the year, with quarter or month */
                year?: number;
                /** @description single period: quarter 1-4 */
                quarter?: number;
                /** @description single period: month 1-12 */
                month?: number;
                /** @description range or specific periods: first year (inclusive) */
                start_year?: number;
                /** @description range or specific periods: last year (inclusive) */
                end_year?: number;
                /** @description quarterly range: first quarter, in start_year */
                start_quarter?: number;
                /** @description quarterly range: last quarter, in end_year */
                end_quarter?: number;
                /** @description monthly range: first month, in start_year */
                start_month?: number;
                /** @description monthly range: last month, in end_year */
                end_month?: number;
                /** @description specific periods: these quarters of every year from start_year to end_year, comma-separated (e.g. 1,3) */
                quarters?: string;
                /** @description specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7) */
                months?: string;
                /** @description keep only the most recent loaded periods (db1b: 4 quarters; db1c: 12 months or 4 quarters); alone, without time parameters, answers those periods in range mode */
                limit_results?: boolean;
                /** @description true: with a range or specific periods (or limit_results), answer once for all loaded periods together: the route one `result`, a breakdown one row per dimension value; every metric is computed from the base quantities summed over the periods (never an average of averages) and shares are of the combined total; meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be combined (400 naming dataset) */
                combine_periods?: boolean;
                /** @description previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are null; combined, one missing earlier period makes previous null) */
                compare?: "previous_year";
                /** @description origin airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless origin_city_market is given */
                origin?: string;
                /** @description destination airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless destination_city_market is given */
                destination?: string;
                /** @description comma-separated metric ids; default passengers, revenue, avg_fare, avg_distance. Each is described, with its formula, in the operation description */
                metrics?: string;
                /** @description filter: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports} */
                origin_city_market?: number;
                /** @description filter: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports} */
                destination_city_market?: number;
                /** @description filter: ticketing carrier (99: more than one) (dataset db1b only); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                tkcarrier?: string;
                /** @description filter: reporting carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                rpcarrier?: string;
                /** @description filter: operating carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                opcarrier?: string;
                /** @description filter: marketing carrier (dataset db1c only); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                mktcarrier?: string;
                /** @description filter: market distance band of 500 miles, 1 to 25 (dataset db1b only); {code, name}, code 1 to 25 */
                mkt_distance_group?: number;
                /** @description filter: the ticketing carrier changes within the market (dataset db1b only); true or false */
                tkcarrier_change?: boolean;
                /** @description filter: the operating carrier changes within the market; true or false */
                opcarrier_change?: boolean;
                /** @description filter: the marketing carrier changes within the market (dataset db1c only); true or false */
                mktcarrier_change?: boolean;
                /** @description filter: bulk fare, typically discounted for group purchases (dataset db1b only); true or false */
                bulk_fare?: boolean;
                /** @description filter: dollar credibility of the fare, for statistical adjustments (dataset db1b only); true or false */
                dollar_cred?: boolean;
                /** @description filter: round-trip itinerary; true or false */
                roundtrip?: boolean;
                /** @description filter: single-carrier itinerary (dataset db1b only); true or false */
                online?: boolean;
                /** @description filter: nonstop market; true or false */
                nonstop?: boolean;
                /** @description filter: itinerary geography type (dataset db1b only); {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states) */
                itin_geo_type?: "0" | "1" | "2";
                /** @description filter: market geography type (dataset db1b only); {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states) */
                mkt_geo_type?: "0" | "1" | "2";
                /** @description filter: ticketing carriers of the coupons, colon-joined (dataset db1b only); {code, name}, code a colon-joined list of carrier codes, e.g. AA:OO */
                tkcarrier_group?: string;
                /** @description filter: operating carriers of the coupons, colon-joined (dataset db1b only); {code, name}, code a colon-joined list of carrier codes, e.g. AA:OO */
                opcarrier_group?: string;
                /** @description filter: fare class, alias or code (dataset db1b only); {code, name}: - = Ground, C = Business unrestricted, D = Business restricted, F = First unrestricted, G = First restricted, U = Unknown, X = Coach restricted, Y = Coach unrestricted; aliases ground = -, business_unrestricted = C, business_restricted = D, first_unrestricted = F, first_restricted = G, unknown = U, coach_restricted = X, coach_unrestricted = Y */
                fare_class?: "ground" | "business_unrestricted" | "business_restricted" | "first_unrestricted" | "first_restricted" | "unknown" | "coach_restricted" | "coach_unrestricted" | "-" | "C" | "D" | "F" | "G" | "U" | "X" | "Y";
                /** @description filter: coupon type A to G (dataset db1b only); {code, name}: A = US reporting carrier between two US points, B = US reporting carrier between a US and a foreign point, C = US reporting carrier between two foreign points, D = US non-reporting carrier within North America or surface traffic, E = Foreign carrier between two US points, F = Foreign carrier between a foreign and a US point, G = Non-reporting foreign or unknown carrier between foreign points */
                coupon_type?: "A" | "B" | "C" | "D" | "E" | "F" | "G";
                /** @description filter: purchase window group (dataset db1c only); {code, name}: 2290 = Purchase 22-90 days before travel, 21AP = Purchase up to 21 days before travel, 91UP = Purchase 91 or more days before travel */
                purwingrp?: "2290" | "21AP" | "91UP";
                /** @description filter: how the market travels: nonstop (one coupon), the connecting airport (two coupons: the middle airport of AirportGroup) or multiple (more stops); `nonstop` or `multiple`, or the connecting airport as an airport object */
                connection?: string;
                /** @description multi-period: keep the most recent periods (dataset db1b only) */
                limit?: number;
                /** @description divide additive metrics by 4, making the 40% DB1C sample comparable with the 10% DB1B one; ratios are unchanged (dataset db1c only) */
                normalize_to_db1b?: boolean;
                /** @description csv: a header row from the request (period, or with combine_periods=true the periods combined and missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as <dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, <metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description route envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            /** @description single period */
                            year?: number;
                            /** @description single period */
                            quarter?: number;
                            /** @description single period */
                            month?: number;
                            /** @description multi-period: the periods answered */
                            periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            /** @description multi-period: requested, not loaded */
                            missing_periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            /**
                             * @description combine_periods=true: one answer over meta.periods
                             * @constant
                             */
                            combined?: true;
                            /**
                             * @description the comparison asked for
                             * @enum {unknown}
                             */
                            compare?: "previous_year";
                            /** @description compare: the periods one year earlier with no data (their previous values are null) */
                            missing_comparison_periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            metrics: ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "passengers_est" | "miles_flown" | "connections" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "avg_miles_flown" | "avg_connections" | "circuity" | "business_unrestricted_share" | "business_restricted_share" | "first_unrestricted_share" | "first_restricted_share" | "unknown_share" | "coach_restricted_share" | "coach_unrestricted_share" | "ground_share" | "nonstop_share" | "fare_p10" | "fare_p25" | "fare_median" | "fare_p75" | "fare_p90" | "itin_fare_median" | "hhi" | "carriers")[];
                            /** @description routes: the origin airport (absent when origin_city_market is given) */
                            origin?: components["schemas"]["Airport"];
                            /** @description routes: the destination airport (absent when destination_city_market is given) */
                            destination?: components["schemas"]["Airport"];
                            /** @description the origin city market filtered on */
                            origin_city_market?: components["schemas"]["CityMarket"];
                            /** @description the destination city market filtered on */
                            destination_city_market?: components["schemas"]["CityMarket"];
                            /** @enum {unknown} */
                            mode: "single" | "range" | "specific";
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer value come partly from files with that input and partly from files without (those values are null); absent when none does */
                            partial?: {
                                [key: string]: {
                                    year: number;
                                    quarter?: number;
                                    month?: number;
                                    /** @description T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it */
                                    scope?: string;
                                }[];
                            };
                            /**
                             * @description present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)
                             * @constant
                             */
                            synthetic?: true;
                            data_version: string;
                            /** @enum {unknown} */
                            dataset: "db1b" | "db1c";
                            /** @description multi-period: another ticket dataset has some of the missing periods; request is the same query for it */
                            hint?: {
                                dataset: string;
                                periods: string[];
                                request: string;
                            };
                            /** @description reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested */
                            missing_reference?: ("airports" | "carriers")[];
                        };
                        /** @description single period */
                        result?: {
                            [key: string]: components["schemas"]["MetricValue"];
                        };
                        /** @description multi-period: one entry per period, chronological */
                        results?: {
                            year: number;
                            quarter?: number;
                            month?: number;
                            result: {
                                [key: string]: components["schemas"]["MetricValue"];
                            };
                        }[];
                    } & (unknown | unknown);
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown, missing or conflicting parameters, or a range over the cap */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description none of the requested periods is loaded (no-data) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description overloaded: too many queries waiting; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query-timeout: the query ran past the time limit */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ticketsMarketsBreakdown: {
        parameters: {
            query: {
                /** @description ticket dataset: db1b (quarterly 10% sample, up to 2025-Q2) or db1c (monthly 40% sample, from 2025-07; quarters aggregate their three months). Default: db1c when a monthly time parameter is present, else db1b */
                dataset?: "db1b" | "db1c";
                /** @description single period: the year, with quarter or month */
                year?: number;
                /** @description single period: quarter 1-4 */
                quarter?: number;
                /** @description single period: month 1-12 */
                month?: number;
                /** @description range or specific periods: first year (inclusive) */
                start_year?: number;
                /** @description range or specific periods: last year (inclusive) */
                end_year?: number;
                /** @description quarterly range: first quarter, in start_year */
                start_quarter?: number;
                /** @description quarterly range: last quarter, in end_year */
                end_quarter?: number;
                /** @description monthly range: first month, in start_year */
                start_month?: number;
                /** @description monthly range: last month, in end_year */
                end_month?: number;
                /** @description specific periods: these quarters of every year from start_year to end_year, comma-separated (e.g. 1,3) */
                quarters?: string;
                /** @description specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7) */
                months?: string;
                /** @description keep only the most recent loaded periods (db1b: 4 quarters; db1c: 12 months or 4 quarters); alone, without time parameters, answers those periods in range mode */
                limit_results?: boolean;
                /** @description true: with a range or specific periods (or limit_results), answer once for all loaded periods together: the route one `result`, a breakdown one row per dimension value; every metric is computed from the base quantities summed over the periods (never an average of averages) and shares are of the combined total; meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be combined (400 naming dataset) */
                combine_periods?: boolean;
                /** @description previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are null; combined, one missing earlier period makes previous null) */
                compare?: "previous_year";
                /** @description comma-separated metric ids; default passengers, revenue, avg_fare, avg_distance. Each is described, with its formula, in the operation description */
                metrics?: string;
                /** @description filter: origin airport (3-letter IATA code); an airport object */
                origin?: string;
                /** @description filter: destination airport (3-letter IATA code); an airport object */
                destination?: string;
                /** @description filter: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports} */
                origin_city_market?: number;
                /** @description filter: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports} */
                destination_city_market?: number;
                /** @description filter: ticketing carrier (99: more than one) (dataset db1b only); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                tkcarrier?: string;
                /** @description filter: reporting carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                rpcarrier?: string;
                /** @description filter: operating carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                opcarrier?: string;
                /** @description filter: marketing carrier (dataset db1c only); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                mktcarrier?: string;
                /** @description filter: market distance band of 500 miles, 1 to 25 (dataset db1b only); {code, name}, code 1 to 25 */
                mkt_distance_group?: number;
                /** @description filter: the ticketing carrier changes within the market (dataset db1b only); true or false */
                tkcarrier_change?: boolean;
                /** @description filter: the operating carrier changes within the market; true or false */
                opcarrier_change?: boolean;
                /** @description filter: the marketing carrier changes within the market (dataset db1c only); true or false */
                mktcarrier_change?: boolean;
                /** @description filter: bulk fare, typically discounted for group purchases (dataset db1b only); true or false */
                bulk_fare?: boolean;
                /** @description filter: dollar credibility of the fare, for statistical adjustments (dataset db1b only); true or false */
                dollar_cred?: boolean;
                /** @description filter: round-trip itinerary; true or false */
                roundtrip?: boolean;
                /** @description filter: single-carrier itinerary (dataset db1b only); true or false */
                online?: boolean;
                /** @description filter: nonstop market; true or false */
                nonstop?: boolean;
                /** @description filter: itinerary geography type (dataset db1b only); {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states) */
                itin_geo_type?: "0" | "1" | "2";
                /** @description filter: market geography type (dataset db1b only); {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states) */
                mkt_geo_type?: "0" | "1" | "2";
                /** @description filter: ticketing carriers of the coupons, colon-joined (dataset db1b only); {code, name}, code a colon-joined list of carrier codes, e.g. AA:OO */
                tkcarrier_group?: string;
                /** @description filter: operating carriers of the coupons, colon-joined (dataset db1b only); {code, name}, code a colon-joined list of carrier codes, e.g. AA:OO */
                opcarrier_group?: string;
                /** @description filter: fare class, alias or code (dataset db1b only); {code, name}: - = Ground, C = Business unrestricted, D = Business restricted, F = First unrestricted, G = First restricted, U = Unknown, X = Coach restricted, Y = Coach unrestricted; aliases ground = -, business_unrestricted = C, business_restricted = D, first_unrestricted = F, first_restricted = G, unknown = U, coach_restricted = X, coach_unrestricted = Y */
                fare_class?: "ground" | "business_unrestricted" | "business_restricted" | "first_unrestricted" | "first_restricted" | "unknown" | "coach_restricted" | "coach_unrestricted" | "-" | "C" | "D" | "F" | "G" | "U" | "X" | "Y";
                /** @description filter: coupon type A to G (dataset db1b only); {code, name}: A = US reporting carrier between two US points, B = US reporting carrier between a US and a foreign point, C = US reporting carrier between two foreign points, D = US non-reporting carrier within North America or surface traffic, E = Foreign carrier between two US points, F = Foreign carrier between a foreign and a US point, G = Non-reporting foreign or unknown carrier between foreign points */
                coupon_type?: "A" | "B" | "C" | "D" | "E" | "F" | "G";
                /** @description filter: purchase window group (dataset db1c only); {code, name}: 2290 = Purchase 22-90 days before travel, 21AP = Purchase up to 21 days before travel, 91UP = Purchase 91 or more days before travel */
                purwingrp?: "2290" | "21AP" | "91UP";
                /** @description filter: how the market travels: nonstop (one coupon), the connecting airport (two coupons: the middle airport of AirportGroup) or multiple (more stops); `nonstop` or `multiple`, or the connecting airport as an airport object */
                connection?: string;
                /** @description filter: origin airport hub class (FAA rule on T-100 enplanements) (dataset db1b only); {code, name}: L = Large hub, M = Medium hub, S = Small hub, N = Non-hub */
                origin_hub?: "L" | "M" | "S" | "N";
                /** @description filter: destination airport hub class (dataset db1b only); {code, name}: L = Large hub, M = Medium hub, S = Small hub, N = Non-hub */
                destination_hub?: "L" | "M" | "S" | "N";
                /** @description filter: origin airport role (dataset db1b only); {code, name}: P = Primary commercial service, R = Reliever, G = General aviation */
                origin_role?: "P" | "R" | "G";
                /** @description filter: destination airport role (dataset db1b only); {code, name}: P = Primary commercial service, R = Reliever, G = General aviation */
                destination_role?: "P" | "R" | "G";
                /** @description comma-separated dimensions to group by: origin, destination, origin_city_market, destination_city_market, tkcarrier, rpcarrier, opcarrier, mktcarrier, mkt_distance_group, tkcarrier_change, opcarrier_change, mktcarrier_change, bulk_fare, dollar_cred, roundtrip, online, nonstop, itin_geo_type, mkt_geo_type, tkcarrier_group, opcarrier_group, fare_class, coupon_type, purwingrp, connection. A dimension cannot also be a filter. Or `total` alone: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions */
                by: string;
                /** @description single period or combine_periods=true only: a returned metric or by dimension to order rows by; default the first metric */
                sort_by?: "passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "passengers_est" | "miles_flown" | "connections" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "avg_miles_flown" | "avg_connections" | "circuity" | "business_unrestricted_share" | "business_restricted_share" | "first_unrestricted_share" | "first_restricted_share" | "unknown_share" | "coach_restricted_share" | "coach_unrestricted_share" | "ground_share" | "nonstop_share" | "fare_p10" | "fare_p25" | "fare_median" | "fare_p75" | "fare_p90" | "itin_fare_median" | "hhi" | "carriers" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "tkcarrier" | "rpcarrier" | "opcarrier" | "mktcarrier" | "mkt_distance_group" | "tkcarrier_change" | "opcarrier_change" | "mktcarrier_change" | "bulk_fare" | "dollar_cred" | "roundtrip" | "online" | "nonstop" | "itin_geo_type" | "mkt_geo_type" | "tkcarrier_group" | "opcarrier_group" | "fare_class" | "coupon_type" | "purwingrp" | "connection";
                /** @description single period or combine_periods=true only: ascending or descending */
                sort_order?: "asc" | "desc";
                /** @description rows per period: single period or combined default 50 (max 100), multi-period default 25 (max 50) */
                limit?: number;
                /** @description divide additive metrics by 4, making the 40% DB1C sample comparable with the 10% DB1B one; ratios are unchanged (dataset db1c only) */
                normalize_to_db1b?: boolean;
                /** @description csv: a header row from the request (period, or with combine_periods=true the periods combined and missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as <dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, <metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description breakdown envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            /** @description single period */
                            year?: number;
                            /** @description single period */
                            quarter?: number;
                            /** @description single period */
                            month?: number;
                            /** @description multi-period: the periods answered */
                            periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            /** @description multi-period: requested, not loaded */
                            missing_periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            /**
                             * @description combine_periods=true: one answer over meta.periods
                             * @constant
                             */
                            combined?: true;
                            /**
                             * @description the comparison asked for
                             * @enum {unknown}
                             */
                            compare?: "previous_year";
                            /** @description compare: the periods one year earlier with no data (their previous values are null) */
                            missing_comparison_periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            metrics: ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "passengers_est" | "miles_flown" | "connections" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "avg_miles_flown" | "avg_connections" | "circuity" | "business_unrestricted_share" | "business_restricted_share" | "first_unrestricted_share" | "first_restricted_share" | "unknown_share" | "coach_restricted_share" | "coach_unrestricted_share" | "ground_share" | "nonstop_share" | "fare_p10" | "fare_p25" | "fare_median" | "fare_p75" | "fare_p90" | "itin_fare_median" | "hhi" | "carriers")[];
                            /** @description routes: the origin airport (absent when origin_city_market is given) */
                            origin?: components["schemas"]["Airport"];
                            /** @description routes: the destination airport (absent when destination_city_market is given) */
                            destination?: components["schemas"]["Airport"];
                            /** @description the origin city market filtered on */
                            origin_city_market?: components["schemas"]["CityMarket"];
                            /** @description the destination city market filtered on */
                            destination_city_market?: components["schemas"]["CityMarket"];
                            /** @enum {unknown} */
                            mode: "single" | "range" | "specific";
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer value come partly from files with that input and partly from files without (those values are null); absent when none does */
                            partial?: {
                                [key: string]: {
                                    year: number;
                                    quarter?: number;
                                    month?: number;
                                    /** @description T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it */
                                    scope?: string;
                                }[];
                            };
                            /**
                             * @description present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)
                             * @constant
                             */
                            synthetic?: true;
                            data_version: string;
                            /** @enum {unknown} */
                            dataset: "db1b" | "db1c";
                            /** @description multi-period: another ticket dataset has some of the missing periods; request is the same query for it */
                            hint?: {
                                dataset: string;
                                periods: string[];
                                request: string;
                            };
                            /** @description reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested */
                            missing_reference?: ("airports" | "carriers")[];
                            breakdown_by: ("origin" | "destination" | "origin_city_market" | "destination_city_market" | "tkcarrier" | "rpcarrier" | "opcarrier" | "mktcarrier" | "mkt_distance_group" | "tkcarrier_change" | "opcarrier_change" | "mktcarrier_change" | "bulk_fare" | "dollar_cred" | "roundtrip" | "online" | "nonstop" | "itin_geo_type" | "mkt_geo_type" | "tkcarrier_group" | "opcarrier_group" | "fare_class" | "coupon_type" | "purwingrp" | "connection" | "total")[];
                            count: number;
                            sort_by: string;
                            /** @enum {unknown} */
                            sort_order: "asc" | "desc";
                            limit: number;
                            total_count: number;
                            truncated: boolean;
                        };
                        results: {
                            year?: number;
                            quarter?: number;
                            month?: number;
                            origin?: components["schemas"]["Airport"] | null;
                            destination?: components["schemas"]["Airport"] | null;
                            origin_city_market?: components["schemas"]["CityMarket"] | null;
                            destination_city_market?: components["schemas"]["CityMarket"] | null;
                            tkcarrier?: components["schemas"]["Carrier"] | null;
                            rpcarrier?: components["schemas"]["Carrier"] | null;
                            opcarrier?: components["schemas"]["Carrier"] | null;
                            mktcarrier?: components["schemas"]["Carrier"] | null;
                            mkt_distance_group?: {
                                code: number;
                                name: string;
                            } | null;
                            tkcarrier_change?: boolean | null;
                            opcarrier_change?: boolean | null;
                            mktcarrier_change?: boolean | null;
                            bulk_fare?: boolean | null;
                            dollar_cred?: boolean | null;
                            roundtrip?: boolean | null;
                            online?: boolean | null;
                            nonstop?: boolean | null;
                            itin_geo_type?: {
                                code: string;
                                name: string | null;
                            } | null;
                            mkt_geo_type?: {
                                code: string;
                                name: string | null;
                            } | null;
                            tkcarrier_group?: {
                                code: string;
                                name: string | null;
                            } | null;
                            opcarrier_group?: {
                                code: string;
                                name: string | null;
                            } | null;
                            fare_class?: {
                                code: string;
                                name: string | null;
                            } | null;
                            coupon_type?: {
                                code: string;
                                name: string | null;
                            } | null;
                            purwingrp?: {
                                code: string;
                                name: string | null;
                            } | null;
                            connection?: ("nonstop" | "multiple") | components["schemas"]["Airport"] | null;
                            passengers?: components["schemas"]["Metric"];
                            revenue?: components["schemas"]["Metric"];
                            total_distance?: components["schemas"]["Metric"];
                            count?: components["schemas"]["Metric"];
                            base_cost?: components["schemas"]["Metric"];
                            tax_cost?: components["schemas"]["Metric"];
                            passengers_est?: components["schemas"]["Metric"];
                            miles_flown?: components["schemas"]["Metric"];
                            connections?: components["schemas"]["Metric"];
                            avg_fare?: components["schemas"]["Metric"];
                            avg_distance?: components["schemas"]["Metric"];
                            avg_base_cost?: components["schemas"]["Metric"];
                            avg_tax?: components["schemas"]["Metric"];
                            avg_miles_flown?: components["schemas"]["Metric"];
                            avg_connections?: components["schemas"]["Metric"];
                            circuity?: components["schemas"]["Metric"];
                            business_unrestricted_share?: components["schemas"]["MetricValue"];
                            business_restricted_share?: components["schemas"]["MetricValue"];
                            first_unrestricted_share?: components["schemas"]["MetricValue"];
                            first_restricted_share?: components["schemas"]["MetricValue"];
                            unknown_share?: components["schemas"]["MetricValue"];
                            coach_restricted_share?: components["schemas"]["MetricValue"];
                            coach_unrestricted_share?: components["schemas"]["MetricValue"];
                            ground_share?: components["schemas"]["MetricValue"];
                            nonstop_share?: components["schemas"]["MetricValue"];
                            fare_p10?: components["schemas"]["MetricValue"];
                            fare_p25?: components["schemas"]["MetricValue"];
                            fare_median?: components["schemas"]["MetricValue"];
                            fare_p75?: components["schemas"]["MetricValue"];
                            fare_p90?: components["schemas"]["MetricValue"];
                            itin_fare_median?: components["schemas"]["MetricValue"];
                            hhi?: components["schemas"]["MetricValue"];
                            carriers?: components["schemas"]["MetricValue"];
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown, missing or conflicting parameters, or a range over the cap */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description none of the requested periods is loaded (no-data) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description overloaded: too many queries waiting; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query-timeout: the query ran past the time limit */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ticketsCouponsRoute: {
        parameters: {
            query?: {
                /** @description ticket dataset: db1b (quarterly 10% sample, up to 2025-Q2) or db1c (monthly 40% sample, from 2025-07; quarters aggregate their three months). Default: db1c when a monthly time parameter is present, else db1b */
                dataset?: "db1b" | "db1c";
                /** @description single period: the year, with quarter or month */
                year?: number;
                /** @description single period: quarter 1-4 */
                quarter?: number;
                /** @description single period: month 1-12 */
                month?: number;
                /** @description range or specific periods: first year (inclusive) */
                start_year?: number;
                /** @description range or specific periods: last year (inclusive) */
                end_year?: number;
                /** @description quarterly range: first quarter, in start_year */
                start_quarter?: number;
                /** @description quarterly range: last quarter, in end_year */
                end_quarter?: number;
                /** @description monthly range: first month, in start_year */
                start_month?: number;
                /** @description monthly range: last month, in end_year */
                end_month?: number;
                /** @description specific periods: these quarters of every year from start_year to end_year, comma-separated (e.g. 1,3) */
                quarters?: string;
                /** @description specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7) */
                months?: string;
                /** @description keep only the most recent loaded periods (db1b: 4 quarters; db1c: 12 months or 4 quarters); alone, without time parameters, answers those periods in range mode */
                limit_results?: boolean;
                /** @description true: with a range or specific periods (or limit_results), answer once for all loaded periods together: the route one `result`, a breakdown one row per dimension value; every metric is computed from the base quantities summed over the periods (never an average of averages) and shares are of the combined total; meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be combined (400 naming dataset) */
                combine_periods?: boolean;
                /** @description previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are null; combined, one missing earlier period makes previous null) */
                compare?: "previous_year";
                /** @description origin airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless origin_city_market is given */
                origin?: string;
                /** @description destination airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless destination_city_market is given */
                destination?: string;
                /** @description comma-separated metric ids; default passengers, revenue, avg_fare, avg_distance. Each is described, with its formula, in the operation description */
                metrics?: string;
                /** @description filter: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports} */
                origin_city_market?: number;
                /** @description filter: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports} */
                destination_city_market?: number;
                /** @description filter: ticketing carrier (99: more than one) (dataset db1b only); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                tkcarrier?: string;
                /** @description filter: reporting carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                rpcarrier?: string;
                /** @description filter: operating carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                opcarrier?: string;
                /** @description filter: marketing carrier (dataset db1c only); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                mktcarrier?: string;
                /** @description filter: fare class, alias or code (dataset db1b only); {code, name}: - = Ground, C = Business unrestricted, D = Business restricted, F = First unrestricted, G = First restricted, U = Unknown, X = Coach restricted, Y = Coach unrestricted; aliases ground = -, business_unrestricted = C, business_restricted = D, first_unrestricted = F, first_restricted = G, unknown = U, coach_restricted = X, coach_unrestricted = Y */
                fare_class?: "ground" | "business_unrestricted" | "business_restricted" | "first_unrestricted" | "first_restricted" | "unknown" | "coach_restricted" | "coach_unrestricted" | "-" | "C" | "D" | "F" | "G" | "U" | "X" | "Y";
                /** @description filter: coupon type A to G (dataset db1b only); {code, name}: A = US reporting carrier between two US points, B = US reporting carrier between a US and a foreign point, C = US reporting carrier between two foreign points, D = US non-reporting carrier within North America or surface traffic, E = Foreign carrier between two US points, F = Foreign carrier between a foreign and a US point, G = Non-reporting foreign or unknown carrier between foreign points */
                coupon_type?: "A" | "B" | "C" | "D" | "E" | "F" | "G";
                /** @description filter: round-trip itinerary; true or false */
                roundtrip?: boolean;
                /** @description filter: single-carrier itinerary (dataset db1b only); true or false */
                online?: boolean;
                /** @description filter: bulk fare, typically discounted for group purchases (dataset db1b only); true or false */
                bulk_fare?: boolean;
                /** @description filter: coupon at an international gateway (dataset db1b only); true or false */
                gateway?: boolean;
                /** @description filter: dollar credibility of the fare, for statistical adjustments (dataset db1b only); true or false */
                dollar_cred?: boolean;
                /** @description filter: nonstop market; true or false */
                nonstop?: boolean;
                /** @description filter: coupon distance band of 500 miles, 1 to 25 (dataset db1b only); {code, name}, code 1 to 25 */
                distance_group?: number;
                /** @description filter: the ticketing carrier changes within the market (dataset db1b only); true or false */
                tkcarrier_change?: boolean;
                /** @description filter: the operating carrier changes within the market; true or false */
                opcarrier_change?: boolean;
                /** @description filter: the marketing carrier changes within the market (dataset db1c only); true or false */
                mktcarrier_change?: boolean;
                /** @description filter: itinerary geography type (dataset db1b only); {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states) */
                itin_geo_type?: "0" | "1" | "2";
                /** @description filter: market geography type (dataset db1b only); {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states) */
                mkt_geo_type?: "0" | "1" | "2";
                /** @description filter: coupon geography type (dataset db1b only); {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states) */
                coupon_geo_type?: "0" | "1" | "2";
                /** @description filter: purchase window group (dataset db1c only); {code, name}: 2290 = Purchase 22-90 days before travel, 21AP = Purchase up to 21 days before travel, 91UP = Purchase 91 or more days before travel */
                purwingrp?: "2290" | "21AP" | "91UP";
                /** @description multi-period: keep the most recent periods (dataset db1b only) */
                limit?: number;
                /** @description divide additive metrics by 4, making the 40% DB1C sample comparable with the 10% DB1B one; ratios are unchanged (dataset db1c only) */
                normalize_to_db1b?: boolean;
                /** @description csv: a header row from the request (period, or with combine_periods=true the periods combined and missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as <dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, <metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description route envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            /** @description single period */
                            year?: number;
                            /** @description single period */
                            quarter?: number;
                            /** @description single period */
                            month?: number;
                            /** @description multi-period: the periods answered */
                            periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            /** @description multi-period: requested, not loaded */
                            missing_periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            /**
                             * @description combine_periods=true: one answer over meta.periods
                             * @constant
                             */
                            combined?: true;
                            /**
                             * @description the comparison asked for
                             * @enum {unknown}
                             */
                            compare?: "previous_year";
                            /** @description compare: the periods one year earlier with no data (their previous values are null) */
                            missing_comparison_periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            metrics: ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "passengers_est" | "avg_passengers_per_record" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "yield" | "fare_p10" | "fare_p25" | "fare_median" | "fare_p75" | "fare_p90" | "hhi" | "carriers")[];
                            /** @description routes: the origin airport (absent when origin_city_market is given) */
                            origin?: components["schemas"]["AirportNameCity"];
                            /** @description routes: the destination airport (absent when destination_city_market is given) */
                            destination?: components["schemas"]["AirportNameCity"];
                            /** @description the origin city market filtered on */
                            origin_city_market?: components["schemas"]["CityMarket"];
                            /** @description the destination city market filtered on */
                            destination_city_market?: components["schemas"]["CityMarket"];
                            /** @enum {unknown} */
                            mode: "single" | "range" | "specific";
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer value come partly from files with that input and partly from files without (those values are null); absent when none does */
                            partial?: {
                                [key: string]: {
                                    year: number;
                                    quarter?: number;
                                    month?: number;
                                    /** @description T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it */
                                    scope?: string;
                                }[];
                            };
                            /**
                             * @description present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)
                             * @constant
                             */
                            synthetic?: true;
                            data_version: string;
                            /** @enum {unknown} */
                            dataset: "db1b" | "db1c";
                            /** @description multi-period: another ticket dataset has some of the missing periods; request is the same query for it */
                            hint?: {
                                dataset: string;
                                periods: string[];
                                request: string;
                            };
                            /** @description reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested */
                            missing_reference?: ("airports" | "carriers")[];
                        };
                        /** @description single period */
                        result?: {
                            [key: string]: components["schemas"]["MetricValue"];
                        };
                        /** @description multi-period: one entry per period, chronological */
                        results?: {
                            year: number;
                            quarter?: number;
                            month?: number;
                            result: {
                                [key: string]: components["schemas"]["MetricValue"];
                            };
                        }[];
                    } & (unknown | unknown);
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown, missing or conflicting parameters, or a range over the cap */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description none of the requested periods is loaded (no-data) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description overloaded: too many queries waiting; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query-timeout: the query ran past the time limit */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ticketsCouponsBreakdown: {
        parameters: {
            query: {
                /** @description ticket dataset: db1b (quarterly 10% sample, up to 2025-Q2) or db1c (monthly 40% sample, from 2025-07; quarters aggregate their three months). Default: db1c when a monthly time parameter is present, else db1b */
                dataset?: "db1b" | "db1c";
                /** @description single period: the year, with quarter or month */
                year?: number;
                /** @description single period: quarter 1-4 */
                quarter?: number;
                /** @description single period: month 1-12 */
                month?: number;
                /** @description range or specific periods: first year (inclusive) */
                start_year?: number;
                /** @description range or specific periods: last year (inclusive) */
                end_year?: number;
                /** @description quarterly range: first quarter, in start_year */
                start_quarter?: number;
                /** @description quarterly range: last quarter, in end_year */
                end_quarter?: number;
                /** @description monthly range: first month, in start_year */
                start_month?: number;
                /** @description monthly range: last month, in end_year */
                end_month?: number;
                /** @description specific periods: these quarters of every year from start_year to end_year, comma-separated (e.g. 1,3) */
                quarters?: string;
                /** @description specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7) */
                months?: string;
                /** @description keep only the most recent loaded periods (db1b: 4 quarters; db1c: 12 months or 4 quarters); alone, without time parameters, answers those periods in range mode */
                limit_results?: boolean;
                /** @description true: with a range or specific periods (or limit_results), answer once for all loaded periods together: the route one `result`, a breakdown one row per dimension value; every metric is computed from the base quantities summed over the periods (never an average of averages) and shares are of the combined total; meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be combined (400 naming dataset) */
                combine_periods?: boolean;
                /** @description previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are null; combined, one missing earlier period makes previous null) */
                compare?: "previous_year";
                /** @description comma-separated metric ids; default passengers, revenue, avg_fare, avg_distance. Each is described, with its formula, in the operation description */
                metrics?: string;
                /** @description filter: origin airport (3-letter IATA code); an airport object */
                origin?: string;
                /** @description filter: destination airport (3-letter IATA code); an airport object */
                destination?: string;
                /** @description filter: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports} */
                origin_city_market?: number;
                /** @description filter: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports} */
                destination_city_market?: number;
                /** @description filter: ticketing carrier (99: more than one) (dataset db1b only); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                tkcarrier?: string;
                /** @description filter: reporting carrier; a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                rpcarrier?: string;
                /** @description filter: operating carrier (99: more than one); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                opcarrier?: string;
                /** @description filter: marketing carrier (dataset db1c only); a carrier object; also 99 = More than one carrier (itinerary not on-line) */
                mktcarrier?: string;
                /** @description filter: fare class, alias or code (dataset db1b only); {code, name}: - = Ground, C = Business unrestricted, D = Business restricted, F = First unrestricted, G = First restricted, U = Unknown, X = Coach restricted, Y = Coach unrestricted; aliases ground = -, business_unrestricted = C, business_restricted = D, first_unrestricted = F, first_restricted = G, unknown = U, coach_restricted = X, coach_unrestricted = Y */
                fare_class?: "ground" | "business_unrestricted" | "business_restricted" | "first_unrestricted" | "first_restricted" | "unknown" | "coach_restricted" | "coach_unrestricted" | "-" | "C" | "D" | "F" | "G" | "U" | "X" | "Y";
                /** @description filter: coupon type A to G (dataset db1b only); {code, name}: A = US reporting carrier between two US points, B = US reporting carrier between a US and a foreign point, C = US reporting carrier between two foreign points, D = US non-reporting carrier within North America or surface traffic, E = Foreign carrier between two US points, F = Foreign carrier between a foreign and a US point, G = Non-reporting foreign or unknown carrier between foreign points */
                coupon_type?: "A" | "B" | "C" | "D" | "E" | "F" | "G";
                /** @description filter: round-trip itinerary; true or false */
                roundtrip?: boolean;
                /** @description filter: single-carrier itinerary (dataset db1b only); true or false */
                online?: boolean;
                /** @description filter: bulk fare, typically discounted for group purchases (dataset db1b only); true or false */
                bulk_fare?: boolean;
                /** @description filter: coupon at an international gateway (dataset db1b only); true or false */
                gateway?: boolean;
                /** @description filter: dollar credibility of the fare, for statistical adjustments (dataset db1b only); true or false */
                dollar_cred?: boolean;
                /** @description filter: nonstop market; true or false */
                nonstop?: boolean;
                /** @description filter: coupon distance band of 500 miles, 1 to 25 (dataset db1b only); {code, name}, code 1 to 25 */
                distance_group?: number;
                /** @description filter: the ticketing carrier changes within the market (dataset db1b only); true or false */
                tkcarrier_change?: boolean;
                /** @description filter: the operating carrier changes within the market; true or false */
                opcarrier_change?: boolean;
                /** @description filter: the marketing carrier changes within the market (dataset db1c only); true or false */
                mktcarrier_change?: boolean;
                /** @description filter: itinerary geography type (dataset db1b only); {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states) */
                itin_geo_type?: "0" | "1" | "2";
                /** @description filter: market geography type (dataset db1b only); {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states) */
                mkt_geo_type?: "0" | "1" | "2";
                /** @description filter: coupon geography type (dataset db1b only); {code, name}: 0 = International, 1 = Non-contiguous domestic (Hawaii, Alaska, territories), 2 = Contiguous domestic (lower 48 states) */
                coupon_geo_type?: "0" | "1" | "2";
                /** @description filter: purchase window group (dataset db1c only); {code, name}: 2290 = Purchase 22-90 days before travel, 21AP = Purchase up to 21 days before travel, 91UP = Purchase 91 or more days before travel */
                purwingrp?: "2290" | "21AP" | "91UP";
                /** @description filter: origin airport hub class (FAA rule on T-100 enplanements) (dataset db1b only); {code, name}: L = Large hub, M = Medium hub, S = Small hub, N = Non-hub */
                origin_hub?: "L" | "M" | "S" | "N";
                /** @description filter: destination airport hub class (dataset db1b only); {code, name}: L = Large hub, M = Medium hub, S = Small hub, N = Non-hub */
                destination_hub?: "L" | "M" | "S" | "N";
                /** @description filter: origin airport role (dataset db1b only); {code, name}: P = Primary commercial service, R = Reliever, G = General aviation */
                origin_role?: "P" | "R" | "G";
                /** @description filter: destination airport role (dataset db1b only); {code, name}: P = Primary commercial service, R = Reliever, G = General aviation */
                destination_role?: "P" | "R" | "G";
                /** @description comma-separated dimensions to group by: origin, destination, origin_city_market, destination_city_market, tkcarrier, rpcarrier, opcarrier, mktcarrier, fare_class, coupon_type, roundtrip, online, bulk_fare, gateway, dollar_cred, nonstop, distance_group, tkcarrier_change, opcarrier_change, mktcarrier_change, itin_geo_type, mkt_geo_type, coupon_geo_type, purwingrp. A dimension cannot also be a filter. Or `total` alone: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions */
                by: string;
                /** @description single period or combine_periods=true only: a returned metric or by dimension to order rows by; default the first metric */
                sort_by?: "passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "passengers_est" | "avg_passengers_per_record" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "yield" | "fare_p10" | "fare_p25" | "fare_median" | "fare_p75" | "fare_p90" | "hhi" | "carriers" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "tkcarrier" | "rpcarrier" | "opcarrier" | "mktcarrier" | "fare_class" | "coupon_type" | "roundtrip" | "online" | "bulk_fare" | "gateway" | "dollar_cred" | "nonstop" | "distance_group" | "tkcarrier_change" | "opcarrier_change" | "mktcarrier_change" | "itin_geo_type" | "mkt_geo_type" | "coupon_geo_type" | "purwingrp";
                /** @description single period or combine_periods=true only: ascending or descending */
                sort_order?: "asc" | "desc";
                /** @description rows per period: single period or combined default 50 (max 100), multi-period default 25 (max 50) */
                limit?: number;
                /** @description divide additive metrics by 4, making the 40% DB1C sample comparable with the 10% DB1B one; ratios are unchanged (dataset db1c only) */
                normalize_to_db1b?: boolean;
                /** @description csv: a header row from the request (period, or with combine_periods=true the periods combined and missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as <dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, <metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description breakdown envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            /** @description single period */
                            year?: number;
                            /** @description single period */
                            quarter?: number;
                            /** @description single period */
                            month?: number;
                            /** @description multi-period: the periods answered */
                            periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            /** @description multi-period: requested, not loaded */
                            missing_periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            /**
                             * @description combine_periods=true: one answer over meta.periods
                             * @constant
                             */
                            combined?: true;
                            /**
                             * @description the comparison asked for
                             * @enum {unknown}
                             */
                            compare?: "previous_year";
                            /** @description compare: the periods one year earlier with no data (their previous values are null) */
                            missing_comparison_periods?: {
                                year: number;
                                quarter?: number;
                                month?: number;
                            }[];
                            metrics: ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "passengers_est" | "avg_passengers_per_record" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "yield" | "fare_p10" | "fare_p25" | "fare_median" | "fare_p75" | "fare_p90" | "hhi" | "carriers")[];
                            /** @description routes: the origin airport (absent when origin_city_market is given) */
                            origin?: components["schemas"]["AirportNameCity"];
                            /** @description routes: the destination airport (absent when destination_city_market is given) */
                            destination?: components["schemas"]["AirportNameCity"];
                            /** @description the origin city market filtered on */
                            origin_city_market?: components["schemas"]["CityMarket"];
                            /** @description the destination city market filtered on */
                            destination_city_market?: components["schemas"]["CityMarket"];
                            /** @enum {unknown} */
                            mode: "single" | "range" | "specific";
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer value come partly from files with that input and partly from files without (those values are null); absent when none does */
                            partial?: {
                                [key: string]: {
                                    year: number;
                                    quarter?: number;
                                    month?: number;
                                    /** @description T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it */
                                    scope?: string;
                                }[];
                            };
                            /**
                             * @description present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)
                             * @constant
                             */
                            synthetic?: true;
                            data_version: string;
                            /** @enum {unknown} */
                            dataset: "db1b" | "db1c";
                            /** @description multi-period: another ticket dataset has some of the missing periods; request is the same query for it */
                            hint?: {
                                dataset: string;
                                periods: string[];
                                request: string;
                            };
                            /** @description reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested */
                            missing_reference?: ("airports" | "carriers")[];
                            breakdown_by: ("origin" | "destination" | "origin_city_market" | "destination_city_market" | "tkcarrier" | "rpcarrier" | "opcarrier" | "mktcarrier" | "fare_class" | "coupon_type" | "roundtrip" | "online" | "bulk_fare" | "gateway" | "dollar_cred" | "nonstop" | "distance_group" | "tkcarrier_change" | "opcarrier_change" | "mktcarrier_change" | "itin_geo_type" | "mkt_geo_type" | "coupon_geo_type" | "purwingrp" | "total")[];
                            count: number;
                            sort_by: string;
                            /** @enum {unknown} */
                            sort_order: "asc" | "desc";
                            limit: number;
                            total_count: number;
                            truncated: boolean;
                        };
                        results: {
                            year?: number;
                            quarter?: number;
                            month?: number;
                            origin?: components["schemas"]["AirportNameCity"] | null;
                            destination?: components["schemas"]["AirportNameCity"] | null;
                            origin_city_market?: components["schemas"]["CityMarket"] | null;
                            destination_city_market?: components["schemas"]["CityMarket"] | null;
                            tkcarrier?: components["schemas"]["Carrier"] | null;
                            rpcarrier?: components["schemas"]["Carrier"] | null;
                            opcarrier?: components["schemas"]["Carrier"] | null;
                            mktcarrier?: components["schemas"]["Carrier"] | null;
                            fare_class?: {
                                code: string;
                                name: string | null;
                            } | null;
                            coupon_type?: {
                                code: string;
                                name: string | null;
                            } | null;
                            roundtrip?: boolean | null;
                            online?: boolean | null;
                            bulk_fare?: boolean | null;
                            gateway?: boolean | null;
                            dollar_cred?: boolean | null;
                            nonstop?: boolean | null;
                            distance_group?: {
                                code: number;
                                name: string;
                            } | null;
                            tkcarrier_change?: boolean | null;
                            opcarrier_change?: boolean | null;
                            mktcarrier_change?: boolean | null;
                            itin_geo_type?: {
                                code: string;
                                name: string | null;
                            } | null;
                            mkt_geo_type?: {
                                code: string;
                                name: string | null;
                            } | null;
                            coupon_geo_type?: {
                                code: string;
                                name: string | null;
                            } | null;
                            purwingrp?: {
                                code: string;
                                name: string | null;
                            } | null;
                            passengers?: components["schemas"]["Metric"];
                            revenue?: components["schemas"]["Metric"];
                            total_distance?: components["schemas"]["Metric"];
                            count?: components["schemas"]["Metric"];
                            base_cost?: components["schemas"]["Metric"];
                            tax_cost?: components["schemas"]["Metric"];
                            passengers_est?: components["schemas"]["Metric"];
                            avg_passengers_per_record?: components["schemas"]["Metric"];
                            avg_fare?: components["schemas"]["Metric"];
                            avg_distance?: components["schemas"]["Metric"];
                            avg_base_cost?: components["schemas"]["Metric"];
                            avg_tax?: components["schemas"]["Metric"];
                            yield?: components["schemas"]["Metric"];
                            fare_p10?: components["schemas"]["MetricValue"];
                            fare_p25?: components["schemas"]["MetricValue"];
                            fare_median?: components["schemas"]["MetricValue"];
                            fare_p75?: components["schemas"]["MetricValue"];
                            fare_p90?: components["schemas"]["MetricValue"];
                            hhi?: components["schemas"]["MetricValue"];
                            carriers?: components["schemas"]["MetricValue"];
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown, missing or conflicting parameters, or a range over the cap */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description none of the requested periods is loaded (no-data) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description overloaded: too many queries waiting; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query-timeout: the query ran past the time limit */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    trafficSegmentsRoute: {
        parameters: {
            query?: {
                /** @description single period: the year, with quarter or month */
                year?: number;
                /** @description single period: month 1-12 */
                month?: number;
                /** @description range or specific periods: first year (inclusive) */
                start_year?: number;
                /** @description range or specific periods: last year (inclusive) */
                end_year?: number;
                /** @description monthly range: first month, in start_year */
                start_month?: number;
                /** @description monthly range: last month, in end_year */
                end_month?: number;
                /** @description specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7) */
                months?: string;
                /** @description keep only the most recent loaded periods (t100_segment: 12 months); alone, without time parameters, answers those periods in range mode */
                limit_results?: boolean;
                /** @description true: with a range or specific periods (or limit_results), answer once for all loaded periods together: the route one `result`, a breakdown one row per dimension value; every metric is computed from the base quantities summed over the periods (never an average of averages) and shares are of the combined total; meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be combined (400 naming dataset) */
                combine_periods?: boolean;
                /** @description previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are null; combined, one missing earlier period makes previous null) */
                compare?: "previous_year";
                /** @description origin airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless origin_city_market is given */
                origin?: string;
                /** @description destination airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless destination_city_market is given */
                destination?: string;
                /** @description comma-separated metric ids; default passengers, seats, departures_performed, load_factor. Each is described, with its formula, in the operation description */
                metrics?: string;
                /** @description filter: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports} */
                origin_city_market?: number;
                /** @description filter: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports} */
                destination_city_market?: number;
                /** @description filter: carrier code (2 or 3 letters or digits); a carrier object */
                carrier?: string;
                /** @description filter: carrier operation region; {code, name}: A = Atlantic, D = Domestic, I = International, L = Latin America, P = Pacific, S = System */
                region?: "A" | "D" | "I" | "L" | "P" | "S";
                /** @description filter: T-100 unique carrier entity code (1 to 6 letters or digits); {code, name}, code 1 to 6 letters or digits (names from the reference data) */
                carrier_entity?: string;
                /** @description filter: carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers); {code, name}: us_domestic = US carriers, domestic, us_international = US carriers, international, foreign = foreign carriers */
                carrier_group?: "us_domestic" | "us_international" | "foreign";
                /** @description filter: aircraft group 0-9; {code, name}: 0 = Piston, 1-engine / combined single engine, 1 = Piston, 2-engine, 2 = Piston, 3-engine or 4-engine, 3 = Helicopter / STOL, 4 = Turboprop, 1-engine or 2-engine, 5 = Turboprop, 4-engine, 6 = Jet, 2-engine, 7 = Jet, 3-engine, 8 = Jet, 4-engine or 6-engine, 9 = Miscellaneous / unattributed */
                aircraft_group?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
                /** @description filter: aircraft type code (integer, see /support/aircrafts); an aircraft type object */
                aircraft_type?: number;
                /** @description filter: aircraft configuration: 1 passenger, 2 freight, 3 combined; {code, name}: 1 = Passenger, 2 = Freight, 3 = Combined passenger and freight */
                aircraft_config?: 1 | 2 | 3;
                /** @description filter: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25 */
                distance_group?: number;
                /** @description filter: service class; {code, name}: F = Scheduled passenger/cargo, G = Scheduled all cargo, L = Non-scheduled civilian passenger/cargo, P = Non-scheduled civilian all cargo */
                service_class?: "F" | "G" | "L" | "P";
                /** @description multi-period: keep the most recent periods */
                limit?: number;
                /** @description csv: a header row from the request (period, or with combine_periods=true the periods combined and missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as <dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, <metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description route envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            /** @description single period */
                            year?: number;
                            /** @description single period */
                            month?: number;
                            /** @description multi-period: the periods answered */
                            periods?: {
                                year: number;
                                month: number;
                            }[];
                            /** @description multi-period: requested, not loaded */
                            missing_periods?: {
                                year: number;
                                month: number;
                            }[];
                            /**
                             * @description combine_periods=true: one answer over meta.periods
                             * @constant
                             */
                            combined?: true;
                            /**
                             * @description the comparison asked for
                             * @enum {unknown}
                             */
                            compare?: "previous_year";
                            /** @description compare: the periods one year earlier with no data (their previous values are null) */
                            missing_comparison_periods?: {
                                year: number;
                                month: number;
                            }[];
                            metrics: ("passengers" | "seats" | "departures_performed" | "freight" | "mail" | "distance" | "load_factor" | "available_seat_miles" | "revenue_passenger_miles" | "avg_stage_length" | "departures_completion_rate" | "avg_seats_per_departure" | "avg_passengers_per_departure" | "hhi" | "carriers")[];
                            /** @description routes: the origin airport (absent when origin_city_market is given) */
                            origin?: components["schemas"]["AirportName"];
                            /** @description routes: the destination airport (absent when destination_city_market is given) */
                            destination?: components["schemas"]["AirportName"];
                            /** @description the origin city market filtered on */
                            origin_city_market?: components["schemas"]["CityMarket"];
                            /** @description the destination city market filtered on */
                            destination_city_market?: components["schemas"]["CityMarket"];
                            /** @enum {unknown} */
                            mode: "single" | "range" | "specific";
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer value come partly from files with that input and partly from files without (those values are null); absent when none does */
                            partial?: {
                                [key: string]: {
                                    year: number;
                                    month: number;
                                    /** @description T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it */
                                    scope?: string;
                                }[];
                            };
                            /**
                             * @description present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)
                             * @constant
                             */
                            synthetic?: true;
                            data_version: string;
                            /** @description reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested */
                            missing_reference?: ("airports" | "carriers")[];
                        };
                        /** @description single period */
                        result?: {
                            [key: string]: components["schemas"]["MetricValue"];
                        };
                        /** @description multi-period: one entry per period, chronological */
                        results?: {
                            year: number;
                            month?: number;
                            result: {
                                [key: string]: components["schemas"]["MetricValue"];
                            };
                        }[];
                    } & (unknown | unknown);
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown, missing or conflicting parameters, or a range over the cap */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description none of the requested periods is loaded (no-data) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description overloaded: too many queries waiting; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query-timeout: the query ran past the time limit */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    trafficSegmentsBreakdown: {
        parameters: {
            query: {
                /** @description single period: the year, with quarter or month */
                year?: number;
                /** @description single period: month 1-12 */
                month?: number;
                /** @description range or specific periods: first year (inclusive) */
                start_year?: number;
                /** @description range or specific periods: last year (inclusive) */
                end_year?: number;
                /** @description monthly range: first month, in start_year */
                start_month?: number;
                /** @description monthly range: last month, in end_year */
                end_month?: number;
                /** @description specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7) */
                months?: string;
                /** @description keep only the most recent loaded periods (t100_segment: 12 months); alone, without time parameters, answers those periods in range mode */
                limit_results?: boolean;
                /** @description true: with a range or specific periods (or limit_results), answer once for all loaded periods together: the route one `result`, a breakdown one row per dimension value; every metric is computed from the base quantities summed over the periods (never an average of averages) and shares are of the combined total; meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be combined (400 naming dataset) */
                combine_periods?: boolean;
                /** @description previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are null; combined, one missing earlier period makes previous null) */
                compare?: "previous_year";
                /** @description comma-separated metric ids; default passengers, seats, departures_performed, load_factor. Each is described, with its formula, in the operation description */
                metrics?: string;
                /** @description filter: carrier code (2 or 3 letters or digits); a carrier object */
                carrier?: string;
                /** @description filter: origin airport (3-letter IATA code); an airport object */
                origin?: string;
                /** @description filter: destination airport (3-letter IATA code); an airport object */
                destination?: string;
                /** @description filter: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports} */
                origin_city_market?: number;
                /** @description filter: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports} */
                destination_city_market?: number;
                /** @description filter: carrier operation region; {code, name}: A = Atlantic, D = Domestic, I = International, L = Latin America, P = Pacific, S = System */
                region?: "A" | "D" | "I" | "L" | "P" | "S";
                /** @description filter: T-100 unique carrier entity code (1 to 6 letters or digits); {code, name}, code 1 to 6 letters or digits (names from the reference data) */
                carrier_entity?: string;
                /** @description filter: carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers); {code, name}: us_domestic = US carriers, domestic, us_international = US carriers, international, foreign = foreign carriers */
                carrier_group?: "us_domestic" | "us_international" | "foreign";
                /** @description filter: aircraft group 0-9; {code, name}: 0 = Piston, 1-engine / combined single engine, 1 = Piston, 2-engine, 2 = Piston, 3-engine or 4-engine, 3 = Helicopter / STOL, 4 = Turboprop, 1-engine or 2-engine, 5 = Turboprop, 4-engine, 6 = Jet, 2-engine, 7 = Jet, 3-engine, 8 = Jet, 4-engine or 6-engine, 9 = Miscellaneous / unattributed */
                aircraft_group?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
                /** @description filter: aircraft type code (integer, see /support/aircrafts); an aircraft type object */
                aircraft_type?: number;
                /** @description filter: aircraft configuration: 1 passenger, 2 freight, 3 combined; {code, name}: 1 = Passenger, 2 = Freight, 3 = Combined passenger and freight */
                aircraft_config?: 1 | 2 | 3;
                /** @description filter: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25 */
                distance_group?: number;
                /** @description filter: service class; {code, name}: F = Scheduled passenger/cargo, G = Scheduled all cargo, L = Non-scheduled civilian passenger/cargo, P = Non-scheduled civilian all cargo */
                service_class?: "F" | "G" | "L" | "P";
                /** @description comma-separated dimensions to group by: carrier, origin, destination, origin_city_market, destination_city_market, region, carrier_entity, carrier_group, aircraft_group, aircraft_type, aircraft_config, distance_group, service_class. A dimension cannot also be a filter. Or `total` alone: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions */
                by: string;
                /** @description single period or combine_periods=true only: a returned metric or by dimension to order rows by; default the first metric */
                sort_by?: "passengers" | "seats" | "departures_performed" | "freight" | "mail" | "distance" | "load_factor" | "available_seat_miles" | "revenue_passenger_miles" | "avg_stage_length" | "departures_completion_rate" | "avg_seats_per_departure" | "avg_passengers_per_departure" | "hhi" | "carriers" | "carrier" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "region" | "carrier_entity" | "carrier_group" | "aircraft_group" | "aircraft_type" | "aircraft_config" | "distance_group" | "service_class";
                /** @description single period or combine_periods=true only: ascending or descending */
                sort_order?: "asc" | "desc";
                /** @description rows per period: single period or combined default 50 (max 100), multi-period default 25 (max 50) */
                limit?: number;
                /** @description csv: a header row from the request (period, or with combine_periods=true the periods combined and missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as <dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, <metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description breakdown envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            /** @description single period */
                            year?: number;
                            /** @description single period */
                            month?: number;
                            /** @description multi-period: the periods answered */
                            periods?: {
                                year: number;
                                month: number;
                            }[];
                            /** @description multi-period: requested, not loaded */
                            missing_periods?: {
                                year: number;
                                month: number;
                            }[];
                            /**
                             * @description combine_periods=true: one answer over meta.periods
                             * @constant
                             */
                            combined?: true;
                            /**
                             * @description the comparison asked for
                             * @enum {unknown}
                             */
                            compare?: "previous_year";
                            /** @description compare: the periods one year earlier with no data (their previous values are null) */
                            missing_comparison_periods?: {
                                year: number;
                                month: number;
                            }[];
                            metrics: ("passengers" | "seats" | "departures_performed" | "freight" | "mail" | "distance" | "load_factor" | "available_seat_miles" | "revenue_passenger_miles" | "avg_stage_length" | "departures_completion_rate" | "avg_seats_per_departure" | "avg_passengers_per_departure" | "hhi" | "carriers")[];
                            /** @description routes: the origin airport (absent when origin_city_market is given) */
                            origin?: components["schemas"]["Airport"];
                            /** @description routes: the destination airport (absent when destination_city_market is given) */
                            destination?: components["schemas"]["Airport"];
                            /** @description the origin city market filtered on */
                            origin_city_market?: components["schemas"]["CityMarket"];
                            /** @description the destination city market filtered on */
                            destination_city_market?: components["schemas"]["CityMarket"];
                            /** @enum {unknown} */
                            mode: "single" | "range" | "specific";
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer value come partly from files with that input and partly from files without (those values are null); absent when none does */
                            partial?: {
                                [key: string]: {
                                    year: number;
                                    month: number;
                                    /** @description T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it */
                                    scope?: string;
                                }[];
                            };
                            /**
                             * @description present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)
                             * @constant
                             */
                            synthetic?: true;
                            data_version: string;
                            /** @description reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested */
                            missing_reference?: ("airports" | "carriers")[];
                            breakdown_by: ("carrier" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "region" | "carrier_entity" | "carrier_group" | "aircraft_group" | "aircraft_type" | "aircraft_config" | "distance_group" | "service_class" | "total")[];
                            count: number;
                            sort_by: string;
                            /** @enum {unknown} */
                            sort_order: "asc" | "desc";
                            limit: number;
                            total_count: number;
                            truncated: boolean;
                        };
                        results: {
                            year?: number;
                            month?: number;
                            carrier?: components["schemas"]["Carrier"] | null;
                            origin?: components["schemas"]["Airport"] | null;
                            destination?: components["schemas"]["Airport"] | null;
                            origin_city_market?: components["schemas"]["CityMarket"] | null;
                            destination_city_market?: components["schemas"]["CityMarket"] | null;
                            region?: {
                                code: string;
                                name: string | null;
                            } | null;
                            carrier_entity?: {
                                code: string;
                                name: string | null;
                            } | null;
                            carrier_group?: {
                                code: string;
                                name: string | null;
                            } | null;
                            aircraft_group?: {
                                code: number;
                                name: string | null;
                            } | null;
                            aircraft_type?: components["schemas"]["AircraftType"] | null;
                            aircraft_config?: {
                                code: number;
                                name: string | null;
                            } | null;
                            distance_group?: {
                                code: number;
                                name: string;
                            } | null;
                            service_class?: {
                                code: string;
                                name: string | null;
                            } | null;
                            passengers?: components["schemas"]["Metric"];
                            seats?: components["schemas"]["Metric"];
                            departures_performed?: components["schemas"]["Metric"];
                            freight?: components["schemas"]["Metric"];
                            mail?: components["schemas"]["Metric"];
                            distance?: components["schemas"]["Metric"];
                            load_factor?: components["schemas"]["Metric"];
                            available_seat_miles?: components["schemas"]["Metric"];
                            revenue_passenger_miles?: components["schemas"]["Metric"];
                            avg_stage_length?: components["schemas"]["Metric"];
                            departures_completion_rate?: components["schemas"]["Metric"];
                            avg_seats_per_departure?: components["schemas"]["Metric"];
                            avg_passengers_per_departure?: components["schemas"]["Metric"];
                            hhi?: components["schemas"]["MetricValue"];
                            carriers?: components["schemas"]["MetricValue"];
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown, missing or conflicting parameters, or a range over the cap */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description none of the requested periods is loaded (no-data) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description overloaded: too many queries waiting; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query-timeout: the query ran past the time limit */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    trafficMarketsRoute: {
        parameters: {
            query?: {
                /** @description single period: the year, with quarter or month */
                year?: number;
                /** @description single period: month 1-12 */
                month?: number;
                /** @description range or specific periods: first year (inclusive) */
                start_year?: number;
                /** @description range or specific periods: last year (inclusive) */
                end_year?: number;
                /** @description monthly range: first month, in start_year */
                start_month?: number;
                /** @description monthly range: last month, in end_year */
                end_month?: number;
                /** @description specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7) */
                months?: string;
                /** @description keep only the most recent loaded periods (t100_market: 12 months); alone, without time parameters, answers those periods in range mode */
                limit_results?: boolean;
                /** @description true: with a range or specific periods (or limit_results), answer once for all loaded periods together: the route one `result`, a breakdown one row per dimension value; every metric is computed from the base quantities summed over the periods (never an average of averages) and shares are of the combined total; meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be combined (400 naming dataset) */
                combine_periods?: boolean;
                /** @description previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are null; combined, one missing earlier period makes previous null) */
                compare?: "previous_year";
                /** @description origin airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless origin_city_market is given */
                origin?: string;
                /** @description destination airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless destination_city_market is given */
                destination?: string;
                /** @description comma-separated metric ids; default passengers, freight, mail. Each is described, with its formula, in the operation description */
                metrics?: string;
                /** @description filter: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports} */
                origin_city_market?: number;
                /** @description filter: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports} */
                destination_city_market?: number;
                /** @description filter: carrier code (2 or 3 letters or digits); a carrier object */
                carrier?: string;
                /** @description filter: carrier operation region; {code, name}: A = Atlantic, D = Domestic, I = International, L = Latin America, P = Pacific, S = System */
                region?: "A" | "D" | "I" | "L" | "P" | "S";
                /** @description filter: T-100 unique carrier entity code (1 to 6 letters or digits); {code, name}, code 1 to 6 letters or digits (names from the reference data) */
                carrier_entity?: string;
                /** @description filter: carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers); {code, name}: us_domestic = US carriers, domestic, us_international = US carriers, international, foreign = foreign carriers */
                carrier_group?: "us_domestic" | "us_international" | "foreign";
                /** @description filter: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25 */
                distance_group?: number;
                /** @description filter: service class; {code, name}: F = Scheduled passenger/cargo, G = Scheduled all cargo, L = Non-scheduled civilian passenger/cargo, P = Non-scheduled civilian all cargo */
                service_class?: "F" | "G" | "L" | "P";
                /** @description multi-period: keep the most recent periods */
                limit?: number;
                /** @description csv: a header row from the request (period, or with combine_periods=true the periods combined and missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as <dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, <metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description route envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            /** @description single period */
                            year?: number;
                            /** @description single period */
                            month?: number;
                            /** @description multi-period: the periods answered */
                            periods?: {
                                year: number;
                                month: number;
                            }[];
                            /** @description multi-period: requested, not loaded */
                            missing_periods?: {
                                year: number;
                                month: number;
                            }[];
                            /**
                             * @description combine_periods=true: one answer over meta.periods
                             * @constant
                             */
                            combined?: true;
                            /**
                             * @description the comparison asked for
                             * @enum {unknown}
                             */
                            compare?: "previous_year";
                            /** @description compare: the periods one year earlier with no data (their previous values are null) */
                            missing_comparison_periods?: {
                                year: number;
                                month: number;
                            }[];
                            metrics: ("passengers" | "freight" | "mail" | "distance" | "hhi" | "carriers")[];
                            /** @description routes: the origin airport (absent when origin_city_market is given) */
                            origin?: components["schemas"]["AirportName"];
                            /** @description routes: the destination airport (absent when destination_city_market is given) */
                            destination?: components["schemas"]["AirportName"];
                            /** @description the origin city market filtered on */
                            origin_city_market?: components["schemas"]["CityMarket"];
                            /** @description the destination city market filtered on */
                            destination_city_market?: components["schemas"]["CityMarket"];
                            /** @enum {unknown} */
                            mode: "single" | "range" | "specific";
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer value come partly from files with that input and partly from files without (those values are null); absent when none does */
                            partial?: {
                                [key: string]: {
                                    year: number;
                                    month: number;
                                    /** @description T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it */
                                    scope?: string;
                                }[];
                            };
                            /**
                             * @description present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)
                             * @constant
                             */
                            synthetic?: true;
                            data_version: string;
                            /** @description reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested */
                            missing_reference?: ("airports" | "carriers")[];
                        };
                        /** @description single period */
                        result?: {
                            [key: string]: components["schemas"]["MetricValue"];
                        };
                        /** @description multi-period: one entry per period, chronological */
                        results?: {
                            year: number;
                            month?: number;
                            result: {
                                [key: string]: components["schemas"]["MetricValue"];
                            };
                        }[];
                    } & (unknown | unknown);
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown, missing or conflicting parameters, or a range over the cap */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description none of the requested periods is loaded (no-data) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description overloaded: too many queries waiting; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query-timeout: the query ran past the time limit */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    trafficMarketsBreakdown: {
        parameters: {
            query: {
                /** @description single period: the year, with quarter or month */
                year?: number;
                /** @description single period: month 1-12 */
                month?: number;
                /** @description range or specific periods: first year (inclusive) */
                start_year?: number;
                /** @description range or specific periods: last year (inclusive) */
                end_year?: number;
                /** @description monthly range: first month, in start_year */
                start_month?: number;
                /** @description monthly range: last month, in end_year */
                end_month?: number;
                /** @description specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7) */
                months?: string;
                /** @description keep only the most recent loaded periods (t100_market: 12 months); alone, without time parameters, answers those periods in range mode */
                limit_results?: boolean;
                /** @description true: with a range or specific periods (or limit_results), answer once for all loaded periods together: the route one `result`, a breakdown one row per dimension value; every metric is computed from the base quantities summed over the periods (never an average of averages) and shares are of the combined total; meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be combined (400 naming dataset) */
                combine_periods?: boolean;
                /** @description previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are null; combined, one missing earlier period makes previous null) */
                compare?: "previous_year";
                /** @description comma-separated metric ids; default passengers, freight, mail. Each is described, with its formula, in the operation description */
                metrics?: string;
                /** @description filter: carrier code (2 or 3 letters or digits); a carrier object */
                carrier?: string;
                /** @description filter: origin airport (3-letter IATA code); an airport object */
                origin?: string;
                /** @description filter: destination airport (3-letter IATA code); an airport object */
                destination?: string;
                /** @description filter: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports} */
                origin_city_market?: number;
                /** @description filter: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports} */
                destination_city_market?: number;
                /** @description filter: carrier operation region; {code, name}: A = Atlantic, D = Domestic, I = International, L = Latin America, P = Pacific, S = System */
                region?: "A" | "D" | "I" | "L" | "P" | "S";
                /** @description filter: T-100 unique carrier entity code (1 to 6 letters or digits); {code, name}, code 1 to 6 letters or digits (names from the reference data) */
                carrier_entity?: string;
                /** @description filter: carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers); {code, name}: us_domestic = US carriers, domestic, us_international = US carriers, international, foreign = foreign carriers */
                carrier_group?: "us_domestic" | "us_international" | "foreign";
                /** @description filter: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25 */
                distance_group?: number;
                /** @description filter: service class; {code, name}: F = Scheduled passenger/cargo, G = Scheduled all cargo, L = Non-scheduled civilian passenger/cargo, P = Non-scheduled civilian all cargo */
                service_class?: "F" | "G" | "L" | "P";
                /** @description comma-separated dimensions to group by: carrier, origin, destination, origin_city_market, destination_city_market, region, carrier_entity, carrier_group, distance_group, service_class. A dimension cannot also be a filter. Or `total` alone: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions */
                by: string;
                /** @description single period or combine_periods=true only: a returned metric or by dimension to order rows by; default the first metric */
                sort_by?: "passengers" | "freight" | "mail" | "distance" | "hhi" | "carriers" | "carrier" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "region" | "carrier_entity" | "carrier_group" | "distance_group" | "service_class";
                /** @description single period or combine_periods=true only: ascending or descending */
                sort_order?: "asc" | "desc";
                /** @description rows per period: single period or combined default 50 (max 100), multi-period default 25 (max 50) */
                limit?: number;
                /** @description csv: a header row from the request (period, or with combine_periods=true the periods combined and missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as <dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, <metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description breakdown envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            /** @description single period */
                            year?: number;
                            /** @description single period */
                            month?: number;
                            /** @description multi-period: the periods answered */
                            periods?: {
                                year: number;
                                month: number;
                            }[];
                            /** @description multi-period: requested, not loaded */
                            missing_periods?: {
                                year: number;
                                month: number;
                            }[];
                            /**
                             * @description combine_periods=true: one answer over meta.periods
                             * @constant
                             */
                            combined?: true;
                            /**
                             * @description the comparison asked for
                             * @enum {unknown}
                             */
                            compare?: "previous_year";
                            /** @description compare: the periods one year earlier with no data (their previous values are null) */
                            missing_comparison_periods?: {
                                year: number;
                                month: number;
                            }[];
                            metrics: ("passengers" | "freight" | "mail" | "distance" | "hhi" | "carriers")[];
                            /** @description routes: the origin airport (absent when origin_city_market is given) */
                            origin?: components["schemas"]["Airport"];
                            /** @description routes: the destination airport (absent when destination_city_market is given) */
                            destination?: components["schemas"]["Airport"];
                            /** @description the origin city market filtered on */
                            origin_city_market?: components["schemas"]["CityMarket"];
                            /** @description the destination city market filtered on */
                            destination_city_market?: components["schemas"]["CityMarket"];
                            /** @enum {unknown} */
                            mode: "single" | "range" | "specific";
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer value come partly from files with that input and partly from files without (those values are null); absent when none does */
                            partial?: {
                                [key: string]: {
                                    year: number;
                                    month: number;
                                    /** @description T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it */
                                    scope?: string;
                                }[];
                            };
                            /**
                             * @description present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)
                             * @constant
                             */
                            synthetic?: true;
                            data_version: string;
                            /** @description reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested */
                            missing_reference?: ("airports" | "carriers")[];
                            breakdown_by: ("carrier" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "region" | "carrier_entity" | "carrier_group" | "distance_group" | "service_class" | "total")[];
                            count: number;
                            sort_by: string;
                            /** @enum {unknown} */
                            sort_order: "asc" | "desc";
                            limit: number;
                            total_count: number;
                            truncated: boolean;
                        };
                        results: {
                            year?: number;
                            month?: number;
                            carrier?: components["schemas"]["Carrier"] | null;
                            origin?: components["schemas"]["Airport"] | null;
                            destination?: components["schemas"]["Airport"] | null;
                            origin_city_market?: components["schemas"]["CityMarket"] | null;
                            destination_city_market?: components["schemas"]["CityMarket"] | null;
                            region?: {
                                code: string;
                                name: string | null;
                            } | null;
                            carrier_entity?: {
                                code: string;
                                name: string | null;
                            } | null;
                            carrier_group?: {
                                code: string;
                                name: string | null;
                            } | null;
                            distance_group?: {
                                code: number;
                                name: string;
                            } | null;
                            service_class?: {
                                code: string;
                                name: string | null;
                            } | null;
                            passengers?: components["schemas"]["Metric"];
                            freight?: components["schemas"]["Metric"];
                            mail?: components["schemas"]["Metric"];
                            distance?: components["schemas"]["Metric"];
                            hhi?: components["schemas"]["MetricValue"];
                            carriers?: components["schemas"]["MetricValue"];
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown, missing or conflicting parameters, or a range over the cap */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description none of the requested periods is loaded (no-data) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description overloaded: too many queries waiting; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query-timeout: the query ran past the time limit */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    performanceRoute: {
        parameters: {
            query?: {
                /** @description single period: the year, with quarter or month */
                year?: number;
                /** @description single period: month 1-12 */
                month?: number;
                /** @description range or specific periods: first year (inclusive) */
                start_year?: number;
                /** @description range or specific periods: last year (inclusive) */
                end_year?: number;
                /** @description monthly range: first month, in start_year */
                start_month?: number;
                /** @description monthly range: last month, in end_year */
                end_month?: number;
                /** @description specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7) */
                months?: string;
                /** @description keep only the most recent loaded periods (ontime: 12 months); alone, without time parameters, answers those periods in range mode */
                limit_results?: boolean;
                /** @description true: with a range or specific periods (or limit_results), answer once for all loaded periods together: the route one `result`, a breakdown one row per dimension value; every metric is computed from the base quantities summed over the periods (never an average of averages) and shares are of the combined total; meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be combined (400 naming dataset) */
                combine_periods?: boolean;
                /** @description previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are null; combined, one missing earlier period makes previous null) */
                compare?: "previous_year";
                /** @description origin airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless origin_city_market is given */
                origin?: string;
                /** @description destination airport, 3-letter IATA code (case-insensitive; see /support/airports); required unless destination_city_market is given */
                destination?: string;
                /** @description comma-separated metric ids; default flights, on_time_pct, cancel_pct, avg_arr_delay. Each is described, with its formula, in the operation description */
                metrics?: string;
                /** @description filter: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports} */
                origin_city_market?: number;
                /** @description filter: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports} */
                destination_city_market?: number;
                /** @description filter: carrier code (2 or 3 letters or digits); a carrier object */
                carrier?: string;
                /** @description filter: cancellation cause: A carrier, B weather, C national air system, D security; {code, name}: A = Carrier, B = Weather, C = National Air System, D = Security */
                cancellationcode?: "A" | "B" | "C" | "D";
                /** @description filter: day of week, 1 = Monday to 7 = Sunday; {code, name}: 1 = Monday, 2 = Tuesday, 3 = Wednesday, 4 = Thursday, 5 = Friday, 6 = Saturday, 7 = Sunday */
                dayofweek?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                /** @description filter: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25 */
                distancegroup?: number;
                /** @description filter: hour block of the scheduled departure (DepTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359; {code, name}: 0001-0559 = 00:01-05:59, 0600-0659 = 06:00-06:59, 0700-0759 = 07:00-07:59, 0800-0859 = 08:00-08:59, 0900-0959 = 09:00-09:59, 1000-1059 = 10:00-10:59, 1100-1159 = 11:00-11:59, 1200-1259 = 12:00-12:59, 1300-1359 = 13:00-13:59, 1400-1459 = 14:00-14:59, 1500-1559 = 15:00-15:59, 1600-1659 = 16:00-16:59, 1700-1759 = 17:00-17:59, 1800-1859 = 18:00-18:59, 1900-1959 = 19:00-19:59, 2000-2059 = 20:00-20:59, 2100-2159 = 21:00-21:59, 2200-2259 = 22:00-22:59, 2300-2359 = 23:00-23:59 */
                dep_time_block?: "0001-0559" | "0600-0659" | "0700-0759" | "0800-0859" | "0900-0959" | "1000-1059" | "1100-1159" | "1200-1259" | "1300-1359" | "1400-1459" | "1500-1559" | "1600-1659" | "1700-1759" | "1800-1859" | "1900-1959" | "2000-2059" | "2100-2159" | "2200-2259" | "2300-2359";
                /** @description filter: hour block of the scheduled arrival (ArrTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359; {code, name}: 0001-0559 = 00:01-05:59, 0600-0659 = 06:00-06:59, 0700-0759 = 07:00-07:59, 0800-0859 = 08:00-08:59, 0900-0959 = 09:00-09:59, 1000-1059 = 10:00-10:59, 1100-1159 = 11:00-11:59, 1200-1259 = 12:00-12:59, 1300-1359 = 13:00-13:59, 1400-1459 = 14:00-14:59, 1500-1559 = 15:00-15:59, 1600-1659 = 16:00-16:59, 1700-1759 = 17:00-17:59, 1800-1859 = 18:00-18:59, 1900-1959 = 19:00-19:59, 2000-2059 = 20:00-20:59, 2100-2159 = 21:00-21:59, 2200-2259 = 22:00-22:59, 2300-2359 = 23:00-23:59 */
                arr_time_block?: "0001-0559" | "0600-0659" | "0700-0759" | "0800-0859" | "0900-0959" | "1000-1059" | "1100-1159" | "1200-1259" | "1300-1359" | "1400-1459" | "1500-1559" | "1600-1659" | "1700-1759" | "1800-1859" | "1900-1959" | "2000-2059" | "2100-2159" | "2200-2259" | "2300-2359";
                /** @description multi-period: keep the most recent periods */
                limit?: number;
                /** @description csv: a header row from the request (period, or with combine_periods=true the periods combined and missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as <dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, <metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description route envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            /** @description single period */
                            year?: number;
                            /** @description single period */
                            month?: number;
                            /** @description multi-period: the periods answered */
                            periods?: {
                                year: number;
                                month: number;
                            }[];
                            /** @description multi-period: requested, not loaded */
                            missing_periods?: {
                                year: number;
                                month: number;
                            }[];
                            /**
                             * @description combine_periods=true: one answer over meta.periods
                             * @constant
                             */
                            combined?: true;
                            /**
                             * @description the comparison asked for
                             * @enum {unknown}
                             */
                            compare?: "previous_year";
                            /** @description compare: the periods one year earlier with no data (their previous values are null) */
                            missing_comparison_periods?: {
                                year: number;
                                month: number;
                            }[];
                            metrics: ("flights" | "cancelled" | "diverted" | "dep_delayed" | "arr_delayed" | "dep_delay_minutes" | "arr_delay_minutes" | "total_distance" | "air_time" | "taxi_out" | "taxi_in" | "elapsed_time" | "on_time_pct" | "cancel_pct" | "divert_pct" | "avg_dep_delay" | "avg_arr_delay" | "avg_dep_delay_signed" | "avg_arr_delay_signed" | "avg_air_time" | "avg_taxi_out" | "avg_taxi_in" | "avg_elapsed_time" | "carrier_delay_minutes" | "carrier_delay_count" | "carrier_delay_pct" | "weather_delay_minutes" | "weather_delay_count" | "weather_delay_pct" | "nas_delay_minutes" | "nas_delay_count" | "nas_delay_pct" | "security_delay_minutes" | "security_delay_count" | "security_delay_pct" | "late_aircraft_delay_minutes" | "late_aircraft_delay_count" | "late_aircraft_delay_pct")[];
                            /** @description routes: the origin airport (absent when origin_city_market is given) */
                            origin?: components["schemas"]["Airport"];
                            /** @description routes: the destination airport (absent when destination_city_market is given) */
                            destination?: components["schemas"]["Airport"];
                            /** @description the origin city market filtered on */
                            origin_city_market?: components["schemas"]["CityMarket"];
                            /** @description the destination city market filtered on */
                            destination_city_market?: components["schemas"]["CityMarket"];
                            /** @enum {unknown} */
                            mode: "single" | "range" | "specific";
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer value come partly from files with that input and partly from files without (those values are null); absent when none does */
                            partial?: {
                                [key: string]: {
                                    year: number;
                                    month: number;
                                    /** @description T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it */
                                    scope?: string;
                                }[];
                            };
                            /**
                             * @description present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)
                             * @constant
                             */
                            synthetic?: true;
                            data_version: string;
                            /** @description reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested */
                            missing_reference?: ("airports" | "carriers")[];
                        };
                        /** @description single period */
                        result?: {
                            [key: string]: components["schemas"]["MetricValue"];
                        };
                        /** @description multi-period: one entry per period, chronological */
                        results?: {
                            year: number;
                            month?: number;
                            result: {
                                [key: string]: components["schemas"]["MetricValue"];
                            };
                        }[];
                    } & (unknown | unknown);
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown, missing or conflicting parameters, or a range over the cap */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description none of the requested periods is loaded (no-data) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description overloaded: too many queries waiting; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query-timeout: the query ran past the time limit */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    performanceBreakdown: {
        parameters: {
            query: {
                /** @description single period: the year, with quarter or month */
                year?: number;
                /** @description single period: month 1-12 */
                month?: number;
                /** @description range or specific periods: first year (inclusive) */
                start_year?: number;
                /** @description range or specific periods: last year (inclusive) */
                end_year?: number;
                /** @description monthly range: first month, in start_year */
                start_month?: number;
                /** @description monthly range: last month, in end_year */
                end_month?: number;
                /** @description specific periods: these months of every year from start_year to end_year, comma-separated (e.g. 1,7) */
                months?: string;
                /** @description keep only the most recent loaded periods (ontime: 12 months); alone, without time parameters, answers those periods in range mode */
                limit_results?: boolean;
                /** @description true: with a range or specific periods (or limit_results), answer once for all loaded periods together: the route one `result`, a breakdown one row per dimension value; every metric is computed from the base quantities summed over the periods (never an average of averages) and shares are of the combined total; meta.combined = true, meta.periods lists the periods combined and meta.missing_periods the requested ones not loaded. sort_by, sort_order and the single-period limit apply. DB1B quarters and DB1C months cannot be combined (400 naming dataset) */
                combine_periods?: boolean;
                /** @description previous_year: every metric object gains `previous` (the same metric, same filters, for the same periods one year earlier) and `change_pct` = 100 x (value - previous) / previous (null when previous is 0 or null); meta.missing_comparison_periods lists the earlier periods with no data (their previous values are null; combined, one missing earlier period makes previous null) */
                compare?: "previous_year";
                /** @description comma-separated metric ids; default flights, on_time_pct, cancel_pct, avg_arr_delay. Each is described, with its formula, in the operation description */
                metrics?: string;
                /** @description filter: origin airport (3-letter IATA code); an airport object */
                origin?: string;
                /** @description filter: destination airport (3-letter IATA code); an airport object */
                destination?: string;
                /** @description filter: origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets); a city market object {city_market_id, name, airports} */
                origin_city_market?: number;
                /** @description filter: destination city market id (see /support/city-markets); a city market object {city_market_id, name, airports} */
                destination_city_market?: number;
                /** @description filter: carrier code (2 or 3 letters or digits); a carrier object */
                carrier?: string;
                /** @description filter: cancellation cause: A carrier, B weather, C national air system, D security; {code, name}: A = Carrier, B = Weather, C = National Air System, D = Security */
                cancellationcode?: "A" | "B" | "C" | "D";
                /** @description filter: day of week, 1 = Monday to 7 = Sunday; {code, name}: 1 = Monday, 2 = Tuesday, 3 = Wednesday, 4 = Thursday, 5 = Friday, 6 = Saturday, 7 = Sunday */
                dayofweek?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                /** @description filter: distance band of 500 miles, 1 to 25; {code, name}, code 1 to 25 */
                distancegroup?: number;
                /** @description filter: hour block of the scheduled departure (DepTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359; {code, name}: 0001-0559 = 00:01-05:59, 0600-0659 = 06:00-06:59, 0700-0759 = 07:00-07:59, 0800-0859 = 08:00-08:59, 0900-0959 = 09:00-09:59, 1000-1059 = 10:00-10:59, 1100-1159 = 11:00-11:59, 1200-1259 = 12:00-12:59, 1300-1359 = 13:00-13:59, 1400-1459 = 14:00-14:59, 1500-1559 = 15:00-15:59, 1600-1659 = 16:00-16:59, 1700-1759 = 17:00-17:59, 1800-1859 = 18:00-18:59, 1900-1959 = 19:00-19:59, 2000-2059 = 20:00-20:59, 2100-2159 = 21:00-21:59, 2200-2259 = 22:00-22:59, 2300-2359 = 23:00-23:59 */
                dep_time_block?: "0001-0559" | "0600-0659" | "0700-0759" | "0800-0859" | "0900-0959" | "1000-1059" | "1100-1159" | "1200-1259" | "1300-1359" | "1400-1459" | "1500-1559" | "1600-1659" | "1700-1759" | "1800-1859" | "1900-1959" | "2000-2059" | "2100-2159" | "2200-2259" | "2300-2359";
                /** @description filter: hour block of the scheduled arrival (ArrTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359; {code, name}: 0001-0559 = 00:01-05:59, 0600-0659 = 06:00-06:59, 0700-0759 = 07:00-07:59, 0800-0859 = 08:00-08:59, 0900-0959 = 09:00-09:59, 1000-1059 = 10:00-10:59, 1100-1159 = 11:00-11:59, 1200-1259 = 12:00-12:59, 1300-1359 = 13:00-13:59, 1400-1459 = 14:00-14:59, 1500-1559 = 15:00-15:59, 1600-1659 = 16:00-16:59, 1700-1759 = 17:00-17:59, 1800-1859 = 18:00-18:59, 1900-1959 = 19:00-19:59, 2000-2059 = 20:00-20:59, 2100-2159 = 21:00-21:59, 2200-2259 = 22:00-22:59, 2300-2359 = 23:00-23:59 */
                arr_time_block?: "0001-0559" | "0600-0659" | "0700-0759" | "0800-0859" | "0900-0959" | "1000-1059" | "1100-1159" | "1200-1259" | "1300-1359" | "1400-1459" | "1500-1559" | "1600-1659" | "1700-1759" | "1800-1859" | "1900-1959" | "2000-2059" | "2100-2159" | "2200-2259" | "2300-2359";
                /** @description comma-separated dimensions to group by: carrier, origin, destination, origin_city_market, destination_city_market, cancellationcode, dayofweek, distancegroup, dep_time_block, arr_time_block. A dimension cannot also be a filter. Or `total` alone: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions */
                by: string;
                /** @description single period or combine_periods=true only: a returned metric or by dimension to order rows by; default the first metric */
                sort_by?: "flights" | "cancelled" | "diverted" | "dep_delayed" | "arr_delayed" | "dep_delay_minutes" | "arr_delay_minutes" | "total_distance" | "air_time" | "taxi_out" | "taxi_in" | "elapsed_time" | "on_time_pct" | "cancel_pct" | "divert_pct" | "avg_dep_delay" | "avg_arr_delay" | "avg_dep_delay_signed" | "avg_arr_delay_signed" | "avg_air_time" | "avg_taxi_out" | "avg_taxi_in" | "avg_elapsed_time" | "carrier_delay_minutes" | "carrier_delay_count" | "carrier_delay_pct" | "weather_delay_minutes" | "weather_delay_count" | "weather_delay_pct" | "nas_delay_minutes" | "nas_delay_count" | "nas_delay_pct" | "security_delay_minutes" | "security_delay_count" | "security_delay_pct" | "late_aircraft_delay_minutes" | "late_aircraft_delay_count" | "late_aircraft_delay_pct" | "carrier" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "cancellationcode" | "dayofweek" | "distancegroup" | "dep_time_block" | "arr_time_block";
                /** @description single period or combine_periods=true only: ascending or descending */
                sort_order?: "asc" | "desc";
                /** @description rows per period: single period or combined default 50 (max 100), multi-period default 25 (max 50) */
                limit?: number;
                /** @description csv: a header row from the request (period, or with combine_periods=true the periods combined and missing_periods, each a list like 2025-04 2025-05 or 2025-Q2; each by dimension flattened as <dimension>_<field>; each metric as <metric>_value, <metric>_share and, with compare=previous_year, <metric>_previous and <metric>_change_pct), then the same rows; also chosen by Accept: text/csv */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description breakdown envelope */
            200: {
                headers: {
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meta: {
                            /** @description single period */
                            year?: number;
                            /** @description single period */
                            month?: number;
                            /** @description multi-period: the periods answered */
                            periods?: {
                                year: number;
                                month: number;
                            }[];
                            /** @description multi-period: requested, not loaded */
                            missing_periods?: {
                                year: number;
                                month: number;
                            }[];
                            /**
                             * @description combine_periods=true: one answer over meta.periods
                             * @constant
                             */
                            combined?: true;
                            /**
                             * @description the comparison asked for
                             * @enum {unknown}
                             */
                            compare?: "previous_year";
                            /** @description compare: the periods one year earlier with no data (their previous values are null) */
                            missing_comparison_periods?: {
                                year: number;
                                month: number;
                            }[];
                            metrics: ("flights" | "cancelled" | "diverted" | "dep_delayed" | "arr_delayed" | "dep_delay_minutes" | "arr_delay_minutes" | "total_distance" | "air_time" | "taxi_out" | "taxi_in" | "elapsed_time" | "on_time_pct" | "cancel_pct" | "divert_pct" | "avg_dep_delay" | "avg_arr_delay" | "avg_dep_delay_signed" | "avg_arr_delay_signed" | "avg_air_time" | "avg_taxi_out" | "avg_taxi_in" | "avg_elapsed_time" | "carrier_delay_minutes" | "carrier_delay_count" | "carrier_delay_pct" | "weather_delay_minutes" | "weather_delay_count" | "weather_delay_pct" | "nas_delay_minutes" | "nas_delay_count" | "nas_delay_pct" | "security_delay_minutes" | "security_delay_count" | "security_delay_pct" | "late_aircraft_delay_minutes" | "late_aircraft_delay_count" | "late_aircraft_delay_pct")[];
                            /** @description routes: the origin airport (absent when origin_city_market is given) */
                            origin?: components["schemas"]["Airport"];
                            /** @description routes: the destination airport (absent when destination_city_market is given) */
                            destination?: components["schemas"]["Airport"];
                            /** @description the origin city market filtered on */
                            origin_city_market?: components["schemas"]["CityMarket"];
                            /** @description the destination city market filtered on */
                            destination_city_market?: components["schemas"]["CityMarket"];
                            /** @enum {unknown} */
                            mode: "single" | "range" | "specific";
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            /** @description per metric: the periods (and scopes) whose files lack an input of it, where the records of one answer value come partly from files with that input and partly from files without (those values are null); absent when none does */
                            partial?: {
                                [key: string]: {
                                    year: number;
                                    month: number;
                                    /** @description T-100: the scope (D-US, I-US, I-FOREIGN) whose file lacks it */
                                    scope?: string;
                                }[];
                            };
                            /**
                             * @description present when the answer reads generated (synthetic) periods, the demo dataset or atss generate: not BTS data (/support/coverage lists each period's source)
                             * @constant
                             */
                            synthetic?: true;
                            data_version: string;
                            /** @description reference tables this data version lacks: the codes the data holds are answered, their names are null until a Master Coordinate (airports) or a carrier table is ingested */
                            missing_reference?: ("airports" | "carriers")[];
                            breakdown_by: ("carrier" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "cancellationcode" | "dayofweek" | "distancegroup" | "dep_time_block" | "arr_time_block" | "total")[];
                            count: number;
                            sort_by: string;
                            /** @enum {unknown} */
                            sort_order: "asc" | "desc";
                            limit: number;
                            total_count: number;
                            truncated: boolean;
                        };
                        results: {
                            year?: number;
                            month?: number;
                            carrier?: components["schemas"]["Carrier"] | null;
                            origin?: components["schemas"]["Airport"] | null;
                            destination?: components["schemas"]["Airport"] | null;
                            origin_city_market?: components["schemas"]["CityMarket"] | null;
                            destination_city_market?: components["schemas"]["CityMarket"] | null;
                            cancellationcode?: {
                                code: string;
                                name: string | null;
                            } | null;
                            dayofweek?: {
                                code: number;
                                name: string | null;
                            } | null;
                            distancegroup?: {
                                code: number;
                                name: string;
                            } | null;
                            dep_time_block?: {
                                code: string;
                                name: string | null;
                            } | null;
                            arr_time_block?: {
                                code: string;
                                name: string | null;
                            } | null;
                            flights?: components["schemas"]["Metric"];
                            cancelled?: components["schemas"]["Metric"];
                            diverted?: components["schemas"]["Metric"];
                            dep_delayed?: components["schemas"]["Metric"];
                            arr_delayed?: components["schemas"]["Metric"];
                            dep_delay_minutes?: components["schemas"]["Metric"];
                            arr_delay_minutes?: components["schemas"]["Metric"];
                            total_distance?: components["schemas"]["Metric"];
                            air_time?: components["schemas"]["Metric"];
                            taxi_out?: components["schemas"]["Metric"];
                            taxi_in?: components["schemas"]["Metric"];
                            elapsed_time?: components["schemas"]["Metric"];
                            on_time_pct?: components["schemas"]["Metric"];
                            cancel_pct?: components["schemas"]["Metric"];
                            divert_pct?: components["schemas"]["Metric"];
                            avg_dep_delay?: components["schemas"]["Metric"];
                            avg_arr_delay?: components["schemas"]["Metric"];
                            avg_dep_delay_signed?: components["schemas"]["Metric"];
                            avg_arr_delay_signed?: components["schemas"]["Metric"];
                            avg_air_time?: components["schemas"]["Metric"];
                            avg_taxi_out?: components["schemas"]["Metric"];
                            avg_taxi_in?: components["schemas"]["Metric"];
                            avg_elapsed_time?: components["schemas"]["Metric"];
                            carrier_delay_minutes?: components["schemas"]["Metric"];
                            carrier_delay_count?: components["schemas"]["Metric"];
                            carrier_delay_pct?: components["schemas"]["MetricValue"];
                            weather_delay_minutes?: components["schemas"]["Metric"];
                            weather_delay_count?: components["schemas"]["Metric"];
                            weather_delay_pct?: components["schemas"]["MetricValue"];
                            nas_delay_minutes?: components["schemas"]["Metric"];
                            nas_delay_count?: components["schemas"]["Metric"];
                            nas_delay_pct?: components["schemas"]["MetricValue"];
                            security_delay_minutes?: components["schemas"]["Metric"];
                            security_delay_count?: components["schemas"]["Metric"];
                            security_delay_pct?: components["schemas"]["MetricValue"];
                            late_aircraft_delay_minutes?: components["schemas"]["Metric"];
                            late_aircraft_delay_count?: components["schemas"]["Metric"];
                            late_aircraft_delay_pct?: components["schemas"]["MetricValue"];
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid, unknown, missing or conflicting parameters, or a range over the cap */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API keys are configured and none valid was given (Authorization: Bearer or X-API-Key) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description none of the requested periods is loaded (no-data) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query string over 4096 bytes */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    /** @description strong validator of (normalized request, data version) */
                    ETag?: string;
                    /** @description public, max-age=3600 */
                    "Cache-Control"?: string;
                    /** @description publication time of the data version */
                    "Last-Modified"?: string;
                    /** @description request id (a valid incoming one is echoed) */
                    "X-Request-Id"?: string;
                    /** @description app;dur=<milliseconds the server spent on this answer> */
                    "Server-Timing"?: string;
                    /** @description limit, remaining and reset of the client window, when rate limiting is on */
                    RateLimit?: string;
                    /** @description limit;w=window seconds, when rate limiting is on */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description overloaded: too many queries waiting; retry after Retry-After seconds */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description query-timeout: the query ran past the time limit */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    mcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    jsonrpc: "2.0";
                    id?: string | number;
                    /**
                     * @example initialize
                     * @example tools/list
                     * @example tools/call
                     * @example resources/read
                     */
                    method: string;
                    params?: Record<string, never>;
                };
            };
        };
        responses: {
            /** @description JSON-RPC answer (a tool error is a result with isError: true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        id?: string | number | null;
                        result?: Record<string, never>;
                        error?: Record<string, never>;
                    };
                };
            };
            /** @description a notification or response was accepted (no answer body) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description not a valid JSON-RPC message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description API keys are configured and none valid was given */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Accept does not name application/json and text/event-stream */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description message over 64 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate limited; retry after Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
