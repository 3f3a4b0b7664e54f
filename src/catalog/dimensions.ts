import {
  AIRCRAFT_CONFIG,
  AIRCRAFT_GROUP,
  CANCELLATION_CODE,
  DAY_OF_WEEK,
  REGION,
  SERVICE_CLASS,
  distanceBandLabel,
} from './enumerations.js';
import { CARRIER_GROUPS } from '../storage/carrier-groups.js';
import { CITY_MARKET_OF_END } from '../storage/schema.js';
import { TIME_BLOCKS, timeBlockLabel } from '../storage/time-blocks.js';
import type { DimensionDef, EndpointDef } from './types.js';

/** Dimensions shared by several families. Each id is both a filter parameter and a `by` value. */
export const ORIGIN: DimensionDef = {
  id: 'origin',
  description: 'origin airport (3-letter IATA code)',
  column: 'origin',
  kind: { type: 'airport' },
};

export const DESTINATION: DimensionDef = {
  id: 'destination',
  description: 'destination airport (3-letter IATA code)',
  column: 'destination',
  kind: { type: 'airport' },
};

/**
 * City markets (docs/API-CONTRACT.md §12): the file's OriginCityMarketID / DestCityMarketID, a filter and `by`
 * dimension on every analytics endpoint and, on routes, in place of origin / destination.
 */
export const ORIGIN_CITY_MARKET: DimensionDef = {
  id: 'origin_city_market',
  description:
    'origin city market id (co-located airports: 31703 New York = JFK, LGA, EWR; see /support/city-markets)',
  column: CITY_MARKET_OF_END.origin,
  kind: { type: 'city_market' },
};

export const DESTINATION_CITY_MARKET: DimensionDef = {
  id: 'destination_city_market',
  description: 'destination city market id (see /support/city-markets)',
  column: CITY_MARKET_OF_END.destination,
  kind: { type: 'city_market' },
};

export const CITY_MARKETS = [ORIGIN_CITY_MARKET, DESTINATION_CITY_MARKET] as const;

/** A route's end given as a city market instead of an airport: the city market dimension standing for it. */
export const CITY_MARKET_OF = { origin: ORIGIN_CITY_MARKET, destination: DESTINATION_CITY_MARKET } as const;

export const CARRIER: DimensionDef = {
  id: 'carrier',
  description: 'carrier code (2 or 3 letters or digits)',
  column: 'carrier',
  kind: { type: 'carrier' },
};

export const band = (id: string, column: string, description: string): DimensionDef => ({
  id,
  description,
  column,
  kind: { type: 'band', min: 1, max: 25, label: distanceBandLabel },
  ordered: true,
});

export const coded = (
  id: string,
  column: string,
  description: string,
  labels: Readonly<Record<string, string>>,
  valueType: 'string' | 'integer' = 'string',
): DimensionDef => ({
  id,
  description,
  column,
  kind: { type: 'coded', valueType, labels, codes: Object.keys(labels) },
});

export const CANCELLATIONCODE = coded(
  'cancellationcode',
  'cancellationcode',
  'cancellation cause: A carrier, B weather, C national air system, D security',
  CANCELLATION_CODE,
);
export const DAYOFWEEK: DimensionDef = {
  ...coded('dayofweek', 'dayofweek', 'day of week, 1 = Monday to 7 = Sunday', DAY_OF_WEEK, 'integer'),
  ordered: true,
};
const TIME_BLOCK_LABELS = Object.fromEntries(TIME_BLOCKS.map((block) => [block, timeBlockLabel(block)]));
export const DEP_TIME_BLOCK: DimensionDef = {
  ...coded(
    'dep_time_block',
    'dep_time_block',
    'hour block of the scheduled departure (DepTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359',
    TIME_BLOCK_LABELS,
  ),
  ordered: true,
};
export const ARR_TIME_BLOCK: DimensionDef = {
  ...coded(
    'arr_time_block',
    'arr_time_block',
    'hour block of the scheduled arrival (ArrTimeBlk): 0001-0559, then 0600-0659 ... 2300-2359',
    TIME_BLOCK_LABELS,
  ),
  ordered: true,
};
export const DISTANCEGROUP = band('distancegroup', 'distancegroup', 'distance band of 500 miles, 1 to 25');

export const REGION_DIMENSION = coded('region', 'region', 'carrier operation region', REGION);
export const CARRIER_ENTITY: DimensionDef = {
  id: 'carrier_entity',
  description: 'T-100 unique carrier entity code (1 to 6 letters or digits)',
  column: 'carrier_entity',
  kind: {
    type: 'coded',
    valueType: 'string',
    labels: {},
    namesFrom: 'carrier_entities',
    pattern: /^[A-Za-z0-9]{1,6}$/,
    patternText: '1 to 6 letters or digits',
  },
};
export const AIRCRAFT_GROUP_DIMENSION = coded(
  'aircraft_group',
  'aircraft_group',
  'aircraft group 0-9',
  AIRCRAFT_GROUP,
  'integer',
);
export const AIRCRAFT_TYPE: DimensionDef = {
  id: 'aircraft_type',
  description: 'aircraft type code (integer, see /support/aircrafts)',
  column: 'aircraft_type',
  kind: { type: 'aircraft_type' },
};
export const AIRCRAFT_CONFIG_DIMENSION = coded(
  'aircraft_config',
  'aircraft_config',
  'aircraft configuration: 1 passenger, 2 freight, 3 combined',
  AIRCRAFT_CONFIG,
  'integer',
);
export const DISTANCE_GROUP = band('distance_group', 'distance_group', 'distance band of 500 miles, 1 to 25');
export const CARRIER_GROUP_DIMENSION = coded(
  'carrier_group',
  'carrier_group',
  'carrier group / T-100 scope: us_domestic (US carriers between US points), us_international (US carriers, at least one end abroad), foreign (foreign carriers)',
  CARRIER_GROUPS,
);
export const SERVICE_CLASS_DIMENSION = coded(
  'service_class',
  'service_class',
  'service class',
  SERVICE_CLASS,
);

/**
 * `by=total` (docs/API-CONTRACT.md §12): a breakdown without grouping, the filtered totals in one row per period (one
 * with combine_periods=true) and no dimension key; alone in `by`. Not a dimension (no column): every list of
 * `by` values (parsing, OpenAPI, MCP tool schemas, the typed client, the manual) takes it from `byChoices`.
 */
export const BY_TOTAL = {
  id: 'total',
  description:
    'no grouping: the filtered totals, one row per period (one with combine_periods=true), no dimension key; not combined with other dimensions',
} as const;

/** What `by` accepts on a breakdown: its dimensions, then `total`. */
export function byChoices(
  endpoint: Pick<EndpointDef, 'dimensions'>,
): readonly Pick<DimensionDef, 'id' | 'description' | 'datasets' | 'ordered'>[] {
  return [...endpoint.dimensions, BY_TOTAL];
}
