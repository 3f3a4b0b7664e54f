// Generated from the atss /openapi.json by `npm run client:generate`: do not edit.
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Links to every endpoint */
        get: {
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
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
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
        /** Liveness */
        get: {
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
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
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
        /** Readiness: data loaded, with its data_version */
        get: {
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
                        "application/json": Record<string, never>;
                    };
                };
                /** @description no data published yet */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
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
        /** Loaded periods and record counts per stored table */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description coverage per table */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
                /** @description parameters given */
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
        /** Explains a problem type */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: "invalid-parameter" | "unknown-parameter" | "missing-parameter" | "conflicting-parameters" | "range-too-large" | "unauthorized" | "no-data" | "not-found" | "method-not-allowed" | "uri-too-long" | "rate-limited" | "internal" | "overloaded" | "query-timeout";
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
                        "application/json": Record<string, never>;
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
        /** Prometheus metrics: requests, latency, engine time, cache, in-flight, data version, coverage */
        get: {
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
            };
        };
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
        /** Airport reference records (Master Coordinate, latest row per airport) */
        get: {
            parameters: {
                query?: {
                    /** @description exact match */
                    airport_id?: number;
                    /** @description exact match (IATA code) */
                    iata?: string;
                    /** @description exact match */
                    city_market_id?: number;
                    /** @description case-insensitive match */
                    city?: string;
                    /** @description case-insensitive match */
                    state?: string;
                    /** @description case-insensitive match */
                    country?: string;
                    /** @description world area code */
                    wac?: number;
                    /** @description case-insensitive search in iata, name, city */
                    q?: string;
                    /** @description column to order by; default airport_id */
                    order_by?: "airport_id" | "iata" | "name" | "city" | "state" | "country" | "wac";
                    sort_order?: "asc" | "desc";
                    limit?: number;
                    offset?: number;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
        /** Carrier reference records (Carrier Decode, one row per carrier code) */
        get: {
            parameters: {
                query?: {
                    /** @description exact match */
                    carrier_code?: string;
                    /** @description exact match */
                    airline_id?: number;
                    /** @description case-insensitive search in carrier_code, carrier_name */
                    q?: string;
                    /** @description column to order by; default carrier_code */
                    order_by?: "carrier_code" | "carrier_name" | "airline_id";
                    sort_order?: "asc" | "desc";
                    limit?: number;
                    offset?: number;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
        /** Aircraft type reference records (Aircraft Types) */
        get: {
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
                    /** @description case-insensitive search in manufacturer, long_name, short_name, ssd_name */
                    q?: string;
                    /** @description column to order by; default aircraft_type_id */
                    order_by?: "aircraft_type_id" | "aircraft_group" | "ssd_name" | "manufacturer" | "long_name" | "short_name" | "begin_date" | "end_date";
                    sort_order?: "asc" | "desc";
                    limit?: number;
                    offset?: number;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
        /** Ticket market (origin-destination) metrics for one pair, DB1B or DB1C */
        get: {
            parameters: {
                query: {
                    /** @description ticket dataset; default db1c when a monthly time parameter is present, otherwise db1b */
                    dataset?: "db1b" | "db1c";
                    /** @description single period: year */
                    year?: number;
                    /** @description single period: quarter 1-4 */
                    quarter?: number;
                    /** @description single period: month 1-12 */
                    month?: number;
                    /** @description range or specific periods: first year (inclusive) */
                    start_year?: number;
                    /** @description quarterly range: first quarter */
                    start_quarter?: number;
                    /** @description range or specific periods: last year (inclusive) */
                    end_year?: number;
                    /** @description quarterly range: last quarter */
                    end_quarter?: number;
                    /** @description monthly range: first month */
                    start_month?: number;
                    /** @description monthly range: last month */
                    end_month?: number;
                    /** @description specific quarters in every year of start_year..end_year, comma-separated (e.g. 1,3) */
                    quarters?: string;
                    /** @description specific months in every year of start_year..end_year, comma-separated (e.g. 1,7) */
                    months?: string;
                    /** @description restrict to the most recent loaded periods (db1b: 4 quarters; db1c: 12 months or 4 quarters); alone, selects them in range mode */
                    limit_results?: boolean;
                    /** @description origin airport, 3-letter IATA code */
                    origin: string;
                    /** @description destination airport, 3-letter IATA code */
                    destination: string;
                    /** @description comma-separated metrics; default passengers, revenue, avg_fare, avg_distance. passengers: number of passengers; revenue: total revenue, dollars; total_distance: total distance (x passengers), miles; count: record count (dataset db1b only); base_cost: revenue minus taxes, dollars (dataset db1c only); tax_cost: tax amount, dollars (dataset db1c only); miles_flown: total miles flown (x passengers) (dataset db1b only); connections: total connections (coupons - 1, x passengers) (dataset db1b only); avg_fare: average fare per passenger, dollars; avg_distance: average distance per passenger, miles; avg_base_cost: average base cost per passenger, dollars (dataset db1c only); avg_tax: average tax per passenger, dollars (dataset db1c only); avg_miles_flown: average miles flown per passenger (dataset db1b only); avg_connections: average connections per passenger (dataset db1b only); circuity: ratio of actual to nonstop distance; ground_share: Ground passengers (market fare class -), % of total (dataset db1b only); business_unrestricted_share: Business unrestricted passengers (market fare class C), % of total (dataset db1b only); business_restricted_share: Business restricted passengers (market fare class D), % of total (dataset db1b only); first_unrestricted_share: First unrestricted passengers (market fare class F), % of total (dataset db1b only); first_restricted_share: First restricted passengers (market fare class G), % of total (dataset db1b only); unknown_share: Unknown passengers (market fare class U), % of total (dataset db1b only); coach_restricted_share: Coach restricted passengers (market fare class X), % of total (dataset db1b only); coach_unrestricted_share: Coach unrestricted passengers (market fare class Y), % of total (dataset db1b only) */
                    metrics?: string;
                    /** @description filter: ticketing carrier (99: more than one) (dataset db1b only) */
                    tkcarrier?: string;
                    /** @description filter: reporting carrier */
                    rpcarrier?: string;
                    /** @description filter: operating carrier (99: more than one) */
                    opcarrier?: string;
                    /** @description filter: marketing carrier (dataset db1c only) */
                    mktcarrier?: string;
                    /** @description filter: market distance band of 500 miles, 1 to 25 (dataset db1b only) */
                    mkt_distance_group?: number;
                    /** @description filter: the ticketing carrier changes within the market (dataset db1b only) */
                    tkcarrier_change?: boolean;
                    /** @description filter: the operating carrier changes within the market */
                    opcarrier_change?: boolean;
                    /** @description filter: the marketing carrier changes within the market (dataset db1c only) */
                    mktcarrier_change?: boolean;
                    /** @description filter: bulk fare, typically discounted for group purchases (dataset db1b only) */
                    bulk_fare?: boolean;
                    /** @description filter: dollar credibility of the fare, for statistical adjustments (dataset db1b only) */
                    dollar_cred?: boolean;
                    /** @description filter: round-trip itinerary */
                    roundtrip?: boolean;
                    /** @description filter: single-carrier itinerary (dataset db1b only) */
                    online?: boolean;
                    /** @description filter: nonstop market */
                    nonstop?: boolean;
                    /** @description filter: itinerary geography type (dataset db1b only) */
                    itin_geo_type?: "0" | "1" | "2";
                    /** @description filter: market geography type (dataset db1b only) */
                    mkt_geo_type?: "0" | "1" | "2";
                    /** @description filter: ticketing carriers of the coupons, colon-joined (dataset db1b only) */
                    tkcarrier_group?: string;
                    /** @description filter: operating carriers of the coupons, colon-joined (dataset db1b only) */
                    opcarrier_group?: string;
                    /** @description filter: fare class, alias or code (dataset db1b only) */
                    fare_class?: "ground" | "business_unrestricted" | "business_restricted" | "first_unrestricted" | "first_restricted" | "unknown" | "coach_restricted" | "coach_unrestricted" | "-" | "C" | "D" | "F" | "G" | "U" | "X" | "Y";
                    /** @description filter: coupon type A to G (dataset db1b only) */
                    coupon_type?: "A" | "B" | "C" | "D" | "E" | "F" | "G";
                    /** @description filter: purchase window group (dataset db1c only) */
                    purwingrp?: "2290" | "21AP" | "91UP";
                    /** @description multi-period: keeps the most recent periods (dataset db1b only) */
                    limit?: number;
                    /** @description db1c only: divide additive metrics by 4 (40% sample to 10%) */
                    normalize_to_db1b?: boolean;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
                                metrics: ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "miles_flown" | "connections" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "avg_miles_flown" | "avg_connections" | "circuity" | "ground_share" | "business_unrestricted_share" | "business_restricted_share" | "first_unrestricted_share" | "first_restricted_share" | "unknown_share" | "coach_restricted_share" | "coach_unrestricted_share")[];
                                origin: components["schemas"]["Airport"];
                                destination: components["schemas"]["Airport"];
                                /** @enum {unknown} */
                                mode: "single" | "range" | "specific";
                                filters: {
                                    [key: string]: string | number | boolean;
                                };
                                data_version: string;
                                /** @enum {unknown} */
                                dataset: "db1b" | "db1c";
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
        /** Ticket market metrics grouped by dimensions, DB1B or DB1C */
        get: {
            parameters: {
                query: {
                    /** @description ticket dataset; default db1c when a monthly time parameter is present, otherwise db1b */
                    dataset?: "db1b" | "db1c";
                    /** @description single period: year */
                    year?: number;
                    /** @description single period: quarter 1-4 */
                    quarter?: number;
                    /** @description single period: month 1-12 */
                    month?: number;
                    /** @description range or specific periods: first year (inclusive) */
                    start_year?: number;
                    /** @description quarterly range: first quarter */
                    start_quarter?: number;
                    /** @description range or specific periods: last year (inclusive) */
                    end_year?: number;
                    /** @description quarterly range: last quarter */
                    end_quarter?: number;
                    /** @description monthly range: first month */
                    start_month?: number;
                    /** @description monthly range: last month */
                    end_month?: number;
                    /** @description specific quarters in every year of start_year..end_year, comma-separated (e.g. 1,3) */
                    quarters?: string;
                    /** @description specific months in every year of start_year..end_year, comma-separated (e.g. 1,7) */
                    months?: string;
                    /** @description restrict to the most recent loaded periods (db1b: 4 quarters; db1c: 12 months or 4 quarters); alone, selects them in range mode */
                    limit_results?: boolean;
                    /** @description comma-separated metrics; default passengers, revenue, avg_fare, avg_distance. passengers: number of passengers; revenue: total revenue, dollars; total_distance: total distance (x passengers), miles; count: record count (dataset db1b only); base_cost: revenue minus taxes, dollars (dataset db1c only); tax_cost: tax amount, dollars (dataset db1c only); miles_flown: total miles flown (x passengers) (dataset db1b only); connections: total connections (coupons - 1, x passengers) (dataset db1b only); avg_fare: average fare per passenger, dollars; avg_distance: average distance per passenger, miles; avg_base_cost: average base cost per passenger, dollars (dataset db1c only); avg_tax: average tax per passenger, dollars (dataset db1c only); avg_miles_flown: average miles flown per passenger (dataset db1b only); avg_connections: average connections per passenger (dataset db1b only); circuity: ratio of actual to nonstop distance; ground_share: Ground passengers (market fare class -), % of total (dataset db1b only); business_unrestricted_share: Business unrestricted passengers (market fare class C), % of total (dataset db1b only); business_restricted_share: Business restricted passengers (market fare class D), % of total (dataset db1b only); first_unrestricted_share: First unrestricted passengers (market fare class F), % of total (dataset db1b only); first_restricted_share: First restricted passengers (market fare class G), % of total (dataset db1b only); unknown_share: Unknown passengers (market fare class U), % of total (dataset db1b only); coach_restricted_share: Coach restricted passengers (market fare class X), % of total (dataset db1b only); coach_unrestricted_share: Coach unrestricted passengers (market fare class Y), % of total (dataset db1b only) */
                    metrics?: string;
                    /** @description filter: origin airport (3-letter IATA code) */
                    origin?: string;
                    /** @description filter: destination airport (3-letter IATA code) */
                    destination?: string;
                    /** @description filter: ticketing carrier (99: more than one) (dataset db1b only) */
                    tkcarrier?: string;
                    /** @description filter: reporting carrier */
                    rpcarrier?: string;
                    /** @description filter: operating carrier (99: more than one) */
                    opcarrier?: string;
                    /** @description filter: marketing carrier (dataset db1c only) */
                    mktcarrier?: string;
                    /** @description filter: market distance band of 500 miles, 1 to 25 (dataset db1b only) */
                    mkt_distance_group?: number;
                    /** @description filter: the ticketing carrier changes within the market (dataset db1b only) */
                    tkcarrier_change?: boolean;
                    /** @description filter: the operating carrier changes within the market */
                    opcarrier_change?: boolean;
                    /** @description filter: the marketing carrier changes within the market (dataset db1c only) */
                    mktcarrier_change?: boolean;
                    /** @description filter: bulk fare, typically discounted for group purchases (dataset db1b only) */
                    bulk_fare?: boolean;
                    /** @description filter: dollar credibility of the fare, for statistical adjustments (dataset db1b only) */
                    dollar_cred?: boolean;
                    /** @description filter: round-trip itinerary */
                    roundtrip?: boolean;
                    /** @description filter: single-carrier itinerary (dataset db1b only) */
                    online?: boolean;
                    /** @description filter: nonstop market */
                    nonstop?: boolean;
                    /** @description filter: itinerary geography type (dataset db1b only) */
                    itin_geo_type?: "0" | "1" | "2";
                    /** @description filter: market geography type (dataset db1b only) */
                    mkt_geo_type?: "0" | "1" | "2";
                    /** @description filter: ticketing carriers of the coupons, colon-joined (dataset db1b only) */
                    tkcarrier_group?: string;
                    /** @description filter: operating carriers of the coupons, colon-joined (dataset db1b only) */
                    opcarrier_group?: string;
                    /** @description filter: fare class, alias or code (dataset db1b only) */
                    fare_class?: "ground" | "business_unrestricted" | "business_restricted" | "first_unrestricted" | "first_restricted" | "unknown" | "coach_restricted" | "coach_unrestricted" | "-" | "C" | "D" | "F" | "G" | "U" | "X" | "Y";
                    /** @description filter: coupon type A to G (dataset db1b only) */
                    coupon_type?: "A" | "B" | "C" | "D" | "E" | "F" | "G";
                    /** @description filter: purchase window group (dataset db1c only) */
                    purwingrp?: "2290" | "21AP" | "91UP";
                    /** @description filter: origin airport hub class (FAA rule on T-100 enplanements) (dataset db1b only) */
                    origin_hub?: "L" | "M" | "S" | "N";
                    /** @description filter: destination airport hub class (dataset db1b only) */
                    destination_hub?: "L" | "M" | "S" | "N";
                    /** @description filter: origin airport role (dataset db1b only) */
                    origin_role?: "P" | "R" | "G";
                    /** @description filter: destination airport role (dataset db1b only) */
                    destination_role?: "P" | "R" | "G";
                    /** @description comma-separated dimensions: origin, destination, tkcarrier (dataset db1b only), rpcarrier, opcarrier, mktcarrier (dataset db1c only), mkt_distance_group (dataset db1b only), tkcarrier_change (dataset db1b only), opcarrier_change, mktcarrier_change (dataset db1c only), bulk_fare (dataset db1b only), dollar_cred (dataset db1b only), roundtrip, online (dataset db1b only), nonstop, itin_geo_type (dataset db1b only), mkt_geo_type (dataset db1b only), tkcarrier_group (dataset db1b only), opcarrier_group (dataset db1b only), fare_class (dataset db1b only), coupon_type (dataset db1b only), purwingrp (dataset db1c only) */
                    by: string;
                    /** @description a returned metric or by dimension; default the first metric; single-period only */
                    sort_by?: string;
                    /** @description single-period only */
                    sort_order?: "asc" | "desc";
                    /** @description rows per period: single period default 50 (max 100); multi-period default 25 (max 50) */
                    limit?: number;
                    /** @description db1c only: divide additive metrics by 4 (40% sample to 10%) */
                    normalize_to_db1b?: boolean;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
                                metrics: ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "miles_flown" | "connections" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "avg_miles_flown" | "avg_connections" | "circuity" | "ground_share" | "business_unrestricted_share" | "business_restricted_share" | "first_unrestricted_share" | "first_restricted_share" | "unknown_share" | "coach_restricted_share" | "coach_unrestricted_share")[];
                                origin?: components["schemas"]["Airport"];
                                destination?: components["schemas"]["Airport"];
                                /** @enum {unknown} */
                                mode: "single" | "range" | "specific";
                                filters: {
                                    [key: string]: string | number | boolean;
                                };
                                data_version: string;
                                /** @enum {unknown} */
                                dataset: "db1b" | "db1c";
                                breakdown_by: ("origin" | "destination" | "tkcarrier" | "rpcarrier" | "opcarrier" | "mktcarrier" | "mkt_distance_group" | "tkcarrier_change" | "opcarrier_change" | "mktcarrier_change" | "bulk_fare" | "dollar_cred" | "roundtrip" | "online" | "nonstop" | "itin_geo_type" | "mkt_geo_type" | "tkcarrier_group" | "opcarrier_group" | "fare_class" | "coupon_type" | "purwingrp")[];
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
                                passengers?: components["schemas"]["Metric"];
                                revenue?: components["schemas"]["Metric"];
                                total_distance?: components["schemas"]["Metric"];
                                count?: components["schemas"]["Metric"];
                                base_cost?: components["schemas"]["Metric"];
                                tax_cost?: components["schemas"]["Metric"];
                                miles_flown?: components["schemas"]["Metric"];
                                connections?: components["schemas"]["Metric"];
                                avg_fare?: components["schemas"]["Metric"];
                                avg_distance?: components["schemas"]["Metric"];
                                avg_base_cost?: components["schemas"]["Metric"];
                                avg_tax?: components["schemas"]["Metric"];
                                avg_miles_flown?: components["schemas"]["Metric"];
                                avg_connections?: components["schemas"]["Metric"];
                                circuity?: components["schemas"]["Metric"];
                                ground_share?: components["schemas"]["MetricValue"];
                                business_unrestricted_share?: components["schemas"]["MetricValue"];
                                business_restricted_share?: components["schemas"]["MetricValue"];
                                first_unrestricted_share?: components["schemas"]["MetricValue"];
                                first_restricted_share?: components["schemas"]["MetricValue"];
                                unknown_share?: components["schemas"]["MetricValue"];
                                coach_restricted_share?: components["schemas"]["MetricValue"];
                                coach_unrestricted_share?: components["schemas"]["MetricValue"];
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
        /** Ticket coupon (flight segment) metrics for one pair, DB1B or DB1C */
        get: {
            parameters: {
                query: {
                    /** @description ticket dataset; default db1c when a monthly time parameter is present, otherwise db1b */
                    dataset?: "db1b" | "db1c";
                    /** @description single period: year */
                    year?: number;
                    /** @description single period: quarter 1-4 */
                    quarter?: number;
                    /** @description single period: month 1-12 */
                    month?: number;
                    /** @description range or specific periods: first year (inclusive) */
                    start_year?: number;
                    /** @description quarterly range: first quarter */
                    start_quarter?: number;
                    /** @description range or specific periods: last year (inclusive) */
                    end_year?: number;
                    /** @description quarterly range: last quarter */
                    end_quarter?: number;
                    /** @description monthly range: first month */
                    start_month?: number;
                    /** @description monthly range: last month */
                    end_month?: number;
                    /** @description specific quarters in every year of start_year..end_year, comma-separated (e.g. 1,3) */
                    quarters?: string;
                    /** @description specific months in every year of start_year..end_year, comma-separated (e.g. 1,7) */
                    months?: string;
                    /** @description restrict to the most recent loaded periods (db1b: 4 quarters; db1c: 12 months or 4 quarters); alone, selects them in range mode */
                    limit_results?: boolean;
                    /** @description origin airport, 3-letter IATA code */
                    origin: string;
                    /** @description destination airport, 3-letter IATA code */
                    destination: string;
                    /** @description comma-separated metrics; default passengers, revenue, avg_fare, avg_distance. passengers: number of passengers; revenue: total revenue, dollars; total_distance: total distance (x passengers), miles; count: record count (dataset db1b only); base_cost: revenue minus taxes, dollars (dataset db1c only); tax_cost: tax amount, dollars (dataset db1c only); avg_passengers_per_record: passengers per coupon record (dataset db1b only); avg_fare: average fare per passenger, dollars; avg_distance: average distance per passenger, miles; avg_base_cost: average base cost per passenger, dollars (dataset db1c only); avg_tax: average tax per passenger, dollars (dataset db1c only); yield: revenue per mile, dollars (dataset db1b only) */
                    metrics?: string;
                    /** @description filter: ticketing carrier (99: more than one) (dataset db1b only) */
                    tkcarrier?: string;
                    /** @description filter: reporting carrier */
                    rpcarrier?: string;
                    /** @description filter: operating carrier (99: more than one) */
                    opcarrier?: string;
                    /** @description filter: marketing carrier (dataset db1c only) */
                    mktcarrier?: string;
                    /** @description filter: fare class, alias or code (dataset db1b only) */
                    fare_class?: "ground" | "business_unrestricted" | "business_restricted" | "first_unrestricted" | "first_restricted" | "unknown" | "coach_restricted" | "coach_unrestricted" | "-" | "C" | "D" | "F" | "G" | "U" | "X" | "Y";
                    /** @description filter: coupon type A to G (dataset db1b only) */
                    coupon_type?: "A" | "B" | "C" | "D" | "E" | "F" | "G";
                    /** @description filter: round-trip itinerary */
                    roundtrip?: boolean;
                    /** @description filter: single-carrier itinerary (dataset db1b only) */
                    online?: boolean;
                    /** @description filter: bulk fare, typically discounted for group purchases (dataset db1b only) */
                    bulk_fare?: boolean;
                    /** @description filter: coupon at an international gateway (dataset db1b only) */
                    gateway?: boolean;
                    /** @description filter: dollar credibility of the fare, for statistical adjustments (dataset db1b only) */
                    dollar_cred?: boolean;
                    /** @description filter: nonstop market */
                    nonstop?: boolean;
                    /** @description filter: coupon distance band of 500 miles, 1 to 25 (dataset db1b only) */
                    distance_group?: number;
                    /** @description filter: the ticketing carrier changes within the market (dataset db1b only) */
                    tkcarrier_change?: boolean;
                    /** @description filter: the operating carrier changes within the market */
                    opcarrier_change?: boolean;
                    /** @description filter: the marketing carrier changes within the market (dataset db1c only) */
                    mktcarrier_change?: boolean;
                    /** @description filter: itinerary geography type (dataset db1b only) */
                    itin_geo_type?: "0" | "1" | "2";
                    /** @description filter: market geography type (dataset db1b only) */
                    mkt_geo_type?: "0" | "1" | "2";
                    /** @description filter: coupon geography type (dataset db1b only) */
                    coupon_geo_type?: "0" | "1" | "2";
                    /** @description filter: purchase window group (dataset db1c only) */
                    purwingrp?: "2290" | "21AP" | "91UP";
                    /** @description multi-period: keeps the most recent periods (dataset db1b only) */
                    limit?: number;
                    /** @description db1c only: divide additive metrics by 4 (40% sample to 10%) */
                    normalize_to_db1b?: boolean;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
                                metrics: ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "avg_passengers_per_record" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "yield")[];
                                origin: components["schemas"]["AirportNameCity"];
                                destination: components["schemas"]["AirportNameCity"];
                                /** @enum {unknown} */
                                mode: "single" | "range" | "specific";
                                filters: {
                                    [key: string]: string | number | boolean;
                                };
                                data_version: string;
                                /** @enum {unknown} */
                                dataset: "db1b" | "db1c";
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
        /** Ticket coupon metrics grouped by dimensions, DB1B or DB1C */
        get: {
            parameters: {
                query: {
                    /** @description ticket dataset; default db1c when a monthly time parameter is present, otherwise db1b */
                    dataset?: "db1b" | "db1c";
                    /** @description single period: year */
                    year?: number;
                    /** @description single period: quarter 1-4 */
                    quarter?: number;
                    /** @description single period: month 1-12 */
                    month?: number;
                    /** @description range or specific periods: first year (inclusive) */
                    start_year?: number;
                    /** @description quarterly range: first quarter */
                    start_quarter?: number;
                    /** @description range or specific periods: last year (inclusive) */
                    end_year?: number;
                    /** @description quarterly range: last quarter */
                    end_quarter?: number;
                    /** @description monthly range: first month */
                    start_month?: number;
                    /** @description monthly range: last month */
                    end_month?: number;
                    /** @description specific quarters in every year of start_year..end_year, comma-separated (e.g. 1,3) */
                    quarters?: string;
                    /** @description specific months in every year of start_year..end_year, comma-separated (e.g. 1,7) */
                    months?: string;
                    /** @description restrict to the most recent loaded periods (db1b: 4 quarters; db1c: 12 months or 4 quarters); alone, selects them in range mode */
                    limit_results?: boolean;
                    /** @description comma-separated metrics; default passengers, revenue, avg_fare, avg_distance. passengers: number of passengers; revenue: total revenue, dollars; total_distance: total distance (x passengers), miles; count: record count (dataset db1b only); base_cost: revenue minus taxes, dollars (dataset db1c only); tax_cost: tax amount, dollars (dataset db1c only); avg_passengers_per_record: passengers per coupon record (dataset db1b only); avg_fare: average fare per passenger, dollars; avg_distance: average distance per passenger, miles; avg_base_cost: average base cost per passenger, dollars (dataset db1c only); avg_tax: average tax per passenger, dollars (dataset db1c only); yield: revenue per mile, dollars (dataset db1b only) */
                    metrics?: string;
                    /** @description filter: origin airport (3-letter IATA code) */
                    origin?: string;
                    /** @description filter: destination airport (3-letter IATA code) */
                    destination?: string;
                    /** @description filter: ticketing carrier (99: more than one) (dataset db1b only) */
                    tkcarrier?: string;
                    /** @description filter: reporting carrier */
                    rpcarrier?: string;
                    /** @description filter: operating carrier (99: more than one) */
                    opcarrier?: string;
                    /** @description filter: marketing carrier (dataset db1c only) */
                    mktcarrier?: string;
                    /** @description filter: fare class, alias or code (dataset db1b only) */
                    fare_class?: "ground" | "business_unrestricted" | "business_restricted" | "first_unrestricted" | "first_restricted" | "unknown" | "coach_restricted" | "coach_unrestricted" | "-" | "C" | "D" | "F" | "G" | "U" | "X" | "Y";
                    /** @description filter: coupon type A to G (dataset db1b only) */
                    coupon_type?: "A" | "B" | "C" | "D" | "E" | "F" | "G";
                    /** @description filter: round-trip itinerary */
                    roundtrip?: boolean;
                    /** @description filter: single-carrier itinerary (dataset db1b only) */
                    online?: boolean;
                    /** @description filter: bulk fare, typically discounted for group purchases (dataset db1b only) */
                    bulk_fare?: boolean;
                    /** @description filter: coupon at an international gateway (dataset db1b only) */
                    gateway?: boolean;
                    /** @description filter: dollar credibility of the fare, for statistical adjustments (dataset db1b only) */
                    dollar_cred?: boolean;
                    /** @description filter: nonstop market */
                    nonstop?: boolean;
                    /** @description filter: coupon distance band of 500 miles, 1 to 25 (dataset db1b only) */
                    distance_group?: number;
                    /** @description filter: the ticketing carrier changes within the market (dataset db1b only) */
                    tkcarrier_change?: boolean;
                    /** @description filter: the operating carrier changes within the market */
                    opcarrier_change?: boolean;
                    /** @description filter: the marketing carrier changes within the market (dataset db1c only) */
                    mktcarrier_change?: boolean;
                    /** @description filter: itinerary geography type (dataset db1b only) */
                    itin_geo_type?: "0" | "1" | "2";
                    /** @description filter: market geography type (dataset db1b only) */
                    mkt_geo_type?: "0" | "1" | "2";
                    /** @description filter: coupon geography type (dataset db1b only) */
                    coupon_geo_type?: "0" | "1" | "2";
                    /** @description filter: purchase window group (dataset db1c only) */
                    purwingrp?: "2290" | "21AP" | "91UP";
                    /** @description filter: origin airport hub class (FAA rule on T-100 enplanements) (dataset db1b only) */
                    origin_hub?: "L" | "M" | "S" | "N";
                    /** @description filter: destination airport hub class (dataset db1b only) */
                    destination_hub?: "L" | "M" | "S" | "N";
                    /** @description filter: origin airport role (dataset db1b only) */
                    origin_role?: "P" | "R" | "G";
                    /** @description filter: destination airport role (dataset db1b only) */
                    destination_role?: "P" | "R" | "G";
                    /** @description comma-separated dimensions: origin, destination, tkcarrier (dataset db1b only), rpcarrier, opcarrier, mktcarrier (dataset db1c only), fare_class (dataset db1b only), coupon_type (dataset db1b only), roundtrip, online (dataset db1b only), bulk_fare (dataset db1b only), gateway (dataset db1b only), dollar_cred (dataset db1b only), nonstop, distance_group (dataset db1b only), tkcarrier_change (dataset db1b only), opcarrier_change, mktcarrier_change (dataset db1c only), itin_geo_type (dataset db1b only), mkt_geo_type (dataset db1b only), coupon_geo_type (dataset db1b only), purwingrp (dataset db1c only) */
                    by: string;
                    /** @description a returned metric or by dimension; default the first metric; single-period only */
                    sort_by?: string;
                    /** @description single-period only */
                    sort_order?: "asc" | "desc";
                    /** @description rows per period: single period default 50 (max 100); multi-period default 25 (max 50) */
                    limit?: number;
                    /** @description db1c only: divide additive metrics by 4 (40% sample to 10%) */
                    normalize_to_db1b?: boolean;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
                                metrics: ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "avg_passengers_per_record" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "yield")[];
                                origin?: components["schemas"]["AirportNameCity"];
                                destination?: components["schemas"]["AirportNameCity"];
                                /** @enum {unknown} */
                                mode: "single" | "range" | "specific";
                                filters: {
                                    [key: string]: string | number | boolean;
                                };
                                data_version: string;
                                /** @enum {unknown} */
                                dataset: "db1b" | "db1c";
                                breakdown_by: ("origin" | "destination" | "tkcarrier" | "rpcarrier" | "opcarrier" | "mktcarrier" | "fare_class" | "coupon_type" | "roundtrip" | "online" | "bulk_fare" | "gateway" | "dollar_cred" | "nonstop" | "distance_group" | "tkcarrier_change" | "opcarrier_change" | "mktcarrier_change" | "itin_geo_type" | "mkt_geo_type" | "coupon_geo_type" | "purwingrp")[];
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
                                avg_passengers_per_record?: components["schemas"]["Metric"];
                                avg_fare?: components["schemas"]["Metric"];
                                avg_distance?: components["schemas"]["Metric"];
                                avg_base_cost?: components["schemas"]["Metric"];
                                avg_tax?: components["schemas"]["Metric"];
                                yield?: components["schemas"]["Metric"];
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
        /** T-100 segment metrics for one origin-destination pair */
        get: {
            parameters: {
                query: {
                    /** @description single period: year */
                    year?: number;
                    /** @description single period: month 1-12 */
                    month?: number;
                    /** @description range or specific periods: first year (inclusive) */
                    start_year?: number;
                    /** @description range or specific periods: last year (inclusive) */
                    end_year?: number;
                    /** @description monthly range: first month */
                    start_month?: number;
                    /** @description monthly range: last month */
                    end_month?: number;
                    /** @description specific months in every year of start_year..end_year, comma-separated (e.g. 1,7) */
                    months?: string;
                    /** @description restrict to the most recent loaded periods (t100_segment: 12 months); alone, selects them in range mode */
                    limit_results?: boolean;
                    /** @description origin airport, 3-letter IATA code */
                    origin: string;
                    /** @description destination airport, 3-letter IATA code */
                    destination: string;
                    /** @description comma-separated metrics; default passengers, seats, departures_performed, load_factor. passengers: number of passengers; seats: number of available seats; departures_performed: departures performed; freight: freight, pounds; mail: mail, pounds; distance: route distance, miles: the mean of DISTANCE over records; load_factor: passengers / seats (a ratio, 0 to 1); available_seat_miles: seats x distance; revenue_passenger_miles: passengers x distance; avg_stage_length: distance-weighted average stage length: Σ(DISTANCE x DEPARTURES_PERFORMED) / departures_performed; departures_completion_rate: departures performed / departures scheduled; avg_seats_per_departure: seats / departures performed; avg_passengers_per_departure: passengers / departures performed */
                    metrics?: string;
                    /** @description filter: carrier code (2 or 3 letters or digits) */
                    carrier?: string;
                    /** @description filter: carrier operation region */
                    region?: "A" | "D" | "I" | "L" | "P" | "S";
                    /** @description filter: T-100 unique carrier entity code (1 to 6 letters or digits) */
                    carrier_entity?: string;
                    /** @description filter: aircraft group 0-9 */
                    aircraft_group?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
                    /** @description filter: aircraft type code (integer, see /support/aircrafts) */
                    aircraft_type?: number;
                    /** @description filter: aircraft configuration: 1 passenger, 2 freight, 3 combined */
                    aircraft_config?: 1 | 2 | 3;
                    /** @description filter: distance band of 500 miles, 1 to 25 */
                    distance_group?: number;
                    /** @description filter: service class */
                    service_class?: "F" | "G" | "L" | "P";
                    /** @description multi-period: keeps the most recent periods */
                    limit?: number;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
                                metrics: ("passengers" | "seats" | "departures_performed" | "freight" | "mail" | "distance" | "load_factor" | "available_seat_miles" | "revenue_passenger_miles" | "avg_stage_length" | "departures_completion_rate" | "avg_seats_per_departure" | "avg_passengers_per_departure")[];
                                origin: components["schemas"]["AirportName"];
                                destination: components["schemas"]["AirportName"];
                                /** @enum {unknown} */
                                mode: "single" | "range" | "specific";
                                filters: {
                                    [key: string]: string | number | boolean;
                                };
                                data_version: string;
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
        /** T-100 segment metrics grouped by dimensions */
        get: {
            parameters: {
                query: {
                    /** @description single period: year */
                    year?: number;
                    /** @description single period: month 1-12 */
                    month?: number;
                    /** @description range or specific periods: first year (inclusive) */
                    start_year?: number;
                    /** @description range or specific periods: last year (inclusive) */
                    end_year?: number;
                    /** @description monthly range: first month */
                    start_month?: number;
                    /** @description monthly range: last month */
                    end_month?: number;
                    /** @description specific months in every year of start_year..end_year, comma-separated (e.g. 1,7) */
                    months?: string;
                    /** @description restrict to the most recent loaded periods (t100_segment: 12 months); alone, selects them in range mode */
                    limit_results?: boolean;
                    /** @description comma-separated metrics; default passengers, seats, departures_performed, load_factor. passengers: number of passengers; seats: number of available seats; departures_performed: departures performed; freight: freight, pounds; mail: mail, pounds; distance: route distance, miles: the mean of DISTANCE over records; load_factor: passengers / seats (a ratio, 0 to 1); available_seat_miles: seats x distance; revenue_passenger_miles: passengers x distance; avg_stage_length: distance-weighted average stage length: Σ(DISTANCE x DEPARTURES_PERFORMED) / departures_performed; departures_completion_rate: departures performed / departures scheduled; avg_seats_per_departure: seats / departures performed; avg_passengers_per_departure: passengers / departures performed */
                    metrics?: string;
                    /** @description filter: carrier code (2 or 3 letters or digits) */
                    carrier?: string;
                    /** @description filter: origin airport (3-letter IATA code) */
                    origin?: string;
                    /** @description filter: destination airport (3-letter IATA code) */
                    destination?: string;
                    /** @description filter: carrier operation region */
                    region?: "A" | "D" | "I" | "L" | "P" | "S";
                    /** @description filter: T-100 unique carrier entity code (1 to 6 letters or digits) */
                    carrier_entity?: string;
                    /** @description filter: aircraft group 0-9 */
                    aircraft_group?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
                    /** @description filter: aircraft type code (integer, see /support/aircrafts) */
                    aircraft_type?: number;
                    /** @description filter: aircraft configuration: 1 passenger, 2 freight, 3 combined */
                    aircraft_config?: 1 | 2 | 3;
                    /** @description filter: distance band of 500 miles, 1 to 25 */
                    distance_group?: number;
                    /** @description filter: service class */
                    service_class?: "F" | "G" | "L" | "P";
                    /** @description comma-separated dimensions: carrier, origin, destination, region, carrier_entity, aircraft_group, aircraft_type, aircraft_config, distance_group, service_class */
                    by: string;
                    /** @description a returned metric or by dimension; default the first metric; single-period only */
                    sort_by?: string;
                    /** @description single-period only */
                    sort_order?: "asc" | "desc";
                    /** @description rows per period: single period default 50 (max 100); multi-period default 25 (max 50) */
                    limit?: number;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
                                metrics: ("passengers" | "seats" | "departures_performed" | "freight" | "mail" | "distance" | "load_factor" | "available_seat_miles" | "revenue_passenger_miles" | "avg_stage_length" | "departures_completion_rate" | "avg_seats_per_departure" | "avg_passengers_per_departure")[];
                                origin?: components["schemas"]["Airport"];
                                destination?: components["schemas"]["Airport"];
                                /** @enum {unknown} */
                                mode: "single" | "range" | "specific";
                                filters: {
                                    [key: string]: string | number | boolean;
                                };
                                data_version: string;
                                breakdown_by: ("carrier" | "origin" | "destination" | "region" | "carrier_entity" | "aircraft_group" | "aircraft_type" | "aircraft_config" | "distance_group" | "service_class")[];
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
                                region?: {
                                    code: string;
                                    name: string | null;
                                } | null;
                                carrier_entity?: {
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
        /** T-100 market metrics for one origin-destination pair */
        get: {
            parameters: {
                query: {
                    /** @description single period: year */
                    year?: number;
                    /** @description single period: month 1-12 */
                    month?: number;
                    /** @description range or specific periods: first year (inclusive) */
                    start_year?: number;
                    /** @description range or specific periods: last year (inclusive) */
                    end_year?: number;
                    /** @description monthly range: first month */
                    start_month?: number;
                    /** @description monthly range: last month */
                    end_month?: number;
                    /** @description specific months in every year of start_year..end_year, comma-separated (e.g. 1,7) */
                    months?: string;
                    /** @description restrict to the most recent loaded periods (t100_market: 12 months); alone, selects them in range mode */
                    limit_results?: boolean;
                    /** @description origin airport, 3-letter IATA code */
                    origin: string;
                    /** @description destination airport, 3-letter IATA code */
                    destination: string;
                    /** @description comma-separated metrics; default passengers, freight, mail. passengers: number of passengers; freight: freight, pounds; mail: mail, pounds; distance: route distance, miles: the mean of DISTANCE over records */
                    metrics?: string;
                    /** @description filter: carrier code (2 or 3 letters or digits) */
                    carrier?: string;
                    /** @description filter: carrier operation region */
                    region?: "A" | "D" | "I" | "L" | "P" | "S";
                    /** @description filter: T-100 unique carrier entity code (1 to 6 letters or digits) */
                    carrier_entity?: string;
                    /** @description filter: distance band of 500 miles, 1 to 25 */
                    distance_group?: number;
                    /** @description filter: service class */
                    service_class?: "F" | "G" | "L" | "P";
                    /** @description multi-period: keeps the most recent periods */
                    limit?: number;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
                                metrics: ("passengers" | "freight" | "mail" | "distance")[];
                                origin: components["schemas"]["AirportName"];
                                destination: components["schemas"]["AirportName"];
                                /** @enum {unknown} */
                                mode: "single" | "range" | "specific";
                                filters: {
                                    [key: string]: string | number | boolean;
                                };
                                data_version: string;
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
        /** T-100 market metrics grouped by dimensions */
        get: {
            parameters: {
                query: {
                    /** @description single period: year */
                    year?: number;
                    /** @description single period: month 1-12 */
                    month?: number;
                    /** @description range or specific periods: first year (inclusive) */
                    start_year?: number;
                    /** @description range or specific periods: last year (inclusive) */
                    end_year?: number;
                    /** @description monthly range: first month */
                    start_month?: number;
                    /** @description monthly range: last month */
                    end_month?: number;
                    /** @description specific months in every year of start_year..end_year, comma-separated (e.g. 1,7) */
                    months?: string;
                    /** @description restrict to the most recent loaded periods (t100_market: 12 months); alone, selects them in range mode */
                    limit_results?: boolean;
                    /** @description comma-separated metrics; default passengers, freight, mail. passengers: number of passengers; freight: freight, pounds; mail: mail, pounds; distance: route distance, miles: the mean of DISTANCE over records */
                    metrics?: string;
                    /** @description filter: carrier code (2 or 3 letters or digits) */
                    carrier?: string;
                    /** @description filter: origin airport (3-letter IATA code) */
                    origin?: string;
                    /** @description filter: destination airport (3-letter IATA code) */
                    destination?: string;
                    /** @description filter: carrier operation region */
                    region?: "A" | "D" | "I" | "L" | "P" | "S";
                    /** @description filter: T-100 unique carrier entity code (1 to 6 letters or digits) */
                    carrier_entity?: string;
                    /** @description filter: distance band of 500 miles, 1 to 25 */
                    distance_group?: number;
                    /** @description filter: service class */
                    service_class?: "F" | "G" | "L" | "P";
                    /** @description comma-separated dimensions: carrier, origin, destination, region, carrier_entity, distance_group, service_class */
                    by: string;
                    /** @description a returned metric or by dimension; default the first metric; single-period only */
                    sort_by?: string;
                    /** @description single-period only */
                    sort_order?: "asc" | "desc";
                    /** @description rows per period: single period default 50 (max 100); multi-period default 25 (max 50) */
                    limit?: number;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
                                metrics: ("passengers" | "freight" | "mail" | "distance")[];
                                origin?: components["schemas"]["Airport"];
                                destination?: components["schemas"]["Airport"];
                                /** @enum {unknown} */
                                mode: "single" | "range" | "specific";
                                filters: {
                                    [key: string]: string | number | boolean;
                                };
                                data_version: string;
                                breakdown_by: ("carrier" | "origin" | "destination" | "region" | "carrier_entity" | "distance_group" | "service_class")[];
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
                                region?: {
                                    code: string;
                                    name: string | null;
                                } | null;
                                carrier_entity?: {
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
        /** On-time performance metrics for one origin-destination pair */
        get: {
            parameters: {
                query: {
                    /** @description single period: year */
                    year?: number;
                    /** @description single period: month 1-12 */
                    month?: number;
                    /** @description range or specific periods: first year (inclusive) */
                    start_year?: number;
                    /** @description range or specific periods: last year (inclusive) */
                    end_year?: number;
                    /** @description monthly range: first month */
                    start_month?: number;
                    /** @description monthly range: last month */
                    end_month?: number;
                    /** @description specific months in every year of start_year..end_year, comma-separated (e.g. 1,7) */
                    months?: string;
                    /** @description restrict to the most recent loaded periods (ontime: 12 months); alone, selects them in range mode */
                    limit_results?: boolean;
                    /** @description origin airport, 3-letter IATA code */
                    origin: string;
                    /** @description destination airport, 3-letter IATA code */
                    destination: string;
                    /** @description comma-separated metrics; default flights, on_time_pct, cancel_pct, avg_arr_delay. flights: total flights; cancelled: cancelled flights; diverted: diverted flights; dep_delayed: flights with departure delay of 15 or more minutes; arr_delayed: flights with arrival delay of 15 or more minutes; dep_delay_minutes: total departure delay minutes; arr_delay_minutes: total arrival delay minutes; total_distance: total distance flown, miles; air_time: total air time, minutes; taxi_out: total taxi-out time, minutes; taxi_in: total taxi-in time, minutes; elapsed_time: total actual elapsed time, minutes; on_time_pct: arrivals not delayed 15+ minutes, as % of total flights: 100 x (flights - cancelled - diverted - arr_delayed) / flights; cancel_pct: cancelled flights as % of total flights; divert_pct: diverted flights as % of total flights; avg_dep_delay: average departure delay per flight, minutes: dep_delay_minutes / (flights - cancelled); avg_arr_delay: average arrival delay per flight, minutes: arr_delay_minutes / (flights - cancelled - diverted); avg_air_time: average air time per flight, minutes: air_time / (flights - cancelled - diverted); avg_taxi_out: average taxi-out per flight, minutes: taxi_out / (flights - cancelled); avg_taxi_in: average taxi-in per flight, minutes: taxi_in / (flights - cancelled - diverted); avg_elapsed_time: average actual elapsed time per flight, minutes: elapsed_time / (flights - cancelled - diverted) */
                    metrics?: string;
                    /** @description filter: carrier code (2 or 3 letters or digits) */
                    carrier?: string;
                    /** @description filter: cancellation cause: A carrier, B weather, C national air system, D security */
                    cancellationcode?: "A" | "B" | "C" | "D";
                    /** @description filter: day of week, 1 = Monday to 7 = Sunday */
                    dayofweek?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                    /** @description filter: distance band of 500 miles, 1 to 25 */
                    distancegroup?: number;
                    /** @description multi-period: keeps the most recent periods */
                    limit?: number;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
                                metrics: ("flights" | "cancelled" | "diverted" | "dep_delayed" | "arr_delayed" | "dep_delay_minutes" | "arr_delay_minutes" | "total_distance" | "air_time" | "taxi_out" | "taxi_in" | "elapsed_time" | "on_time_pct" | "cancel_pct" | "divert_pct" | "avg_dep_delay" | "avg_arr_delay" | "avg_air_time" | "avg_taxi_out" | "avg_taxi_in" | "avg_elapsed_time")[];
                                origin: components["schemas"]["Airport"];
                                destination: components["schemas"]["Airport"];
                                /** @enum {unknown} */
                                mode: "single" | "range" | "specific";
                                filters: {
                                    [key: string]: string | number | boolean;
                                };
                                data_version: string;
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
        /** On-time performance metrics grouped by dimensions */
        get: {
            parameters: {
                query: {
                    /** @description single period: year */
                    year?: number;
                    /** @description single period: month 1-12 */
                    month?: number;
                    /** @description range or specific periods: first year (inclusive) */
                    start_year?: number;
                    /** @description range or specific periods: last year (inclusive) */
                    end_year?: number;
                    /** @description monthly range: first month */
                    start_month?: number;
                    /** @description monthly range: last month */
                    end_month?: number;
                    /** @description specific months in every year of start_year..end_year, comma-separated (e.g. 1,7) */
                    months?: string;
                    /** @description restrict to the most recent loaded periods (ontime: 12 months); alone, selects them in range mode */
                    limit_results?: boolean;
                    /** @description comma-separated metrics; default flights, on_time_pct, cancel_pct, avg_arr_delay. flights: total flights; cancelled: cancelled flights; diverted: diverted flights; dep_delayed: flights with departure delay of 15 or more minutes; arr_delayed: flights with arrival delay of 15 or more minutes; dep_delay_minutes: total departure delay minutes; arr_delay_minutes: total arrival delay minutes; total_distance: total distance flown, miles; air_time: total air time, minutes; taxi_out: total taxi-out time, minutes; taxi_in: total taxi-in time, minutes; elapsed_time: total actual elapsed time, minutes; on_time_pct: arrivals not delayed 15+ minutes, as % of total flights: 100 x (flights - cancelled - diverted - arr_delayed) / flights; cancel_pct: cancelled flights as % of total flights; divert_pct: diverted flights as % of total flights; avg_dep_delay: average departure delay per flight, minutes: dep_delay_minutes / (flights - cancelled); avg_arr_delay: average arrival delay per flight, minutes: arr_delay_minutes / (flights - cancelled - diverted); avg_air_time: average air time per flight, minutes: air_time / (flights - cancelled - diverted); avg_taxi_out: average taxi-out per flight, minutes: taxi_out / (flights - cancelled); avg_taxi_in: average taxi-in per flight, minutes: taxi_in / (flights - cancelled - diverted); avg_elapsed_time: average actual elapsed time per flight, minutes: elapsed_time / (flights - cancelled - diverted) */
                    metrics?: string;
                    /** @description filter: origin airport (3-letter IATA code) */
                    origin?: string;
                    /** @description filter: destination airport (3-letter IATA code) */
                    destination?: string;
                    /** @description filter: carrier code (2 or 3 letters or digits) */
                    carrier?: string;
                    /** @description filter: cancellation cause: A carrier, B weather, C national air system, D security */
                    cancellationcode?: "A" | "B" | "C" | "D";
                    /** @description filter: day of week, 1 = Monday to 7 = Sunday */
                    dayofweek?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
                    /** @description filter: distance band of 500 miles, 1 to 25 */
                    distancegroup?: number;
                    /** @description comma-separated dimensions: carrier, origin, destination, cancellationcode, dayofweek, distancegroup */
                    by: string;
                    /** @description a returned metric or by dimension; default the first metric; single-period only */
                    sort_by?: string;
                    /** @description single-period only */
                    sort_order?: "asc" | "desc";
                    /** @description rows per period: single period default 50 (max 100); multi-period default 25 (max 50) */
                    limit?: number;
                    /** @description csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv */
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
                                metrics: ("flights" | "cancelled" | "diverted" | "dep_delayed" | "arr_delayed" | "dep_delay_minutes" | "arr_delay_minutes" | "total_distance" | "air_time" | "taxi_out" | "taxi_in" | "elapsed_time" | "on_time_pct" | "cancel_pct" | "divert_pct" | "avg_dep_delay" | "avg_arr_delay" | "avg_air_time" | "avg_taxi_out" | "avg_taxi_in" | "avg_elapsed_time")[];
                                origin?: components["schemas"]["Airport"];
                                destination?: components["schemas"]["Airport"];
                                /** @enum {unknown} */
                                mode: "single" | "range" | "specific";
                                filters: {
                                    [key: string]: string | number | boolean;
                                };
                                data_version: string;
                                breakdown_by: ("carrier" | "origin" | "destination" | "cancellationcode" | "dayofweek" | "distancegroup")[];
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
                                avg_air_time?: components["schemas"]["Metric"];
                                avg_taxi_out?: components["schemas"]["Metric"];
                                avg_taxi_in?: components["schemas"]["Metric"];
                                avg_elapsed_time?: components["schemas"]["Metric"];
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
        put?: never;
        post?: never;
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
        AircraftType: {
            aircraft_type_id: number;
            short_name: string | null;
            long_name: string | null;
            manufacturer: string | null;
            aircraft_group: number | null;
        };
        Metric: {
            value: number | null;
            share: number | null;
        };
        MetricValue: {
            value: number | null;
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
export type operations = Record<string, never>;
