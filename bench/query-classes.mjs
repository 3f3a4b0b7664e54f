// The URL classes of the query benchmark (bench/queries.mjs), also driven against ClickHouse by
// bench/clickhouse.mjs: one list, so both measure the same requests.
import { loadAirports } from '../dist/generate/airports.js';
import { DELAY_CAUSES } from '../dist/storage/delay-causes.js';
import { ROUTE_SINGLE_PERIOD, ROUTE_TWELVE_MONTHS } from './route-mix.mjs';

/** A city market of the generated world (the market of `iata`, as its files carry it). */
const marketOf = (iata) => loadAirports().find((airport) => airport.iata === iata).cityMarketId;
/** New York's and Los Angeles' city markets (JFK's and LAX's), several airports each. */
const NYC = marketOf('JFK');
const LA = marketOf('LAX');

/** The route classes of issue #15: each mix at 8 and 32 clients, with the route index and with the engine alone. */
const ROUTE_CLASSES = [
  ['single period', ROUTE_SINGLE_PERIOD],
  ['12 months', ROUTE_TWELVE_MONTHS],
].flatMap(([span, urls]) =>
  [8, 32].flatMap((clients) => [
    { name: `route, ${span}, ${clients} clients, route index`, urls, clients },
    { name: `route, ${span}, ${clients} clients, engine only`, urls, clients, routeIndex: 'off' },
  ]),
);

/** Every delay-cause metric of issue #26 §1: minutes, proportional count and share of each cause. */
const DELAY_CAUSE_METRICS = DELAY_CAUSES.flatMap((cause) => [
  cause.minutes,
  cause.count,
  `${cause.id}_delay_pct`,
]).join(',');

export const CLASSES = [
  ...ROUTE_CLASSES,
  {
    name: 'breakdown, single period, national',
    urls: [
      '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2',
      '/tickets/coupons/breakdown?by=origin&year=2025&quarter=2',
      '/performance/breakdown?by=origin&year=2025&month=6',
      '/traffic/segments/breakdown?by=carrier&year=2025&month=6',
    ],
  },
  {
    name: 'breakdown, 2 quarters or 12 months',
    urls: [
      '/tickets/markets/breakdown?by=opcarrier&start_year=2025&start_quarter=1&end_year=2025&end_quarter=2',
      '/performance/breakdown?by=origin&start_year=2024&start_month=10&end_year=2025&end_month=9',
      '/traffic/segments/breakdown?by=carrier&start_year=2024&start_month=10&end_year=2025&end_month=9',
    ],
  },
  {
    // issue #14: every value from the base quantities summed over twelve months, one row per dimension value
    name: 'analytics: combined 12-month national breakdown',
    urls: [
      '/performance/breakdown?by=carrier&start_year=2024&start_month=10&end_year=2025&end_month=9&combine_periods=true&metrics=flights,avg_arr_delay,avg_arr_delay_signed',
      '/performance/breakdown?by=origin&start_year=2024&start_month=10&end_year=2025&end_month=9&combine_periods=true',
      '/traffic/segments/breakdown?by=origin&start_year=2024&start_month=10&end_year=2025&end_month=9&combine_periods=true&metrics=passengers,load_factor,hhi',
    ],
  },
  {
    // issue #14: the route and the same route a year earlier (two queries in parallel)
    name: 'analytics: route, compare=previous_year',
    urls: [
      '/performance/route?origin=ATL&destination=LAX&year=2025&month=7&compare=previous_year',
      '/performance/route?origin=ORD&destination=DEN&start_year=2025&start_month=7&end_year=2025&end_month=9&compare=previous_year',
      '/traffic/segments/route?origin=ORD&destination=DEN&year=2025&month=8&compare=previous_year&metrics=passengers,load_factor,hhi',
    ],
  },
  {
    // issue #14: fare quantiles from the stored histograms (market fare and, itin_fare_median, ticket fare)
    name: 'analytics: fare percentiles and itin_fare_median',
    urls: [
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&metrics=passengers,fare_p10,fare_median,fare_p90,itin_fare_median',
      '/tickets/markets/breakdown?by=origin&year=2025&quarter=2&metrics=passengers,fare_median,itin_fare_median',
      '/tickets/coupons/breakdown?by=origin&start_year=2025&start_quarter=1&end_year=2025&end_quarter=2&combine_periods=true&metrics=passengers,fare_p25,fare_median,fare_p75',
    ],
  },
  // issue #26: one class per feature, each URL a question of that feature alone, over the periods every
  // real-volume store has (on-time and T-100 2025-04..06, DB1B 2025 Q1)
  {
    // §1: BTS's delay-cause table (minute sums, proportional counts, shares of cause minutes) per carrier over
    // the country (national rollup), per carrier at one airport (stored rows) and on one route (route index)
    name: 'delay causes',
    urls: [
      `/performance/breakdown?by=carrier&year=2025&month=6&metrics=${DELAY_CAUSE_METRICS}`,
      `/performance/breakdown?by=carrier&origin=ORD&year=2025&month=6&metrics=${DELAY_CAUSE_METRICS}`,
      `/performance/route?origin=ATL&destination=LAX&year=2025&month=6&metrics=${DELAY_CAUSE_METRICS}`,
    ],
  },
  {
    // §2: the hour blocks of the scheduled times as a dimension and as a filter
    name: 'time blocks',
    urls: [
      '/performance/breakdown?by=dep_time_block&year=2025&month=6',
      '/performance/breakdown?by=origin&arr_time_block=1800-1859&year=2025&month=6',
    ],
  },
  {
    // §2: by=total, the filtered totals one row per period: a trend in one request, on every family
    name: 'by=total trends',
    urls: [
      '/performance/breakdown?by=total&origin=ORD&start_year=2025&start_month=4&end_year=2025&end_month=6&metrics=flights,on_time_pct,cancel_pct,avg_arr_delay',
      '/traffic/segments/breakdown?by=total&carrier=DL&start_year=2025&start_month=4&end_year=2025&end_month=6&metrics=passengers,seats,load_factor',
      '/tickets/markets/breakdown?by=total&origin=BOS&start_year=2025&start_quarter=1&end_year=2025&end_quarter=1&metrics=passengers,avg_fare',
    ],
  },
  {
    // §3: city markets as a dimension, as a filter, and in place of a route's airports (one or both ends)
    name: 'city markets',
    urls: [
      '/performance/breakdown?by=origin_city_market&year=2025&month=6',
      `/traffic/segments/breakdown?origin_city_market=${NYC}&by=destination_city_market&year=2025&month=6&metrics=passengers,load_factor`,
      `/performance/route?origin_city_market=${NYC}&destination=LAX&year=2025&month=6`,
      `/traffic/segments/route?origin_city_market=${NYC}&destination_city_market=${LA}&year=2025&month=6&metrics=passengers,seats,load_factor`,
      `/tickets/markets/route?origin_city_market=${NYC}&destination_city_market=${LA}&year=2025&quarter=1&metrics=passengers,avg_fare`,
    ],
  },
  {
    // §4: how the passengers of an O&D travel (DB1B AirportGroup): by connection on one route and over the
    // country, and the route's nonstop_share
    name: 'connections',
    urls: [
      '/tickets/markets/breakdown?origin=BOS&destination=LAX&by=connection&year=2025&quarter=1&metrics=passengers,avg_fare',
      '/tickets/markets/breakdown?by=connection&year=2025&quarter=1&metrics=passengers,avg_fare,nonstop_share',
      '/tickets/markets/route?origin=BOS&destination=LAX&year=2025&quarter=1&metrics=passengers,nonstop_share',
    ],
  },
  {
    name: 'reference search',
    urls: ['/support/airports?q=inter', '/support/carriers?q=air', '/support/aircrafts?q=boeing'],
  },
  {
    name: 'repeated identical request (cache)',
    cache: true,
    urls: ['/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2'],
  },
];
