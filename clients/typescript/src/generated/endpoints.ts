// Generated from the atss /openapi.json by `npm run client:generate`: do not edit.
import type { ParametersOf, ResultOf } from '../operations.js';
import type { RequestOptions, Transport } from '../transport.js';

export type ServiceIndexParameters = ParametersOf<"/">;
export type ServiceIndexResult = ResultOf<"/">;

export type LivezParameters = ParametersOf<"/livez">;
export type LivezResult = ResultOf<"/livez">;

export type ReadyzParameters = ParametersOf<"/readyz">;
export type ReadyzResult = ResultOf<"/readyz">;

export type SupportCoverageParameters = ParametersOf<"/support/coverage">;
export type SupportCoverageResult = ResultOf<"/support/coverage">;

export type ProblemsParameters = ParametersOf<"/problems/{code}">;
export type ProblemsResult = ResultOf<"/problems/{code}">;

export type SupportAirportsParameters = ParametersOf<"/support/airports">;
export type SupportAirportsResult = ResultOf<"/support/airports">;

export type SupportCarriersParameters = ParametersOf<"/support/carriers">;
export type SupportCarriersResult = ResultOf<"/support/carriers">;

export type SupportAircraftsParameters = ParametersOf<"/support/aircrafts">;
export type SupportAircraftsResult = ResultOf<"/support/aircrafts">;

export type TicketsMarketsRouteParameters = Omit<ParametersOf<"/tickets/markets/route">, "metrics"> & {
  /** comma-separated metrics; default passengers, revenue, avg_fare, avg_distance. passengers: number of passengers; revenue: total revenue, dollars; total_distance: total distance (x passengers), miles; count: record count (dataset db1b only); base_cost: revenue minus taxes, dollars (dataset db1c only); tax_cost: tax amount, dollars (dataset db1c only); miles_flown: total miles flown (x passengers) (dataset db1b only); connections: total connections (coupons - 1, x passengers) (dataset db1b only); avg_fare: average fare per passenger, dollars; avg_distance: average distance per passenger, miles; avg_base_cost: average base cost per passenger, dollars (dataset db1c only); avg_tax: average tax per passenger, dollars (dataset db1c only); avg_miles_flown: average miles flown per passenger (dataset db1b only); avg_connections: average connections per passenger (dataset db1b only); circuity: ratio of actual to nonstop distance; ground_share: Ground passengers (market fare class -), % of total (dataset db1b only); business_unrestricted_share: Business unrestricted passengers (market fare class C), % of total (dataset db1b only); business_restricted_share: Business restricted passengers (market fare class D), % of total (dataset db1b only); first_unrestricted_share: First unrestricted passengers (market fare class F), % of total (dataset db1b only); first_restricted_share: First restricted passengers (market fare class G), % of total (dataset db1b only); unknown_share: Unknown passengers (market fare class U), % of total (dataset db1b only); coach_restricted_share: Coach restricted passengers (market fare class X), % of total (dataset db1b only); coach_unrestricted_share: Coach unrestricted passengers (market fare class Y), % of total (dataset db1b only) */
  metrics?: readonly ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "miles_flown" | "connections" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "avg_miles_flown" | "avg_connections" | "circuity" | "ground_share" | "business_unrestricted_share" | "business_restricted_share" | "first_unrestricted_share" | "first_restricted_share" | "unknown_share" | "coach_restricted_share" | "coach_unrestricted_share")[];
};
export type TicketsMarketsRouteResult = ResultOf<"/tickets/markets/route">;

export type TicketsMarketsBreakdownParameters = Omit<ParametersOf<"/tickets/markets/breakdown">, "metrics" | "by"> & {
  /** comma-separated metrics; default passengers, revenue, avg_fare, avg_distance. passengers: number of passengers; revenue: total revenue, dollars; total_distance: total distance (x passengers), miles; count: record count (dataset db1b only); base_cost: revenue minus taxes, dollars (dataset db1c only); tax_cost: tax amount, dollars (dataset db1c only); miles_flown: total miles flown (x passengers) (dataset db1b only); connections: total connections (coupons - 1, x passengers) (dataset db1b only); avg_fare: average fare per passenger, dollars; avg_distance: average distance per passenger, miles; avg_base_cost: average base cost per passenger, dollars (dataset db1c only); avg_tax: average tax per passenger, dollars (dataset db1c only); avg_miles_flown: average miles flown per passenger (dataset db1b only); avg_connections: average connections per passenger (dataset db1b only); circuity: ratio of actual to nonstop distance; ground_share: Ground passengers (market fare class -), % of total (dataset db1b only); business_unrestricted_share: Business unrestricted passengers (market fare class C), % of total (dataset db1b only); business_restricted_share: Business restricted passengers (market fare class D), % of total (dataset db1b only); first_unrestricted_share: First unrestricted passengers (market fare class F), % of total (dataset db1b only); first_restricted_share: First restricted passengers (market fare class G), % of total (dataset db1b only); unknown_share: Unknown passengers (market fare class U), % of total (dataset db1b only); coach_restricted_share: Coach restricted passengers (market fare class X), % of total (dataset db1b only); coach_unrestricted_share: Coach unrestricted passengers (market fare class Y), % of total (dataset db1b only) */
  metrics?: readonly ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "miles_flown" | "connections" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "avg_miles_flown" | "avg_connections" | "circuity" | "ground_share" | "business_unrestricted_share" | "business_restricted_share" | "first_unrestricted_share" | "first_restricted_share" | "unknown_share" | "coach_restricted_share" | "coach_unrestricted_share")[];
  /** comma-separated dimensions: origin, destination, tkcarrier (dataset db1b only), rpcarrier, opcarrier, mktcarrier (dataset db1c only), mkt_distance_group (dataset db1b only), tkcarrier_change (dataset db1b only), opcarrier_change, mktcarrier_change (dataset db1c only), bulk_fare (dataset db1b only), dollar_cred (dataset db1b only), roundtrip, online (dataset db1b only), nonstop, itin_geo_type (dataset db1b only), mkt_geo_type (dataset db1b only), tkcarrier_group (dataset db1b only), opcarrier_group (dataset db1b only), fare_class (dataset db1b only), coupon_type (dataset db1b only), purwingrp (dataset db1c only) */
  by: readonly ("origin" | "destination" | "tkcarrier" | "rpcarrier" | "opcarrier" | "mktcarrier" | "mkt_distance_group" | "tkcarrier_change" | "opcarrier_change" | "mktcarrier_change" | "bulk_fare" | "dollar_cred" | "roundtrip" | "online" | "nonstop" | "itin_geo_type" | "mkt_geo_type" | "tkcarrier_group" | "opcarrier_group" | "fare_class" | "coupon_type" | "purwingrp")[];
};
export type TicketsMarketsBreakdownResult = ResultOf<"/tickets/markets/breakdown">;

export type TicketsCouponsRouteParameters = Omit<ParametersOf<"/tickets/coupons/route">, "metrics"> & {
  /** comma-separated metrics; default passengers, revenue, avg_fare, avg_distance. passengers: number of passengers; revenue: total revenue, dollars; total_distance: total distance (x passengers), miles; count: record count (dataset db1b only); base_cost: revenue minus taxes, dollars (dataset db1c only); tax_cost: tax amount, dollars (dataset db1c only); avg_passengers_per_record: passengers per coupon record (dataset db1b only); avg_fare: average fare per passenger, dollars; avg_distance: average distance per passenger, miles; avg_base_cost: average base cost per passenger, dollars (dataset db1c only); avg_tax: average tax per passenger, dollars (dataset db1c only); yield: revenue per mile, dollars (dataset db1b only) */
  metrics?: readonly ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "avg_passengers_per_record" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "yield")[];
};
export type TicketsCouponsRouteResult = ResultOf<"/tickets/coupons/route">;

export type TicketsCouponsBreakdownParameters = Omit<ParametersOf<"/tickets/coupons/breakdown">, "metrics" | "by"> & {
  /** comma-separated metrics; default passengers, revenue, avg_fare, avg_distance. passengers: number of passengers; revenue: total revenue, dollars; total_distance: total distance (x passengers), miles; count: record count (dataset db1b only); base_cost: revenue minus taxes, dollars (dataset db1c only); tax_cost: tax amount, dollars (dataset db1c only); avg_passengers_per_record: passengers per coupon record (dataset db1b only); avg_fare: average fare per passenger, dollars; avg_distance: average distance per passenger, miles; avg_base_cost: average base cost per passenger, dollars (dataset db1c only); avg_tax: average tax per passenger, dollars (dataset db1c only); yield: revenue per mile, dollars (dataset db1b only) */
  metrics?: readonly ("passengers" | "revenue" | "total_distance" | "count" | "base_cost" | "tax_cost" | "avg_passengers_per_record" | "avg_fare" | "avg_distance" | "avg_base_cost" | "avg_tax" | "yield")[];
  /** comma-separated dimensions: origin, destination, tkcarrier (dataset db1b only), rpcarrier, opcarrier, mktcarrier (dataset db1c only), fare_class (dataset db1b only), coupon_type (dataset db1b only), roundtrip, online (dataset db1b only), bulk_fare (dataset db1b only), gateway (dataset db1b only), dollar_cred (dataset db1b only), nonstop, distance_group (dataset db1b only), tkcarrier_change (dataset db1b only), opcarrier_change, mktcarrier_change (dataset db1c only), itin_geo_type (dataset db1b only), mkt_geo_type (dataset db1b only), coupon_geo_type (dataset db1b only), purwingrp (dataset db1c only) */
  by: readonly ("origin" | "destination" | "tkcarrier" | "rpcarrier" | "opcarrier" | "mktcarrier" | "fare_class" | "coupon_type" | "roundtrip" | "online" | "bulk_fare" | "gateway" | "dollar_cred" | "nonstop" | "distance_group" | "tkcarrier_change" | "opcarrier_change" | "mktcarrier_change" | "itin_geo_type" | "mkt_geo_type" | "coupon_geo_type" | "purwingrp")[];
};
export type TicketsCouponsBreakdownResult = ResultOf<"/tickets/coupons/breakdown">;

export type TrafficSegmentsRouteParameters = Omit<ParametersOf<"/traffic/segments/route">, "metrics"> & {
  /** comma-separated metrics; default passengers, seats, departures_performed, load_factor. passengers: number of passengers; seats: number of available seats; departures_performed: departures performed; freight: freight, pounds; mail: mail, pounds; distance: route distance, miles: the mean of DISTANCE over records; load_factor: passengers / seats (a ratio, 0 to 1); available_seat_miles: seats x distance; revenue_passenger_miles: passengers x distance; avg_stage_length: distance-weighted average stage length: Σ(DISTANCE x DEPARTURES_PERFORMED) / departures_performed; departures_completion_rate: departures performed / departures scheduled; avg_seats_per_departure: seats / departures performed; avg_passengers_per_departure: passengers / departures performed */
  metrics?: readonly ("passengers" | "seats" | "departures_performed" | "freight" | "mail" | "distance" | "load_factor" | "available_seat_miles" | "revenue_passenger_miles" | "avg_stage_length" | "departures_completion_rate" | "avg_seats_per_departure" | "avg_passengers_per_departure")[];
};
export type TrafficSegmentsRouteResult = ResultOf<"/traffic/segments/route">;

export type TrafficSegmentsBreakdownParameters = Omit<ParametersOf<"/traffic/segments/breakdown">, "metrics" | "by"> & {
  /** comma-separated metrics; default passengers, seats, departures_performed, load_factor. passengers: number of passengers; seats: number of available seats; departures_performed: departures performed; freight: freight, pounds; mail: mail, pounds; distance: route distance, miles: the mean of DISTANCE over records; load_factor: passengers / seats (a ratio, 0 to 1); available_seat_miles: seats x distance; revenue_passenger_miles: passengers x distance; avg_stage_length: distance-weighted average stage length: Σ(DISTANCE x DEPARTURES_PERFORMED) / departures_performed; departures_completion_rate: departures performed / departures scheduled; avg_seats_per_departure: seats / departures performed; avg_passengers_per_departure: passengers / departures performed */
  metrics?: readonly ("passengers" | "seats" | "departures_performed" | "freight" | "mail" | "distance" | "load_factor" | "available_seat_miles" | "revenue_passenger_miles" | "avg_stage_length" | "departures_completion_rate" | "avg_seats_per_departure" | "avg_passengers_per_departure")[];
  /** comma-separated dimensions: carrier, origin, destination, region, carrier_entity, aircraft_group, aircraft_type, aircraft_config, distance_group, service_class */
  by: readonly ("carrier" | "origin" | "destination" | "region" | "carrier_entity" | "aircraft_group" | "aircraft_type" | "aircraft_config" | "distance_group" | "service_class")[];
};
export type TrafficSegmentsBreakdownResult = ResultOf<"/traffic/segments/breakdown">;

export type TrafficMarketsRouteParameters = Omit<ParametersOf<"/traffic/markets/route">, "metrics"> & {
  /** comma-separated metrics; default passengers, freight, mail. passengers: number of passengers; freight: freight, pounds; mail: mail, pounds; distance: route distance, miles: the mean of DISTANCE over records */
  metrics?: readonly ("passengers" | "freight" | "mail" | "distance")[];
};
export type TrafficMarketsRouteResult = ResultOf<"/traffic/markets/route">;

export type TrafficMarketsBreakdownParameters = Omit<ParametersOf<"/traffic/markets/breakdown">, "metrics" | "by"> & {
  /** comma-separated metrics; default passengers, freight, mail. passengers: number of passengers; freight: freight, pounds; mail: mail, pounds; distance: route distance, miles: the mean of DISTANCE over records */
  metrics?: readonly ("passengers" | "freight" | "mail" | "distance")[];
  /** comma-separated dimensions: carrier, origin, destination, region, carrier_entity, distance_group, service_class */
  by: readonly ("carrier" | "origin" | "destination" | "region" | "carrier_entity" | "distance_group" | "service_class")[];
};
export type TrafficMarketsBreakdownResult = ResultOf<"/traffic/markets/breakdown">;

export type PerformanceRouteParameters = Omit<ParametersOf<"/performance/route">, "metrics"> & {
  /** comma-separated metrics; default flights, on_time_pct, cancel_pct, avg_arr_delay. flights: total flights; cancelled: cancelled flights; diverted: diverted flights; dep_delayed: flights with departure delay of 15 or more minutes; arr_delayed: flights with arrival delay of 15 or more minutes; dep_delay_minutes: total departure delay minutes; arr_delay_minutes: total arrival delay minutes; total_distance: total distance flown, miles; air_time: total air time, minutes; taxi_out: total taxi-out time, minutes; taxi_in: total taxi-in time, minutes; elapsed_time: total actual elapsed time, minutes; on_time_pct: arrivals not delayed 15+ minutes, as % of total flights: 100 x (flights - cancelled - diverted - arr_delayed) / flights; cancel_pct: cancelled flights as % of total flights; divert_pct: diverted flights as % of total flights; avg_dep_delay: average departure delay per flight, minutes: dep_delay_minutes / (flights - cancelled); avg_arr_delay: average arrival delay per flight, minutes: arr_delay_minutes / (flights - cancelled - diverted); avg_air_time: average air time per flight, minutes: air_time / (flights - cancelled - diverted); avg_taxi_out: average taxi-out per flight, minutes: taxi_out / (flights - cancelled); avg_taxi_in: average taxi-in per flight, minutes: taxi_in / (flights - cancelled - diverted); avg_elapsed_time: average actual elapsed time per flight, minutes: elapsed_time / (flights - cancelled - diverted) */
  metrics?: readonly ("flights" | "cancelled" | "diverted" | "dep_delayed" | "arr_delayed" | "dep_delay_minutes" | "arr_delay_minutes" | "total_distance" | "air_time" | "taxi_out" | "taxi_in" | "elapsed_time" | "on_time_pct" | "cancel_pct" | "divert_pct" | "avg_dep_delay" | "avg_arr_delay" | "avg_air_time" | "avg_taxi_out" | "avg_taxi_in" | "avg_elapsed_time")[];
};
export type PerformanceRouteResult = ResultOf<"/performance/route">;

export type PerformanceBreakdownParameters = Omit<ParametersOf<"/performance/breakdown">, "metrics" | "by"> & {
  /** comma-separated metrics; default flights, on_time_pct, cancel_pct, avg_arr_delay. flights: total flights; cancelled: cancelled flights; diverted: diverted flights; dep_delayed: flights with departure delay of 15 or more minutes; arr_delayed: flights with arrival delay of 15 or more minutes; dep_delay_minutes: total departure delay minutes; arr_delay_minutes: total arrival delay minutes; total_distance: total distance flown, miles; air_time: total air time, minutes; taxi_out: total taxi-out time, minutes; taxi_in: total taxi-in time, minutes; elapsed_time: total actual elapsed time, minutes; on_time_pct: arrivals not delayed 15+ minutes, as % of total flights: 100 x (flights - cancelled - diverted - arr_delayed) / flights; cancel_pct: cancelled flights as % of total flights; divert_pct: diverted flights as % of total flights; avg_dep_delay: average departure delay per flight, minutes: dep_delay_minutes / (flights - cancelled); avg_arr_delay: average arrival delay per flight, minutes: arr_delay_minutes / (flights - cancelled - diverted); avg_air_time: average air time per flight, minutes: air_time / (flights - cancelled - diverted); avg_taxi_out: average taxi-out per flight, minutes: taxi_out / (flights - cancelled); avg_taxi_in: average taxi-in per flight, minutes: taxi_in / (flights - cancelled - diverted); avg_elapsed_time: average actual elapsed time per flight, minutes: elapsed_time / (flights - cancelled - diverted) */
  metrics?: readonly ("flights" | "cancelled" | "diverted" | "dep_delayed" | "arr_delayed" | "dep_delay_minutes" | "arr_delay_minutes" | "total_distance" | "air_time" | "taxi_out" | "taxi_in" | "elapsed_time" | "on_time_pct" | "cancel_pct" | "divert_pct" | "avg_dep_delay" | "avg_arr_delay" | "avg_air_time" | "avg_taxi_out" | "avg_taxi_in" | "avg_elapsed_time")[];
  /** comma-separated dimensions: carrier, origin, destination, cancellationcode, dayofweek, distancegroup */
  by: readonly ("carrier" | "origin" | "destination" | "cancellationcode" | "dayofweek" | "distancegroup")[];
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
    /** Readiness: data loaded, with its data_version */
    readyz: (options?: RequestOptions): Promise<ReadyzResult> =>
      transport.get<ReadyzResult>("/readyz", {}, options),
    /** Loaded periods and record counts per stored table */
    supportCoverage: (options?: RequestOptions): Promise<SupportCoverageResult> =>
      transport.get<SupportCoverageResult>("/support/coverage", {}, options),
    /** Explains a problem type */
    problems: (parameters: ProblemsParameters, options?: RequestOptions): Promise<ProblemsResult> =>
      transport.get<ProblemsResult>("/problems/{code}", parameters, options),
    /** Airport reference records (Master Coordinate, latest row per airport) */
    supportAirports: (parameters: SupportAirportsParameters = {}, options?: RequestOptions): Promise<SupportAirportsResult> =>
      transport.get<SupportAirportsResult>("/support/airports", parameters, options),
    /** Carrier reference records (Carrier Decode, one row per carrier code) */
    supportCarriers: (parameters: SupportCarriersParameters = {}, options?: RequestOptions): Promise<SupportCarriersResult> =>
      transport.get<SupportCarriersResult>("/support/carriers", parameters, options),
    /** Aircraft type reference records (Aircraft Types) */
    supportAircrafts: (parameters: SupportAircraftsParameters = {}, options?: RequestOptions): Promise<SupportAircraftsResult> =>
      transport.get<SupportAircraftsResult>("/support/aircrafts", parameters, options),
    /** Ticket market (origin-destination) metrics for one pair, DB1B or DB1C */
    ticketsMarketsRoute: (parameters: TicketsMarketsRouteParameters, options?: RequestOptions): Promise<TicketsMarketsRouteResult> =>
      transport.get<TicketsMarketsRouteResult>("/tickets/markets/route", parameters, options),
    /** Ticket market metrics grouped by dimensions, DB1B or DB1C */
    ticketsMarketsBreakdown: (parameters: TicketsMarketsBreakdownParameters, options?: RequestOptions): Promise<TicketsMarketsBreakdownResult> =>
      transport.get<TicketsMarketsBreakdownResult>("/tickets/markets/breakdown", parameters, options),
    /** Ticket coupon (flight segment) metrics for one pair, DB1B or DB1C */
    ticketsCouponsRoute: (parameters: TicketsCouponsRouteParameters, options?: RequestOptions): Promise<TicketsCouponsRouteResult> =>
      transport.get<TicketsCouponsRouteResult>("/tickets/coupons/route", parameters, options),
    /** Ticket coupon metrics grouped by dimensions, DB1B or DB1C */
    ticketsCouponsBreakdown: (parameters: TicketsCouponsBreakdownParameters, options?: RequestOptions): Promise<TicketsCouponsBreakdownResult> =>
      transport.get<TicketsCouponsBreakdownResult>("/tickets/coupons/breakdown", parameters, options),
    /** T-100 segment metrics for one origin-destination pair */
    trafficSegmentsRoute: (parameters: TrafficSegmentsRouteParameters, options?: RequestOptions): Promise<TrafficSegmentsRouteResult> =>
      transport.get<TrafficSegmentsRouteResult>("/traffic/segments/route", parameters, options),
    /** T-100 segment metrics grouped by dimensions */
    trafficSegmentsBreakdown: (parameters: TrafficSegmentsBreakdownParameters, options?: RequestOptions): Promise<TrafficSegmentsBreakdownResult> =>
      transport.get<TrafficSegmentsBreakdownResult>("/traffic/segments/breakdown", parameters, options),
    /** T-100 market metrics for one origin-destination pair */
    trafficMarketsRoute: (parameters: TrafficMarketsRouteParameters, options?: RequestOptions): Promise<TrafficMarketsRouteResult> =>
      transport.get<TrafficMarketsRouteResult>("/traffic/markets/route", parameters, options),
    /** T-100 market metrics grouped by dimensions */
    trafficMarketsBreakdown: (parameters: TrafficMarketsBreakdownParameters, options?: RequestOptions): Promise<TrafficMarketsBreakdownResult> =>
      transport.get<TrafficMarketsBreakdownResult>("/traffic/markets/breakdown", parameters, options),
    /** On-time performance metrics for one origin-destination pair */
    performanceRoute: (parameters: PerformanceRouteParameters, options?: RequestOptions): Promise<PerformanceRouteResult> =>
      transport.get<PerformanceRouteResult>("/performance/route", parameters, options),
    /** On-time performance metrics grouped by dimensions */
    performanceBreakdown: (parameters: PerformanceBreakdownParameters, options?: RequestOptions): Promise<PerformanceBreakdownResult> =>
      transport.get<PerformanceBreakdownResult>("/performance/breakdown", parameters, options),
  };
}
