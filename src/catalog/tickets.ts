import {
  concentrationMetrics,
  fareQuantiles,
  ITIN_FARE_MEDIAN,
  noCarrierDimension,
  PASSENGERS_EST,
} from './analyst-metrics.js';
import { coded, DESTINATION, ORIGIN, band } from './dimensions.js';
import {
  AIRPORT_ROLE,
  COUPON_TYPE,
  FARE_CLASS,
  FARE_CLASS_ALIASES,
  GEO_TYPE,
  HUB_CLASS,
  MULTIPLE_CARRIERS,
  PURCHASE_WINDOW,
} from './enumerations.js';
import { derived, minus, ratio, sum, sumWhere, total } from './expressions.js';
import type {
  DimensionDef,
  EndpointDef,
  EndpointFamily,
  MetricDef,
  MetricUnit,
  SourceDef,
  TicketDataset,
} from './types.js';

/** DB1B (quarterly, 10% sample) and DB1C (monthly, 40% sample) tickets (docs/API-CONTRACT.md §1 and §6 "Tickets"). */
const DB1B = ['db1b'] as const satisfies readonly TicketDataset[];
const GROUND = '-';
const DB1C = ['db1c'] as const satisfies readonly TicketDataset[];

const sources = (db1b: 'db1b_market' | 'db1b_coupon', db1c: 'db1c_market' | 'db1c_coupon'): SourceDef[] => [
  {
    dataset: 'db1b',
    table: db1b,
    storedGrain: 'quarter',
    grains: ['quarter'],
    caps: { quarter: 20 },
    recent: { quarter: 4 },
  },
  {
    dataset: 'db1c',
    table: db1c,
    storedGrain: 'month',
    grains: ['month', 'quarter'],
    caps: { month: 60, quarter: 20 },
    recent: { month: 12, quarter: 4 },
  },
];

export const TICKET_MARKETS: EndpointFamily = {
  id: 'tickets',
  selectsDataset: true,
  sources: sources('db1b_market', 'db1c_market'),
};
export const TICKET_COUPONS: EndpointFamily = {
  id: 'tickets',
  selectsDataset: true,
  sources: sources('db1b_coupon', 'db1c_coupon'),
};

const only = (dimension: DimensionDef, datasets: readonly TicketDataset[]): DimensionDef => ({
  ...dimension,
  datasets,
});
const carrier = (id: string, description: string, datasets?: readonly TicketDataset[]): DimensionDef => ({
  id,
  description,
  column: id,
  kind: { type: 'carrier', extraCodes: MULTIPLE_CARRIERS },
  ...(datasets ? { datasets } : {}),
});
const flag = (id: string, description: string, datasets?: readonly TicketDataset[]): DimensionDef => ({
  id,
  description,
  column: id,
  kind: { type: 'boolean' },
  ...(datasets ? { datasets } : {}),
});
const carrierGroup = (id: string, description: string): DimensionDef => ({
  id,
  description,
  column: id,
  datasets: DB1B,
  kind: {
    type: 'coded',
    valueType: 'string',
    labels: {},
    pattern: /^[A-Za-z0-9]{2,3}(:[A-Za-z0-9]{2,3})*$/,
    patternText: 'a colon-joined list of carrier codes, e.g. AA:OO',
  },
});
const airportAttribute = (
  id: string,
  airportColumn: 'origin' | 'destination',
  attribute: 'hub_class' | 'role',
  labels: Readonly<Record<string, string>>,
  description: string,
): DimensionDef => ({
  ...coded(id, id, description, labels),
  airportAttribute: { airportColumn, attribute },
  datasets: DB1B,
});

const TKCARRIER = carrier('tkcarrier', 'ticketing carrier (99: more than one)', DB1B);
const RPCARRIER = carrier('rpcarrier', 'reporting carrier');
const OPCARRIER = carrier('opcarrier', 'operating carrier (99: more than one)');
const MKTCARRIER = carrier('mktcarrier', 'marketing carrier', DB1C);
const TKCARRIER_CHANGE = flag('tkcarrier_change', 'the ticketing carrier changes within the market', DB1B);
const OPCARRIER_CHANGE = flag('opcarrier_change', 'the operating carrier changes within the market');
const MKTCARRIER_CHANGE = flag('mktcarrier_change', 'the marketing carrier changes within the market', DB1C);
const BULK_FARE = flag('bulk_fare', 'bulk fare, typically discounted for group purchases', DB1B);
const DOLLAR_CRED = flag('dollar_cred', 'dollar credibility of the fare, for statistical adjustments', DB1B);
const ROUNDTRIP = flag('roundtrip', 'round-trip itinerary');
const ONLINE = flag('online', 'single-carrier itinerary', DB1B);
const NONSTOP = flag('nonstop', 'nonstop market');
const GATEWAY = flag('gateway', 'coupon at an international gateway', DB1B);
const ITIN_GEO_TYPE = only(
  coded('itin_geo_type', 'itin_geo_type', 'itinerary geography type', GEO_TYPE),
  DB1B,
);
const MKT_GEO_TYPE = only(coded('mkt_geo_type', 'mkt_geo_type', 'market geography type', GEO_TYPE), DB1B);
const COUPON_GEO_TYPE = only(
  coded('coupon_geo_type', 'coupon_geo_type', 'coupon geography type', GEO_TYPE),
  DB1B,
);
const FARE_CLASS_DIMENSION: DimensionDef = {
  ...coded('fare_class', 'fare_class', 'fare class, alias or code', FARE_CLASS),
  kind: {
    type: 'coded',
    valueType: 'string',
    labels: FARE_CLASS,
    codes: Object.keys(FARE_CLASS),
    aliases: FARE_CLASS_ALIASES,
  },
  datasets: DB1B,
};
const COUPON_TYPE_DIMENSION = only(
  coded('coupon_type', 'coupon_type', 'coupon type A to G', COUPON_TYPE),
  DB1B,
);
const PURWINGRP = only(coded('purwingrp', 'purwingrp', 'purchase window group', PURCHASE_WINDOW), DB1C);
const MKT_DISTANCE_GROUP = only(
  band('mkt_distance_group', 'mkt_distance_group', 'market distance band of 500 miles, 1 to 25'),
  DB1B,
);
const DISTANCE_GROUP = only(
  band('distance_group', 'distance_group', 'coupon distance band of 500 miles, 1 to 25'),
  DB1B,
);
/** docs/API-CONTRACT.md §12 "Routing": how the market's passengers travel (DB1B, DB1C Market: MktCoupons, AirportGroup). */
const CONNECTION: DimensionDef = {
  id: 'connection',
  description:
    'how the market travels: nonstop (one coupon), the connecting airport (two coupons: the middle airport of AirportGroup) or multiple (more stops)',
  column: 'connection',
  kind: { type: 'connection', words: ['nonstop', 'multiple'] },
};
const TKCARRIER_GROUP = carrierGroup('tkcarrier_group', 'ticketing carriers of the coupons, colon-joined');
const OPCARRIER_GROUP = carrierGroup('opcarrier_group', 'operating carriers of the coupons, colon-joined');
const HUB_FILTERS = [
  airportAttribute(
    'origin_hub',
    'origin',
    'hub_class',
    HUB_CLASS,
    'origin airport hub class (FAA rule on T-100 enplanements)',
  ),
  airportAttribute('destination_hub', 'destination', 'hub_class', HUB_CLASS, 'destination airport hub class'),
  airportAttribute('origin_role', 'origin', 'role', AIRPORT_ROLE, 'origin airport role'),
  airportAttribute('destination_role', 'destination', 'role', AIRPORT_ROLE, 'destination airport role'),
];

const perPassenger = (
  id: string,
  column: string,
  unit: MetricUnit,
  description: string,
  datasets?: readonly TicketDataset[],
) =>
  derived(id, ratio(sum(column), sum('passengers')), description, {
    unit,
    ...(datasets ? { datasets } : {}),
  });
const DOLLARS = { unit: 'dollars' } as const;
const MILES = { unit: 'miles' } as const;
const baseCost = minus(sum('revenue'), sum('tax_cost'));
const TICKET_TOTALS: readonly MetricDef[] = [
  total('passengers', 'passengers', 'number of passengers'),
  total('revenue', 'revenue', 'total revenue, dollars', DOLLARS),
  total('total_distance', 'total_distance', 'total distance (x passengers), miles', MILES),
  total('count', 'record_count', 'record count', { datasets: DB1B }),
  {
    id: 'base_cost',
    description: 'revenue minus taxes, dollars',
    expr: baseCost,
    unit: 'dollars',
    additive: true,
    hasShare: true,
    datasets: DB1C,
  },
  total('tax_cost', 'tax_cost', 'tax amount, dollars', { ...DOLLARS, datasets: DB1C }),
];
const AVERAGES: readonly MetricDef[] = [
  perPassenger('avg_fare', 'revenue', 'dollars', 'average fare per passenger, dollars'),
  perPassenger('avg_distance', 'total_distance', 'miles', 'average distance per passenger, miles'),
  derived('avg_base_cost', ratio(baseCost, sum('passengers')), 'average base cost per passenger, dollars', {
    ...DOLLARS,
    datasets: DB1C,
  }),
  perPassenger('avg_tax', 'tax_cost', 'dollars', 'average tax per passenger, dollars', DB1C),
];
/** `<class>_share`: passengers whose market fare class (its first non-ground coupon's) is the class. */
const FARE_CLASS_SHARES: readonly MetricDef[] = Object.entries(FARE_CLASS_ALIASES)
  .filter(([, code]) => code !== GROUND)
  .map(([alias, code]) => ({
    id: `${alias}_share`,
    description: `${FARE_CLASS[code] ?? alias} passengers (market fare class ${code}), % of total`,
    expr: ratio(sumWhere('passengers', 'fare_class', code), sum('passengers'), 100),
    unit: 'percent',
    additive: false,
    hasShare: false,
    datasets: DB1B,
  }));
/** docs/API-CONTRACT.md §6 as amended: markets with any ground coupon, overlapping the fare-class shares. */
const GROUND_SHARE: MetricDef = {
  id: 'ground_share',
  description:
    'passengers of markets with at least one ground (surface) coupon, % of total; overlaps the other class shares, ' +
    'since such a market also has the fare class of its first non-ground coupon',
  expr: ratio(sum('ground_passengers'), sum('passengers'), 100),
  unit: 'percent',
  additive: false,
  hasShare: false,
  datasets: DB1B,
};

/** Ticketing carrier for DB1B; DB1C has none, its marketing carrier stands in. */
const TICKET_CONCENTRATION = concentrationMetrics(
  { db1b: 'tkcarrier', db1c: 'mktcarrier' },
  'by ticketing carrier (DB1B; DB1C: marketing carrier)',
  ['99'],
);

export const TICKET_MARKET_METRICS: readonly MetricDef[] = [
  ...TICKET_TOTALS,
  PASSENGERS_EST,
  total('miles_flown', 'miles_flown', 'total miles flown (x passengers)', { ...MILES, datasets: DB1B }),
  total('connections', 'connections', 'total connections (coupons - 1, x passengers)', { datasets: DB1B }),
  ...AVERAGES,
  perPassenger('avg_miles_flown', 'miles_flown', 'miles', 'average miles flown per passenger', DB1B),
  perPassenger('avg_connections', 'connections', 'ratio', 'average connections per passenger', DB1B),
  derived(
    'circuity',
    ratio(sum('total_distance'), sum('nonstop_miles')),
    'ratio of actual to nonstop distance',
  ),
  ...FARE_CLASS_SHARES,
  GROUND_SHARE,
  {
    id: 'nonstop_share',
    description: 'passengers of nonstop markets (one coupon), % of all passengers',
    expr: ratio(sum('nonstop_passengers'), sum('passengers'), 100),
    unit: 'percent',
    additive: false,
    hasShare: false,
  },
  ...fareQuantiles('the market fare (DB1B MktFare, DB1C MktAmount)'),
  ITIN_FARE_MEDIAN,
  ...TICKET_CONCENTRATION,
];

export const TICKET_COUPON_METRICS: readonly MetricDef[] = [
  ...TICKET_TOTALS,
  PASSENGERS_EST,
  derived(
    'avg_passengers_per_record',
    ratio(sum('passengers'), sum('record_count')),
    'passengers per coupon record',
    { datasets: DB1B },
  ),
  ...AVERAGES,
  derived('yield', ratio(sum('revenue'), sum('total_distance')), 'revenue per mile, dollars', {
    unit: 'dollars_per_mile',
    datasets: DB1B,
  }),
  ...fareQuantiles('the coupon fare (the market fare prorated by coupon distance)'),
  ...TICKET_CONCENTRATION,
];

const BASE = ['passengers', 'revenue', 'avg_fare', 'avg_distance'];

const MARKET_FILTERS = [
  TKCARRIER,
  RPCARRIER,
  OPCARRIER,
  MKTCARRIER,
  MKT_DISTANCE_GROUP,
  TKCARRIER_CHANGE,
  OPCARRIER_CHANGE,
  MKTCARRIER_CHANGE,
  BULK_FARE,
  DOLLAR_CRED,
  ROUNDTRIP,
  ONLINE,
  NONSTOP,
  ITIN_GEO_TYPE,
  MKT_GEO_TYPE,
  TKCARRIER_GROUP,
  OPCARRIER_GROUP,
  FARE_CLASS_DIMENSION,
  COUPON_TYPE_DIMENSION,
  PURWINGRP,
  CONNECTION,
];
const COUPON_FILTERS = [
  TKCARRIER,
  RPCARRIER,
  OPCARRIER,
  MKTCARRIER,
  FARE_CLASS_DIMENSION,
  COUPON_TYPE_DIMENSION,
  ROUNDTRIP,
  ONLINE,
  BULK_FARE,
  GATEWAY,
  DOLLAR_CRED,
  NONSTOP,
  DISTANCE_GROUP,
  TKCARRIER_CHANGE,
  OPCARRIER_CHANGE,
  MKTCARRIER_CHANGE,
  ITIN_GEO_TYPE,
  MKT_GEO_TYPE,
  COUPON_GEO_TYPE,
  PURWINGRP,
];
const CIRCUITY_RULE = { kind: 'needs-route', metric: 'circuity' } as const;

export const TICKET_ENDPOINTS: readonly EndpointDef[] = [
  {
    path: '/tickets/markets/route',
    kind: 'route',
    summary: 'Ticket market (origin-destination) metrics for one pair, DB1B or DB1C',
    family: TICKET_MARKETS,
    metrics: TICKET_MARKET_METRICS,
    baseMetrics: BASE,
    filters: MARKET_FILTERS,
    dimensions: [],
    airportFields: 'full',
    limitDatasets: DB1B,
    rules: [CIRCUITY_RULE],
  },
  {
    path: '/tickets/markets/breakdown',
    kind: 'breakdown',
    summary: 'Ticket market metrics grouped by dimensions, DB1B or DB1C',
    family: TICKET_MARKETS,
    metrics: TICKET_MARKET_METRICS,
    baseMetrics: BASE,
    filters: [ORIGIN, DESTINATION, ...MARKET_FILTERS, ...HUB_FILTERS],
    dimensions: [ORIGIN, DESTINATION, ...MARKET_FILTERS],
    airportFields: 'full',
    rules: [CIRCUITY_RULE, noCarrierDimension(MARKET_FILTERS)],
  },
  {
    path: '/tickets/coupons/route',
    kind: 'route',
    summary: 'Ticket coupon (flight segment) metrics for one pair, DB1B or DB1C',
    family: TICKET_COUPONS,
    metrics: TICKET_COUPON_METRICS,
    baseMetrics: BASE,
    filters: COUPON_FILTERS,
    dimensions: [],
    airportFields: 'name_city',
    limitDatasets: DB1B,
    rules: [
      {
        kind: 'at-most-one',
        filters: ['opcarrier_change', 'mktcarrier_change', 'nonstop', 'roundtrip', 'purwingrp'],
        datasets: DB1C,
      },
    ],
  },
  {
    path: '/tickets/coupons/breakdown',
    kind: 'breakdown',
    summary: 'Ticket coupon metrics grouped by dimensions, DB1B or DB1C',
    family: TICKET_COUPONS,
    metrics: TICKET_COUPON_METRICS,
    baseMetrics: BASE,
    filters: [ORIGIN, DESTINATION, ...COUPON_FILTERS, ...HUB_FILTERS],
    dimensions: [ORIGIN, DESTINATION, ...COUPON_FILTERS],
    airportFields: 'name_city',
    rules: [noCarrierDimension(COUPON_FILTERS)],
  },
];
