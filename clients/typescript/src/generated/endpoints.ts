// Generated from the atss /openapi.json by `npm run client:generate`: do not edit.
import type { ParametersOf, ResultOf } from '../operations.js';
import type { RequestOptions, Transport } from '../transport.js';

export type ServiceIndexParameters = ParametersOf<"/">;
export type ServiceIndexResult = ResultOf<"/">;

export type LivezParameters = ParametersOf<"/livez">;
export type LivezResult = ResultOf<"/livez">;

export type ReadyzParameters = ParametersOf<"/readyz">;
export type ReadyzResult = ResultOf<"/readyz">;

export type ProblemsParameters = ParametersOf<"/problems/{code}">;
export type ProblemsResult = ResultOf<"/problems/{code}">;

export type SupportCoverageParameters = ParametersOf<"/support/coverage">;
export type SupportCoverageResult = ResultOf<"/support/coverage">;

export type SupportAirportsParameters = ParametersOf<"/support/airports">;
export type SupportAirportsResult = ResultOf<"/support/airports">;

export type SupportCityMarketsParameters = ParametersOf<"/support/city-markets">;
export type SupportCityMarketsResult = ResultOf<"/support/city-markets">;

export type SupportCarriersParameters = ParametersOf<"/support/carriers">;
export type SupportCarriersResult = ResultOf<"/support/carriers">;

export type SupportAircraftsParameters = ParametersOf<"/support/aircrafts">;
export type SupportAircraftsResult = ResultOf<"/support/aircrafts">;

export type TicketsMarketsRouteParameters = Omit<ParametersOf<"/tickets/markets/route">, "metrics"> & {
  /** comma-separated metric ids; default passengers, revenue, avg_fare, avg_distance. Each is described, with its formula, in the operation description */
  metrics?: readonly ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "passengers_est" | "miles_flown" | "connections" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "avg_miles_flown" | "avg_connections" | "circuity" | "business_unrestricted_share" | "business_restricted_share" | "first_unrestricted_share" | "first_restricted_share" | "unknown_share" | "coach_restricted_share" | "coach_unrestricted_share" | "ground_share" | "nonstop_share" | "fare_p10" | "fare_p25" | "fare_median" | "fare_p75" | "fare_p90" | "itin_fare_median" | "hhi" | "carriers")[];
};
export type TicketsMarketsRouteResult = ResultOf<"/tickets/markets/route">;

export type TicketsMarketsBreakdownParameters = Omit<ParametersOf<"/tickets/markets/breakdown">, "metrics" | "by"> & {
  /** comma-separated metric ids; default passengers, revenue, avg_fare, avg_distance. Each is described, with its formula, in the operation description */
  metrics?: readonly ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "passengers_est" | "miles_flown" | "connections" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "avg_miles_flown" | "avg_connections" | "circuity" | "business_unrestricted_share" | "business_restricted_share" | "first_unrestricted_share" | "first_restricted_share" | "unknown_share" | "coach_restricted_share" | "coach_unrestricted_share" | "ground_share" | "nonstop_share" | "fare_p10" | "fare_p25" | "fare_median" | "fare_p75" | "fare_p90" | "itin_fare_median" | "hhi" | "carriers")[];
  /** comma-separated dimensions to group by: origin, destination, origin_city_market, destination_city_market, tkcarrier, rpcarrier, opcarrier, mktcarrier, mkt_distance_group, tkcarrier_change, opcarrier_change, mktcarrier_change, bulk_fare, dollar_cred, roundtrip, online, nonstop, itin_geo_type, mkt_geo_type, tkcarrier_group, opcarrier_group, fare_class, coupon_type, purwingrp, connection. A dimension cannot also be a filter. Or `total` alone: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions */
  by: readonly ("origin" | "destination" | "origin_city_market" | "destination_city_market" | "tkcarrier" | "rpcarrier" | "opcarrier" | "mktcarrier" | "mkt_distance_group" | "tkcarrier_change" | "opcarrier_change" | "mktcarrier_change" | "bulk_fare" | "dollar_cred" | "roundtrip" | "online" | "nonstop" | "itin_geo_type" | "mkt_geo_type" | "tkcarrier_group" | "opcarrier_group" | "fare_class" | "coupon_type" | "purwingrp" | "connection" | "total")[];
};
export type TicketsMarketsBreakdownResult = ResultOf<"/tickets/markets/breakdown">;

export type TicketsCouponsRouteParameters = Omit<ParametersOf<"/tickets/coupons/route">, "metrics"> & {
  /** comma-separated metric ids; default passengers, revenue, avg_fare, avg_distance. Each is described, with its formula, in the operation description */
  metrics?: readonly ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "passengers_est" | "avg_passengers_per_record" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "yield" | "fare_p10" | "fare_p25" | "fare_median" | "fare_p75" | "fare_p90" | "hhi" | "carriers")[];
};
export type TicketsCouponsRouteResult = ResultOf<"/tickets/coupons/route">;

export type TicketsCouponsBreakdownParameters = Omit<ParametersOf<"/tickets/coupons/breakdown">, "metrics" | "by"> & {
  /** comma-separated metric ids; default passengers, revenue, avg_fare, avg_distance. Each is described, with its formula, in the operation description */
  metrics?: readonly ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "passengers_est" | "avg_passengers_per_record" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "yield" | "fare_p10" | "fare_p25" | "fare_median" | "fare_p75" | "fare_p90" | "hhi" | "carriers")[];
  /** comma-separated dimensions to group by: origin, destination, origin_city_market, destination_city_market, tkcarrier, rpcarrier, opcarrier, mktcarrier, fare_class, coupon_type, roundtrip, online, bulk_fare, gateway, dollar_cred, nonstop, distance_group, tkcarrier_change, opcarrier_change, mktcarrier_change, itin_geo_type, mkt_geo_type, coupon_geo_type, purwingrp. A dimension cannot also be a filter. Or `total` alone: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions */
  by: readonly ("origin" | "destination" | "origin_city_market" | "destination_city_market" | "tkcarrier" | "rpcarrier" | "opcarrier" | "mktcarrier" | "fare_class" | "coupon_type" | "roundtrip" | "online" | "bulk_fare" | "gateway" | "dollar_cred" | "nonstop" | "distance_group" | "tkcarrier_change" | "opcarrier_change" | "mktcarrier_change" | "itin_geo_type" | "mkt_geo_type" | "coupon_geo_type" | "purwingrp" | "total")[];
};
export type TicketsCouponsBreakdownResult = ResultOf<"/tickets/coupons/breakdown">;

export type TrafficSegmentsRouteParameters = Omit<ParametersOf<"/traffic/segments/route">, "metrics"> & {
  /** comma-separated metric ids; default passengers, seats, departures_performed, load_factor. Each is described, with its formula, in the operation description */
  metrics?: readonly ("passengers" | "seats" | "departures_performed" | "freight" | "mail" | "distance" | "load_factor" | "available_seat_miles" | "revenue_passenger_miles" | "avg_stage_length" | "departures_completion_rate" | "avg_seats_per_departure" | "avg_passengers_per_departure" | "hhi" | "carriers")[];
};
export type TrafficSegmentsRouteResult = ResultOf<"/traffic/segments/route">;

export type TrafficSegmentsBreakdownParameters = Omit<ParametersOf<"/traffic/segments/breakdown">, "metrics" | "by"> & {
  /** comma-separated metric ids; default passengers, seats, departures_performed, load_factor. Each is described, with its formula, in the operation description */
  metrics?: readonly ("passengers" | "seats" | "departures_performed" | "freight" | "mail" | "distance" | "load_factor" | "available_seat_miles" | "revenue_passenger_miles" | "avg_stage_length" | "departures_completion_rate" | "avg_seats_per_departure" | "avg_passengers_per_departure" | "hhi" | "carriers")[];
  /** comma-separated dimensions to group by: carrier, origin, destination, origin_city_market, destination_city_market, region, carrier_entity, carrier_group, aircraft_group, aircraft_type, aircraft_config, distance_group, service_class. A dimension cannot also be a filter. Or `total` alone: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions */
  by: readonly ("carrier" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "region" | "carrier_entity" | "carrier_group" | "aircraft_group" | "aircraft_type" | "aircraft_config" | "distance_group" | "service_class" | "total")[];
};
export type TrafficSegmentsBreakdownResult = ResultOf<"/traffic/segments/breakdown">;

export type TrafficMarketsRouteParameters = Omit<ParametersOf<"/traffic/markets/route">, "metrics"> & {
  /** comma-separated metric ids; default passengers, freight, mail. Each is described, with its formula, in the operation description */
  metrics?: readonly ("passengers" | "freight" | "mail" | "distance" | "hhi" | "carriers")[];
};
export type TrafficMarketsRouteResult = ResultOf<"/traffic/markets/route">;

export type TrafficMarketsBreakdownParameters = Omit<ParametersOf<"/traffic/markets/breakdown">, "metrics" | "by"> & {
  /** comma-separated metric ids; default passengers, freight, mail. Each is described, with its formula, in the operation description */
  metrics?: readonly ("passengers" | "freight" | "mail" | "distance" | "hhi" | "carriers")[];
  /** comma-separated dimensions to group by: carrier, origin, destination, origin_city_market, destination_city_market, region, carrier_entity, carrier_group, distance_group, service_class. A dimension cannot also be a filter. Or `total` alone: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions */
  by: readonly ("carrier" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "region" | "carrier_entity" | "carrier_group" | "distance_group" | "service_class" | "total")[];
};
export type TrafficMarketsBreakdownResult = ResultOf<"/traffic/markets/breakdown">;

export type PerformanceRouteParameters = Omit<ParametersOf<"/performance/route">, "metrics"> & {
  /** comma-separated metric ids; default flights, on_time_pct, cancel_pct, avg_arr_delay. Each is described, with its formula, in the operation description */
  metrics?: readonly ("flights" | "cancelled" | "diverted" | "dep_delayed" | "arr_delayed" | "dep_delay_minutes" | "arr_delay_minutes" | "total_distance" | "air_time" | "taxi_out" | "taxi_in" | "elapsed_time" | "on_time_pct" | "cancel_pct" | "divert_pct" | "avg_dep_delay" | "avg_arr_delay" | "avg_dep_delay_signed" | "avg_arr_delay_signed" | "avg_air_time" | "avg_taxi_out" | "avg_taxi_in" | "avg_elapsed_time" | "carrier_delay_minutes" | "carrier_delay_count" | "carrier_delay_pct" | "weather_delay_minutes" | "weather_delay_count" | "weather_delay_pct" | "nas_delay_minutes" | "nas_delay_count" | "nas_delay_pct" | "security_delay_minutes" | "security_delay_count" | "security_delay_pct" | "late_aircraft_delay_minutes" | "late_aircraft_delay_count" | "late_aircraft_delay_pct")[];
};
export type PerformanceRouteResult = ResultOf<"/performance/route">;

export type PerformanceBreakdownParameters = Omit<ParametersOf<"/performance/breakdown">, "metrics" | "by"> & {
  /** comma-separated metric ids; default flights, on_time_pct, cancel_pct, avg_arr_delay. Each is described, with its formula, in the operation description */
  metrics?: readonly ("flights" | "cancelled" | "diverted" | "dep_delayed" | "arr_delayed" | "dep_delay_minutes" | "arr_delay_minutes" | "total_distance" | "air_time" | "taxi_out" | "taxi_in" | "elapsed_time" | "on_time_pct" | "cancel_pct" | "divert_pct" | "avg_dep_delay" | "avg_arr_delay" | "avg_dep_delay_signed" | "avg_arr_delay_signed" | "avg_air_time" | "avg_taxi_out" | "avg_taxi_in" | "avg_elapsed_time" | "carrier_delay_minutes" | "carrier_delay_count" | "carrier_delay_pct" | "weather_delay_minutes" | "weather_delay_count" | "weather_delay_pct" | "nas_delay_minutes" | "nas_delay_count" | "nas_delay_pct" | "security_delay_minutes" | "security_delay_count" | "security_delay_pct" | "late_aircraft_delay_minutes" | "late_aircraft_delay_count" | "late_aircraft_delay_pct")[];
  /** comma-separated dimensions to group by: carrier, origin, destination, origin_city_market, destination_city_market, cancellationcode, dayofweek, distancegroup, dep_time_block, arr_time_block. A dimension cannot also be a filter. Or `total` alone: no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions */
  by: readonly ("carrier" | "origin" | "destination" | "origin_city_market" | "destination_city_market" | "cancellationcode" | "dayofweek" | "distancegroup" | "dep_time_block" | "arr_time_block" | "total")[];
};
export type PerformanceBreakdownResult = ResultOf<"/performance/breakdown">;

/** One function per endpoint of the service. */
export function endpoints(transport: Transport) {
  return {
    /** Links to every endpoint */
    serviceIndex: (options?: RequestOptions): Promise<ServiceIndexResult> =>
      transport.get<ServiceIndexResult>("/", {}, options),
    /** Liveness */
    livez: (options?: RequestOptions): Promise<LivezResult> =>
      transport.get<LivezResult>("/livez", {}, options),
    /** Readiness: data loaded, with its data_version and route_index */
    readyz: (options?: RequestOptions): Promise<ReadyzResult> =>
      transport.get<ReadyzResult>("/readyz", {}, options),
    /** Explains a problem type */
    problems: (parameters: ProblemsParameters, options?: RequestOptions): Promise<ProblemsResult> =>
      transport.get<ProblemsResult>("/problems/{code}", parameters, options),
    /** Loaded periods and record counts per stored table */
    supportCoverage: (options?: RequestOptions): Promise<SupportCoverageResult> =>
      transport.get<SupportCoverageResult>("/support/coverage", {}, options),
    /** Airport reference records (Master Coordinate, latest row per airport) */
    supportAirports: (parameters: SupportAirportsParameters = {}, options?: RequestOptions): Promise<SupportAirportsResult> =>
      transport.get<SupportAirportsResult>("/support/airports", parameters, options),
    /** City markets (co-located airports such as New York = JFK, LGA, EWR): their ids, names (Master Coordinate, L_CITY_MARKET_ID) and airports */
    supportCityMarkets: (parameters: SupportCityMarketsParameters = {}, options?: RequestOptions): Promise<SupportCityMarketsResult> =>
      transport.get<SupportCityMarketsResult>("/support/city-markets", parameters, options),
    /** Carrier reference records (Carrier Decode, one row per carrier code), with every holder of the code by period */
    supportCarriers: (parameters: SupportCarriersParameters = {}, options?: RequestOptions): Promise<SupportCarriersResult> =>
      transport.get<SupportCarriersResult>("/support/carriers", parameters, options),
    /** Aircraft type reference records (Aircraft Types) */
    supportAircrafts: (parameters: SupportAircraftsParameters = {}, options?: RequestOptions): Promise<SupportAircraftsResult> =>
      transport.get<SupportAircraftsResult>("/support/aircrafts", parameters, options),
    /** Ticket market (origin-destination) metrics for one pair, DB1B or DB1C */
    ticketsMarketsRoute: (parameters: TicketsMarketsRouteParameters = {}, options?: RequestOptions): Promise<TicketsMarketsRouteResult> =>
      transport.get<TicketsMarketsRouteResult>("/tickets/markets/route", parameters, options),
    /** Ticket market metrics grouped by dimensions, DB1B or DB1C */
    ticketsMarketsBreakdown: (parameters: TicketsMarketsBreakdownParameters, options?: RequestOptions): Promise<TicketsMarketsBreakdownResult> =>
      transport.get<TicketsMarketsBreakdownResult>("/tickets/markets/breakdown", parameters, options),
    /** Ticket coupon (flight segment) metrics for one pair, DB1B or DB1C */
    ticketsCouponsRoute: (parameters: TicketsCouponsRouteParameters = {}, options?: RequestOptions): Promise<TicketsCouponsRouteResult> =>
      transport.get<TicketsCouponsRouteResult>("/tickets/coupons/route", parameters, options),
    /** Ticket coupon metrics grouped by dimensions, DB1B or DB1C */
    ticketsCouponsBreakdown: (parameters: TicketsCouponsBreakdownParameters, options?: RequestOptions): Promise<TicketsCouponsBreakdownResult> =>
      transport.get<TicketsCouponsBreakdownResult>("/tickets/coupons/breakdown", parameters, options),
    /** T-100 segment metrics for one origin-destination pair */
    trafficSegmentsRoute: (parameters: TrafficSegmentsRouteParameters = {}, options?: RequestOptions): Promise<TrafficSegmentsRouteResult> =>
      transport.get<TrafficSegmentsRouteResult>("/traffic/segments/route", parameters, options),
    /** T-100 segment metrics grouped by dimensions */
    trafficSegmentsBreakdown: (parameters: TrafficSegmentsBreakdownParameters, options?: RequestOptions): Promise<TrafficSegmentsBreakdownResult> =>
      transport.get<TrafficSegmentsBreakdownResult>("/traffic/segments/breakdown", parameters, options),
    /** T-100 market metrics for one origin-destination pair */
    trafficMarketsRoute: (parameters: TrafficMarketsRouteParameters = {}, options?: RequestOptions): Promise<TrafficMarketsRouteResult> =>
      transport.get<TrafficMarketsRouteResult>("/traffic/markets/route", parameters, options),
    /** T-100 market metrics grouped by dimensions */
    trafficMarketsBreakdown: (parameters: TrafficMarketsBreakdownParameters, options?: RequestOptions): Promise<TrafficMarketsBreakdownResult> =>
      transport.get<TrafficMarketsBreakdownResult>("/traffic/markets/breakdown", parameters, options),
    /** On-time performance metrics for one origin-destination pair */
    performanceRoute: (parameters: PerformanceRouteParameters = {}, options?: RequestOptions): Promise<PerformanceRouteResult> =>
      transport.get<PerformanceRouteResult>("/performance/route", parameters, options),
    /** On-time performance metrics grouped by dimensions */
    performanceBreakdown: (parameters: PerformanceBreakdownParameters, options?: RequestOptions): Promise<PerformanceBreakdownResult> =>
      transport.get<PerformanceBreakdownResult>("/performance/breakdown", parameters, options),
  };
}
